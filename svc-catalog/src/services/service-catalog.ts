import type { Logger } from '@vip/platform/logger';
import type { ServiceRow, ServicesRepository } from './services.repository';

/**
 * Active services and porter fees held in memory, like the airport directory: the catalog changes
 * rarely and every search result list prices all services of an airport, so reads cost no database
 * round trip. Reloaded at start, on a timer and by `refresh()`.
 */
export class ServiceCatalog {
  private byId = new Map<number, ServiceRow>();
  private byAirportAndType = new Map<string, ServiceRow[]>();
  private porterFees = new Map<string, number>();
  private airports = new Set<string>();
  private timer?: NodeJS.Timeout;
  private loading?: Promise<void>;

  constructor(
    private readonly repository: ServicesRepository,
    private readonly logger?: Logger,
  ) {}

  async load(): Promise<void> {
    const [rows, fees, airports] = await Promise.all([
      this.repository.allActive(),
      this.repository.allPorterFees(),
      this.repository.airportCodes(),
    ]);
    const byAirportAndType = new Map<string, ServiceRow[]>();
    for (const row of rows) {
      const key = `${row.airport.code}|${row.serviceType}`;
      const list = byAirportAndType.get(key);
      if (list) list.push(row);
      else byAirportAndType.set(key, [row]);
    }
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.byAirportAndType = byAirportAndType;
    this.porterFees = new Map(fees.map((f) => [`${f.airportId}|${f.serviceLevel}`, f.feeCents]));
    this.airports = new Set(airports.map((a) => a.code));
  }

  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  startAutoRefresh(everyMs: number): void {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.logger?.warn({ err }, 'service catalog refresh failed'));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  get(id: number): ServiceRow | undefined {
    return this.byId.get(id);
  }

  /** Active services of a type at an airport, cheapest first. */
  at(airportCode: string, serviceType: string): readonly ServiceRow[] {
    return this.byAirportAndType.get(`${airportCode}|${serviceType}`) ?? [];
  }

  hasAirport(code: string): boolean {
    return this.airports.has(code);
  }

  /** Porter fee in cents at an airport for a level; 0 where none is offered. */
  porterFee(airportId: number, level: string): number {
    return this.porterFees.get(`${airportId}|${level}`) ?? 0;
  }
}
