import { Alert } from 'antd';
import { RetryButton, type RetryableQuery } from '../ui/retry-button';

/** A supplier list that could not be loaded, as every supplier hub says it. */
export function SuppliersLoadFailed({ query }: { query: RetryableQuery }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Error loading suppliers. Please try again."
      action={<RetryButton query={query} />}
    />
  );
}
