import type { MessageTable } from '@vip/ui';
import { PUBLIC_PAGES_ZH_HANS } from '../../common/i18n/zh-hans';

export const ZH_HANS: MessageTable = { ...PUBLIC_PAGES_ZH_HANS };
