import type { MessageTable } from '@vip/ui';

export const ES: MessageTable = {};
