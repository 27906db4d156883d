import { Spinner } from '@vip/ui';

/** While a step's code loads (it is fetched on first use). */
export function PageSpinner() {
  return <Spinner label="Loading" />;
}
