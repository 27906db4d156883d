#!/usr/bin/env node
// Lighthouse on the production build, as outsiders measure it: mobile defaults (simulated slow 4G, 4x CPU
// slowdown), three runs per page, each page's median run (the run whose performance score is the median, with
// all its metrics) written to tools/perf/LIGHTHOUSE.md. Every run audits a cold render: its URL carries a query
// parameter no request had before (the server's page cache keys on the whole URL), and the script checks that the
// page was rendered during that run (the data in it is newer than the run's start). Builds what is missing and starts
// the product (`npm start`) on a free port unless --url is given. Run on a quiet machine: the simulated throttling
// scales with the real CPU.
// Usage: node tools/perf/lighthouse.mjs [--url http://127.0.0.1:8080] [--runs 3] [--write] [--desktop]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { coldPath, PUBLIC_PAGES, TRANSLATED_PAGES } from './public-pages.mjs';
import { startProduct } from './start-product.mjs';

const root = resolve(import.meta.dirname, '..', '..');

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
    desktop: { type: 'boolean', default: false },
  },
});

const PAGES = [...PUBLIC_PAGES, ...TRANSLATED_PAGES];

/** The run whose performance score is the median (ties: the median LCP among them), whole. */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performanceScore - b.performanceScore || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Whether the server rendered a URL's page after `since`: the page it now has cached for that URL (the one the run
 * got) carries its queries' dataUpdatedAt in the hydration state; a page rendered earlier has older ones, and
 * index.html (the browser renders the page) has none.
 */
async function renderedSince(url, since) {
  const html = await (await fetch(url)).text();
  const times = [...html.matchAll(/"dataUpdatedAt":(\d+)/g)].map((m) => Number(m[1]));
  if (times.length === 0) return 'not rendered on the server';
  return Math.min(...times) >= since ? 'fresh' : 'rendered before the run';
}

async function audit(chrome, url, desktop) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
  );
  const { categories, audits, environment } = result.lhr;
  return {
    performanceScore: categories.performance.score,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    scriptKiB:
      (audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize / 1024,
    serverResponseMs: audits['server-response-time']?.numericValue,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const runs = Number(args.runs);
const loadAtStart = loadavg();
const product = args.url ? { url: args.url, stop: async () => undefined } : await startProduct('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// The browser's own version (the user agent Lighthouse records is reduced to the major version).
const browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((r) => r.json())
  .then(
    (v) => v.Browser,
    () => 'version unknown',
  );
const tag = Date.now().toString(36);
const rows = [];
try {
  for (const [index, page] of PAGES.entries()) {
    // A first load of another URL of the page warms the server (the catalog's caches, the remotes' server builds),
    // not the page cache for the URLs audited below, nor the browser.
    await fetch(product.url + coldPath(page.path, 'lighthouse-run', `${tag}-${index}-warm`)).catch(() => undefined);
    const results = [];
    for (let i = 0; i < runs; i++) {
      const path = coldPath(page.path, 'lighthouse-run', `${tag}-${index}-${i}`);
      const startedAt = Date.now();
      const result = await audit(chrome, product.url + path, args.desktop);
      result.render = await renderedSince(product.url + path, startedAt);
      results.push(result);
    }
    const notFresh = results.filter((r) => r.render !== 'fresh');
    if (notFresh.length > 0)
      console.error(
        `${page.path}: ${notFresh.length} of ${results.length} runs did not audit a fresh server render (${notFresh.map((r) => r.render).join(', ')})`,
      );
    const row = {
      page: page.name,
      path: page.path,
      ...medianRun(results),
      runs: results.map((r) => r.performance),
      freshRuns: results.length - notFresh.length,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  await product.stop();
}

/** The goals, per page: what a page's medians miss. */
const GOALS = [
  ['performance', (r) => r.performance >= 95, 'performance ≥ 95'],
  ['LCP', (r) => r.lcpMs <= 2000, 'LCP ≤ 2.0 s'],
  ['TBT', (r) => r.tbtMs <= 100, 'TBT ≤ 100 ms'],
  ['CLS', (r) => r.cls <= 0.02, 'CLS ≤ 0.02'],
  ['accessibility', (r) => r.accessibility === 100, 'accessibility 100'],
  ['best practices', (r) => r.bestPractices === 100, 'best practices 100'],
  ['SEO', (r) => r.seo === 100, 'SEO 100'],
];
/** Server rendering's goals, stricter, on the five public pages (each rendered cold). */
const RENDERING_GOALS = [
  ['performance', (r) => r.performance >= 98, 'performance ≥ 98'],
  ['LCP', (r) => r.lcpMs <= 1500, 'LCP ≤ 1.5 s'],
  ['TBT', (r) => r.tbtMs <= 100, 'TBT ≤ 100 ms'],
  ['CLS', (r) => r.cls <= 0.01, 'CLS ≤ 0.01'],
];
const isPublicPage = (r) => PUBLIC_PAGES.some((page) => page.name === r.page);
const misses = rows.flatMap((r) =>
  [...GOALS, ...(isPublicPage(r) ? RENDERING_GOALS : [])]
    .filter(([, met]) => !met(r))
    .map(([, , goal]) => `${r.path} (${goal})`),
);
console.log(misses.length === 0 ? 'every page meets every goal' : `goals missed: ${misses.join('; ')}`);
if (!args.desktop && misses.length > 0) process.exitCode = 1;
// A run on a page the server had already rendered measures the cache, not the page: the figures do not count.
if (rows.some((r) => r.freshRuns < runs)) process.exitCode = 1;

/** The machine the figures come from, read from it. */
function machine() {
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB of memory, Debian's Chromium (${browserVersion}), Node ${process.version}; load average ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} when the run started, Lighthouse's benchmark index ${rows.map((r) => Math.round(r.benchmarkIndex)).join(', ')} (one per page's median run)`;
}

if (args.write) {
  const preset = args.desktop ? 'desktop preset' : 'mobile defaults (simulated slow 4G, 4x CPU slowdown)';
  const ms = (n) => (n === undefined ? 'n/a' : `${Math.round(n)} ms`);
  const lines = [
    '# Lighthouse on the production build',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/perf/lighthouse.mjs --write\`: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${preset}, ${runs} runs per page, \`npm start\` on this machine: ${machine()}.`,
    '',
    'Each row is the median run of its page: the run whose performance score is the median (ties: the median LCP among',
    "them), with that run's own metrics. Every run audits a cold render: the page's URL with a `lighthouse-run`",
    'parameter no request had before (pages ignore it; the server\'s page cache keys on the whole URL), and "fresh',
    'renders" counts the runs whose page the server rendered during that run (its data is newer than the run\'s start).',
    '"First byte" is the server\'s answer time in the median run (Lighthouse\'s server-response-time, as observed).',
    '',
    'Goal: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02; accessibility, best practices and SEO 100. On the',
    'five public pages (the first five rows) also performance ≥ 98, LCP ≤ 1.5 s and CLS ≤ 0.01 (server rendering).',
    '',
    "| page | performance | LCP | TBT | CLS | FCP | scripts | accessibility | best practices | SEO | runs' performance | first byte | fresh renders |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path}\` | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.fcpMs / 1000).toFixed(1)} s | ${Math.round(r.scriptKiB)} KiB | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.runs.join(', ')} | ${ms(r.serverResponseMs)} | ${r.freshRuns} of ${runs} |`,
    ),
    '',
    misses.length === 0 ? 'Every page meets every goal.' : `Goals missed: ${misses.join('; ')}.`,
    '',
  ];
  writeFileSync(join(root, 'tools', 'perf', 'LIGHTHOUSE.md'), lines.join('\n'));
  console.log('wrote tools/perf/LIGHTHOUSE.md');
}
