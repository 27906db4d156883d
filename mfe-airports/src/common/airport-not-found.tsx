import { Button, Result } from 'antd';
import { ButtonLink } from '@vip/ui';

/**
 * 'Airport Not Found' for an unknown code or any lookup failure; a failure that is not a 404 also
 * offers 'Try again'.
 */
export function AirportNotFound({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  return (
    <div role="alert" style={{ maxWidth: 800, margin: '0 auto', padding: '32px 24px' }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 28, margin: 0 }}>Airport Not Found</h1>}
        subTitle="We couldn't find this airport. It may not be served yet, or the address may be mistyped."
        extra={[
          <ButtonLink key="browse" to="/airports" type="primary">
            Browse All Airports
          </ButtonLink>,
          onRetry ? (
            <Button key="retry" onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          ) : null,
        ]}
      />
    </div>
  );
}
