// The catalog team's screens in Chromium, on the product as `npm start` runs it: mfe-admin mounts mfe-airports'
// catalog-admin at /admin/catalog, which calls svc-catalog with a staff token from svc-ops. A catalog user
// schedules a price, retires an airport, creates a promo code and round-trips the CSV through a dry run; an
// operations agent reads the same screens without a control that changes anything, and svc-catalog refuses them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { zonedLocalToUtc } from '@vip/contracts/time';
import { seriousA11yViolations } from '../test-support/axe';
import { launchChromium } from '../test-support/browser';
import { recordCspViolations, type CspViolationRecorder } from '../test-support/csp-violations';
import { openPage, pageSettled, textAppears } from '../test-support/page-actions';
import { cleanEnv, eventually, freePort, spawnNode, type Spawned } from '../test-support/processes';

// The first admin's address, whose password is the ADMIN_PASSWORD the stack is started with.
const BANNER = /running at (http:\/\/\S+)[\s\S]*?Staff login: \S+\s+\((\S+) with ADMIN_PASSWORD\)/;
const ADMIN_PASSWORD = 'the-e2e-admin-password-of-the-catalog-run';
const CATALOG_USER = { email: 'cara.catalog@example.com', name: 'Cara Catalog', password: 'cara-catalog-own-2030' };
const AGENT = { email: 'otto.ops@example.com', name: 'Otto Ops', password: 'otto-ops-own-password-2030' };
const PROMO = { code: 'CATALOGE2E', description: 'Catalog e2e summer offer' };

const hasText = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

/** The buttons' and links' names on the page, as a screen reader lists them. */
const controlNames = (page: Page) =>
  page.$$eval('button, a, input, select, textarea', (els) =>
    els.map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim()).filter(Boolean),
  );

async function clickButton(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space()=${JSON.stringify(name)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

/** Sets a date input as its picker does, so React sees the change. */
async function setInputValue(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, v) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

describeWithInfra('chromium', 'the catalog team’s screens on the embedded stack, in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-e2e-catalog-'));
  const downloads = mkdtempSync(join(tmpdir(), 'vip-e2e-catalog-downloads-'));
  let launcher: Spawned;
  let url: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let csp: CspViolationRecorder;
  let catalogContext: BrowserContext;
  let page: Page;

  /** A staff session through the gateway, as the back office's sign-in makes it. */
  async function signIn(email: string, password: string) {
    const res = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { Cookie: res.headers.get('set-cookie')!.split(';')[0]!, 'X-CSRF-Token': csrfToken };
  }

  /** A svc-catalog token for a staff session, as the screens ask svc-ops for one. */
  async function catalogToken(staff: Record<string, string>) {
    const res = await fetch(`${url}/api/admin/session/token`, {
      method: 'POST',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({ audience: 'svc-catalog' }),
    });
    expect(res.status).toBe(200);
    return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  }

  /** Signs in a colleague the admin invited, choosing their own password at the first sign-in, in a fresh context. */
  async function firstSignIn(who: { email: string; password: string }, temporary: string) {
    const context = await browser.createBrowserContext();
    const p = await context.newPage();
    await p.setViewport({ width: 1440, height: 1000 });
    await openPage(p, `${url}/admin/login`);
    await p.waitForSelector('input#email', { visible: true });
    await p.type('input#email', who.email);
    await p.type('input#password', temporary);
    await p.click('button[type=submit]');
    await textAppears(p, 'Choose a new password');
    await p.type('input#password-change_currentPassword', temporary);
    await p.type('input#password-change_newPassword', who.password);
    await p.type('input#password-change_confirmPassword', who.password);
    await clickButton(p, 'Save new password');
    return { context, page: p };
  }

  const temporaries = new Map<string, string>();

  beforeAll(async () => {
    const port = await freePort();
    launcher = spawnNode(
      'tools/dev/start.mjs',
      cleanEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD,
        // The catalog's screens are what this suite tests; the second factor has its own suite.
        STAFF_SECOND_FACTOR: 'optional',
        // Rendered pages kept 5 s rather than 30: a retired airport's page waits out the keep-time (the shell's
        // config tests hold its default and its bound).
        PAGE_TTL_SECONDS: '5',
      }),
    );
    const m = await launcher.waitFor(BANNER, 180_000);
    url = m[1]!;
    const admin = await signIn(m[2]!, ADMIN_PASSWORD);
    for (const [who, role] of [
      [CATALOG_USER, 'catalog'],
      [AGENT, 'agent'],
    ] as const) {
      const invite = await fetch(`${url}/api/admin/staff`, {
        method: 'POST',
        headers: { ...admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: who.email, name: who.name, role }),
      });
      expect(invite.status).toBe(201);
      temporaries.set(who.email, ((await invite.json()) as { temporaryPassword: string }).temporaryPassword);
    }
    browser = await launchChromium();
    csp = recordCspViolations(browser);
  });

  afterAll(async () => {
    await browser?.cleanup();
    if (launcher && launcher.child.exitCode === null) {
      launcher.child.kill('SIGINT');
      await launcher.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(downloads, { recursive: true, force: true });
  });

  it('signs a catalog user in to the catalog: no board, the catalog mounted from its own remote', async () => {
    ({ context: catalogContext, page } = await firstSignIn(CATALOG_USER, temporaries.get(CATALOG_USER.email)!));
    await page.waitForFunction(() => document.querySelector('h2')?.textContent === 'Airports', { timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/catalog/airports');
    const bar = await page.$eval('nav[aria-label="Back office"]', (n) =>
      [...n.querySelectorAll('a')].map((a) => a.textContent),
    );
    // Every staff member has their own Security page; a catalog user has nothing else of the back office.
    expect(bar).toEqual(['Catalog', 'Security']);
    await page.waitForFunction(() =>
      /^Airports: \d+ found$/.test(document.querySelector('caption')?.textContent ?? ''),
    );
    expect(await hasText(page, 'Read only')).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('schedules a price change: the public quote gives the old price before its date and the new one from it', async () => {
    await openPage(page, `${url}/admin/catalog/services?airport=LHR`);
    await page.waitForFunction(() =>
      /^Services: \d+ found$/.test(document.querySelector('caption')?.textContent ?? ''),
    );
    await page.click('table tbody tr a');
    await textAppears(page, 'Schedule a new price');
    const serviceId = Number(/\/services\/(\d+)/.exec(page.url())![1]);

    const quoteAt = async (asOf?: Date) => {
      const query = `date=2031-03-01&time=14:00&adults=2${asOf ? `&asOf=${encodeURIComponent(asOf.toISOString())}` : ''}`;
      const res = await fetch(`${url}/api/services/${serviceId}?${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { pricing: { basePrice: number } }).pricing.basePrice;
    };
    const calculated = async () => {
      const res = await fetch(`${url}/api/services/calculate-price`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          serviceId,
          adultCount: 2,
          childCount: 0,
          flightDate: '2031-03-01',
          flightTime: '14:00',
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { basePrice: number }).basePrice;
    };
    const old = await calculated();

    // A date well ahead in London, and a price no version has.
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const min = await page.$eval('input#effectiveFrom', (el) => (el as HTMLInputElement).min);
    expect(min < date).toBe(true);
    await setInputValue(page, 'input#effectiveFrom', date);
    await page.type('input#basePrice', '987.5');
    await clickButton(page, 'Schedule price');
    const shown = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
    await textAppears(page, `$987.50 from ${shown} is scheduled`);
    const priceRows = () =>
      page.$$eval('table', (tables) => {
        const prices = tables.find((t) => t.querySelector('caption')?.textContent?.startsWith('Price versions of'));
        return [...(prices?.querySelectorAll('tbody tr[data-row-key]') ?? [])].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.textContent),
        );
      });
    const rows = await priceRows();
    // Newest start first: the new version heads the history, scheduled, made by the catalog user; one is in force.
    expect(rows[0]!.slice(0, 2)).toEqual([`${shown}Scheduled`, '$987.50']);
    expect(rows[0]![3]).toMatch(/^Cara Catalog, /);
    expect(rows.some((r) => r[0]!.endsWith('In force'))).toBe(true);

    // The public side: today the old price still; at London's midnight of that date, the new one.
    const midnight = zonedLocalToUtc(date, '00:00', 'Europe/London');
    await eventually(
      () => quoteAt(new Date(midnight.getTime() + 60_000)),
      (price) => price === 987.5,
      60_000,
    );
    expect(await quoteAt(new Date(midnight.getTime() - 60_000))).toBe(old);
    expect(await quoteAt()).toBe(old);
    expect(await calculated()).toBe(old);

    // It stays after a reload: it is svc-catalog's, not the page's.
    await page.reload();
    await pageSettled(page);
    await eventually(priceRows, (after) => after[0]?.[0] === `${shown}Scheduled`, 30_000);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('retires an airport: within the minute its page and API answer 410 and it leaves the search', async () => {
    expect((await fetch(`${url}/airports/OSL`)).status).toBe(200);
    const inSearch = async () =>
      ((await (await fetch(`${url}/api/airports/search?q=oslo`)).json()) as { code: string }[]).map((a) => a.code);
    expect(await inSearch()).toContain('OSL');

    await openPage(page, `${url}/admin/catalog/airports/OSL`);
    await clickButton(page, 'Retire airport');
    await textAppears(page, 'Retire Oslo');
    await clickButton(page, 'Retire');
    const retiredAt = Date.now();
    await textAppears(page, 'OSL is retired');
    await textAppears(page, 'This airport is retired.');

    await eventually(
      async () => (await fetch(`${url}/airports/OSL`)).status,
      (status) => status === 410,
      60_000,
    );
    expect((await fetch(`${url}/api/airports/OSL`)).status).toBe(410);
    expect(await inSearch()).not.toContain('OSL');
    expect(await (await fetch(`${url}/api/airports/sitemap.xml`)).text()).not.toContain('/airports/OSL<');
    expect((Date.now() - retiredAt) / 1000).toBeLessThan(60);
  });

  it('creates a promo code with a budget, and the public site applies it to the level it discounts', async () => {
    await openPage(page, `${url}/admin/catalog/promo-codes`);
    await clickButton(page, 'New promo code');
    await page.waitForSelector('input#code', { visible: true });
    await page.type('input#code', PROMO.code);
    await page.type('input#description', PROMO.description);
    await page.type('input#discounts_standard', '15');
    await page.type('input#usageLimit', '20');
    await page.type('input#perEmailLimit', '1');
    await clickButton(page, 'Create promo code');
    await textAppears(page, `Promo code ${PROMO.code} created`);
    const row = await page.$$eval(
      'table tbody tr',
      (trs, code) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)).find((cells) => cells[0] === code),
      PROMO.code,
    );
    expect(row?.slice(0, 3)).toEqual([PROMO.code, PROMO.description, 'Standard VIP Meet & Greet 15 %']);

    const apply = await fetch(`${url}/api/promo-codes/apply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code: PROMO.code.toLowerCase(),
        items: [
          { id: 1, serviceLevel: 'standard' },
          { id: 2, serviceLevel: 'lounge' },
        ],
      }),
    });
    expect(apply.status).toBe(200);
    expect(await apply.json()).toMatchObject({ valid: true, discounts: [{ id: 1, discountPercentage: 15 }] });
  });

  it('exports the catalog as CSV, and a dry run of an edited file lists the change and changes nothing', async () => {
    // Chromium keeps the downloads of this browser context in a folder the test reads.
    const cdp = await browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: catalogContext.id,
    });
    await openPage(page, `${url}/admin/catalog/csv`);
    await clickButton(page, 'Download the catalog (CSV)');
    const file = await eventually(
      async () => readdirSync(downloads).find((f) => f.endsWith('.csv')),
      (name) => name !== undefined,
      30_000,
    );
    await textAppears(page, `${file} downloaded`);
    const csv = readFileSync(join(downloads, file!), 'utf8');
    const [header, ...lines] = csv.split(/\r?\n/);
    expect(header!.split(',').slice(0, 1)).toEqual(['record']);
    expect(lines.filter((l) => l.includes(PROMO.code))).toHaveLength(1);
    expect(lines.some((l) => l.includes('987.5'))).toBe(true);

    const edited = join(downloads, 'edited.csv');
    writeFileSync(edited, csv.replace(PROMO.description, `${PROMO.description} renamed`));
    const input = await page.waitForSelector('input[type=file]');
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(edited);
    await clickButton(page, 'Check the file (dry run)');
    await textAppears(page, 'Dry run: no errors. Nothing has changed yet: Apply imports it.');
    const table = (caption: string) =>
      page.$$eval(
        'table',
        (tables, c) => {
          const t = tables.find((x) => x.querySelector('caption')?.textContent === c)!;
          return [...t.querySelectorAll('tbody tr[data-row-key]')].map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => td.textContent),
          );
        },
        caption,
      );
    // By kind: nothing added or retired, one promo code changed, every other row unchanged.
    const byKind = await table('By kind of row');
    expect(byKind.map((r) => r[0])).toEqual([
      'Airports',
      'Vendors',
      'Services',
      'Price versions',
      'Porter fees',
      'Promo codes',
    ]);
    for (const [kind, added, changed, retired] of byKind)
      expect({ kind, added, changed, retired }).toEqual({
        kind,
        added: '0',
        changed: kind === 'Promo codes' ? '1' : '0',
        retired: '0',
      });
    const changes = await table('Changes, row by row');
    expect(changes.map((c) => c.slice(1))).toEqual([['Promo codes', 'Changed', PROMO.code, 'description']]);

    // Nothing changed: the code keeps its description.
    const token = await catalogToken(await signIn(CATALOG_USER.email, CATALOG_USER.password));
    const promo = await fetch(`${url}/api/admin/catalog/promo-codes/${PROMO.code}`, { headers: token });
    expect(((await promo.json()) as { description: string }).description).toBe(PROMO.description);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows an operations agent the catalog read-only, and svc-catalog refuses them every change', async () => {
    const { context, page: agentPage } = await firstSignIn(AGENT, temporaries.get(AGENT.email)!);
    await textAppears(agentPage, 'Booking Management Dashboard');
    const editing = ['Save airport', 'Retire airport', 'Add a service', 'New promo code', 'Schedule price', 'Apply'];
    // Each screen once its content is there (what it shows on reading), then its controls.
    const screens = [
      ['airports/LHR', 'Porter fees at LHR'],
      ['services?airport=LHR', 'Services: '],
      ['promo-codes', PROMO.description],
      ['csv', 'Download the catalog (CSV)'],
    ] as const;
    for (const [path, shown] of screens) {
      await openPage(agentPage, `${url}/admin/catalog/${path}`);
      await textAppears(agentPage, 'Your role can look at the catalog but not change it');
      await textAppears(agentPage, shown);
      const names = await controlNames(agentPage);
      expect({ path, edits: names.filter((n) => editing.includes(n)) }).toEqual({ path, edits: [] });
    }
    expect(await agentPage.$('input[type=file]')).toBeNull();
    await openPage(agentPage, `${url}/admin/catalog/airports/LHR`);
    await textAppears(agentPage, 'London Heathrow');
    expect(await hasText(agentPage, 'Open or retired')).toBe(false);
    expect(await seriousA11yViolations(agentPage)).toEqual([]);
    await context.close();

    const token = await catalogToken(await signIn(AGENT.email, AGENT.password));
    const lhr = (await (await fetch(`${url}/api/admin/catalog/airports/LHR`, { headers: token })).json()) as {
      version: number;
      city: string;
    };
    const json = { ...token, 'Content-Type': 'application/json' };
    const attempts: Array<[string, string, Record<string, string>, string]> = [
      ['PATCH', '/api/admin/catalog/airports/LHR', json, JSON.stringify({ version: lhr.version, active: false })],
      ['POST', '/api/admin/catalog/promo-codes', json, JSON.stringify({ code: 'AGENTCODE', description: 'x' })],
      ['POST', '/api/admin/catalog/import?dryRun=true', { ...token, 'Content-Type': 'text/csv' }, 'record\n'],
    ];
    for (const [method, path, headers, body] of attempts) {
      const res = await fetch(`${url}${path}`, { method, headers, body });
      const error = ((await res.json()) as { error: { code: string } }).error.code;
      expect({ method, path, status: res.status, error }).toEqual({
        method,
        path,
        status: 403,
        error: 'PERMISSION_DENIED',
      });
    }
    expect((await fetch(`${url}/api/airports/LHR`)).status).toBe(200);
  });

  it('logged no Content-Security-Policy violation', async () => {
    await catalogContext?.close();
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
