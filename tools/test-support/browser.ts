import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { testInfra } from '@vip/contracts/testing';

/** Debian's Chromium, launched with the flags this closed network needs and a fresh profile. */
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
