#!/usr/bin/env node
// First-visit budget of `/`: opens the built product in Chromium with an empty cache, records every
// JavaScript file fetched until the home page is interactive (the app has hydrated the server-rendered page:
// data-app-ready), and reports the bytes that crossed the wire for them, as the browser counted them: each
// body as it was sent (Brotli, as the servers send the build's .br copies to Chromium), and with its headers.
// It also asks the server for each of them as a gzip-only client would. Records which remotes were fetched by
// then: only mfe-booking may be. The e2e run checks the budget and the remotes on every CI run.
// Usage: node tools/perf/first-visit.mjs [--url http://127.0.0.1:8080] [--write] [--json]
// --json prints the measurement and the budget as JSON (what the e2e run checks).
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { APP_READY_ATTRIBUTE, REMOTES } from '@vip/contracts/platform';
import { startProduct } from './start-product.mjs';

const root = resolve(import.meta.dirname, '..', '..');

// The budget: JavaScript fetched before / is interactive, at most 150 KiB as sent (the bodies' bytes on the
// wire). The e2e run fails when it grows past it.
export const BUDGET_BYTES = 150 * 1024;

/** Chromium as the e2e run and Lighthouse launch it, on a profile of its own. */
async function launchBrowser(profile) {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
    ],
  });
}

/** Each response's encoding and the bytes the network stack received for it, headers included (DevTools' own count). */
async function recordTransfers(page) {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  const byRequest = new Map();
  const byUrl = new Map();
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    byRequest.set(requestId, {
      url: response.url,
      status: response.status,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = byRequest.get(requestId);
    if (response) byUrl.set(response.url, { ...response, transfer: encodedDataLength });
  });
  return byUrl;
}

/** When the app marked the page ready, on the page's own clock (window.__appReadyAt). */
function markAppReady(page) {
  return page.evaluateOnNewDocument((attribute) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute(attribute)) return;
      window.__appReadyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
  }, APP_READY_ATTRIBUTE);
}

/** The size of a file's body as the server sends it to a client that takes only `encoding`. */
function sentSize(address, encoding) {
  return new Promise((ok, fail) => {
    const req = request(address, { method: 'GET', headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => ok({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The build's file behind a served path (a remote's under its own dist), when this checkout has it. */
function builtFile(path) {
  const remote = REMOTES.find((r) => path.startsWith(r.basePath));
  const file = remote
    ? join(root, remote.project, 'dist', path.slice(remote.basePath.length))
    : join(root, 'shell', 'dist', path);
  return existsSync(file) ? file : undefined;
}

export async function measureFirstVisit(url) {
  const profile = mkdtempSync(join(tmpdir(), 'first-visit-chromium-'));
  const browser = await launchBrowser(profile);
  try {
    const page = await browser.newPage();
    await page.setCacheEnabled(false);
    const transfers = await recordTransfers(page);
    // Each script counts by when it arrived on the page's clock (its resource timing), so a script arriving just
    // after the app marked the page ready is never counted for this run's delays.
    await markAppReady(page);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__appReadyAt !== undefined, { timeout: 60_000 });
    // Scripts fetched in the next two seconds are listed too (loaded when needed, not counted).
    await new Promise((r) => setTimeout(r, 2000));
    const { readyAt, entries } = await page.evaluate(() => ({
      readyAt: window.__appReadyAt,
      entries: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        responseEnd: e.responseEnd,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      })),
    }));
    const remotesFetched = entries
      .filter((e) => e.responseEnd <= readyAt)
      .flatMap((e) => new URL(e.name).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? []);
    const scripts = [];
    for (const entry of entries) {
      const path = new URL(entry.name).pathname;
      const transfer = transfers.get(entry.name);
      if (!path.endsWith('.js') || transfer?.status !== 200) continue;
      const gzip = await sentSize(entry.name, 'gzip');
      const built = builtFile(path);
      scripts.push({
        path,
        raw: entry.decodedBodySize,
        encoding: transfer.encoding,
        wire: entry.encodedBodySize,
        transfer: transfer.transfer,
        gzip: gzip.encoding === 'gzip' ? gzip.bytes : undefined,
        // Whether the body sent is the build's own copy in that encoding (.br beside the script), by size.
        asBuilt: built
          ? statSync(
              transfer.encoding === 'br' ? `${built}.br` : transfer.encoding === 'gzip' ? `${built}.gz` : built,
              { throwIfNoEntry: false },
            )?.size === entry.encodedBodySize
          : undefined,
        beforeInteractive: entry.responseEnd <= readyAt,
      });
    }
    scripts.sort((a, b) => b.wire - a.wire);
    const counted = scripts.filter((s) => s.beforeInteractive);
    const sum = (key) => counted.reduce((n, s) => n + (s[key] ?? 0), 0);
    return {
      scripts,
      counted: counted.length,
      encodings: [...new Set(counted.map((s) => s.encoding))],
      totalWire: sum('wire'),
      totalTransfer: sum('transfer'),
      totalGzip: counted.every((s) => s.gzip !== undefined) ? sum('gzip') : undefined,
      totalRaw: sum('raw'),
      allAsBuilt: counted.every((s) => s.asBuilt === true),
      remotesBeforeInteractive: [...new Set(remotesFetched)],
      chromium: await browser.version(),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const kb = (n) => (n === undefined ? 'n/a' : `${(n / 1024).toFixed(1)} KiB`);

/** The machine the figures come from, read from it. */
function machine(chromium) {
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB of memory, ${chromium}, Node ${process.version}`;
}

export function report(result) {
  const verdict = result.totalWire <= BUDGET_BYTES ? 'within' : '**over**';
  const lines = [
    '# First visit to `/`',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/perf/first-visit.mjs --write\` on the production build served by \`npm start\` (empty cache), on ${machine(result.chromium)}.`,
    '',
    `JavaScript downloaded before the page is interactive (hydrated): ${result.counted} files, ${kb(result.totalRaw)} raw; on the wire, as Chromium received it (${result.encodings.join(', ')}): **${kb(result.totalWire)}** of bodies, ${kb(result.totalTransfer)} with their response headers. Budget ${kb(BUDGET_BYTES)} of bodies: ${verdict} it.`,
    `A client that takes only gzip gets ${kb(result.totalGzip)} of bodies for the same files.`,
    `Remotes fetched by then: ${result.remotesBeforeInteractive.join(', ') || 'none'}.`,
    '',
    "The figures are the browser's own: each body's size as sent (Resource Timing's encodedBodySize) and the bytes",
    "the network stack received for it, headers included (DevTools' Network.loadingFinished encodedDataLength); the",
    'gzip column is the body the server sends for `Accept-Encoding: gzip`. The servers send the copies the build',
    'compressed beside each file (Brotli quality 11, gzip level 9) as they are: `npm start` here, and in production the',
    'remotes\' nginx (`brotli_static`, `gzip_static`) and the shell\'s Node server alike (deploy/README.md, "Compression").',
    result.allAsBuilt
      ? "Every counted script arrived as the build's own copy in its encoding (same size as the file beside it)."
      : "Not every counted script arrived as the build's own copy (see the table's last column).",
    '',
    '| file | raw | sent | encoding | with headers | gzip-only client | as built | before interactive |',
    '| --- | ---: | ---: | --- | ---: | ---: | :---: | :---: |',
    ...result.scripts.map(
      (s) =>
        `| \`${s.path}\` | ${kb(s.raw)} | ${kb(s.wire)} | ${s.encoding} | ${kb(s.transfer)} | ${kb(s.gzip)} | ${s.asBuilt === undefined ? 'n/a' : s.asBuilt ? 'yes' : 'no'} | ${s.beforeInteractive ? 'yes' : 'no'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urlArg = process.argv.indexOf('--url');
  const stack = urlArg > 0 ? undefined : await startProduct('first-visit');
  try {
    const result = await measureFirstVisit(urlArg > 0 ? process.argv[urlArg + 1] : stack.url);
    const text = report(result);
    console.log(process.argv.includes('--json') ? JSON.stringify({ ...result, budgetBytes: BUDGET_BYTES }) : text);
    if (process.argv.includes('--write')) writeFileSync(join(import.meta.dirname, 'FIRST-VISIT.md'), text);
  } finally {
    await stack?.stop();
  }
  process.exit(0);
}
