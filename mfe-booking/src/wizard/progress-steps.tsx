import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { LightIcon } from '@vip/ui';

/**
 * antd's small Steps with the titles under their icons, in plain elements: one layout at every width (the
 * server's HTML is every screen's). Steps before `current` are done (a check), `current` is marked for screen
 * readers, the rest wait; a `current` past the last marks every step done.
 */
export function ProgressSteps({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol className="wizard-steps">
      {titles.map((title, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'waiting';
        return (
          <li
            key={title}
            className={`wizard-steps__item wizard-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-steps__icon" aria-hidden="true">
              {state === 'done' ? <LightIcon icon={CheckOutlined} /> : i + 1}
            </span>
            <span className="wizard-steps__title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
