import { ButtonLink, LightButton, ResultScreen } from '@vip/ui';

/**
 * 'Airport Not Found' (the spec's words for any lookup failure) for an unknown code or any lookup failure; a
 * failure that is not a 404 (the airport directory away) says so, and offers 'Try again'.
 */
export function AirportNotFound({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  return (
    <div style={{ maxWidth: 800, margin: '0 auto', padding: '32px 24px' }}>
      <ResultScreen
        role="alert"
        status="404"
        title={
          <h1 className="vip-result__title" style={{ fontSize: 28 }}>
            Airport Not Found
          </h1>
        }
        subtitle={
          onRetry
            ? 'Our airport directory cannot be reached just now, so this airport could not be looked up. Please try again in a moment.'
            : "We couldn't find this airport. It may not be served yet, or the address may be mistyped."
        }
        extra={
          <>
            <ButtonLink to="/airports" type="primary">
              Browse All Airports
            </ButtonLink>
            {onRetry && (
              <LightButton onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
                Try again
              </LightButton>
            )}
          </>
        }
      />
    </div>
  );
}
