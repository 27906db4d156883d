import type { MessageTable } from '@vip/ui';
import { HOME_ZH_HANS } from '../../home/i18n/zh-hans';
import { WIZARD_ZH_HANS } from '../../wizard/i18n/zh-hans';

export const ZH_HANS: MessageTable = {
  ...HOME_ZH_HANS,
  ...WIZARD_ZH_HANS,
};
