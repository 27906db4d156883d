import { SERVICE_LEVELS, type ServiceLevel } from '@vip/contracts/vocabulary';
import type { Logger } from '@vip/platform/logger';
import { nextStartAfter, priceAt, scheduleOf, type ScheduledPrice } from './price-schedule';
import type { ServiceRowWithPrices, ServicesRepository } from './services.repository';

/** A service as held in memory: its row, its airport and every price version it will have been priced by. */
export type CatalogEntry = Omit<ServiceRowWithPrices, 'prices'> & { schedule: ScheduledPrice[] };

/** A service priced at an instant. */
export type PricedEntry = CatalogEntry & { price: ScheduledPrice };

export interface LevelSummary {
  airportId: number;
  serviceLevel: ServiceLevel;
  minPriceCents: number;
  count: number;
}

/**
 * Active services, their price versions and porter fees held in memory, like the airport directory: every search
 * result list prices all services of an airport, so reads cost no database round trip. The versions are held, not
 * just today's price, so a version takes effect at its local midnight on every replica without a reload. Reloaded
 * at start, when catalog events arrive, and on a slow timer.
 */
export class ServiceCatalog {
  private byId = new Map<number, CatalogEntry>();
  private byAirportAndType = new Map<string, CatalogEntry[]>();
  private porterFees = new Map<string, number>();
  private activeAirports = new Set<string>();
  private retiredAirports = new Set<string>();

  constructor(
    private readonly repository: ServicesRepository,
    private readonly now: () => Date,
    private readonly logger?: Logger,
  ) {}

  async load(): Promise<void> {
    const [rows, fees, airports] = await Promise.all([
      this.repository.allActive(),
      this.repository.allPorterFees(),
      this.repository.airports(),
    ]);
    const at = this.now().getTime();
    const entries = rows.map(({ prices, ...row }): CatalogEntry => ({
      ...row,
      schedule: scheduleOf(prices, row.airport.timeZone),
    }));
    const byAirportAndType = new Map<string, CatalogEntry[]>();
    for (const entry of entries) {
      if (!entry.airport.active) continue;
      const key = `${entry.airport.code}|${entry.serviceType}`;
      const list = byAirportAndType.get(key);
      if (list) list.push(entry);
      else byAirportAndType.set(key, [entry]);
    }
    // Cheapest first as of this load; the results page orders by level after pricing.
    const base = (e: CatalogEntry) => priceAt(e.schedule, at)?.basePriceCents ?? Number.MAX_SAFE_INTEGER;
    for (const list of byAirportAndType.values()) list.sort((a, b) => base(a) - base(b) || a.id - b.id);
    const unpriced = entries.filter((e) => e.schedule.length === 0).length;
    if (unpriced > 0) this.logger?.warn({ unpriced }, 'active services without a price version are not offered');
    this.byId = new Map(entries.map((e) => [e.id, e]));
    this.byAirportAndType = byAirportAndType;
    this.porterFees = new Map(fees.map((f) => [`${f.airportId}|${f.serviceLevel}`, f.feeCents]));
    this.activeAirports = new Set(airports.filter((a) => a.active).map((a) => a.code));
    this.retiredAirports = new Set(airports.filter((a) => !a.active).map((a) => a.code));
  }

  /** An active service (its airport may be retired: existing bookings are re-priced against it). */
  get(id: number): CatalogEntry | undefined {
    return this.byId.get(id);
  }

  /** The service with the version in force at `at`, or undefined when it had no price then. */
  pricedAt(entry: CatalogEntry, at: Date): PricedEntry | undefined {
    const price = priceAt(entry.schedule, at.getTime());
    return price ? { ...entry, price } : undefined;
  }

  /** Active services of a type at an active airport. */
  at(airportCode: string, serviceType: string): readonly CatalogEntry[] {
    return this.byAirportAndType.get(`${airportCode}|${serviceType}`) ?? [];
  }

  hasAirport(code: string): boolean {
    return this.activeAirports.has(code);
  }

  isRetired(code: string): boolean {
    return this.retiredAirports.has(code);
  }

  /** Porter fee in cents at an airport for a level; 0 where none is offered. */
  porterFee(airportId: number, level: string): number {
    return this.porterFees.get(`${airportId}|${level}`) ?? 0;
  }

  /** Per active airport and level: the lowest base price in force at `at` and how many services are offered. */
  levelSummaries(at: Date): LevelSummary[] {
    const byKey = new Map<string, LevelSummary>();
    for (const entry of this.byId.values()) {
      if (!entry.airport.active || !(SERVICE_LEVELS as readonly string[]).includes(entry.serviceLevel)) continue;
      const price = priceAt(entry.schedule, at.getTime());
      if (!price) continue;
      const key = `${entry.airportId}|${entry.serviceLevel}`;
      const summary = byKey.get(key);
      if (summary) {
        summary.count++;
        summary.minPriceCents = Math.min(summary.minPriceCents, price.basePriceCents);
      } else {
        byKey.set(key, {
          airportId: entry.airportId,
          serviceLevel: entry.serviceLevel as ServiceLevel,
          minPriceCents: price.basePriceCents,
          count: 1,
        });
      }
    }
    return [...byKey.values()];
  }

  /** When the next held version takes effect (the "from" prices and the order of lists change then). */
  nextPriceStart(after: Date): number | undefined {
    let next: number | undefined;
    for (const entry of this.byId.values()) {
      const start = nextStartAfter(entry.schedule, after.getTime());
      if (start !== undefined && (next === undefined || start < next)) next = start;
    }
    return next;
  }
}
