import type { MessageTable } from '@vip/ui';
import { PUBLIC_PAGES_DE } from '../../common/i18n/de';

export const DE: MessageTable = { ...PUBLIC_PAGES_DE };
