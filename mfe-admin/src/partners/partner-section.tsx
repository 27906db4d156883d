import type { ReactNode } from 'react';
import { Card } from 'antd';

/** A titled part of the partner page: a landmark with its heading, so screen readers can jump between them. */
export function PartnerSection({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBottom: 16 }}>
      <Card
        title={
          <h2 id={`${id}-title`} tabIndex={-1} style={{ fontSize: 18, margin: 0, outlineOffset: 2 }}>
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
