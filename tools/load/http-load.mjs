#!/usr/bin/env node
// The catalog benchmarks' closed-loop load without k6 (CI does not build k6): VUS connections, each
// sending the next request as soon as its answer is read, for DURATION seconds; the same requests as catalog.k6.js
// (catalog-requests.json). Prints one JSON line: requests per second, p95, failed. Weaker than k6 per request sent,
// so the catalog's yardstick stays the server's CPU per request, which does not depend on the load generator.
//   TARGET_URL=http://127.0.0.1:4981 ENDPOINT=search VUS=32 DURATION=8 node tools/load/http-load.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';

const { searchTerms, airports } = JSON.parse(readFileSync(join(import.meta.dirname, 'catalog-requests.json'), 'utf8'));
const base = process.env.TARGET_URL;
const endpoint = process.env.ENDPOINT ?? 'search';
const vus = Number(process.env.VUS ?? 32);
const seconds = Number(process.env.DURATION ?? 8);
if (!base || !(vus > 0) || !(seconds > 0)) throw new Error('Set TARGET_URL, and VUS and DURATION as positive numbers');

const pick = (list) => list[Math.floor(Math.random() * list.length)];
function nextPath() {
  if (endpoint === 'bare') return '/';
  if (endpoint === 'search') return `/api/airports/search?q=${encodeURIComponent(pick(searchTerms))}`;
  return `/api/services?airport=${pick(airports)}&type=arrival&date=2031-06-20&time=14:00&adults=2&children=0`;
}

const agent = new Agent({ keepAlive: true, maxSockets: vus });
const target = new URL(base);
/** One GET, its body read to the end: the status, or a thrown error. */
const get = (path) =>
  new Promise((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
const durations = [];
let failed = 0;
const started = performance.now();
const until = started + seconds * 1000;

async function user() {
  while (performance.now() < until) {
    const sent = performance.now();
    try {
      if ((await get(nextPath())) >= 400) failed++;
    } catch {
      failed++;
    }
    durations.push(performance.now() - sent);
  }
}

await Promise.all(Array.from({ length: vus }, user));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
durations.sort((a, b) => a - b);
const p95 = durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))] ?? 0;
console.log(
  JSON.stringify({
    requests: durations.length,
    rps: durations.length / elapsed,
    p95Ms: Math.round(p95 * 100) / 100,
    failed: durations.length ? failed / durations.length : 0,
  }),
);
