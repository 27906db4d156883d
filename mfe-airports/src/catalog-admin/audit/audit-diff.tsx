import type { CatalogAuditEntry } from '@vip/contracts/schemas';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shown).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${shown(v)}`)
    .join(', ');
};

/** 'basePrice' → 'Base price'. */
const fieldName = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The fields of one change, as they were and as they became, read aloud the same way they look ('was', 'now');
 * a creation has no 'was', a removal no 'now'.
 */
export function AuditDiff({ entry }: { entry: Pick<CatalogAuditEntry, 'before' | 'after'> }) {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span>No fields recorded</span>;
  return (
    <dl className="catalog-admin__diff">
      {keys.map((key) => (
        <div key={key} className="catalog-admin__diff-row">
          <dt>{fieldName(key)}</dt>
          <dd>
            {before && key in before && (
              <del>
                <span className="catalog-admin__sr-only">was </span>
                {shown(before[key])}
              </del>
            )}
            {before && key in before && after && key in after && <span aria-hidden="true"> → </span>}
            {after && key in after && (
              <ins>
                <span className="catalog-admin__sr-only">{before && key in before ? ', now ' : 'set to '}</span>
                {shown(after[key])}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
