#!/usr/bin/env node
// Lighthouse on the production build, as outsiders measure it: mobile defaults (simulated slow 4G, 4x CPU
// slowdown), three runs per page, medians written to tools/perf/LIGHTHOUSE.md. Builds what is missing and
// starts the product (`npm start`) on a free port unless --url is given. Run on a quiet machine: the
// simulated throttling scales with the real CPU.
// Usage: node tools/perf/lighthouse.mjs [--url http://127.0.0.1:8080] [--runs 3] [--write] [--desktop]
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

function isoDaysFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The public pages issue 13 names: home, directory, an airport, a landing page, the results page. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'airports', path: '/airports' },
  { name: 'airport LHR', path: '/airports/LHR' },
  { name: 'landing page', path: '/vip-meet-and-greet/london-heathrow-airport-lhr-gb' },
  { name: 'booking results', path: `/booking?airport=FCO&type=arrival&date=${isoDaysFromNow(30)}&time=14:00&adults=1&children=0` },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url, desktop) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
  );
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    scriptKiB: (audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize / 1024,
  };
}

const runs = Number(args.runs);
const product = args.url ? { url: args.url, stop: async () => undefined } : await startProduct('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const page of PAGES) {
    // A first load warms the server's caches (the catalog), not the browser's: every audit starts cold.
    await fetch(product.url + page.path).catch(() => undefined);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, product.url + page.path, args.desktop));
    const row = { page: page.name, path: page.path };
    for (const key of Object.keys(results[0])) row[key] = median(results.map((r) => r[key] ?? 0));
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  await product.stop();
}

/** Issue 13's goals, per page: what a page's medians miss. */
const GOALS = [
  ['performance', (r) => r.performance >= 95, 'performance ≥ 95'],
  ['LCP', (r) => r.lcpMs <= 2000, 'LCP ≤ 2.0 s'],
  ['TBT', (r) => r.tbtMs <= 100, 'TBT ≤ 100 ms'],
  ['CLS', (r) => r.cls <= 0.02, 'CLS ≤ 0.02'],
  ['accessibility', (r) => r.accessibility === 100, 'accessibility 100'],
  ['best practices', (r) => r.bestPractices === 100, 'best practices 100'],
  ['SEO', (r) => r.seo === 100, 'SEO 100'],
];
const misses = rows.flatMap((r) => GOALS.filter(([, met]) => !met(r)).map(([, , goal]) => `${r.path} (${goal})`));
console.log(misses.length === 0 ? 'every page meets every goal' : `goals missed: ${misses.join('; ')}`);
if (!args.desktop && misses.length > 0) process.exitCode = 1;

if (args.write) {
  const preset = args.desktop ? 'desktop preset' : 'mobile defaults (simulated slow 4G, 4x CPU slowdown)';
  const lines = [
    '# Lighthouse on the production build',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/perf/lighthouse.mjs --write\`: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Debian's Chromium, ${preset}, median of ${runs} runs per page, \`npm start\` on this machine (2 cores).`,
    '',
    'Goal (issue 13): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02; accessibility, best practices and SEO 100.',
    '',
    '| page | performance | LCP | TBT | CLS | FCP | scripts | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path}\` | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.fcpMs / 1000).toFixed(1)} s | ${Math.round(r.scriptKiB)} KiB | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
    ),
    '',
    misses.length === 0 ? 'Every page meets every goal.' : `Goals missed: ${misses.join('; ')}.`,
    '',
  ];
  writeFileSync(join(root, 'tools', 'perf', 'LIGHTHOUSE.md'), lines.join('\n'));
  console.log('wrote tools/perf/LIGHTHOUSE.md');
}
