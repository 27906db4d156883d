import { ButtonLink, focusContentAfterRetry, LightButton, ResultScreen, useText } from '@vip/ui';
import { commonMessages, notFoundMessages } from './common.messages';

/**
 * 'Airport Not Found' (the spec's words for any lookup failure) for an unknown code or any lookup failure; a
 * failure that is not a 404 (the airport directory away) says so, and offers 'Try again'.
 */
export function AirportNotFound({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  const text = useText();
  return (
    <div style={{ maxWidth: 800, margin: '0 auto', padding: '32px 24px' }}>
      <ResultScreen
        role="alert"
        status="404"
        title={
          <h1 className="vip-result__title" style={{ fontSize: 28 }}>
            {text(notFoundMessages.title)}
          </h1>
        }
        subtitle={text(onRetry ? notFoundMessages.unreachable : notFoundMessages.unknown)}
        extra={
          <>
            <ButtonLink to="/airports" type="primary">
              {text(commonMessages.browseAll)}
            </ButtonLink>
            {onRetry && (
              <LightButton
                onClick={() => {
                  focusContentAfterRetry();
                  onRetry();
                }}
                busy={retrying}
              >
                {text(commonMessages.retry)}
              </LightButton>
            )}
          </>
        }
      />
    </div>
  );
}
