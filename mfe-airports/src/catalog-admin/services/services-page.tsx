import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Flex, Input, Select, Table, Typography } from 'antd';
import { CATALOG_ADMIN_PAGE, SERVICE_STATUS_FILTERS, type AdminService } from '@vip/contracts/schemas';
import {
  SERVICE_LEVELS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  STAFF_LEVEL_LABELS,
  type ServiceLevel,
  type ServiceType,
} from '@vip/contracts/vocabulary';
import { useCatalogAdmin, useCatalogPath } from '../common/catalog-context';
import { QueryState } from '../common/feedback';
import { FilterField, pageOf } from '../common/filter-field';
import { formatCalendarDate, formatUsd } from '../common/format';
import { ScreenHeading } from '../common/screen-heading';
import { StatusTag, ToneTag } from '../common/status-tag';
import { useServicePage, type ServiceFilters } from './api';

const STATUS_LABELS: Record<ServiceFilters['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;

function useServiceFilters(): [ServiceFilters, (change: Partial<ServiceFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ServiceFilters = {
    airport: params.get('airport') ?? undefined,
    level: oneOf(SERVICE_LEVELS, params.get('level')),
    type: oneOf(SERVICE_TYPES, params.get('type')),
    status: oneOf(SERVICE_STATUS_FILTERS, params.get('status')) ?? 'all',
    q: params.get('q') ?? undefined,
    page: pageOf(params.get('page')),
    pageSize: CATALOG_ADMIN_PAGE.default,
  };
  const update = (change: Partial<ServiceFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const out = new URLSearchParams();
    for (const key of ['airport', 'level', 'type', 'q'] as const) if (next[key]) out.set(key, next[key]!);
    if (next.status !== 'all') out.set('status', next.status);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [filters, update];
}

/** Services by airport, level, type and status, searched by name, with the price in force and the next one. */
export function ServicesPage() {
  const { canEdit } = useCatalogAdmin();
  const path = useCatalogPath();
  const navigate = useNavigate();
  const [filters, setFilters] = useServiceFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const [airport, setAirport] = useState(filters.airport ?? '');
  const page = useServicePage(filters);

  const columns = [
    {
      title: 'Service',
      key: 'name',
      render: (_: unknown, s: AdminService) => <Link to={path('services', s.id)}>{s.name}</Link>,
    },
    {
      title: 'Airport',
      key: 'airport',
      render: (_: unknown, s: AdminService) => (
        <span title={s.airport.name}>
          {s.airport.code}
          {!s.airport.active && ' (retired)'}
        </span>
      ),
    },
    { title: 'Level', key: 'level', render: (_: unknown, s: AdminService) => STAFF_LEVEL_LABELS[s.serviceLevel] },
    { title: 'Type', key: 'type', render: (_: unknown, s: AdminService) => SERVICE_TYPE_LABELS[s.serviceType] },
    {
      title: 'Price in force',
      key: 'price',
      render: (_: unknown, s: AdminService) => (s.currentPrice ? formatUsd(s.currentPrice.basePrice) : 'None'),
    },
    {
      title: 'Next price',
      key: 'next',
      render: (_: unknown, s: AdminService) =>
        s.nextPrice
          ? `${formatUsd(s.nextPrice.basePrice)} from ${formatCalendarDate(s.nextPrice.effectiveFrom)}`
          : 'None scheduled',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, s: AdminService) => (
        <Flex gap={4} wrap>
          <StatusTag active={s.active} on="Active" off="Inactive" />
          {s.isPopular && <ToneTag tone="gold">Popular</ToneTag>}
        </Flex>
      ),
    },
  ];

  return (
    <section aria-labelledby="catalog-services-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenHeading id="catalog-services-title">Services</ScreenHeading>
        {canEdit && (
          <Button type="primary" onClick={() => navigate(path('services', 'new'))}>
            Add a service
          </Button>
        )}
      </Flex>
      <form
        className="catalog-admin__filters"
        role="search"
        aria-label="Filter services"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ q: search.trim() || undefined, airport: airport.trim().toUpperCase() || undefined });
        }}
      >
        <FilterField id="service-search" label="Search by name">
          <Input id="service-search" value={search} onChange={(e) => setSearch(e.target.value)} allowClear />
        </FilterField>
        <FilterField id="service-airport" label="Airport code">
          <Input
            id="service-airport"
            value={airport}
            maxLength={3}
            style={{ width: 110, textTransform: 'uppercase' }}
            onChange={(e) => setAirport(e.target.value)}
          />
        </FilterField>
        <FilterField id="service-level" label="Level">
          <Select<ServiceLevel | 'all'>
            id="service-level"
            value={filters.level ?? 'all'}
            style={{ width: 220 }}
            options={[
              { value: 'all', label: 'All levels' },
              ...SERVICE_LEVELS.map((l) => ({ value: l, label: STAFF_LEVEL_LABELS[l] })),
            ]}
            onChange={(level) => setFilters({ level: level === 'all' ? undefined : level })}
          />
        </FilterField>
        <FilterField id="service-type" label="Type">
          <Select<ServiceType | 'all'>
            id="service-type"
            value={filters.type ?? 'all'}
            style={{ width: 200 }}
            options={[
              { value: 'all', label: 'All types' },
              ...SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t] })),
            ]}
            onChange={(type) => setFilters({ type: type === 'all' ? undefined : type })}
          />
        </FilterField>
        <FilterField id="service-status" label="Status">
          <Select<ServiceFilters['status']>
            id="service-status"
            value={filters.status}
            style={{ width: 130 }}
            options={SERVICE_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(status) => setFilters({ status })}
          />
        </FilterField>
        <Button htmlType="submit">Search</Button>
      </form>
      <QueryState query={page} what="the services">
        {() => (
          <Table<AdminService>
            rowKey="id"
            caption={
              <Typography.Text className="catalog-admin__caption">Services: {page.data!.total} found</Typography.Text>
            }
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
