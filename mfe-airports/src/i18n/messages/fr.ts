import type { MessageTable } from '@vip/ui';
import { PUBLIC_PAGES_FR } from '../../common/i18n/fr';

export const FR: MessageTable = { ...PUBLIC_PAGES_FR };
