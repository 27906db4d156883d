import type { ButtonHTMLAttributes, AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface Look {
  /** As antd's Button: 'primary' filled, 'default' outlined, 'text' bare. */
  type?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** antd's danger button: red text and border (a removal). */
  danger?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

function classes({ type = 'default', size, danger, block, icon, children, className }: Look & { children?: ReactNode; className?: string }): string {
  return [
    'vip-btn',
    type !== 'default' && `vip-btn--${type}`,
    danger && 'vip-btn--danger',
    size === 'large' && 'vip-btn--large',
    size === 'small' && 'vip-btn--small',
    block && 'vip-btn--block',
    icon && !children && 'vip-btn--icon',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type LightButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { htmlType?: 'button' | 'submit' };

/** A button that looks like antd's, without antd (ui/src/light): for the public pages' frame and first screens. */
export function LightButton({ type, size, danger, block, icon, htmlType = 'button', className, children, ...props }: LightButtonProps) {
  return (
    <button {...props} type={htmlType} className={classes({ type, size, danger, block, icon, children, className })}>
      {icon}
      {children}
    </button>
  );
}

export type ButtonLinkProps = Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> & { to: string };

/**
 * A router link that looks like a button ('Book VIP now'): one element, a real `<a href>`, so it opens in a
 * new tab and is announced as a link, while a plain click moves within the app (the router's own click rules:
 * modifier keys, other buttons and targets are left to the browser). A Button wrapped in a Link was two tab
 * stops and an interactive element inside another. Built without antd: it sits in every page's header.
 */
export function ButtonLink({ to, onClick: onClickAlso, type, size, danger, block, icon, className, children, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClickAlso?.(e);
    // As the router's Link: a caller that prevented the click keeps the page where it is.
    if (!e.defaultPrevented) navigate(e);
  };
  return (
    <a {...props} href={href} onClick={onClick} className={classes({ type, size, danger, block, icon, children, className })}>
      {icon}
      {children}
    </a>
  );
}
