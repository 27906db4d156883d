import { LightButton } from '../light/button';
import { ResultScreen } from './feedback';

/** A micro-frontend that did not load: the shell's pages and the back office's mounted screens say it the same way. */
export function RemoteUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <ResultScreen
      role="alert"
      status="warning"
      title="This part of the site is temporarily unavailable"
      subtitle="We could not load this page. Please try again in a moment; the rest of the site works as usual."
      extra={
        <LightButton type="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          Try again
        </LightButton>
      }
    />
  );
}
