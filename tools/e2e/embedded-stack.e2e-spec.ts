import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/contracts/testing';
import { launchChromium } from '../test-support/browser';
import { cleanEnv, freePort, spawnNode, type Spawned } from '../test-support/processes';

const BANNER = /running at (http:\/\/\S+)[\s\S]*?Staff login: \S+\s+(\S+) \/ (\S+)/;

function nextYear(): string {
  const d = new Date();
  return `${d.getUTCFullYear() + 1}-06-15`;
}

async function requestBooking(url: string, contactName: string): Promise<string> {
  const res = await fetch(`${url}/api/bookings/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      serviceId: 1,
      contactName,
      contactEmail: 'e2e@example.com',
      contactPhone: '+1 555 0100',
      flightNumber: 'BA117',
      flightDate: nextYear(),
      flightTime: '14:00',
      adultCount: 2,
      childCount: 0,
      travelerNames: [contactName],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { referenceCode: string }).referenceCode;
}

const textAppears = (page: Page, text: string) =>
  page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout: 30_000 }, text);

describeWithInfra('chromium', 'the product on embedded defaults (npm start) in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-e2e-'));
  let port: number;
  let launcher: Spawned;
  let url: string;
  let email: string;
  let password: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let reference: string;

  const start = async () => {
    launcher = spawnNode('tools/dev/start.mjs', cleanEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: undefined }));
    const m = await launcher.waitFor(BANNER, 180_000);
    [, url, email, password] = m;
  };

  beforeAll(async () => {
    port = await freePort();
    await start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.cleanup();
    if (launcher && launcher.child.exitCode === null) {
      launcher.child.kill('SIGINT');
      await launcher.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the airports from the catalog through the airports remote', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/airports`);
    await textAppears(page, 'Global Airport Coverage');
    await textAppears(page, 'Leonardo da Vinci–Fiumicino Airport');
    expect(await page.$$eval('a[href^="/vip-meet-and-greet/"]', (els) => els.length)).toBeGreaterThanOrEqual(270);
    // The page sits between the shell's header and footer.
    expect(await page.$eval('footer', (f) => f.textContent)).toContain('Transit & Connections');
    await page.close();
  });

  it('filters the directory by text, region and level, and reaches a landing page from a card', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/airports`);
    await textAppears(page, 'Global Airport Coverage');
    await page.waitForFunction(() => /Europe \(\d+\)/.test(document.body.innerText), { timeout: 30_000 });
    expect(await page.title()).toContain('Global Airport Coverage');

    await page.type('input[aria-label="Search airports by name, code, city or country"]', 'LHR');
    await textAppears(page, '1 Airport Found');
    await page.click('a[href="/vip-meet-and-greet/london-heathrow-airport-lhr-gb"]');
    await page.waitForFunction(() => location.pathname === '/vip-meet-and-greet/london-heathrow-airport-lhr-gb');
    await textAppears(page, 'London Heathrow');
    await page.waitForFunction(() => /from \$[\d,]+/.test(document.body.innerText), { timeout: 30_000 });
    const canonical = await page.$eval('link[rel=canonical]', (l) => l.getAttribute('href'));
    expect(canonical).toBe(`${url}/vip-meet-and-greet/london-heathrow-airport-lhr-gb`);
    const jsonLd = JSON.parse(await page.$eval('script[type="application/ld+json"]', (s) => s.textContent ?? '{}'));
    expect(jsonLd).toMatchObject({ '@type': 'Airport', iataCode: 'LHR' });

    await page.goto(`${url}/airports`);
    await textAppears(page, 'Global Airport Coverage');
    const [regionButton] = await page.$$('xpath/.//button[normalize-space()="Asia Pacific"]');
    await regionButton.click();
    await page.waitForFunction(() => /\d+ Airports? Found/.test(document.body.innerText));
    const [suiteButton] = await page.$$('xpath/.//button[normalize-space()="Private VIP Suite"]');
    await suiteButton.click();
    await page.waitForFunction(() => /\d+ Airports? Found/.test(document.body.innerText) && location.search.includes('level=suite'));
    await page.close();
  });

  it('shows an airport page with levels, prices and the search form, and finds services', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/airport/fco`);
    await textAppears(page, 'Leonardo da Vinci–Fiumicino Airport');
    await textAppears(page, 'Available 24/7, 365 days a year');
    await page.waitForFunction(() => /from \$[\d,]+/.test(document.body.innerText));
    const [find] = await page.$$('xpath/.//button[normalize-space()="Find Services"]');
    await find.click();
    await page.waitForFunction(() => location.pathname === '/booking/search');
    const params = new URL(page.url()).searchParams;
    expect(params.get('airport')).toBe('FCO');
    expect([...params.keys()].sort()).toEqual(['adults', 'airport', 'children', 'date', 'time', 'type']);
    await page.close();
  });

  it("shows 'Airport Not Found' for an unknown airport, and the 404 screen for a slug without a code", async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/airports/zzz`);
    await textAppears(page, 'Airport Not Found');
    expect(await page.$eval('a[href="/airports"]', (a) => a.textContent)).toBeTruthy();
    await page.goto(`${url}/vip-meet-and-greet/singapore-changi`);
    await textAppears(page, '404 Page Not Found');
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await page.close();
  });

  it('answers 401 for the staff bookings list without a session', async () => {
    const res = await fetch(`${url}/api/admin/bookings`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('signs in as staff and sees a booking made through the API', async () => {
    reference = await requestBooking(url, 'Katherine Johnson');
    const page = await browser.newPage();
    await page.goto(`${url}/admin/dashboard`);
    await textAppears(page, 'Admin Access');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.type('input#email', email);
    await page.type('input#password', 'not-the-password');
    await page.click('button[type=submit]');
    await textAppears(page, 'Invalid email or password');
    await page.click('input#password', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('input#password', password);
    await page.click('button[type=submit]');
    await textAppears(page, 'Booking Management Dashboard');
    await textAppears(page, reference);
    expect(await page.evaluate(() => document.body.innerText)).toContain('Katherine Johnson');
    await page.close();
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/no-such-page`);
    await textAppears(page, '404 Page Not Found');
    await textAppears(page, 'Did you forget to add the page to the router?');
    await page.close();
  });

  it('stops cleanly on Ctrl-C, and a second start keeps the data', async () => {
    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    await start();
    const login = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const list = (await (await fetch(`${url}/api/admin/bookings`, { headers: { cookie } })).json()) as { referenceCode: string }[];
    expect(list.map((b) => b.referenceCode)).toContain(reference);
  });
});
