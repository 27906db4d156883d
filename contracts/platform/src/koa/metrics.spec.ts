import { Histogram, Registry } from 'prom-client';
import { LatencyHistogram } from './metrics';

describe('the latency histogram', () => {
  it("is written to Prometheus exactly as prom-client's own Histogram writes the same observations", async () => {
    const observations: Array<[string, string, number, number]> = [
      ['GET', '/api/airports/search', 200, 0.0004],
      ['GET', '/api/airports/search', 200, 0.005],
      ['GET', '/api/airports/search', 200, 0.0051],
      ['GET', '/api/airports/search', 200, 0.3],
      ['POST', '/api/bookings/checkout', 201, 7.5],
      ['POST', '/api/bookings/checkout', 422, 0.02],
      ['GET', 'unmatched', 404, 1],
    ];
    const ours = new Registry();
    ours.setDefaultLabels({ service: 'svc-test' });
    const latency = new LatencyHistogram();
    ours.registerMetric(latency as never);
    const theirs = new Registry();
    theirs.setDefaultLabels({ service: 'svc-test' });
    const reference = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of observations) {
      latency.observe(method, route, status, seconds);
      reference.observe({ method, route, status: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",service="svc-test",method="GET",route="/api/airports/search",status="200"} 2',
    );
    // As JSON too, but for prom-client's empty exemplar slots.
    const withoutExemplars = (metrics: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) =>
      metrics.map((m) => ({ ...m, values: m.values.map((v) => ({ ...v, exemplar: undefined })) }));
    expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));

    await ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('route=');
  });

  it('keeps at most 2,000 series, in the order first seen, and counts a known one past the bound', async () => {
    const latency = new LatencyHistogram();
    for (let i = 0; i < 2005; i++) latency.observe('GET', `/route/${i}`, 200, 0.001);
    latency.observe('GET', '/route/0', 200, 0.001);
    const counts = (await latency.get()).values.filter((v) => v.metricName.endsWith('_count'));
    expect(counts).toHaveLength(2000);
    expect(counts[0]).toMatchObject({ labels: { route: '/route/0' }, value: 2 });
    expect(counts.at(-1)!.labels.route).toBe('/route/1999');
  });
});
