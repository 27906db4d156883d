import type { MessageTable } from '../catalogue';
import { COMPONENTS_FR } from '../components/fr';

export const FR: MessageTable = { ...COMPONENTS_FR };
