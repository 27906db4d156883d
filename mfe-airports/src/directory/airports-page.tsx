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
import {
  EmptyState,
  focusContentAfterRetry,
  HoistedStyle,
  LightAlert,
  LightButton,
  LightIcon,
  retryingAfterError,
  UiStyle,
  usePageMeta,
} from '@vip/ui';
import { countryName, regionName, useWords } from '../common/words';
import { commonMessages } from '../common/common.messages';
import { AirportsPageStyle } from '../common/page-style';
import { PageSpinner } from '../common/page-spinner';
import { srOnly } from '../common/sr-only';
import { AIRPORT_GRID_STYLE, AirportGrid } from './airport-card';
import { useAirports, useAirportsByLevel } from './api';
import { directoryMessages as messages, levelFilterMessages } from './directory.messages';
import { filterAirports, groupByRegion, regionsWithAirports, type RegionFilter } from './filter-airports';

type LevelFilter = MainServiceLevel | 'all';

function parseRegion(value: string | null): RegionFilter {
  return (REGIONS as readonly string[]).includes(value ?? '') ? (value as Region) : 'all';
}

/** A level or one of its aliases ('vip salon' is lounge); anything else shows every level. */
function parseLevel(value: string | null): LevelFilter {
  return mainLevelFromAddress(value) ?? 'all';
}

/**
 * /airports: every airport the catalog serves, grouped by region; a text search, region buttons and a
 * service-level filter narrow it to one flat list. Filters live in the query string (?q=&region=&level=)
 * so Back and shared links keep them.
 */
export function AirportsPage() {
  const words = useWords();
  const { text } = words;
  usePageMeta({
    title: text(messages.metaTitle, { product: BRAND.productName }),
    description: text(messages.metaDescription, { count: BRAND.airportCount }),
    canonicalPath: '/airports',
  });
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
  const { locale } = words;
  // A country is also found by its name in the page's language.
  const results = useMemo(
    () => (base ? filterAirports(base, query, region, (a) => [countryName({ locale }, a)]) : []),
    [base, query, region, locale],
  );
  const regions = useMemo(() => regionsWithAirports(airports.data ?? []), [airports.data]);
  const groups = useMemo(() => groupByRegion(airports.data ?? []), [airports.data]);

  const levelLabel = level === 'all' ? '' : text(levelFilterMessages[level]);
  const foundHeading = (count: number) => text(messages.found, { count });
  const failed =
    airports.isError || retryingAfterError(airports)
      ? airports
      : level !== 'all' && (levelAirports.isError || retryingAfterError(levelAirports))
        ? levelAirports
        : undefined;
  const loading = airports.isPending || (level !== 'all' && levelAirports.isPending);

  return (
    <section className="apt-page" aria-labelledby="airports-title">
      <UiStyle />
      <AirportsPageStyle />
      <HoistedStyle name="airport-grid" css={AIRPORT_GRID_STYLE} />
      <h1 id="airports-title" className="vip-title">
        {text(messages.title)}
      </h1>
      <p className="vip-text vip-text--secondary">{text(messages.lead, { count: BRAND.airportCount })}</p>

      <div className="apt-filters" role="search" aria-label={text(messages.filters)}>
        <SearchInput value={query} onChange={onQueryChange} />
        {regions.length > 0 && (
          <FilterGroup
            label={text(messages.byRegion)}
            options={[
              { value: 'all', label: text(messages.allRegions) },
              ...regions.map((r) => ({ value: r, label: regionName(words, r) })),
            ]}
            selected={region}
            onSelect={(value) => setParam('region', value)}
          />
        )}
        <FilterGroup
          label={text(messages.byLevel)}
          options={DIRECTORY_LEVEL_FILTERS.map((f) => ({ value: f.value, label: text(levelFilterMessages[f.value]) }))}
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
            failed === airports ? text(messages.loadFailed) : text(messages.levelLoadFailed, { level: levelLabel })
          }
          description={text(messages.pleaseRetry)}
          action={
            <LightButton
              onClick={() => {
                focusContentAfterRetry();
                void failed.refetch();
              }}
              busy={failed.isFetching}
            >
              {text(commonMessages.retry)}
            </LightButton>
          }
        />
      ) : loading ? (
        <PageSpinner label={text(messages.loading)} />
      ) : filtered ? (
        <section aria-labelledby="airports-found">
          <h2 id="airports-found" className="vip-title" style={{ fontSize: 20 }}>
            {foundHeading(results.length)}
          </h2>
          {results.length === 0 ? (
            <EmptyState description={text(messages.noMatch)}>
              <LightButton onClick={clearFilters}>{text(messages.clearFilters)}</LightButton>
            </EmptyState>
          ) : (
            <AirportGrid airports={results} />
          )}
        </section>
      ) : groups.length === 0 ? (
        <EmptyState description={text(messages.noneListed)} />
      ) : (
        groups.map((group) => {
          const id = `region-${group.region.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <section key={group.region} aria-labelledby={id} style={{ marginBottom: 32 }}>
              <h2 id={id} className="vip-title" style={{ fontSize: 20 }}>
                {text(messages.regionHeading, {
                  region: regionName(words, group.region),
                  count: group.airports.length,
                })}
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
  const { text } = useWords();
  return (
    <div className="apt-search">
      <LightIcon icon={SearchOutlined} />
      <input
        ref={input}
        className="vip-input"
        type="text"
        placeholder={text(messages.searchPlaceholder)}
        aria-label={text(messages.searchLabel)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="apt-search__clear"
          aria-label={text(messages.clearSearch)}
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
