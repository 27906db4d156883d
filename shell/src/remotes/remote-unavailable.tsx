import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { LightButton, LightIcon } from '@vip/ui';
import { RESULT_STYLE } from './result-style';

/** Shown in place of a part of the site whose remote could not be loaded; the rest keeps working. */
export function RemoteUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="shell-result">
      <style>{RESULT_STYLE}</style>
      <div className="shell-result__status shell-result__status--warning" aria-hidden="true">
        <LightIcon icon={WarningFilled} />
      </div>
      <div className="shell-result__title">This part of the site is temporarily unavailable</div>
      <div className="shell-result__subtitle">We could not load this page. Please try again in a moment; the rest of the site works as usual.</div>
      <div className="shell-result__extra">
        <LightButton type="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          Try again
        </LightButton>
      </div>
    </div>
  );
}
