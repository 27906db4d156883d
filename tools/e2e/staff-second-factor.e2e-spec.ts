// Staff sign-in with a second factor, in Chromium, on the product as `npm start` runs it (a second factor required):
// the first admin sets up a passkey at the first sign-in through Chromium's virtual authenticator (DevTools'
// WebAuthn domain), keeps the recovery codes, signs in again with the passkey, sets up an authenticator app on the
// Security page and signs in with a one-time code; a password alone opens nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { CDPSession, Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { seriousA11yViolations } from '../test-support/axe';
import { launchChromium } from '../test-support/browser';
import { recordCspViolations, type CspViolationRecorder } from '../test-support/csp-violations';
import { openPage, textAppears } from '../test-support/page-actions';
import { cleanEnv, freePort, spawnNode, type Spawned } from '../test-support/processes';

const BANNER = /running at (http:\/\/\S+)[\s\S]*?Staff login: (\S+)\s+(\S+) \/ (\S+)/;

async function clickButton(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space()=${JSON.stringify(name)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

/** Chromium's virtual authenticator on this page: a platform authenticator, the user present and verified. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.createCDPSession();
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, loginUrl: string, email: string, password: string) {
  await openPage(page, loginUrl);
  await page.waitForSelector('input#email', { visible: true });
  await page.type('input#email', email);
  await page.type('input#password', password);
  await page.keyboard.press('Enter');
}

describeWithInfra('chromium', 'staff sign-in with a second factor (npm start) in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-e2e-2fa-'));
  let launcher: Spawned;
  let url: string;
  let loginUrl: string;
  let email: string;
  let password: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let csp: CspViolationRecorder;
  let page: Page;
  let authenticator: { cdp: CDPSession; authenticatorId: string };

  beforeAll(async () => {
    const port = await freePort();
    launcher = spawnNode(
      'tools/dev/start.mjs',
      cleanEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: undefined,
        STAFF_SECOND_FACTOR: undefined,
      }),
    );
    [, url, loginUrl, email, password] = await launcher.waitFor(BANNER, 180_000);
    browser = await launchChromium();
    csp = recordCspViolations(browser);
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await browser?.cleanup();
    if (launcher && launcher.child.exitCode === null) {
      launcher.child.kill('SIGINT');
      await launcher.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the staff login on localhost, where a browser allows passkeys, and says the first sign-in sets one up', () => {
    expect(new URL(loginUrl).hostname).toBe('localhost');
    expect(new URL(loginUrl).port).toBe(new URL(url).port);
    expect(launcher.output()).toContain('then set up a passkey or an authenticator app');
  });

  it('refuses every staff call to a password alone: it opens only the second-factor step', async () => {
    const signIn = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { status: string }).status).toBe('second-factor');
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const path of ['/api/admin/bookings', '/api/admin/session', '/api/admin/security', '/api/admin/staff'])
      expect({ path, status: (await fetch(`${url}${path}`, { headers: { cookie } })).status }).toEqual({
        path,
        status: 401,
      });
    expect((await fetch(`${url}/api/admin/second-factor`, { headers: { cookie } })).status).toBe(200);
  });

  it('makes the first admin set up a passkey (the virtual authenticator), shows the recovery codes, then signs in with it', async () => {
    authenticator = await virtualAuthenticator(page);
    await signInWithPassword(page, loginUrl, email, password);
    await textAppears(page, 'Set up a second factor');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.type('xpath/.//label[normalize-space()="Name of this passkey"]/following::input[1]', 'E2E laptop');
    await clickButton(page, 'Create a passkey');
    await textAppears(page, 'Your recovery codes');
    const codes = await page.$$eval('[data-testid="recovery-code"]', (items) => items.map((i) => i.textContent));
    expect(codes).toHaveLength(10);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    await page.click('xpath/.//label[contains(., "I have kept my recovery codes")]');
    await clickButton(page, 'Continue');
    await textAppears(page, 'Booking Management Dashboard');

    await clickButton(page, 'Logout');
    await page.waitForFunction(() => location.pathname === '/admin/login');
    await signInWithPassword(page, loginUrl, email, password);
    await textAppears(page, 'Confirm it’s you');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickButton(page, 'Use your passkey');
    await textAppears(page, 'Booking Management Dashboard');
    const after = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.authenticatorId,
    });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
  });

  it('sets up an authenticator app on the Security page and signs in with a one-time code, by keyboard', async () => {
    await openPage(page, loginUrl.replace('/admin/login', '/admin/security'));
    await textAppears(page, 'Where you are signed in');
    await textAppears(page, 'This device');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickButton(page, 'Set up an authenticator app');
    await page.waitForSelector('img[alt^="QR code for your authenticator app"]', { visible: true });
    const key = (await page.$eval('[data-testid="authenticator-key"]', (el) => el.textContent ?? '')).replace(
      /\s/g,
      '',
    );
    const totp = new TOTP({ secret: Secret.fromBase32(key) });
    const field = 'xpath/.//label[normalize-space()="Code from the app"]/following::input[1]';
    await page.type(field, totp.generate());
    await page.keyboard.press('Enter');
    await textAppears(page, 'Authenticator app set up');

    await clickButton(page, 'Logout');
    await page.waitForFunction(() => location.pathname === '/admin/login');
    await signInWithPassword(page, loginUrl, email, password);
    await textAppears(page, 'Confirm it’s you');
    // The code field is reached from the keyboard.
    const input = await page.waitForSelector(
      'xpath/.//label[normalize-space()="6-digit code from your authenticator app"]/following::input[1]',
    );
    await input!.focus();
    // A code is good once: the app's next one, typed as it turns (a step either side is allowed).
    await page.keyboard.type(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.keyboard.press('Enter');
    await textAppears(page, 'Booking Management Dashboard');
  });

  it('logged no Content-Security-Policy violation', async () => {
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
