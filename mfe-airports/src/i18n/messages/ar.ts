import type { MessageTable } from '@vip/ui';
import { PUBLIC_PAGES_AR } from '../../common/i18n/ar';

export const AR: MessageTable = { ...PUBLIC_PAGES_AR };
