import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A router link that looks like a button: a real `<a href>` (open in new tab works), navigated
 * client-side on a plain click. Avoids nesting a button inside a link.
 */
export function ButtonLink({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'type' | 'size' | 'icon' | 'block' | 'style' | 'ghost'>) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...props} href={href} onClick={(e: MouseEvent<HTMLElement>) => onClick(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
