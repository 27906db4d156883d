import type { MessageTable } from '@vip/ui';

export const FR: MessageTable = {};
