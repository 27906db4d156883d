import {
  SERVICE_LEVELS,
  toDollars,
  type Airport,
  type AirportDetail,
  type AirportSearchResult,
  type Region,
  type ServiceLevel,
} from '@vip/contracts';
import type { Logger } from '@vip/contracts/server';
import type { AirportsRepository } from './airports.repository';

interface Entry {
  list: Airport;
  detail: AirportDetail;
  search: { code: string; name: string; city: string; country: string; words: string[] };
}

/** Lower-case without accents, so 'zurich' finds 'Zürich'. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The airport directory held in memory: airports change rarely and are read on every keystroke of
 * the search box, so lists, details and the search run without a database round trip. It is loaded
 * at start and reloaded on a timer (and by `refresh()` when the catalog changes).
 */
export class AirportDirectory {
  private entries: Entry[] = [];
  private byCodeMap = new Map<string, Entry>();
  private byLevelJson = new Map<ServiceLevel, string>();
  private listJsonCache = '[]';
  private timer?: NodeJS.Timeout;
  private loading?: Promise<void>;

  constructor(
    private readonly repository: AirportsRepository,
    private readonly logger?: Logger,
  ) {}

  async load(): Promise<void> {
    const [airports, summaries] = await Promise.all([this.repository.allAirports(), this.repository.levelSummaries()]);
    const levelsByAirport = new Map<number, { level: ServiceLevel; minPriceCents: number; count: number }[]>();
    for (const s of summaries) {
      if (!(SERVICE_LEVELS as readonly string[]).includes(s.serviceLevel)) continue;
      const list = levelsByAirport.get(s.airportId) ?? [];
      list.push({ level: s.serviceLevel as ServiceLevel, minPriceCents: s._min.basePriceCents ?? 0, count: s._count._all });
      levelsByAirport.set(s.airportId, list);
    }
    const entries = airports.map((a): Entry => {
      const levels = (levelsByAirport.get(a.id) ?? []).sort((x, y) => SERVICE_LEVELS.indexOf(x.level) - SERVICE_LEVELS.indexOf(y.level));
      const list: Airport = { id: a.id, code: a.code, name: a.name, city: a.city, country: a.country, countryCode: a.countryCode, region: a.region as Region };
      return {
        list,
        detail: {
          ...list,
          icao: a.icao,
          timeZone: a.timeZone,
          latitude: a.latitude,
          longitude: a.longitude,
          serviceLevels: levels.map((l) => ({ level: l.level, minPrice: toDollars(l.minPriceCents) })),
          serviceCount: levels.reduce((n, l) => n + l.count, 0),
        },
        search: {
          code: a.code.toLowerCase(),
          name: normalize(a.name),
          city: normalize(a.city),
          country: normalize(a.country),
          words: normalize(`${a.name} ${a.city}`).split(/[^a-z0-9]+/).filter(Boolean),
        },
      };
    });
    this.entries = entries;
    this.byCodeMap = new Map(entries.map((e) => [e.list.code, e]));
    this.listJsonCache = JSON.stringify(entries.map((e) => e.list));
    this.byLevelJson = new Map(
      SERVICE_LEVELS.map((level) => [level, JSON.stringify(entries.filter((e) => e.detail.serviceLevels.some((l) => l.level === level)).map((e) => e.list))]),
    );
  }

  /** Reloads now; concurrent calls share one load. */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  startAutoRefresh(everyMs: number): void {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.logger?.warn({ err }, 'airport directory refresh failed'));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** GET /api/airports, serialized once per load. */
  listJson(): string {
    return this.listJsonCache;
  }

  levelJson(level: ServiceLevel): string {
    return this.byLevelJson.get(level) ?? '[]';
  }

  detail(code: string): AirportDetail | undefined {
    return this.byCodeMap.get(code.toUpperCase())?.detail;
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Ranked search over code, name, city and country: an exact code first, then code prefixes, city
   * and name-word prefixes, country prefixes, then any substring; ties by name.
   */
  search(query: string, limit: number): AirportSearchResult[] {
    const q = normalize(query.trim());
    if (!q) return [];
    const hits: { rank: number; entry: Entry }[] = [];
    for (const entry of this.entries) {
      const s = entry.search;
      let rank: number;
      if (s.code === q) rank = 0;
      else if (s.code.startsWith(q)) rank = 1;
      else if (s.city.startsWith(q)) rank = 2;
      else if (s.words.some((w) => w.startsWith(q))) rank = 3;
      else if (s.country.startsWith(q)) rank = 4;
      else if (s.name.includes(q) || s.city.includes(q) || s.country.includes(q)) rank = 5;
      else continue;
      hits.push({ rank, entry });
    }
    hits.sort((a, b) => a.rank - b.rank || a.entry.list.name.localeCompare(b.entry.list.name));
    return hits.slice(0, limit).map(({ entry: { list } }) => ({ code: list.code, name: list.name, city: list.city, country: list.country }));
  }
}
