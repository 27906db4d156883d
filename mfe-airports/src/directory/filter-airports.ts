import { type Airport } from '@vip/contracts/schemas';
import { REGIONS, type Region } from '@vip/contracts/vocabulary';

export type RegionFilter = Region | 'all';

/** Case- and accent-insensitive form of a text ('Zürich' → 'zurich'). */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** More words an airport is found by (its country's name in the page's language). */
export type AlsoKnownAs = (airport: Airport) => string[];

/** Text search over name, code, city and country. */
export function matchesText(airport: Airport, query: string, alsoKnownAs?: AlsoKnownAs): boolean {
  const needle = normaliseText(query.trim());
  if (!needle) return true;
  return [airport.name, airport.code, airport.city, airport.country, ...(alsoKnownAs?.(airport) ?? [])].some((field) =>
    normaliseText(field).includes(needle),
  );
}

export function filterAirports(
  airports: readonly Airport[],
  query: string,
  region: RegionFilter,
  alsoKnownAs?: AlsoKnownAs,
): Airport[] {
  return sortByName(
    airports.filter((a) => (region === 'all' || a.region === region) && matchesText(a, query, alsoKnownAs)),
  );
}

export function sortByName(airports: readonly Airport[]): Airport[] {
  return [...airports].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code));
}

/** Airports by region, in REGIONS order, regions without airports left out. */
export function groupByRegion(airports: readonly Airport[]): Array<{ region: Region; airports: Airport[] }> {
  return REGIONS.map((region) => ({
    region,
    airports: sortByName(airports.filter((a) => a.region === region)),
  })).filter((group) => group.airports.length > 0);
}

/** The regions that have at least one airport, in REGIONS order. */
export function regionsWithAirports(airports: readonly Airport[]): Region[] {
  const present = new Set(airports.map((a) => a.region));
  return REGIONS.filter((r) => present.has(r));
}

/** English; the page says it in its language (directory.messages.ts). */
export function foundHeading(count: number): string {
  return `${count} ${count === 1 ? 'Airport' : 'Airports'} Found`;
}
