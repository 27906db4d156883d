import type { MessageTable } from '../catalogue';

export const AR: MessageTable = {};
