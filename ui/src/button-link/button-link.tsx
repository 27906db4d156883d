import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * A router link that looks like a button ('Book VIP now'): one element, a real `<a href>`, so it opens in a
 * new tab and is announced as a link, while a plain click moves within the app (the router's own click rules:
 * modifier keys, other buttons and targets are left to the browser). A Button wrapped in a Link was two tab
 * stops and an interactive element inside another.
 */
export function ButtonLink({ to, onClick: onClickAlso, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  const onClick = (e: MouseEvent<HTMLElement>) => {
    onClickAlso?.(e);
    // As the router's Link: a caller that prevented the click keeps the page where it is.
    if (!e.defaultPrevented) navigate(e as MouseEvent<HTMLAnchorElement>);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
