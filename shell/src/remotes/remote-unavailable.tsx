import { Button, Result } from 'antd';

/** Shown in place of a part of the site whose remote could not be loaded; the rest keeps working. */
export function RemoteUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title="This part of the site is temporarily unavailable"
        subTitle="We could not load this page. Please try again in a moment; the rest of the site works as usual."
        extra={
          <Button type="primary" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
