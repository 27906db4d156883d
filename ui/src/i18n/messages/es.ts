import type { MessageTable } from '../catalogue';

export const ES: MessageTable = {};
