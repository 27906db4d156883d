import { escapeHtml } from '@vip/contracts/html';
import { DEFAULT_LOCALE, LOCALES, localisedPath, type Locale } from '@vip/contracts/i18n';
import { toDollars } from '@vip/contracts/money';
import { type Airport, type AirportDetail, type AirportSearchResult } from '@vip/contracts/schemas';
import { landingPath } from '@vip/contracts/slugs';
import { SERVICE_LEVELS, type Region, type ServiceLevel } from '@vip/contracts/vocabulary';
import type { LevelSummary } from '../services/service-catalog';
import type { AirportsRepository } from './airports.repository';

const searchResultOf = (a: AirportSearchResult): AirportSearchResult => ({
  code: a.code,
  name: a.name,
  city: a.city,
  country: a.country,
});

interface Entry {
  list: Airport;
  detail: AirportDetail;
  search: { name: string; city: string; country: string };
  /** The airport as a search result, serialised and encoded once per load. */
  resultJson: Buffer;
}

/** A searchable string of an airport and the rank a prefix match on it earns. */
interface Token {
  key: string;
  rank: number;
  entry: number;
}

const NONE = new Uint32Array(0);
const [OPEN_BRACKET, COMMA, CLOSE_BRACKET] = ['[', ',', ']'].map((c) => c.charCodeAt(0)) as [number, number, number];

/** Search ranks: exact code, code prefix, city prefix, name or city word prefix, country prefix, substring. */
const RANK = { exactCode: 0, code: 1, city: 2, word: 3, country: 4, substring: 5 } as const;

/** The distinct three-character runs of a text. */
function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

const ASCII = /^[\x00-\x7f]*$/;

/** Lower-case without accents, so 'zurich' finds 'Zürich'. ASCII has no accents to take off: most searches. */
export function normalize(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The airport directory held in memory: airports change rarely and are read on every keystroke of
 * the search box, so lists, details and the search run without a database round trip. Only active airports are in
 * it; retired ones are known by code, to answer 410. Loaded by the catalog cache (see CatalogCache).
 */
export class AirportDirectory {
  private entries: Entry[] = [];
  private byCodeMap = new Map<string, Entry>();
  /**
   * Every token, sorted by key, so a prefix is a binary search and a short walk. Parallel arrays rather
   * than objects: tens of thousands of small objects would only give the garbage collector work.
   */
  private tokenKeys: string[] = [];
  private tokenRanks = new Uint8Array(0);
  private tokenEntries = new Uint32Array(0);
  /** Each entry's position in name order (ties within a rank compare integers), and its inverse. */
  private nameOrder = new Uint32Array(0);
  private entryAtOrder = new Uint32Array(0);
  private indexByCode = new Map<string, number>();
  /** Entries containing each three-letter run of name, city or country, for substring matches. */
  private trigrams = new Map<string, Uint32Array>();
  /** Per-search scratch: the best rank seen for each entry (255 = none). */
  private best = new Uint8Array(0);
  private byLevelJson = new Map<ServiceLevel, string>();
  private listJsonCache = '[]';
  private retired = new Set<string>();
  private sitemaps = new Map<string, string>();

  constructor(private readonly repository: AirportsRepository) {}

  /** `summaries`: per airport and level, the lowest price in force and the number of services (ServiceCatalog). */
  async load(summaries: readonly LevelSummary[]): Promise<void> {
    const all = await this.repository.allAirports();
    const airports = all.filter((a) => a.active);
    const levelsByAirport = new Map<number, { level: ServiceLevel; minPriceCents: number; count: number }[]>();
    for (const s of summaries) {
      const list = levelsByAirport.get(s.airportId) ?? [];
      list.push({ level: s.serviceLevel, minPriceCents: s.minPriceCents, count: s.count });
      levelsByAirport.set(s.airportId, list);
    }
    const entries = airports.map((a): Entry => {
      const levels = (levelsByAirport.get(a.id) ?? []).sort(
        (x, y) => SERVICE_LEVELS.indexOf(x.level) - SERVICE_LEVELS.indexOf(y.level),
      );
      const list: Airport = {
        id: a.id,
        code: a.code,
        name: a.name,
        city: a.city,
        country: a.country,
        countryCode: a.countryCode,
        region: a.region as Region,
      };
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
        search: { name: normalize(a.name), city: normalize(a.city), country: normalize(a.country) },
        resultJson: Buffer.from(JSON.stringify(searchResultOf(a))),
      };
    });
    const tokens: Token[] = [];
    entries.forEach((e, entry) => {
      tokens.push({ key: e.list.code.toLowerCase(), rank: RANK.code, entry });
      tokens.push({ key: e.search.city, rank: RANK.city, entry });
      tokens.push({ key: e.search.country, rank: RANK.country, entry });
      for (const word of new Set(`${e.search.name} ${e.search.city}`.split(/[^a-z0-9]+/).filter(Boolean))) {
        tokens.push({ key: word, rank: RANK.word, entry });
      }
    });
    const trigrams = new Map<string, number[]>();
    entries.forEach((e, entry) => {
      for (const gram of trigramsOf(`${e.search.name}|${e.search.city}|${e.search.country}`)) {
        const list = trigrams.get(gram);
        if (list) list.push(entry);
        else trigrams.set(gram, [entry]);
      }
    });
    this.trigrams = new Map([...trigrams].map(([gram, list]) => [gram, Uint32Array.from(list)]));
    tokens.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
    const byName = entries.map((_, i) => i).sort((a, b) => entries[a].list.name.localeCompare(entries[b].list.name));
    const nameOrder = new Uint32Array(entries.length);
    byName.forEach((entry, order) => (nameOrder[entry] = order));

    this.tokenKeys = tokens.map((t) => t.key);
    this.tokenRanks = Uint8Array.from(tokens, (t) => t.rank);
    this.tokenEntries = Uint32Array.from(tokens, (t) => t.entry);
    this.nameOrder = nameOrder;
    this.entryAtOrder = Uint32Array.from(byName);
    this.indexByCode = new Map(entries.map((e, i) => [e.list.code, i]));
    this.best = new Uint8Array(entries.length).fill(255);
    this.retired = new Set(all.filter((a) => !a.active).map((a) => a.code));
    this.sitemaps = new Map();
    this.entries = entries;
    this.byCodeMap = new Map(entries.map((e) => [e.list.code, e]));
    this.listJsonCache = JSON.stringify(entries.map((e) => e.list));
    this.byLevelJson = new Map(
      SERVICE_LEVELS.map((level) => [
        level,
        JSON.stringify(entries.filter((e) => e.detail.serviceLevels.some((l) => l.level === level)).map((e) => e.list)),
      ]),
    );
  }

  /** A retired airport: its pages answer 410 rather than 404. */
  isRetired(code: string): boolean {
    return this.retired.has(code.toUpperCase());
  }

  /**
   * The public pages of the active airports (directory, airport and landing pages) in one language, each with its
   * pages in every language as hreflang alternates; made once per load, site and language.
   */
  sitemapXml(origin: string, locale: Locale = DEFAULT_LOCALE): string {
    const key = `${locale} ${origin}`;
    let xml = this.sitemaps.get(key);
    if (!xml) {
      const paths = [
        '/',
        '/airports',
        ...this.entries.flatMap((e) => [`/airports/${e.list.code}`, landingPath(e.list)]),
      ];
      const address = (path: string, to: Locale) => escapeHtml(new URL(localisedPath(path, to), origin).toString());
      const urls = paths
        .map(
          (p) =>
            `<url><loc>${address(p, locale)}</loc>${LOCALES.map(
              (to) => `<xhtml:link rel="alternate" hreflang="${to}" href="${address(p, to)}"/>`,
            ).join('')}</url>`,
        )
        .join('');
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
      if (this.sitemaps.size < 8 * LOCALES.length) this.sitemaps.set(key, xml);
    }
    return xml;
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
   * prefixes, name-word prefixes, country prefixes, then (only when those are too few, for three
   * letters or more) substrings;
   * ties by name. Prefixes come from the sorted token list, so the cost follows the matches, not the
   * size of the directory.
   */
  /** The airports matching a text, best first, as JSON: each airport's text is made at load, not per request. */
  searchJson(query: string, limit: number): Buffer {
    const ranked = this.ranked(query, limit);
    // As bytes made from bytes: a string answer would be joined, measured and encoded again for every request.
    let length = 2 + Math.max(0, ranked.length - 1);
    for (const entry of ranked) length += this.entries[entry].resultJson.length;
    const json = Buffer.allocUnsafe(length);
    let at = 0;
    json[at++] = OPEN_BRACKET;
    for (let i = 0; i < ranked.length; i++) {
      if (i > 0) json[at++] = COMMA;
      at += this.entries[ranked[i]].resultJson.copy(json, at);
    }
    json[at] = CLOSE_BRACKET;
    return json;
  }

  /** The entries matching a text, best first. */
  private ranked(query: string, limit: number): number[] {
    const q = normalize(query.trim());
    if (!q) return [];
    const best = this.best;
    const touched: number[] = [];
    const mark = (entry: number, rank: number) => {
      if (best[entry] === 255) touched.push(entry);
      if (rank < best[entry]) best[entry] = rank;
    };

    const exact = this.indexByCode.get(q.toUpperCase());
    if (exact !== undefined) mark(exact, RANK.exactCode);
    const keys = this.tokenKeys;
    for (let i = this.lowerBound(q); i < keys.length && keys[i].startsWith(q); i++) {
      mark(this.tokenEntries[i], this.tokenRanks[i]);
    }
    if (touched.length < limit && q.length >= 3) {
      // Candidates are the entries holding the query's rarest trigram; each is then checked in full.
      let candidates = this.trigrams.get(q.slice(0, 3)) ?? NONE;
      for (let i = 1; i + 3 <= q.length && candidates.length > 0; i++) {
        const list = this.trigrams.get(q.slice(i, i + 3)) ?? NONE;
        if (list.length < candidates.length) candidates = list;
      }
      for (let i = 0; i < candidates.length; i++) {
        const entry = candidates[i];
        const e = this.entries[entry].search;
        if (best[entry] === 255 && (e.name.includes(q) || e.city.includes(q) || e.country.includes(q)))
          mark(entry, RANK.substring);
      }
    }

    // One number per hit orders by rank, then name; a typed array sorts natively.
    const n = this.entries.length;
    // Filled by a loop: Float64Array.from with a mapping function takes V8's generic path, a third of a search.
    const scores = new Float64Array(touched.length);
    for (let i = 0; i < touched.length; i++) {
      const entry = touched[i];
      scores[i] = best[entry] * n + this.nameOrder[entry];
      best[entry] = 255;
    }
    scores.sort();
    const ranked: number[] = [];
    for (let i = 0; i < scores.length && ranked.length < limit; i++) ranked.push(this.entryAtOrder[scores[i] % n]);
    return ranked;
  }

  /** The first token whose key is not below q. */
  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.tokenKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.tokenKeys[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
