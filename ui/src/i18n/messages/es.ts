import type { MessageTable } from '../catalogue';
import { COMPONENTS_ES } from '../components/es';

export const ES: MessageTable = { ...COMPONENTS_ES };
