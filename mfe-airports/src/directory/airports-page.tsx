import { useMemo, useRef, useState } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useSearchParams } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { type Airport } from '@vip/contracts/schemas';
import {
  DIRECTORY_LEVEL_FILTERS,
  mainLevelFromAddress,
  REGIONS,
  type MainServiceLevel,
  type Region,
} from '@vip/contracts/vocabulary';
import { EmptyState, HoistedStyle, LightAlert, LightButton, LightIcon, UiStyle, usePageMeta } from '@vip/ui';
import { AirportsPageStyle } from '../common/page-style';
import { PageSpinner } from '../common/page-spinner';
import { srOnly } from '../common/sr-only';
import { AIRPORT_GRID_STYLE, AirportGrid } from './airport-card';
import { useAirports, useAirportsByLevel } from './api';
import { filterAirports, foundHeading, groupByRegion, regionsWithAirports, type RegionFilter } from './filter-airports';

type LevelFilter = MainServiceLevel | 'all';

function parseRegion(value: string | null): RegionFilter {
  return (REGIONS as readonly string[]).includes(value ?? '') ? (value as Region) : 'all';
}

/** A level or one of its aliases ('vip salon' is lounge); anything else shows every level. */
function parseLevel(value: string | null): LevelFilter {
  return mainLevelFromAddress(value) ?? 'all';
}

const DIRECTORY_META = {
  title: `Global Airport Coverage | ${BRAND.productName}`,
  description: `VIP meet and greet, tarmac transfers with exclusive lounge and private VIP suites at ${BRAND.airportCount} airports worldwide. Find your airport and book VIP airport assistance.`,
  canonicalPath: '/airports',
};

/**
 * /airports: every airport the catalog serves, grouped by region; a text search, region buttons and a
 * service-level filter narrow it to one flat list. Filters live in the query string (?q=&region=&level=)
 * so Back and shared links keep them.
 */
export function AirportsPage() {
  usePageMeta(DIRECTORY_META);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const region = parseRegion(params.get('region'));
  const level = parseLevel(params.get('level'));

  const airports = useAirports();
  const levelAirports = useAirportsByLevel(level);

  const setParam = (key: 'q' | 'region' | 'level', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== 'all') next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const onQueryChange = (value: string) => {
    setQuery(value);
    setParam('q', value.trim());
  };
  const clearFilters = () => {
    setQuery('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        ['q', 'region', 'level'].forEach((k) => next.delete(k));
        return next;
      },
      { replace: true },
    );
  };

  const filtered = query.trim() !== '' || region !== 'all' || level !== 'all';
  const base: Airport[] | undefined = level === 'all' ? airports.data : levelAirports.data;
  const results = useMemo(() => (base ? filterAirports(base, query, region) : []), [base, query, region]);
  const regions = useMemo(() => regionsWithAirports(airports.data ?? []), [airports.data]);
  const groups = useMemo(() => groupByRegion(airports.data ?? []), [airports.data]);

  const levelLabel = DIRECTORY_LEVEL_FILTERS.find((f) => f.value === level)?.label ?? '';
  const failed = airports.isError ? airports : level !== 'all' && levelAirports.isError ? levelAirports : undefined;
  const loading = airports.isPending || (level !== 'all' && levelAirports.isPending);

  return (
    <section className="apt-page" aria-labelledby="airports-title">
      <UiStyle />
      <AirportsPageStyle />
      <HoistedStyle name="airport-grid" css={AIRPORT_GRID_STYLE} />
      <h1 id="airports-title" className="vip-title">
        Global Airport Coverage
      </h1>
      <p className="vip-text vip-text--secondary">
        VIP meet and greet, tarmac transfers with lounge access and private suites at {BRAND.airportCount} airports
        worldwide.
      </p>

      <div className="apt-filters" role="search" aria-label="Filter airports">
        <SearchInput value={query} onChange={onQueryChange} />
        {regions.length > 0 && (
          <FilterGroup
            label="Filter by region"
            options={[{ value: 'all', label: 'All regions' }, ...regions.map((r) => ({ value: r, label: r }))]}
            selected={region}
            onSelect={(value) => setParam('region', value)}
          />
        )}
        <FilterGroup
          label="Filter by service level"
          options={DIRECTORY_LEVEL_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          selected={level}
          onSelect={(value) => setParam('level', value)}
        />
      </div>

      <div role="status" aria-live="polite" style={srOnly}>
        {filtered && base ? foundHeading(results.length) : ''}
      </div>

      {failed ? (
        <LightAlert
          title={
            airports.isError
              ? "We couldn't load the airports."
              : `We couldn't load the airports offering ${levelLabel}.`
          }
          description="Please try again."
          action={
            <LightButton
              onClick={() => void failed.refetch()}
              disabled={failed.isFetching}
              aria-busy={failed.isFetching || undefined}
            >
              Try again
            </LightButton>
          }
        />
      ) : loading ? (
        <PageSpinner label="Loading airports" />
      ) : filtered ? (
        <section aria-labelledby="airports-found">
          <h2 id="airports-found" className="vip-title" style={{ fontSize: 20 }}>
            {foundHeading(results.length)}
          </h2>
          {results.length === 0 ? (
            <EmptyState description="No airports match your search. Try another name, code, city or country, or clear the filters.">
              <LightButton onClick={clearFilters}>Clear filters</LightButton>
            </EmptyState>
          ) : (
            <AirportGrid airports={results} />
          )}
        </section>
      ) : groups.length === 0 ? (
        <EmptyState description="No airports are listed yet." />
      ) : (
        groups.map((group) => {
          const id = `region-${group.region.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <section key={group.region} aria-labelledby={id} style={{ marginBottom: 32 }}>
              <h2 id={id} className="vip-title" style={{ fontSize: 20 }}>
                {group.region} ({group.airports.length})
              </h2>
              <AirportGrid airports={group.airports} />
            </section>
          );
        })
      )}
    </section>
  );
}

/** The directory's text search: antd's large Input with its search icon and clear button, in plain elements. */
function SearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="apt-search">
      <LightIcon icon={SearchOutlined} />
      <input
        ref={input}
        className="vip-input"
        type="text"
        placeholder="Search by airport name, code, city or country"
        aria-label="Search airports by name, code, city or country"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="apt-search__clear"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <LightIcon icon={CloseCircleFilled} />
        </button>
      )}
    </div>
  );
}

/** A toggle group: one pressed button at a time (aria-pressed), reachable with Tab, pressed with Enter or Space. */
function FilterGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: Array<{ value: T; label: string }>;
  selected: T;
  onSelect: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="apt-filter-buttons">
      {options.map((o) => (
        <LightButton
          key={o.value}
          type={o.value === selected ? 'primary' : 'default'}
          aria-pressed={o.value === selected}
          onClick={() => onSelect(o.value)}
        >
          {o.label}
        </LightButton>
      ))}
    </div>
  );
}
