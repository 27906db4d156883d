import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Flex, Input, Select, Table, Typography } from 'antd';
import { AIRPORT_STATUS_FILTERS, CATALOG_ADMIN_PAGE, type AdminAirport } from '@vip/contracts/schemas';
import { REGIONS, type Region } from '@vip/contracts/vocabulary';
import { useCatalogAdmin, useCatalogPath } from '../common/catalog-context';
import { QueryState } from '../common/feedback';
import { FilterField, pageOf } from '../common/filter-field';
import { ScreenHeading } from '../common/screen-heading';
import { StatusTag } from '../common/status-tag';
import { useAirportPage, type AirportFilters } from './api';
import { NewAirportDialog } from './new-airport-dialog';

const STATUS_LABELS: Record<AirportFilters['status'], string> = { active: 'Active', retired: 'Retired', all: 'All' };

function useAirportFilters(): [AirportFilters, (change: Partial<AirportFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const region = params.get('region');
  const filters: AirportFilters = {
    q: params.get('q') ?? undefined,
    region: (REGIONS as readonly string[]).includes(region ?? '') ? (region as Region) : undefined,
    status: (AIRPORT_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as AirportFilters['status'])
      : 'all',
    page: pageOf(params.get('page')),
    pageSize: CATALOG_ADMIN_PAGE.default,
  };
  const update = (change: Partial<AirportFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.region) out.set('region', next.region);
    if (next.status !== 'all') out.set('status', next.status);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [filters, update];
}

/** Every airport, searched, filtered by region and status, a page at a time; a code opens the airport. */
export function AirportsPage() {
  const { canEdit } = useCatalogAdmin();
  const path = useCatalogPath();
  const navigate = useNavigate();
  const [filters, setFilters] = useAirportFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const [adding, setAdding] = useState(false);
  const page = useAirportPage(filters);

  const columns = [
    {
      title: 'Code',
      key: 'code',
      render: (_: unknown, a: AdminAirport) => (
        <Link to={path('airports', a.code)} aria-label={`${a.code}, ${a.name}`}>
          {a.code}
        </Link>
      ),
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'City', dataIndex: 'city', key: 'city' },
    { title: 'Country', dataIndex: 'country', key: 'country' },
    { title: 'Region', dataIndex: 'region', key: 'region' },
    { title: 'Time zone', dataIndex: 'timeZone', key: 'timeZone' },
    {
      title: 'Services (active)',
      key: 'services',
      render: (_: unknown, a: AdminAirport) => `${a.serviceCount} (${a.activeServiceCount})`,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, a: AdminAirport) => <StatusTag active={a.active} on="Active" off="Retired" />,
    },
  ];

  return (
    <section aria-labelledby="catalog-airports-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenHeading id="catalog-airports-title">Airports</ScreenHeading>
        {canEdit && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Add an airport
          </Button>
        )}
      </Flex>
      <form
        className="catalog-admin__filters"
        role="search"
        aria-label="Filter airports"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ q: search.trim() || undefined });
        }}
      >
        <FilterField id="airport-search" label="Search by code, name or city">
          <Input id="airport-search" value={search} onChange={(e) => setSearch(e.target.value)} allowClear />
        </FilterField>
        <FilterField id="airport-region" label="Region">
          <Select<Region | 'all'>
            id="airport-region"
            value={filters.region ?? 'all'}
            style={{ width: 200 }}
            options={[{ value: 'all', label: 'All regions' }, ...REGIONS.map((r) => ({ value: r, label: r }))]}
            onChange={(region) => setFilters({ region: region === 'all' ? undefined : region })}
          />
        </FilterField>
        <FilterField id="airport-status" label="Status">
          <Select<AirportFilters['status']>
            id="airport-status"
            value={filters.status}
            style={{ width: 140 }}
            options={AIRPORT_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(status) => setFilters({ status })}
          />
        </FilterField>
        <Button htmlType="submit">Search</Button>
      </form>
      <QueryState query={page} what="the airports">
        {() => (
          <Table<AdminAirport>
            rowKey="code"
            caption={
              <Typography.Text className="catalog-admin__caption">Airports: {page.data!.total} found</Typography.Text>
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
      {canEdit && (
        <NewAirportDialog
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(code) => {
            setAdding(false);
            navigate(path('airports', code));
          }}
        />
      )}
    </section>
  );
}
