import type { MessageTable } from '@vip/ui';
import { PUBLIC_PAGES_ES } from '../../common/i18n/es';

export const ES: MessageTable = { ...PUBLIC_PAGES_ES };
