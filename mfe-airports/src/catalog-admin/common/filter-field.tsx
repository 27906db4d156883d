import type { ReactNode } from 'react';

/** A list filter with its visible label tied to the control (`id` goes on the control). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="catalog-admin__filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Filters kept in the address, so Back from a detail returns to the same page of the same list. */
export function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
