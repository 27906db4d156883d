import { Spinner } from '@vip/ui';

export function PageSpinner({ label }: { label: string }) {
  return <Spinner label={label} compact />;
}
