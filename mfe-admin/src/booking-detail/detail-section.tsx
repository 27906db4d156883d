import type { ReactNode } from 'react';

/** A titled part of the booking modal (a landmark, so screen readers can jump between them). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>{title}</h3>
      {children}
    </section>
  );
}
