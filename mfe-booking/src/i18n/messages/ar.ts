import type { MessageTable } from '@vip/ui';
import { HOME_AR } from '../../home/i18n/ar';
import { WIZARD_AR } from '../../wizard/i18n/ar';

export const AR: MessageTable = {
  ...HOME_AR,
  ...WIZARD_AR,
};
