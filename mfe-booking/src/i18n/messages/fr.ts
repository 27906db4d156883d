import type { MessageTable } from '@vip/ui';
import { HOME_FR } from '../../home/i18n/fr';
import { WIZARD_FR } from '../../wizard/i18n/fr';

export const FR: MessageTable = {
  ...HOME_FR,
  ...WIZARD_FR,
};
