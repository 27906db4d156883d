import type { MessageTable } from '@vip/ui';
import { HOME_ES } from '../../home/i18n/es';
import { WIZARD_ES } from '../../wizard/i18n/es';

export const ES: MessageTable = {
  ...HOME_ES,
  ...WIZARD_ES,
};
