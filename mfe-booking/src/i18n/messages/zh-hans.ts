import type { MessageTable } from '@vip/ui';

export const ZH_HANS: MessageTable = {};
