import type { MessageTable } from '../catalogue';
import { COMPONENTS_DE } from '../components/de';

export const DE: MessageTable = { ...COMPONENTS_DE };
