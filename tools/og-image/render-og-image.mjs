#!/usr/bin/env node
// Renders the social-preview SVG to PNG with Chromium (Facebook and X do not accept SVG og:images).
// Usage: node tools/og-image/render-og-image.mjs [svg] [png]   (CHROMIUM_PATH or /usr/bin/chromium)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '..', '..');
const svgPath = process.argv[2] ?? join(root, 'tools', 'og-image', 'og-image.svg');
// The shell serves it at /og-image.png for every page (@vip/ui's usePageMeta).
const pngPath = process.argv[3] ?? join(root, 'shell', 'public', 'og-image.png');
const profile = mkdtempSync(join(tmpdir(), 'og-image-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 630 });
  await page.setContent(`<html><body style="margin:0">${readFileSync(svgPath, 'utf8')}</body></html>`);
  await page.screenshot({ path: pngPath, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`wrote ${pngPath}`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
