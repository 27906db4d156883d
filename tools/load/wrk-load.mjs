// Closed-loop load by wrk (C on epoll, a few µs of its own CPU per request): the one load generator here that keeps a
// bare Koa endpoint busy from a single core, so a comparison with it is between two servers each at its limit.
// The requests are catalog.k6.js's (catalog-requests.json), through catalog.wrk.lua.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const { searchTerms, airports } = JSON.parse(readFileSync(join(here, 'catalog-requests.json'), 'utf8'));

/** The installed wrk's path, or undefined (WRK overrides; tools/infra/wrk.sh installs it). */
export function findWrk() {
  const candidates = [process.env.WRK, '/usr/bin/wrk', '/usr/local/bin/wrk'].filter(Boolean);
  for (const path of candidates) {
    try {
      execFileSync(path, ['--version'], { stdio: 'ignore' });
    } catch (error) {
      // wrk --version prints its version and exits 1.
      if (error.status !== 1) continue;
    }
    return path;
  }
  return undefined;
}

/** The paths of one endpoint's requests, as the other load generators pick them. */
export function requestPaths(endpoint) {
  if (endpoint === 'bare') return ['/'];
  if (endpoint === 'search') return searchTerms.map((term) => `/api/airports/search?q=${encodeURIComponent(term)}`);
  return airports.map(
    (airport) => `/api/services?airport=${airport}&type=arrival&date=2031-06-20&time=14:00&adults=2&children=0`,
  );
}

/**
 * Starts wrk (one thread, `connections` open) for `seconds` against `url`; `command` wraps it (taskset).
 * `figures` resolves to requests/s, p95/p99 in ms and the failed share (non-2xx answers and socket errors).
 */
export function startWrk({ wrk, url, endpoint, connections, seconds, pinned = (cmd, args) => [cmd, args] }) {
  const script = join(here, 'catalog.wrk.lua');
  const [cmd, args] = pinned(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url]);
  const child = spawn(cmd, args, {
    env: { ...process.env, REQUEST_PATHS: requestPaths(endpoint).join('\n') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const figures = new Promise((ok, fail) =>
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .find((l) => l.startsWith('{'));
      if (code !== 0 || !line) return fail(new Error(`wrk against ${url} exited ${code}: ${out.slice(-500)}`));
      const { requests, durationUs, failed, p95Us, p99Us } = JSON.parse(line);
      ok({
        rps: requests / (durationUs / 1e6),
        p95Ms: p95Us / 1000,
        p99Ms: p99Us / 1000,
        failed: requests > 0 ? failed / requests : 1,
      });
    }),
  );
  return { child, figures };
}
