import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's heading, focused when the screen opens: a screen reader hears where it is after a link moved it,
 * and the next Tab starts from the screen's top.
 */
export function ScreenHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="catalog-admin__heading">
      {children}
    </h2>
  );
}
