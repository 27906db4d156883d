#!/usr/bin/env node
// How long the server takes to render a public page no one has asked for yet (a cold render: the page cache keys
// on the whole URL, so each request carries a parameter no request had before), as a browser asks for it (Brotli).
// Each answer is checked to be the rendered page, not the plain index.html a failed or refused render falls back to,
// which would flatter the figure. Sequential requests, after warm-up renders of every page (uncounted, as cold as the
// counted ones: a server in service has run its code before, a page it has not rendered is what is measured): the
// time of one render, not of a queue nor of a process's first minutes. Builds what is missing and starts the
// product (`npm start`) unless --url is given.
// Usage: node tools/perf/render-speed.mjs [--url http://127.0.0.1:8080] [--renders 40] [--warm-up 20] [--write]
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { describeMachine, machineFacts } from '../load/machine.mjs';
import { coldPath, PUBLIC_PAGES } from './public-pages.mjs';
import { startProduct } from './start-product.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const GOAL_P95_MS = 30;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    renders: { type: 'string', default: '40' },
    'warm-up': { type: 'string', default: '20' },
    write: { type: 'boolean', default: false },
  },
});

/** One GET with its time to the last byte, in ms. */
function timedGet(url) {
  return new Promise((resolveGet, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: { 'Accept-Encoding': 'br', Accept: 'text/html' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const body = Buffer.concat(chunks);
        const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
        resolveGet({ ms, status: res.statusCode, html });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The plain index.html has the start-up overlay and an empty root; a rendered page has neither. */
function isRendered(html) {
  return !html.includes('id="startup-spinner"') && !html.includes('<div id="root"></div>');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(url, renders, warmUps) {
  const tag = Date.now().toString(36);
  const rows = [];
  const all = [];
  for (let i = 0; i < warmUps; i++) {
    for (const page of PUBLIC_PAGES) {
      const warm = await timedGet(url + coldPath(page.path, 'render-run', `${tag}-warm-${i}`));
      if (warm.status !== 200 || !isRendered(warm.html))
        throw new Error(`${page.path} was not rendered (status ${warm.status}): is the product up and its data in?`);
    }
  }
  for (const page of PUBLIC_PAGES) {
    const times = [];
    for (let i = 0; i < renders; i++) {
      const answer = await timedGet(url + coldPath(page.path, 'render-run', `${tag}-${i}`));
      if (answer.status !== 200 || !isRendered(answer.html))
        throw new Error(`${page.path} render ${i} answered ${answer.status} without the rendered page`);
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      page: page.name,
      path: page.path,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1),
    });
  }
  all.sort((a, b) => a - b);
  return { rows, p50: percentile(all, 50), p95: percentile(all, 95), renders: all.length };
}

const product = args.url ? { url: args.url, stop: async () => undefined } : await startProduct('render-speed');
try {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const facts = await machineFacts();
  const result = await measure(product.url, Number(args.renders), Number(args['warm-up']));
  const ms = (n) => `${n.toFixed(1)} ms`;
  const lines = [
    '# Cold server renders of the public pages',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/perf/render-speed.mjs${args.url ? '' : ' --write'}\`` +
      ` on ${describeMachine(facts)}; load average ${load} when the run started; \`npm start\` (embedded defaults, the` +
      ` production build, pages rendered in the gateway's page worker).`,
    '',
    `First ${args['warm-up']} uncounted renders of every page (the server's code run before, as in service), then for`,
    `each page ${args.renders} requests one after the other, each for a URL no request had before (so the page cache`,
    'misses and the page is rendered), asking for Brotli as a browser does; the time is from the request to the',
    "answer's last byte on this machine's loopback. Every answer is checked to be the rendered page.",
    '',
    `Goal: p95 ≤ ${GOAL_P95_MS} ms over all the renders.`,
    '',
    '| page | p50 | p95 | slowest |',
    '| --- | ---: | ---: | ---: |',
    ...result.rows.map(
      (r) =>
        `| \`${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`,
    ),
    `| all ${result.renders} renders | ${ms(result.p50)} | ${ms(result.p95)} | |`,
    '',
    result.p95 <= GOAL_P95_MS ? 'The goal is met.' : `The goal is missed: p95 ${ms(result.p95)}.`,
    '',
  ];
  console.log(lines.join('\n'));
  if (args.write) writeFileSync(join(root, 'tools', 'perf', 'RENDER-SPEED.md'), lines.join('\n'));
  console.log(JSON.stringify({ p50Ms: result.p50, p95Ms: result.p95, pages: result.rows }));
} finally {
  await product.stop();
}
