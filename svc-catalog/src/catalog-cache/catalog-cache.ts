import type { Logger } from '@vip/platform/logger';
import type { AirportDirectory } from '../airports/airport-directory';
import type { ServiceCatalog } from '../services/service-catalog';

export interface CatalogCacheOptions {
  /** The slow safety net: a reload however quiet the events are. */
  safetyRefreshMs: number;
  /** Requests within this window share one reload (an import announces thousands of changes). */
  coalesceMs?: number;
}

/** setTimeout's longest wait; a later price start is waited for in steps. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * Keeps this replica's in-memory catalog (services with their price versions, then the airport directory built on
 * them) fresh: reloaded when a catalog event arrives (every replica hears every one), right after a change made
 * here, at the next price version's start (so "from" prices and list order follow it), and on a slow timer.
 */
export class CatalogCache {
  private safetyTimer?: NodeJS.Timeout;
  private startTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private queued?: Promise<void>;
  private stopped = false;
  /** When the last reload finished (epoch ms), for tests and /readyz details. */
  loadedAt = 0;

  constructor(
    private readonly services: ServiceCatalog,
    private readonly directory: AirportDirectory,
    private readonly now: () => Date,
    private readonly options: CatalogCacheOptions,
    private readonly logger?: Logger,
  ) {}

  async load(): Promise<void> {
    await this.services.load();
    await this.directory.load(this.services.levelSummaries(this.now()));
    this.loadedAt = Date.now();
    this.scheduleNextStart();
  }

  /**
   * A reload that starts after this call (so it sees what was committed before it); calls made while one waits
   * share it.
   */
  refresh(): Promise<void> {
    this.queued ??= (async () => {
      await this.running?.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, this.options.coalesceMs ?? 100));
      // From here on a new call waits for this load and makes its own.
      this.queued = undefined;
      const run = this.load();
      this.running = run;
      try {
        await run;
      } finally {
        if (this.running === run) this.running = undefined;
      }
    })();
    return this.queued;
  }

  start(): void {
    this.safetyTimer = setInterval(() => this.refreshQuietly('timer'), this.options.safetyRefreshMs);
    this.safetyTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.safetyTimer) clearInterval(this.safetyTimer);
    if (this.startTimer) clearTimeout(this.startTimer);
  }

  private refreshQuietly(reason: string): void {
    if (this.stopped) return;
    this.refresh().catch((err) => this.logger?.warn({ err, reason }, 'catalog refresh failed'));
  }

  private scheduleNextStart(): void {
    if (this.startTimer) clearTimeout(this.startTimer);
    if (this.stopped) return;
    const next = this.services.nextPriceStart(this.now());
    if (next === undefined) return;
    const wait = Math.min(Math.max(0, next - this.now().getTime()) + 50, MAX_TIMER_MS);
    this.startTimer = setTimeout(() => this.refreshQuietly('price version start'), wait);
    this.startTimer.unref();
  }
}
