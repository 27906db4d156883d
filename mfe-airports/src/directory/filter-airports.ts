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

/** Text search over name, code, city and country. */
export function matchesText(airport: Airport, query: string): boolean {
  const needle = normaliseText(query.trim());
  if (!needle) return true;
  return [airport.name, airport.code, airport.city, airport.country].some((field) =>
    normaliseText(field).includes(needle),
  );
}

export function filterAirports(airports: readonly Airport[], query: string, region: RegionFilter): Airport[] {
  return sortByName(airports.filter((a) => (region === 'all' || a.region === region) && matchesText(a, query)));
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

export function foundHeading(count: number): string {
  return `${count} ${count === 1 ? 'Airport' : 'Airports'} Found`;
}
