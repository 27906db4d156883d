import type { Context, Middleware } from 'koa';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServiceMetrics {
  registry: Registry;
  httpMiddleware: Middleware;
  /**
   * The request's latency by route pattern, from its start (process.hrtime.bigint()). `ownRoute` names an answer no
   * router gave (a probe); any other request no route matched counts as 'unmatched', whatever its status.
   */
  observeRequest(ctx: Context, startedNs: bigint, ownRoute?: string): void;
  /** Read on each scrape. */
  gauge(name: string, help: string, read: () => Promise<number>): void;
  /** One series per value of `label`, read together on each scrape; a label absent from a read is 0. */
  labelledGauge(
    name: string,
    help: string,
    label: string,
    values: readonly string[],
    read: () => Promise<Record<string, number>>,
  ): void;
}

const SERIES_KEPT = 2000;

// A registry per service, as three can share a process when embedded. Latency is labelled by route pattern, never
// the raw path, so ids do not explode the series count.
export function createMetrics(service: string, options: { defaultMetrics?: boolean } = {}): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // Each series' observer kept: prom-client hashes the labels on every observation otherwise.
  const seriesByKey = new Map<string, { observe(value: number): void }>();
  const observeRequest = (ctx: Context, startedNs: bigint, ownRoute?: string) => {
    // Never the raw path: a 405 or 401 for /api/things/<any id> would add a series per id.
    const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? ownRoute ?? 'unmatched';
    const seconds = Number(process.hrtime.bigint() - startedNs) / 1e9;
    const key = `${ctx.method} ${route} ${ctx.status}`;
    let series = seriesByKey.get(key);
    if (!series) {
      series = latency.labels({ method: ctx.method, route: String(route), status: String(ctx.status) });
      if (seriesByKey.size < SERIES_KEPT) seriesByKey.set(key, series);
    }
    series.observe(seconds);
  };
  const httpMiddleware: Middleware = async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      observeRequest(ctx, started);
    }
  };

  return {
    registry,
    httpMiddleware,
    observeRequest,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await read());
          } catch {
            this.set(-1);
          }
        },
      });
    },
    labelledGauge(name, help, label, values, read) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          let counts: Record<string, number> | null = null;
          try {
            counts = await read();
          } catch {
            counts = null;
          }
          for (const value of values) this.set({ [label]: value }, counts === null ? -1 : (counts[value] ?? 0));
        },
      });
    },
  };
}
