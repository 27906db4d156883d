import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Input, Select, Table } from 'antd';
import {
  CATALOG_ADMIN_PAGE,
  CATALOG_ENTITY_TYPES,
  type CatalogAuditEntry,
  type CatalogEntityType,
} from '@vip/contracts/schemas';
import { QueryState } from '../common/feedback';
import { FilterField, pageOf } from '../common/filter-field';
import { formatInstant } from '../common/format';
import { ScreenHeading } from '../common/screen-heading';
import { useAuditPage, type AuditFilters } from './api';
import { AuditDiff } from './audit-diff';

export const ENTITY_LABELS: Record<CatalogEntityType, string> = {
  airport: 'Airport',
  service: 'Service',
  'price-version': 'Price version',
  'porter-fee': 'Porter fee',
  'promo-code': 'Promo code',
  vendor: 'Vendor',
  import: 'CSV import',
};

/** Who changed what and when, newest first, filtered by the kind of record and its id. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('entityType');
  const filters: AuditFilters = {
    entityType: (CATALOG_ENTITY_TYPES as readonly string[]).includes(type ?? '')
      ? (type as CatalogEntityType)
      : undefined,
    entityId: params.get('entityId') ?? undefined,
    page: pageOf(params.get('page')),
    pageSize: CATALOG_ADMIN_PAGE.default,
  };
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  const setFilters = (change: Partial<AuditFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.entityType) out.set('entityType', next.entityType);
    if (next.entityId) out.set('entityId', next.entityId);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  const page = useAuditPage(filters);

  const columns = [
    { title: 'When', key: 'at', render: (_: unknown, e: CatalogAuditEntry) => formatInstant(e.at) },
    { title: 'Who', key: 'actor', render: (_: unknown, e: CatalogAuditEntry) => e.actor.name },
    { title: 'What', dataIndex: 'action', key: 'action' },
    {
      title: 'Record',
      key: 'entity',
      render: (_: unknown, e: CatalogAuditEntry) => `${ENTITY_LABELS[e.entityType]} ${e.entityId}`,
    },
    { title: 'Changes', key: 'changes', render: (_: unknown, e: CatalogAuditEntry) => <AuditDiff entry={e} /> },
  ];

  return (
    <section aria-labelledby="catalog-audit-title">
      <ScreenHeading id="catalog-audit-title">Audit log</ScreenHeading>
      <form
        className="catalog-admin__filters"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ entityId: entityId.trim() || undefined });
        }}
      >
        <FilterField id="audit-entity-type" label="Record">
          <Select<CatalogEntityType | 'all'>
            id="audit-entity-type"
            value={filters.entityType ?? 'all'}
            style={{ width: 180 }}
            options={[
              { value: 'all', label: 'All records' },
              ...CATALOG_ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_LABELS[t] })),
            ]}
            onChange={(t) => setFilters({ entityType: t === 'all' ? undefined : t })}
          />
        </FilterField>
        <FilterField id="audit-entity-id" label="Id or code">
          <Input id="audit-entity-id" value={entityId} maxLength={40} onChange={(e) => setEntityId(e.target.value)} />
        </FilterField>
        <Button htmlType="submit">Filter</Button>
      </form>
      <QueryState query={page} what="the audit log">
        {() => (
          <Table<CatalogAuditEntry>
            rowKey="id"
            caption={<span className="catalog-admin__caption">Catalog changes, newest first</span>}
            loading={page.isFetching}
            dataSource={page.data!.items}
            columns={columns}
            pagination={{
              current: filters.page,
              pageSize: filters.pageSize,
              total: page.data!.total,
              showSizeChanger: false,
              onChange: (p) => setFilters({ ...filters, page: p }),
            }}
            scroll={{ x: true }}
          />
        )}
      </QueryState>
    </section>
  );
}
