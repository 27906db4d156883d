import type { Context, Middleware } from 'koa';
import { Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';

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
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  labels: { method: string; route: string; status: string };
  /** Per bucket, not cumulative; a value above the last bound counts in none. */
  counts: number[];
  sum: number;
  count: number;
}

/** HTTP latency by route pattern, as a prom-client histogram with the buckets above. */
export class LatencyHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP request latency by route pattern';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  // By route, method and status, each an existing string or a number: a key made by joining them would be a new
  // string to hash on every request. `all` keeps the order they were first seen in, as prom-client writes them.
  private index = new Map<string, Map<string, Map<number, Series>>>();
  private all: Series[] = [];

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.index.get(route);
    if (!byMethod) this.index.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      // Beyond the bound (a flood of odd statuses) a series is counted nowhere rather than grow without end.
      if (this.all.length < SERIES_KEPT) {
        byStatus.set(status, series);
        this.all.push(series);
      }
    }
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    if (bucket < BUCKETS.length) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's Histogram gives its registry for the text format: the series' labels shared by its lines. */
  async getForPromString() {
    const values = this.all.flatMap(({ labels, counts, sum, count }) => {
      let below = 0;
      const line = (own: object, value: number, suffix: string) => ({
        labels: own,
        sharedLabels: labels,
        value,
        metricName: `${this.name}_${suffix}`,
      });
      return [
        ...BUCKETS.map((le, i) => line({ le }, (below += counts[i]!), 'bucket')),
        line({ le: '+Inf' }, count, 'bucket'),
        line({}, sum, 'sum'),
        line({}, count, 'count'),
      ];
    });
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** As JSON (getMetricsAsJSON): each line's labels whole. */
  async get() {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...sharedLabels, ...labels },
      })),
    };
  }

  reset(): void {
    this.index = new Map();
    this.all = [];
  }
}

// A registry per service, as three can share a process when embedded. Latency is labelled by route pattern, never
// the raw path, so ids do not explode the series count.
export function createMetrics(service: string, options: { defaultMetrics?: boolean } = {}): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const latency = new LatencyHistogram();
  // Not a prom-client Histogram: it validates and hashes the labels on every observation, a tenth of a short answer's
  // CPU (the catalog search). The registry formats this one's values as it formats a Histogram's.
  registry.registerMetric(latency as unknown as Metric);

  const observeRequest = (ctx: Context, startedNs: bigint, ownRoute?: string) => {
    // Never the raw path: a 405 or 401 for /api/things/<any id> would add a series per id.
    const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? ownRoute ?? 'unmatched';
    latency.observe(ctx.method, String(route), ctx.status, Number(process.hrtime.bigint() - startedNs) / 1e9);
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
