import { Spinner, useText } from '@vip/ui';
import { WIZARD_MESSAGES as M } from './wizard.messages';

/** While a step's code loads (it is fetched on first use). */
export function PageSpinner() {
  const text = useText();
  return <Spinner label={text(M.loading)} />;
}
