import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { testInfra } from '@vip/platform/testing';

/**
 * Debian's Chromium, launched with the flags this closed network needs and a fresh profile, as a visitor
 * who asked their system for reduced motion: the product then turns antd's animations off, so a toast
 * closed or a dialog opened is done at once. Animations wait for frames, and on this two-core machine
 * under a full CI run Chromium's frames came late enough for a closing toast to outlast a 15 s wait.
 */
export async function launchChromium(): Promise<Browser & { cleanup: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const browser = await puppeteer.launch({
    executablePath: testInfra.chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--force-prefers-reduced-motion',
      // Tabs open side by side keep their frames and timers, as each would in a window of its own.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      `--user-data-dir=${profile}`,
    ],
  });
  return Object.assign(browser, {
    cleanup: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
}
