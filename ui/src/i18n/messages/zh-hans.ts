import type { MessageTable } from '../catalogue';

export const ZH_HANS: MessageTable = {};
