import type { MessageTable } from '../catalogue';

export const DE: MessageTable = {};
