// The fault benchmark's stand-in for the gateway in front of a service's replicas (nginx upstreams and the
// Kubernetes Service do this in production): round-robin over the replicas whose /readyz answers 200, pooled
// keep-alive connections, and a retry on another replica when a connection fails before any answer — for
// GET/HEAD, and for a POST that carries an Idempotency-Key (the service answers a repeat from its record,
// so a retry can never book twice). A POST without a key is never retried, as nginx does not retry one.
import { createServer, request as httpRequest, Agent } from 'node:http';

const RETRYABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'UND_ERR_SOCKET']);

// unhealthyAfter: failed probes in a row before a replica leaves the rotation (a Kubernetes readiness probe's
// failureThreshold); a refused connection still moves the request to another replica at once.
export function startBalancer({
  name,
  port,
  healthEveryMs = 250,
  unhealthyAfter = 1,
  log = () => undefined,
  onHealth = () => undefined,
}) {
  /** @type {Map<string, { url: URL, healthy: boolean }>} */
  const backends = new Map();
  const agent = new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 1000 });
  let next = 0;
  const stats = { requests: 0, retried: 0, failed: 0 };

  const pick = (exclude) => {
    const healthy = [...backends.values()].filter((b) => b.healthy && !exclude.has(b.url.href));
    if (healthy.length === 0) return undefined;
    next = (next + 1) % healthy.length;
    return healthy[next];
  };

  const probe = async () => {
    await Promise.all(
      [...backends.values()].map(async (b) => {
        let answer;
        try {
          const res = await fetch(new URL('/readyz', b.url), { signal: AbortSignal.timeout(1000) });
          answer = res.status === 200 ? 200 : `${res.status} ${(await res.text()).slice(0, 300)}`;
          b.failedProbes = res.status === 200 ? 0 : b.failedProbes + 1;
        } catch (error) {
          answer = String(error.cause?.code ?? error.name);
          b.failedProbes += 1;
        }
        const healthy = b.failedProbes < unhealthyAfter;
        // Each change in or out of the rotation, with the probe's answer: a failed run shows which replicas served.
        if (healthy !== b.healthy) onHealth({ balancer: name, backend: b.url.host, healthy, answer });
        b.healthy = healthy;
      }),
    );
  };
  const timer = setInterval(() => void probe(), healthEveryMs);

  const forward = (req, body, backend) =>
    new Promise((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: backend.url.hostname,
          port: backend.url.port,
          method: req.method,
          path: req.url,
          // As the gateway does: one X-Forwarded-For entry, the client's (the load generator names its travellers').
          headers: {
            ...req.headers,
            host: backend.url.host,
            'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress,
          },
          agent,
        },
        (res) => resolve(res),
      );
      upstream.setTimeout(30_000, () =>
        upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })),
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = createServer(async (req, res) => {
    stats.requests++;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const retryable = req.method === 'GET' || req.method === 'HEAD' || Boolean(req.headers['idempotency-key']);
    const tried = new Set();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const backend = pick(tried);
      if (!backend) {
        // Every replica is down or draining right now: wait a moment for one (a restart takes seconds).
        if (attempt < 4) {
          tried.clear();
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        break;
      }
      tried.add(backend.url.href);
      try {
        const upstream = await forward(req, body, backend);
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
        return;
      } catch (error) {
        const code = error.code ?? error.cause?.code;
        log({ balancer: name, backend: backend.url.host, code, attempt });
        if (!retryable || !RETRYABLE_CODES.has(code)) break;
        stats.retried++;
      }
    }
    stats.failed++;
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `${name}: no replica answered` } }));
  });
  server.keepAliveTimeout = 60_000;

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${port}`,
        stats,
        add(url) {
          // Out of the rotation until a probe answers 200.
          backends.set(url, { url: new URL(url), healthy: false, failedProbes: unhealthyAfter });
          return probe();
        },
        remove(url) {
          backends.delete(url);
        },
        healthyCount: () => [...backends.values()].filter((b) => b.healthy).length,
        close() {
          clearInterval(timer);
          agent.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      });
    });
  });
}
