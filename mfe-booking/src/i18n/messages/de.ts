import type { MessageTable } from '@vip/ui';
import { HOME_DE } from '../../home/i18n/de';
import { WIZARD_DE } from '../../wizard/i18n/de';

export const DE: MessageTable = {
  ...HOME_DE,
  ...WIZARD_DE,
};
