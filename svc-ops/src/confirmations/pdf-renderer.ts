import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Logger } from '@vip/platform/logger';
import { opsErrors } from '../errors';

/** HTML in, PDF out, by puppeteer-core driving Chromium. */
export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface ChromiumOptions {
  executablePath: string;
  timeoutMs: number;
  /** Paper size of every page; the margins below are the same on both. */
  paper?: 'A4' | 'Letter';
  logger: Logger;
}

/** Page margins of every PDF: tests check the templates fit both papers inside them (test/paper-sizes.int-spec.ts). */
export const PDF_MARGINS_MM = { top: 18, bottom: 18, side: 16 } as const;

/** The flags Debian's Chromium needs on this closed network (TOOLCHAIN.md), with a fresh profile per launch. */
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

/**
 * One Chromium for the service's lifetime: launched on the first PDF (a service that never renders one
 * never starts a browser), reused by every render (a cold launch is ~0.6 s, a warm page ~0.2 s), launched
 * again if it dies, and closed on shutdown.
 */
/**
 * Chromium's child processes may still be writing into the profile for a moment after it disconnects:
 * removal is retried, and a leftover temporary folder is never worth failing (or crashing) over.
 */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // Left in the temporary folder; the OS cleans it.
  }
}

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
        // The service's own shutdown closes the browser; puppeteer's handlers would exit the process
        // on Ctrl-C or SIGTERM (code 130) before requests in flight, consumers and the outbox are drained.
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
    // A failed launch is not cached: the next PDF tries again (Chromium may have been installed meanwhile).
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
      // The template is self-contained: no script runs and nothing is fetched, whatever a field holds.
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
