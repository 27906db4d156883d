import type { MessageTable } from '@vip/ui';

export const DE: MessageTable = {};
