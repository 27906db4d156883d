import type { ButtonHTMLAttributes, AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { HoistedStyle } from './hoisted-style';

/** The count stepper's rules must follow the plain button's, in the same block. */
export const BUTTON_STYLE = `
:where(.vip-btn) { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box; height: 32px; padding: 0 15px; font: inherit; font-size: ${VIP_THEME.fontSize}px; line-height: 1.5; font-weight: 400; color: ${VIP_THEME.colorText}; background: #fff; border: 1px solid ${VIP_THEME.colorBorder}; border-radius: ${VIP_THEME.borderRadius}px; cursor: pointer; white-space: nowrap; text-decoration: none; user-select: none; transition: color 0.2s, background 0.2s, border-color 0.2s; }
:where(.vip-btn:hover) { color: ${VIP_THEME.navy}; border-color: ${VIP_THEME.navy}; }
:where(.vip-btn:focus-visible) { outline: 3px solid #f0c94d; outline-offset: 2px; }
:where(.vip-btn--large) { height: 40px; padding: 0 15px; font-size: ${VIP_THEME.fontSizeLG}px; }
:where(.vip-btn--small) { height: 24px; padding: 0 7px; border-radius: ${VIP_THEME.borderRadiusSM}px; }
:where(.vip-btn--danger) { color: ${VIP_THEME.colorError}; border-color: ${VIP_THEME.colorError}; }
:where(.vip-btn--danger:hover) { color: ${VIP_THEME.colorErrorHover}; border-color: ${VIP_THEME.colorErrorHover}; }
:where(.vip-btn--block) { display: flex; width: 100%; }
:where(.vip-btn--primary) { color: #fff; background: ${VIP_THEME.navy}; border-color: ${VIP_THEME.navy}; }
:where(.vip-btn--primary:hover) { color: #fff; background: ${VIP_THEME.navyHover}; border-color: ${VIP_THEME.navyHover}; }
:where(.vip-btn--text) { background: transparent; border-color: transparent; }
:where(.vip-btn--text:hover) { background: ${VIP_THEME.colorFillSecondary}; border-color: transparent; }
:where(.vip-btn--icon) { width: 32px; padding: 0; }
:where(.vip-btn--large.vip-btn--icon) { width: 40px; }
:where(.vip-btn:disabled), :where(.vip-btn[aria-disabled='true']) { color: ${VIP_THEME.colorTextDisabled}; background: ${VIP_THEME.colorFillTertiary}; border-color: ${VIP_THEME.colorBorder}; cursor: not-allowed; }
:where(.vip-stepper > .vip-btn) { height: 32px; width: 32px; padding: 0; }
:where(.vip-stepper > .vip-btn:first-child) { border-radius: 8px 0 0 8px; }
:where(.vip-stepper > .vip-btn:last-child) { border-radius: 0 8px 8px 0; }
`;

export function ButtonStyle() {
  return <HoistedStyle name="button" css={BUTTON_STYLE} />;
}

interface Look {
  type?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

/** The element's own props, with the look's classes and the rules, icon and content as its children. */
function withLook<P extends { className?: string; children?: ReactNode }>({
  type = 'default',
  size,
  danger,
  block,
  icon,
  ...props
}: Look & P) {
  const classes = [
    'vip-btn',
    type !== 'default' && `vip-btn--${type}`,
    danger && 'vip-btn--danger',
    size === 'large' && 'vip-btn--large',
    size === 'small' && 'vip-btn--small',
    block && 'vip-btn--block',
    icon && !props.children && 'vip-btn--icon',
    props.className,
  ];
  const children = (
    <>
      <ButtonStyle />
      {icon}
      {props.children}
    </>
  );
  return { ...props, className: classes.filter(Boolean).join(' '), children };
}

export type LightButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    htmlType?: 'button' | 'submit';
    /** Its work under way: focusable and read as unavailable, presses ignored (disabled would drop the focus). */
    busy?: boolean;
  };

export function LightButton({ htmlType = 'button', busy, onClick, ...props }: LightButtonProps) {
  return (
    <button
      {...withLook(props)}
      type={htmlType}
      aria-disabled={busy || props['aria-disabled']}
      aria-busy={busy || props['aria-busy']}
      onClick={(e) => (busy ? e.preventDefault() : onClick?.(e))}
    />
  );
}

export type ButtonLinkProps = Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> & { to: string };

/** One real `<a href>`: a Button inside a Link was two tab stops and nested interactive elements. */
export function ButtonLink({ to, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) navigate(e);
  };
  return <a {...withLook(props)} href={href} onClick={click} />;
}
