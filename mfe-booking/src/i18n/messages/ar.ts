import type { MessageTable } from '@vip/ui';

export const AR: MessageTable = {};
