import type { ReactNode } from 'react';
import { HoistedStyle } from '../light/hoisted-style';

/** antd's looks without antd; each brings its own rules, so a page carries only those it shows. */
const SPINNER_STYLE = `
:where(.vip-spinner) { display: flex; justify-content: center; align-items: center; min-height: 240px; }
:where(.vip-spinner--small) { min-height: 160px; padding: 48px 0; box-sizing: border-box; }
:where(.vip-spinner__ring) { width: 32px; height: 32px; border: 4px solid #e5e7eb; border-top-color: ${VIP_THEME.navy}; border-radius: 50%; animation: vip-spin 0.9s linear infinite; }
@keyframes vip-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { :where(.vip-spinner__ring) { animation: none; } }
`;
const RESULT_STYLE = `
:where(.vip-result) { padding: 48px 32px; text-align: center; }
:where(.vip-result__status) { font-size: 72px; font-weight: 700; line-height: 1; color: ${VIP_THEME.navy}; opacity: 0.25; margin-bottom: 24px; }
:where(.vip-result__status--warning) { color: #ad6800; opacity: 1; font-size: 56px; }
:where(.vip-result__title) { margin: 0; font-size: 24px; line-height: 1.33; font-weight: 600; color: ${VIP_THEME.colorText}; }
:where(.vip-result__subtitle) { margin: 8px 0 0; font-size: ${VIP_THEME.fontSize}px; color: ${VIP_THEME.colorTextSecondary}; }
:where(.vip-result__extra) { margin-top: 24px; display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
`;
const EMPTY_STYLE = `
:where(.vip-empty) { margin: 32px 8px; text-align: center; color: ${VIP_THEME.colorTextSecondary}; font-size: ${VIP_THEME.fontSize}px; line-height: 1.5714; }
:where(.vip-empty__image) { display: block; margin: 0 auto 8px; width: 64px; height: 41px; }
:where(.vip-empty__footer) { margin-top: 16px; }
`;
const ALERT_STYLE = `
:where(.vip-alert) { display: flex; align-items: flex-start; gap: 12px; padding: 20px 24px; border-radius: ${VIP_THEME.borderRadius}px; border: 1px solid #ffccc7; background: #fff2f0; color: ${VIP_THEME.colorText}; }
:where(.vip-alert--success) { border-color: #b7eb8f; background: #f6ffed; }
:where(.vip-alert__icon) { color: ${VIP_THEME.colorError}; font-size: 24px; line-height: 1; }
:where(.vip-alert--success .vip-alert__icon) { color: #52c41a; }
:where(.vip-alert__content) { flex: 1; min-width: 0; }
:where(.vip-alert__title) { margin: 0 0 4px; font-size: ${VIP_THEME.fontSizeLG}px; line-height: 1.5; font-weight: 400; }
:where(.vip-alert__description) { margin: 0; }
:where(.vip-alert__action) { margin-inline-start: 8px; }
`;

export function Spinner({ label, compact }: { label: string; compact?: boolean }) {
  return (
    <div className={compact ? 'vip-spinner vip-spinner--small' : 'vip-spinner'} role="status" aria-label={label}>
      <HoistedStyle name="spinner" css={SPINNER_STYLE} />
      <div className="vip-spinner__ring" />
    </div>
  );
}

export interface ResultScreenProps {
  status: '404' | 'warning';
  /** A string renders as a plain line; pass an element to make it a heading. */
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  role?: 'alert';
}

export function ResultScreen({ status, title, subtitle, extra, role }: ResultScreenProps) {
  return (
    <div className="vip-result" role={role}>
      <HoistedStyle name="result" css={RESULT_STYLE} />
      <div
        className={status === 'warning' ? 'vip-result__status vip-result__status--warning' : 'vip-result__status'}
        aria-hidden="true"
      >
        {status === 'warning' ? <WarningSign /> : status}
      </div>
      {typeof title === 'string' ? <div className="vip-result__title">{title}</div> : title}
      {subtitle && <p className="vip-result__subtitle">{subtitle}</p>}
      {extra && <div className="vip-result__extra">{extra}</div>}
    </div>
  );
}

function WarningSign() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
      <path d="M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
    </svg>
  );
}

export function EmptyState({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="vip-empty">
      <HoistedStyle name="empty" css={EMPTY_STYLE} />
      <svg className="vip-empty__image" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <div>{description}</div>
      {children && <div className="vip-empty__footer">{children}</div>}
    </div>
  );
}

const ALERT_ICONS = {
  error:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
};

/** An error is announced at once (alert); success is a status, not an interruption. */
export function LightAlert({
  type = 'error',
  title,
  description,
  action,
  className,
}: {
  type?: 'error' | 'success';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['vip-alert', type === 'success' && 'vip-alert--success', className].filter(Boolean).join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <HoistedStyle name="alert" css={ALERT_STYLE} />
      <span className="vip-alert__icon" aria-hidden="true">
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
          <path d={ALERT_ICONS[type]} />
        </svg>
      </span>
      <div className="vip-alert__content">
        <div className="vip-alert__title">{title}</div>
        {description && <div className="vip-alert__description">{description}</div>}
      </div>
      {action && <div className="vip-alert__action">{action}</div>}
    </div>
  );
}
