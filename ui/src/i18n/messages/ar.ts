import type { MessageTable } from '../catalogue';
import { COMPONENTS_AR } from '../components/ar';

export const AR: MessageTable = { ...COMPONENTS_AR };
