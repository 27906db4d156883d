import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Logger } from '@vip/platform/logger';
import { opsErrors } from '../errors';

export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface ChromiumOptions {
  executablePath: string;
  timeoutMs: number;
  paper?: 'A4' | 'Letter';
  logger: Logger;
}

/** Tests check the templates fit both papers inside these. */
export const PDF_MARGINS_MM = { top: 18, bottom: 18, side: 16 } as const;

/** What Debian's Chromium needs on this closed network (TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const unavailable = () =>
  opsErrors.create(
    'PDF_UNAVAILABLE',
    'PDF confirmations are unavailable right now: Chromium could not be started on the server (check CHROMIUM_PATH). Please try again later.',
  );

/** Chromium's children may write the profile after it disconnects; a leftover folder is not worth failing over. */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // The OS cleans the temporary folder.
  }
}

/** One Chromium, launched on the first PDF and reused: a cold launch is ~0.6 s, a warm page ~0.2 s. */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private closed = false;

  constructor(private readonly options: ChromiumOptions) {}

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const profile = mkdtempSync(join(tmpdir(), 'svc-ops-chromium-'));
    const launching = puppeteer
      .launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`],
        timeout: this.options.timeoutMs,
        // Puppeteer's handlers would exit on SIGINT/SIGTERM before requests, consumers and the outbox drain.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .then((browser) => {
        browser.once('disconnected', () => {
          if (this.browser === launching) this.browser = null;
          removeProfile(profile);
        });
        return browser;
      });
    // Not cached: Chromium may have been installed meanwhile.
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
      removeProfile(profile);
    });
    this.browser = launching;
    return launching;
  }

  async render(html: string): Promise<Uint8Array> {
    if (this.closed) throw unavailable();
    let browser: Browser;
    try {
      browser = await this.launch();
    } catch (err) {
      this.options.logger.error(
        { err: { name: (err as Error).name, message: (err as Error).message } },
        'Chromium could not be started for a PDF',
      );
      throw unavailable();
    }
    const page = await browser.newPage().catch(() => null);
    if (!page) throw unavailable();
    try {
      // No script runs, whatever a field holds.
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => void (request.url().startsWith('data:') ? request.continue() : request.abort()));
      await page.setContent(html, { waitUntil: 'load', timeout: this.options.timeoutMs });
      const { top, bottom, side } = PDF_MARGINS_MM;
      return await page.pdf({
        format: this.options.paper ?? 'A4',
        printBackground: true,
        margin: { top: `${top}mm`, bottom: `${bottom}mm`, left: `${side}mm`, right: `${side}mm` },
        timeout: this.options.timeoutMs,
      });
    } catch (err) {
      this.options.logger.error(
        { err: { name: (err as Error).name, message: (err as Error).message } },
        'PDF rendering failed',
      );
      throw opsErrors.create('PDF_UNAVAILABLE', 'The PDF could not be rendered. Please try again.');
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    const open = await browser.catch(() => null);
    await open?.close().catch(() => undefined);
  }
}
