#!/usr/bin/env node
// Renders the site's icon (shell/public/favicon.svg) to /favicon.ico, which browsers, feed readers and bookmark
// tools ask for whatever the page links: an ICO file holding PNG images at 16, 32 and 48 px (an ICO may carry PNGs).
// Usage: node tools/og-image/render-favicon.mjs   (CHROMIUM_PATH or /usr/bin/chromium)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '..', '..');
const svg = readFileSync(join(root, 'shell', 'public', 'favicon.svg'), 'utf8');
const icoPath = join(root, 'shell', 'public', 'favicon.ico');
const SIZES = [16, 32, 48];

/** An ICO file: a 6-byte header, a 16-byte entry per image, then the images (here PNG). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const profile = mkdtempSync(join(tmpdir(), 'favicon-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
  ],
});
try {
  const page = await browser.newPage();
  const images = [];
  for (const size of SIZES) {
    await page.setViewport({ width: size, height: size });
    const sized = svg.replace(/<svg\b/, `<svg width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    images.push({
      size,
      png: Buffer.from(
        await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: true }),
      ),
    });
  }
  writeFileSync(icoPath, ico(images));
  console.log(`wrote ${icoPath}`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
