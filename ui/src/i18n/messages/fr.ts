import type { MessageTable } from '../catalogue';

export const FR: MessageTable = {};
