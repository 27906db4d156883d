import { defineMessages } from 'react-intl';

export const countStepperMessages = defineMessages({
  fewerAdults: { id: 'ui.stepper.fewerAdults', defaultMessage: 'Fewer adults' },
  moreAdults: { id: 'ui.stepper.moreAdults', defaultMessage: 'More adults' },
  fewerChildren: { id: 'ui.stepper.fewerChildren', defaultMessage: 'Fewer children' },
  moreChildren: { id: 'ui.stepper.moreChildren', defaultMessage: 'More children' },
});
