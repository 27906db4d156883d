import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { API_CONTENT_SECURITY_POLICY, PAGE_SECURITY_HEADERS } from '@vip/contracts/platform';
import { LOCALE_NAMES, localeDirection, localeSegment } from '@vip/contracts/i18n';
import { seriousA11yViolations } from '../test-support/axe';
import { launchChromium } from '../test-support/browser';
import { recordCspViolations, type CspViolationRecorder } from '../test-support/csp-violations';
import { englishLeftOn, englishTextsFor, siteText } from '../test-support/english-left';
import { fillField, openPage, pageSettled, textAppears } from '../test-support/page-actions';
import { cleanEnv, eventually, freePort, spawnNode, type Spawned } from '../test-support/processes';
import { startSquareStandIn, type SquareStandIn } from '@vip/svc-ops/testing';

// The first start prints the generated admin password; a later one says the password is kept.
const BANNER = /running at (http:\/\/\S+)[\s\S]*?Staff login: \S+\s+(\S+)(?: \/ (\S+)| \(its password is kept)/;

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
      contactPhone: '+1 212 555 0100',
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

interface ApiService {
  id: number;
  name: string;
  serviceLevel: string;
  pricing: { totalPrice: number };
}

declare global {
  interface Window {
    openQuoteSheet?: () => void;
  }
}

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function servicesAt(
  url: string,
  airport: string,
  type: string,
  date: string,
  time: string,
  adults = 1,
): Promise<ApiService[]> {
  const res = await fetch(
    `${url}/api/services?airport=${airport}&type=${type}&date=${date}&time=${time}&adults=${adults}&children=0`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ApiService[];
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** The sheet's summary for services given as [catalog price, discount %], worked out in cents. */
function quoteTotals(lines: Array<[number, number]>): Record<string, string> & { documentTotal: string } {
  const base = lines.reduce((n, [price]) => n + Math.round(price * 100), 0);
  const total = lines.reduce((n, [price, pct]) => n + Math.round((Math.round(price * 100) * (100 - pct)) / 100), 0);
  // The quote documents keep the cents a discount leaves ($490.50) and drop '.00'.
  const documentTotal =
    total % 100 === 0
      ? wholeDollars.format(total / 100)
      : `$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  return {
    documentTotal,
    'Base services total': wholeDollars.format(base / 100),
    'Porter total': wholeDollars.format(0),
    Discounts: `−${wholeDollars.format((base - total) / 100)}`,
    'Total quote value': wholeDollars.format(total / 100),
  };
}

async function quoteSummary(page: Page): Promise<Record<string, string>> {
  return page.$eval('dl[aria-label="Quote summary"]', (dl) => {
    const out: Record<string, string> = {};
    dl.querySelectorAll('dt').forEach(
      (dt) => (out[dt.textContent!.trim()] = dt.nextElementSibling!.textContent!.trim()),
    );
    return out;
  });
}

/** Sets a date or time input the way a picker does, so React sees the change. */
async function setInputValue(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, v) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

/** Clicks the button with this text, inside the service card with this title when one is given. */
/** What the browser is asked that has no timeout of its own fails after 30 s, naming what it waited for. */
async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Waited 30 s for ${what}`)), 30_000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function clickButton(page: Page, text: string, cardTitle?: string): Promise<void> {
  // Toasts sit bottom right, over the quote sheet's lower buttons, for five seconds: close them as a user would.
  // A page behind a popup gets no animation frames, so its toasts never finish closing: bring it to the front.
  await within(page.bringToFront(), 'the page to come to the front');
  await pageSettled(page);
  // Keep closing until none is left: a toast can arrive while another one leaves.
  await page.waitForFunction(
    () => {
      document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((close) => close.click());
      return !document.querySelector('.ant-notification-notice');
    },
    { timeout: 15_000, polling: 250 },
  );
  // A service card is an article (an <article>, or an element with that role) titled by its h3.
  const scope = cardTitle
    ? `//*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(cardTitle)}]]`
    : '';
  const button = await page.waitForSelector(`xpath/${scope}//button[normalize-space()=${JSON.stringify(text)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

describeWithInfra('chromium', 'the product on embedded defaults (npm start) in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-e2e-'));
  let port: number;
  let launcher: Spawned;
  let url: string;
  let email: string;
  let password: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let reference: string;
  /** Square's API as svc-ops' invoice tests know it; mail and texts stay in the embedded dev outbox. */
  let square: SquareStandIn;
  const webhook = {
    signatureKey: 'whsk-e2e-signature-key-0123456789',
    notificationUrl: 'https://vip.example.com/api/webhooks/square',
  };

  const start = async () => {
    launcher = spawnNode(
      'tools/dev/start.mjs',
      cleanEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: undefined,
        // These journeys are the back office's work; the sign-in with a second factor has its own suite
        // (staff-second-factor.e2e-spec.ts), on the product's default.
        STAFF_SECOND_FACTOR: 'optional',
        // Rendered pages kept 5 s rather than 30: the journeys wait for a changed price and a retired airport to
        // reach the pages, which takes the keep-time (the shell's config tests hold its default and its bound).
        PAGE_TTL_SECONDS: '5',
        SQUARE_BASE_URL: square.url,
        SQUARE_ACCESS_TOKEN: square.accessToken,
        SQUARE_LOCATION_ID: square.locationId,
        SQUARE_WEBHOOK_SIGNATURE_KEY: webhook.signatureKey,
        SQUARE_WEBHOOK_URL: webhook.notificationUrl,
      }),
    );
    const m = await launcher.waitFor(BANNER, 180_000);
    [, url, email] = m;
    if (m[3]) password = m[3];
  };

  /** A staff member signed in fresh in a browser context of their own, on the board. */
  const signedInStaffPage = async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1600, height: 1000 });
    await openPage(page, `${url}/admin/login`);
    await page.waitForSelector('input#email', { visible: true });
    await page.type('input#email', email);
    await page.type('input#password', password);
    await page.click('button[type=submit]');
    await textAppears(page, 'Booking Management Dashboard');
    return { context, page };
  };

  beforeAll(async () => {
    port = await freePort();
    square = await startSquareStandIn({
      webhook: { ...webhook, targetUrl: `http://127.0.0.1:${port}/api/webhooks/square` },
    });
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
    await square?.close();
  });

  // Every page, pop-up and tab the tests below open is watched for Content-Security-Policy violations;
  // the last test fails on any. Declared after the hook above, so it runs once the browser is there.
  let csp: CspViolationRecorder;
  beforeAll(() => {
    csp = recordCspViolations(browser);
  });

  it('shows the airports from the catalog through the airports remote', async () => {
    const page = await browser.newPage();
    await openPage(page, `${url}/airports`);
    await textAppears(page, 'Global Airport Coverage');
    await textAppears(page, 'Leonardo da Vinci–Fiumicino Airport');
    expect(await page.$$eval('a[href^="/vip-meet-and-greet/"]', (els) => els.length)).toBeGreaterThanOrEqual(270);
    // The page sits between the shell's header and footer.
    expect(await page.$eval('footer', (f) => f.textContent)).toContain('Transit & Connections');
    await page.close();
  });

  it('filters the directory by text, region and level, and reaches a landing page from a card', async () => {
    const page = await browser.newPage();
    await openPage(page, `${url}/airports`);
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

    await openPage(page, `${url}/airports`);
    await textAppears(page, 'Global Airport Coverage');
    const [regionButton] = await page.$$('xpath/.//button[normalize-space()="Asia Pacific"]');
    await regionButton.click();
    await page.waitForFunction(() => /\d+ Airports? Found/.test(document.body.innerText));
    const [suiteButton] = await page.$$('xpath/.//button[normalize-space()="Private VIP Suite"]');
    await suiteButton.click();
    await page.waitForFunction(
      () => /\d+ Airports? Found/.test(document.body.innerText) && location.search.includes('level=suite'),
    );
    await page.close();
  });

  it('shows an airport page with levels, prices and the search form, and finds services', async () => {
    const page = await browser.newPage();
    await openPage(page, `${url}/airport/fco`);
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
    await openPage(page, `${url}/airports/zzz`);
    await textAppears(page, 'Airport Not Found');
    expect(await page.$eval('a[href="/airports"]', (a) => a.textContent)).toBeTruthy();
    await openPage(page, `${url}/vip-meet-and-greet/singapore-changi`);
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
    await openPage(page, `${url}/admin/dashboard`);
    await textAppears(page, 'Admin Access');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.type('input#email', email);
    await page.type('input#password', 'not-the-password');
    await page.click('button[type=submit]');
    await textAppears(page, 'Invalid email or password');
    await fillField(page, 'input#password', password);
    await page.click('button[type=submit]');
    await textAppears(page, 'Booking Management Dashboard');
    await textAppears(page, reference);
    expect(await page.evaluate(() => document.body.innerText)).toContain('Katherine Johnson');
    await page.close();
  });

  describe('back office: the status board and the booking modal', () => {
    let page: Page;
    const card = (ref: string) => `[data-testid="card-${ref}"]`;
    const column = (status: string) => `section[aria-labelledby="column-${status}"]`;
    const inColumn = async (status: string, ref: string) => {
      try {
        await page.waitForFunction(
          (c: string, r: string) => document.querySelector(c)?.textContent?.includes(r) ?? false,
          { timeout: 30_000 },
          column(status),
          ref,
        );
      } catch (error) {
        // What the board showed instead, so a failure says whether the move was refused, lost or late.
        const seen = await page
          .evaluate((r: string) => {
            const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();
            return {
              notifications: [...document.querySelectorAll('.ant-notification-notice')].map(text),
              columnsWithCard: [...document.querySelectorAll('section[aria-labelledby^="column-"]')]
                .filter((section) => section.textContent?.includes(r))
                .map((section) => section.getAttribute('aria-labelledby')),
              openMenus: [...document.querySelectorAll('[role="menu"]')].map(text),
              focused: document.activeElement?.outerHTML.slice(0, 160),
            };
          }, ref)
          .catch((reason: unknown) => `unreadable: ${String(reason)}`);
        throw new Error(`${ref} was not in ${status} after 30 s; the board showed ${JSON.stringify(seen)}`, {
          cause: error,
        });
      }
    };

    let context: Awaited<ReturnType<typeof browser.createBrowserContext>>;

    beforeAll(async () => {
      // A context of its own: a staff member signing in fresh, not the session of the earlier test.
      ({ context, page } = await signedInStaffPage());
    });
    afterAll(() => context?.close());

    it('moves one booking by dragging it and another with its Move menu from the keyboard, both kept on the server', async () => {
      const dragged = await requestBooking(url, 'Dorothy Vaughan');
      const keyed = await requestBooking(url, 'Mary Jackson');
      await page.reload();
      await inColumn('inquiry_received', dragged);
      await inColumn('inquiry_received', keyed);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // HTML5 drag and drop, as the browser sends it: dragstart on the card, dragover and drop on the column.
      await page.evaluate(
        (from: string, to: string) => {
          const data = new DataTransfer();
          document
            .querySelector(from)!
            .dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
          const target = document.querySelector(to)!;
          target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
          target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
        },
        card(dragged),
        column('pending_supplier_availability'),
      );
      await inColumn('pending_supplier_availability', dragged);

      await page.focus(`button[aria-label="Move ${keyed} to another status"]`);
      await page.keyboard.press('Enter');
      const item = await page.waitForSelector('xpath/.//li[@role="menuitem"][normalize-space()="Escalation Needed"]', {
        visible: true,
      });
      await item!.focus();
      await page.keyboard.press('Enter');
      await inColumn('escalation_needed', keyed);

      await page.reload();
      await inColumn('pending_supplier_availability', dragged);
      await inColumn('escalation_needed', keyed);
    });

    it('edits a booking, ticks checklist items, and finds everything kept after a reload; Logout goes to the login', async () => {
      // Search (trigram indexes on the embedded PGlite too): only the traveller's booking stays on the board.
      await page.type('input[aria-label="Search bookings"]', 'Katherine Johnson');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (ref: string) =>
          document.querySelectorAll('[data-testid^="card-"]').length === 1 &&
          !!document.querySelector(`[data-testid="card-${ref}"]`),
        { timeout: 30_000 },
        reference,
      );
      await page.click(`${card(reference)} button.ant-btn-link`);
      await page.waitForSelector('[role="dialog"]', { visible: true });
      await textAppears(page, 'Booking Summary');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Edit');
      await page.type('#internal-notes', 'Greeter to wait at gate B12');
      await clickButton(page, 'Save');
      await textAppears(page, 'Booking saved');
      const checklistTab = await page.waitForSelector('xpath/.//div[@role="tab"][normalize-space()="Checklist"]', {
        visible: true,
      });
      await checklistTab!.click();
      const tick = await page.waitForSelector('xpath/.//label[.//span[normalize-space()="Driver info requested"]]', {
        visible: true,
      });
      await tick!.click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('label')].some(
          (l) => l.textContent?.includes('Driver info requested') && l.querySelector('input')?.checked,
        ),
      );
      await page.waitForFunction(
        () =>
          document.body.innerText.includes(', ') && /Driver info requested[\s\S]*\d{4}/.test(document.body.innerText),
      );

      await page.reload();
      await page.waitForSelector(`${card(reference)} button.ant-btn-link`, { visible: true, timeout: 30_000 });
      await page.click(`${card(reference)} button.ant-btn-link`);
      await textAppears(page, 'Greeter to wait at gate B12');
      await textAppears(page, 'Internal notes (empty) → Greeter to wait at gate B12');
      const tab = await page.waitForSelector('xpath/.//div[@role="tab"][normalize-space()="Checklist"]', {
        visible: true,
      });
      await tab!.click();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('label')].some(
            (l) => l.textContent?.includes('Driver info requested') && l.querySelector('input')?.checked,
          ),
        { timeout: 30_000 },
      );
      await clickButton(page, 'Close');
      await page.waitForSelector('[role="dialog"]', { hidden: true });

      await clickButton(page, 'Logout');
      await textAppears(page, 'Admin Access');
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await openPage(page, `${url}/admin/dashboard`);
      await textAppears(page, 'Admin Access');
    });
  });

  describe('back office II: chauffeur transfers, suppliers, communications, PDF and invoices', () => {
    let page: Page;
    let context: Awaited<ReturnType<typeof browser.createBrowserContext>>;
    const card = (ref: string) => `[data-testid="card-${ref}"]`;
    /**
     * Selects a tab of the booking modal (clicked until selected: a closing dialog or toast may take the first click).
     */
    const tab = async (name: string) => {
      await page.waitForFunction(
        (n: string) => {
          const t = [...document.querySelectorAll('[role="dialog"] [role="tab"]')].find(
            (x) => x.textContent?.trim() === n,
          ) as HTMLElement | undefined;
          if (!t) return false;
          if (t.getAttribute('aria-selected') === 'true') return true;
          t.click();
          return false;
        },
        { timeout: 30_000, polling: 200 },
        name,
      );
    };
    /** Clicks a button of the dialog with this title (other tabs hold buttons of the same name). */
    const inDialog = async (title: string, text: string) => {
      await within(page.bringToFront(), 'the page to come to the front');
      // Found, checked and clicked in one go: the dialog re-renders when the booking refreshes, so a
      // button found earlier may be gone. Clicked once it is enabled and its dialog has finished opening.
      await page.waitForFunction(
        (t: string, label: string) => {
          const dialogs = [...document.querySelectorAll('.ant-modal')].filter(
            (m) => m.querySelector('.ant-modal-title')?.textContent?.trim() === t,
          );
          const button = dialogs
            .flatMap((m) => [...m.querySelectorAll('button')])
            .find((b) => b.textContent?.trim() === label);
          if (!button || button.disabled || button.getBoundingClientRect().height < 24) return false;
          button.click();
          return true;
        },
        { timeout: 30_000, polling: 100 },
        title,
        text,
      );
    };
    /** Opens a booking's modal from the board, found with the search box. */
    const openFromBoard = async (ref: string) => {
      await openPage(page, `${url}/admin/dashboard`);
      await page.waitForSelector('input[aria-label="Search bookings"]', { visible: true });
      await page.type('input[aria-label="Search bookings"]', ref);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${card(ref)} button.ant-btn-link`, { visible: true, timeout: 30_000 });
      await page.click(`${card(ref)} button.ant-btn-link`);
      await page.waitForSelector('[role="dialog"]', { visible: true });
      await textAppears(page, 'Booking Summary');
    };

    beforeAll(async () => {
      ({ context, page } = await signedInStaffPage());
    });
    afterAll(() => context?.close());

    it('creates a chauffeur transfer linked to a VIP booking and finds it on the board with the Chauffeur badge', async () => {
      const vip = await requestBooking(url, 'Annie Easley');
      await clickButton(page, 'Create Chauffeur Service');
      await page.waitForFunction(() => location.pathname === '/chauffeur-booking');
      await textAppears(page, 'Create Standalone Chauffeur Service');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Link to Existing VIP Booking');
      await page.waitForSelector('input[aria-label="Search VIP bookings"]', { visible: true });
      await page.type('input[aria-label="Search VIP bookings"]', vip);
      await page.keyboard.press('Enter');
      const link = await page.waitForSelector(`button[aria-label="Link ${vip}"]`, { visible: true, timeout: 30_000 });
      await link!.click();
      await textAppears(page, `Linked to ${vip} · Annie Easley`);
      expect(await page.$eval('#transfer-contactName', (i) => (i as HTMLInputElement).value)).toBe('Annie Easley');
      await page.type('#transfer-pickupLocation', 'Arrivals hall, Terminal 2');
      await page.type('#transfer-dropoffLocation', 'Transcorp Hilton');
      await fillField(page, '#transfer-serviceCost', '120');
      await clickButton(page, 'Add Cost Item');
      await page.type('input[aria-label="Additional cost 1 description"]', 'Meet-and-greet sign');
      await fillField(page, 'input[aria-label="Additional cost 1 amount"]', '15');
      await page.waitForFunction(
        () => document.querySelector('output[aria-labelledby="transfer-total-label"]')?.textContent === '$135.00',
        { timeout: 30_000 },
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Create Chauffeur Service');
      await page.waitForFunction(() => location.pathname === '/admin/dashboard', { timeout: 30_000 });
      const transferRef = await page.waitForFunction(
        () => /Reference (CHF-\d{5}-[A-Z]{3})/.exec(document.body.innerText)?.[1],
        { timeout: 30_000 },
      );
      const ref = (await transferRef.jsonValue()) as string;

      await page.waitForSelector('input[aria-label="Search bookings"]', { visible: true, timeout: 30_000 });
      await page.type('input[aria-label="Search bookings"]', ref);
      await page.keyboard.press('Enter');
      await page.waitForSelector(card(ref), { visible: true, timeout: 30_000 });
      expect(await page.$eval(card(ref), (c) => c.textContent)).toContain('Chauffeur');
      await page.click(`${card(ref)} button.ant-btn-link`);
      await page.waitForSelector('[role="dialog"]', { visible: true });
      await textAppears(page, `Linked VIP booking`);
      await textAppears(page, vip);
      await textAppears(page, 'Transcorp Hilton');
      await tab('Operations');
      await textAppears(page, 'Vehicle & Driver Coordination');
      await clickButton(page, 'Close');
    });

    it('assigns a supplier, sends greeter information by e-mail and text, and generates and sends the PDF confirmation', async () => {
      const ref = await requestBooking(url, 'Gladys West');
      await openFromBoard(ref);
      await tab('Suppliers');
      await page.waitForFunction(() => /Supplier 1 of \d+/.test(document.body.innerText), { timeout: 30_000 });
      const assign = await page.waitForSelector('button[aria-label^="Assign to Trip: "]', { visible: true });
      const supplier = (await assign!.evaluate((b) =>
        b.getAttribute('aria-label')!.replace('Assign to Trip: ', ''),
      )) as string;
      await assign!.click();
      await page.waitForSelector(`button[aria-label="Assigned: ${supplier}"]`, { visible: true, timeout: 30_000 });
      expect(
        await page.$eval(`button[aria-label="Assigned: ${supplier}"]`, (b) => (b as HTMLButtonElement).disabled),
      ).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The greeter's name and phone unlock the greeter messages.
      await tab('Operations');
      await textAppears(page, 'Add greeter name and phone to send contact information');
      await clickButton(page, 'Edit');
      await page.type('#ops-greeterName', 'Marco Rossi');
      await page.type('#ops-greeterPhone', '+39 06 555 0101');
      await clickButton(page, 'Save');
      await textAppears(page, 'Booking saved');
      // Enabled once the saved greeter reaches the Communication Center.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'Send Greeter Information' && !b.disabled,
          ),
        { timeout: 30_000 },
      );
      await clickButton(page, 'Send Greeter Information');
      await page.waitForSelector(
        'xpath/.//div[contains(@class,"ant-modal-title")][normalize-space()="Send Greeter Information"]',
        { visible: true },
      );
      await inDialog('Send Greeter Information', 'Send Email');
      await textAppears(page, 'Greeter information e-mail');
      // A send closes the dialog; the text is sent from it opened again.
      await page.waitForSelector(
        'xpath/.//div[contains(@class,"ant-modal-title")][normalize-space()="Send Greeter Information"]',
        { hidden: true },
      );
      await clickButton(page, 'Send Greeter Information');
      await inDialog('Send Greeter Information', 'Send Text');
      // Both greeter messages listed (the booking's acknowledgements went through the dev outbox too).
      await page.waitForFunction(
        () => {
          const center = document.querySelector('[aria-label="Communication Center"]')?.textContent ?? '';
          return (
            center.includes('Text') && (document.body.innerText.match(/Dev outbox — not delivered/g) ?? []).length >= 4
          );
        },
        { timeout: 30_000 },
      );
      const center = await page.$eval('[aria-label="Communication Center"]', (c) => c.textContent ?? '');
      expect(center).toContain('Email');
      expect(center).toContain('Text');
      expect(center).toContain(`Your Greeter Information - ${ref}`);

      // PDF confirmation: generated by Chromium in svc-ops, opened in a new tab, then sent.
      await tab('Confirmations');
      await textAppears(page, 'Not Generated');
      const popup = new Promise<Page | null>((resolve) => page.once('popup', resolve));
      await clickButton(page, 'Generate PDF');
      // A failure says what the browser had open and what the page showed.
      const pdfTab = await within(popup, 'the PDF tab to open').catch(async (error: Error) => {
        const targets = browser.targets().map((t) => `${t.type()} ${t.url().slice(0, 80)}`);
        const text = await page.evaluate(() => document.body.innerText.slice(0, 2000));
        throw new Error(`${error.message}\nThe browser's targets: ${targets.join(', ')}\nThe page's text:\n${text}`);
      });
      await within(page.bringToFront(), 'the board to come to the front');
      await textAppears(page, 'Re-Generate PDF');
      await within(pdfTab?.close() ?? Promise.resolve(), 'the PDF tab to close');
      // The stored PDF, read with the staff session as the View PDF button does.
      const pdf = await within(
        page.evaluate(async (r: string) => {
          const list = (await (await fetch(`/api/admin/bookings?q=${encodeURIComponent(r)}`)).json()) as {
            items: Array<{ id: string }>;
          };
          const res = await fetch(`/api/admin/bookings/${list.items[0]!.id}/pdf`);
          return {
            status: res.status,
            type: res.headers.get('content-type'),
            head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
          };
        }, ref),
        'the stored PDF',
      );
      expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
      await clickButton(page, 'Send PDF Confirmation');
      await page.waitForSelector('#pdf-recipient', { visible: true });
      expect(await page.$eval('#pdf-subject', (i) => (i as HTMLInputElement).value)).toContain(ref);
      await inDialog('Send PDF Confirmation', 'Send PDF');
      await textAppears(page, 'PDF confirmation kept in the dev outbox');
      // Delivery: Not Sent → Sent, with the recipient.
      await page.waitForFunction(
        () => {
          const text = document.querySelector('[aria-label="PDF Confirmation Management"]')?.textContent ?? '';
          return !text.includes('Not Sent') && text.includes('Sent') && text.includes('e2e@example.com');
        },
        { timeout: 30_000 },
      );
      await tab('Checklist');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('label')].some(
            (l) => l.textContent?.includes('Confirmation email sent') && l.querySelector('input')?.checked,
          ),
        { timeout: 30_000 },
      );
      await clickButton(page, 'Close');
    });

    it('creates a Square invoice, publishes it for its payment link, and marks the booking paid when Square says so', async () => {
      const ref = await requestBooking(url, 'Evelyn Boyd Granville');
      await openFromBoard(ref);
      await tab('Invoice');
      await clickButton(page, 'Generate Square Invoice');
      await textAppears(page, 'Invoice created');
      await page.waitForFunction(
        () => document.querySelector('[aria-label="Invoice Management"]')?.textContent?.includes('Draft'),
        { timeout: 30_000 },
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Publish & Get Link');
      await textAppears(page, 'Invoice published');
      const link = await page.waitForSelector('[aria-label="Invoice Management"] a[target="_blank"]', {
        visible: true,
        timeout: 30_000,
      });
      const href = await link!.evaluate((a) => (a as HTMLAnchorElement).href);
      const invoice = [...square.invoices.values()].find((i) => i.public_url === href);
      expect(invoice).toBeDefined();
      expect(invoice!.status).toBe('UNPAID');

      // The client pays on Square's page; Square tells svc-ops through the signed webhook.
      square.pay(invoice!.id);
      expect((await square.deliverWebhook('invoice.payment_made', invoice!.id)).status).toBe(200);
      await clickButton(page, 'Refresh Status');
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-label="Invoice Management"]')?.textContent?.includes('This booking is paid') ||
          document.querySelector('[role="dialog"]')?.textContent?.includes('Paid'),
        { timeout: 30_000 },
      );
      await clickButton(page, 'Close');
      await page.waitForSelector(`${card(ref)} [aria-label="Paid"]`, { timeout: 30_000 });
      // The traveller sees it too (svc-booking applied invoice.paid).
      await expect(
        (async () => {
          // Look-ups are rate-limited (30 a minute): a few, spaced.
          for (let i = 0; i < 15; i++) {
            const res = await fetch(`${url}/api/bookings/${ref}?email=e2e@example.com`);
            const status = ((await res.json()) as { paymentStatus?: string }).paymentStatus;
            if (status === 'Paid') return status;
            await new Promise((r) => setTimeout(r, 1000));
          }
          return 'not paid';
        })(),
      ).resolves.toBe('Paid');
    });
  });

  it('lets the first click reach the page while the start-up overlay is still fading', async () => {
    const page = await browser.newPage();
    // Tall enough that the first card's button is on screen without scrolling.
    await page.setViewport({ width: 1280, height: 1100 });
    // Looks at every frame from the start: the moment the first service card's button is painted,
    // does a click at its centre reach it, and is the overlay still there?
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { firstButton?: { overlay: boolean; reaches: boolean } };
      const look = () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Select Service');
        const box = button?.getBoundingClientRect();
        if (!button || !box || box.bottom > innerHeight) return requestAnimationFrame(look);
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        w.firstButton = {
          overlay: !!document.getElementById('startup-spinner'),
          reaches: !!hit && button.contains(hit),
        };
      };
      requestAnimationFrame(look);
    });
    await page.goto(
      `${url}/booking?airport=FCO&type=arrival&date=${isoDaysFromNow(25)}&time=14:00&adults=1&children=0`,
    );
    const seen = await page.waitForFunction(() => (window as unknown as { firstButton?: unknown }).firstButton, {
      timeout: 30_000,
    });
    expect(await seen.jsonValue()).toMatchObject({ reaches: true });
    await page.close();
  });

  describe('public pages rendered on the server (issue 13)', () => {
    const results = () => `/booking?airport=FCO&type=arrival&date=${isoDaysFromNow(30)}&time=14:00&adults=1&children=0`;
    const PAGES: Array<{ path: () => string; texts: Array<string | RegExp>; jsonLd?: string }> = [
      { path: () => '/', texts: ['VIP airport assistance at 270+ airports', 'Find Services'] },
      {
        path: () => '/airports',
        texts: [
          'Global Airport Coverage',
          'Leonardo da Vinci–Fiumicino Airport',
          'London Heathrow Airport',
          'Rome, Italy',
        ],
      },
      {
        path: () => '/airports/LHR',
        texts: ['London Heathrow Airport', 'London', /from \$[\d,]+/, 'Find Services'],
        jsonLd: 'Airport',
      },
      {
        path: () => '/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
        texts: ['London Heathrow', /from \$[\d,]+/],
        jsonLd: 'Airport',
      },
      { path: results, texts: ['Premium Airport Services', 'Select Service', /\$[\d,]+/] },
    ];
    /** What a reader (or a search engine) without JavaScript gets: the HTML's text. */
    const textOf = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, ' ');

    it('sends each page with its content, title, canonical link and structured data in the HTML', async () => {
      for (const { path, texts, jsonLd } of PAGES) {
        const res = await fetch(`${url}${path()}`);
        const html = await res.text();
        expect({ path: path(), status: res.status }).toEqual({ path: path(), status: 200 });
        const text = textOf(html.slice(html.indexOf('<body')));
        for (const expected of texts) {
          if (typeof expected === 'string')
            expect({ path: path(), has: text.includes(expected) ? expected : text.slice(0, 300) }).toEqual({
              path: path(),
              has: expected,
            });
          else expect(text).toMatch(expected);
        }
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).not.toContain('id="startup-spinner"');
        if (jsonLd) {
          const data = /<script type="application\/ld\+json" data-page-meta="">(.*?)<\/script>/.exec(html)?.[1];
          expect(JSON.parse(data ?? '{}')).toMatchObject({ '@type': jsonLd, iataCode: 'LHR' });
          expect(html).toContain(`<link rel="canonical" href="${url}${path()}"`);
        }
      }
    });

    it('answers 404 for an unknown path (the not-found screen in the HTML), an unknown airport and a slug without a code', async () => {
      const unknown = await fetch(`${url}/no-such-page`);
      expect(unknown.status).toBe(404);
      expect(textOf(await unknown.text())).toContain('404 Page Not Found');
      const airport = await fetch(`${url}/airports/zzz`);
      expect(airport.status).toBe(404);
      expect(await airport.text()).toContain('<meta name="robots" content="noindex"/>');
      // A landing page whose slug names no airport code.
      expect((await fetch(`${url}/vip-meet-and-greet/singapore-changi`)).status).toBe(404);
    });

    it('follows a catalog change within the minute: a price and a retired airport, in the API and the rendered page', async () => {
      const session = await fetch(`${url}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(session.status).toBe(200);
      const { csrfToken } = (await session.json()) as { csrfToken: string };
      const staff = { Cookie: session.headers.get('set-cookie')!.split(';')[0]!, 'X-CSRF-Token': csrfToken };
      const token = await fetch(`${url}/api/admin/session/token`, {
        method: 'POST',
        headers: { ...staff, 'Content-Type': 'application/json' },
        body: JSON.stringify({ audience: 'svc-catalog' }),
      });
      expect(token.status).toBe(200);
      const catalog = { Authorization: `Bearer ${((await token.json()) as { token: string }).token}` };
      const pageText = async (path: string) => {
        const res = await fetch(`${url}${path}`);
        return { status: res.status, text: textOf(await res.text()) };
      };
      const standardFrom = async () =>
        (
          (await (await fetch(`${url}/api/airports/MAD`)).json()) as {
            serviceLevels: { level: string; minPrice: number }[];
          }
        ).serviceLevels.find((l) => l.level === 'standard')!.minPrice;

      // The page is rendered (and kept) with today's price first.
      const before = await standardFrom();
      expect((await pageText('/airports/MAD')).text).toContain(`from ${wholeDollars.format(before)}`);
      const services = (await (
        await fetch(`${url}/api/admin/catalog/services?airport=MAD&level=standard&status=active`, { headers: catalog })
      ).json()) as { items: { id: number; airport: { timeZone: string }; currentPrice: { basePrice: number } }[] };
      const cheapest = services.items.sort((a, b) => a.currentPrice.basePrice - b.currentPrice.basePrice)[0]!;
      const lower = before - 13;
      const changedAt = Date.now();
      const scheduled = await fetch(`${url}/api/admin/catalog/services/${cheapest.id}/prices`, {
        method: 'POST',
        headers: { ...catalog, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          effectiveFrom: new Intl.DateTimeFormat('en-CA', { timeZone: cheapest.airport.timeZone }).format(new Date()),
          basePrice: lower,
        }),
      });
      expect(scheduled.status).toBe(201);
      await eventually(standardFrom, (price) => price === lower, 60_000);
      const apiSeconds = (Date.now() - changedAt) / 1000;
      await eventually(
        () => pageText('/airports/MAD'),
        (page) => page.text.includes(`from ${wholeDollars.format(lower)}`),
        60_000,
      );
      const pageSeconds = (Date.now() - changedAt) / 1000;
      process.stdout.write(
        `[e2e] a price change: in the API after ${apiSeconds.toFixed(1)} s, in the rendered page after ${pageSeconds.toFixed(1)} s\n`,
      );
      expect(pageSeconds).toBeLessThan(60);

      // A retired airport: its page (kept a moment ago) answers 410, and it leaves the search.
      expect((await pageText('/airports/OSL')).status).toBe(200);
      const osl = (await (await fetch(`${url}/api/admin/catalog/airports/OSL`, { headers: catalog })).json()) as {
        version: number;
      };
      const retiredAt = Date.now();
      const retired = await fetch(`${url}/api/admin/catalog/airports/OSL`, {
        method: 'PATCH',
        headers: { ...catalog, 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: osl.version, active: false }),
      });
      expect(retired.status).toBe(200);
      await eventually(
        () => pageText('/airports/OSL'),
        (page) => page.status === 410,
        60_000,
      );
      const search = (await (await fetch(`${url}/api/airports/search?q=oslo`)).json()) as { code: string }[];
      expect(search.map((a) => a.code)).not.toContain('OSL');
      const retiredSeconds = (Date.now() - retiredAt) / 1000;
      process.stdout.write(`[e2e] a retired airport's page answered 410 after ${retiredSeconds.toFixed(1)} s\n`);
      expect(retiredSeconds).toBeLessThan(60);
    });

    it("hydrates each page without a mismatch: the server's elements stay, nothing is logged", async () => {
      for (const { path } of PAGES) {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
        page.on('pageerror', (e) => void problems.push(e instanceof Error ? e.message : String(e)));
        // The heading as parsed from the server's HTML, before any script ran.
        await page.evaluateOnNewDocument(() => {
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
          });
        });
        await openPage(page, `${url}${path()}`);
        await new Promise((r) => setTimeout(r, 500));
        const kept = await page.evaluate(() => {
          const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
          return !!heading && heading.isConnected && heading === document.querySelector('h1');
        });
        expect({ path: path(), kept, problems }).toEqual({ path: path(), kept: true, problems: [] });
        await page.close();
      }
    });
  });

  it('keeps the first visit of / within its script budget on the wire, with mfe-booking the only remote fetched', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(__dirname, '..', 'perf', 'first-visit.mjs'), '--url', url, '--json'],
      { env: process.env },
    );
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as {
      totalWire: number;
      budgetBytes: number;
      encodings: string[];
      allAsBuilt: boolean;
      remotesBeforeInteractive: string[];
    };
    expect(result.remotesBeforeInteractive).toEqual(['mfe-booking']);
    // The bodies as Chromium received them: the build's Brotli copies, sent as they are.
    expect(result.encodings).toEqual(['br']);
    expect(result.allAsBuilt).toBe(true);
    expect(result.totalWire).toBeLessThanOrEqual(result.budgetBytes);
  });

  it('serves the site icon at /favicon.ico (browsers and bookmark tools ask for it whatever the page links)', async () => {
    const res = await fetch(`${url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await res.arrayBuffer());
    // An ICO header (reserved 0, type 1) with three images.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await browser.newPage();
    await openPage(page, `${url}/no-such-page`);
    await textAppears(page, '404 Page Not Found');
    await textAppears(page, 'Did you forget to add the page to the router?');
    await page.close();
  });

  describe('traveller journey: search, select, return trip, promo code, quote', () => {
    const outboundDate = isoDaysFromNow(30);
    const time = '14:00';
    let page: Page;
    let standard: ApiService;
    let lounge: ApiService;
    let returnLeg: ApiService;

    beforeAll(async () => {
      page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const arrivals = await servicesAt(url, 'FCO', 'arrival', outboundDate, time);
      standard = arrivals.find((s) => s.serviceLevel === 'standard')!;
      lounge = arrivals.find((s) => s.serviceLevel === 'lounge')!;
      expect(standard && lounge).toBeTruthy();
    });
    afterAll(() => page?.close());

    it('searches from home with airport suggestions and lands on the select step', async () => {
      const remotes = new Set<string>();
      const recordRemote = (req: { url(): string }) => {
        const remote = new URL(req.url()).pathname.match(/^\/remotes\/([^/]+)\//)?.[1];
        if (remote) remotes.add(remote);
      };
      page.on('request', recordRemote);
      await openPage(page, `${url}/`);
      await page.waitForSelector('#home-search_airport', { visible: true, timeout: 30_000 });
      page.off('request', recordRemote);
      // The search form is there before any remote other than the booking one is fetched.
      expect([...remotes]).toEqual(['mfe-booking']);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.type('#home-search_airport', 'Fiumicino');
      const option = await page.waitForSelector('xpath/.//li[@role="option"][contains(normalize-space(), "FCO")]', {
        timeout: 30_000,
      });
      await option!.click();
      expect(await page.$eval('#home-search_airport', (i) => (i as HTMLInputElement).value)).toBe('FCO');
      await setInputValue(page, '#home-search_date', outboundDate);
      await setInputValue(page, '#home-search_time', time);
      await page.type('#home-search_email', 'traveller@example.com');
      await clickButton(page, 'Find Services');
      await textAppears(page, 'Premium Airport Services');
      const params = new URL(page.url()).searchParams;
      expect(params.get('airport')).toBe('FCO');
      expect(params.get('date')).toBe(outboundDate);
      expect(params.get('time')).toBe(time);
      expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('traveller@example.com');
      await textAppears(page, standard.name);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.click(`button[aria-label="View details of ${standard.name}"]`);
      await page.waitForSelector('#service-detail-title', { visible: true });
      await page.waitForSelector('xpath/.//button[normalize-space()="Request Booking"][not(@disabled)]', {
        timeout: 30_000,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Back to results');
      await textAppears(page, 'Premium Airport Services');
    });

    it('selects two services and adds a return trip at 10 % off both legs', async () => {
      const results = page.url();
      await clickButton(page, 'Select Service', standard.name);
      await textAppears(page, 'Service added to quote');
      await openPage(page, results);
      await textAppears(page, lounge.name);
      await clickButton(page, 'Select Service', lounge.name);
      await textAppears(page, 'Service added to quote');
      await openPage(page, results);
      await textAppears(page, standard.name);
      expect(await page.$eval('button[aria-label^="View Quote"]', (b) => b.getAttribute('aria-label'))).toBe(
        'View Quote, 2 services',
      );

      await clickButton(page, 'Add Return Trip', standard.name);
      await textAppears(page, 'Add Return Service - Save 10%');
      expect(await page.$eval('#return-type', (i) => (i as HTMLInputElement).readOnly)).toBe(true);
      await setInputValue(page, '#return-date', isoDaysFromNow(37));
      await setInputValue(page, '#return-time', '18:30');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.waitForSelector('xpath/.//button[normalize-space()="Add Return Service"][not(@disabled)]', {
        timeout: 30_000,
      });
      returnLeg = (await servicesAt(url, 'FCO', 'departure', isoDaysFromNow(37), '18:30')).find(
        (s) => s.serviceLevel === 'standard',
      )!;
      await clickButton(page, 'Add Return Service');
      await textAppears(page, 'Return trip added');
      await page.waitForFunction(
        () =>
          document.querySelector('button[aria-label^="View Quote"]')?.getAttribute('aria-label') ===
          'View Quote, 3 services',
      );

      await page.click('button[aria-label^="View Quote"]');
      await textAppears(page, 'Your Service Quote');
      await textAppears(page, `${standard.name} (Return)`);
      // Round trip: both legs 10 %; the lounge arrival shares FCO with the departure leg: 10 % too.
      const expected = quoteTotals([
        [standard.pricing.totalPrice, 10],
        [lounge.pricing.totalPrice, 10],
        [returnLeg.pricing.totalPrice, 10],
      ]);
      expect({ ...(await quoteSummary(page)), documentTotal: expected.documentTotal }).toEqual(expected);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('applies FLYSM: the highest discount per service, never stacked', async () => {
      await clickButton(page, 'Have a promo code?');
      await page.type('input[aria-label="Promo code"]', 'flysm');
      await clickButton(page, 'Apply');
      await textAppears(page, 'Promo code applied');
      // FLYSM gives standard services 20 %, which beats the round trip's 10 %; the lounge keeps 10 %.
      const expected = quoteTotals([
        [standard.pricing.totalPrice, 20],
        [lounge.pricing.totalPrice, 10],
        [returnLeg.pricing.totalPrice, 20],
      ]);
      await page.waitForFunction(
        (total: string) => document.querySelector('dl[aria-label="Quote summary"]')?.textContent?.includes(total),
        { timeout: 30_000 },
        expected['Total quote value'],
      );
      expect({ ...(await quoteSummary(page)), documentTotal: expected.documentTotal }).toEqual(expected);
    });

    it('saves the quote behind a link that restores it in another browser', async () => {
      await clickButton(page, 'Save quote');
      await page.waitForFunction(
        () =>
          document.querySelector('input[aria-label="Saved quote link"]') ||
          document.body.innerText.includes('Could not save quote'),
        {
          timeout: 30_000,
        },
      );
      const toast = await page.$eval('body', (b) => b.innerText.match(/Could not save quote.*\n.*/)?.[0] ?? '');
      expect(toast).toBe('');
      const link = await page.$('input[aria-label="Saved quote link"]');
      const href = await link!.evaluate((i) => (i as HTMLInputElement).value);
      expect(href).toMatch(new RegExp(`^${url}/booking/quote\\?saved=[A-Za-z0-9_-]{22}$`));

      const elsewhere = await browser.createBrowserContext();
      try {
        const other = await elsewhere.newPage();
        await openPage(other, href);
        await other.waitForFunction(
          () =>
            document.querySelector('button[aria-label^="View Quote"]')?.getAttribute('aria-label') ===
            'View Quote, 3 services',
          { timeout: 30_000 },
        );
        await other.evaluate(() => window.openQuoteSheet?.());
        await textAppears(other, `${standard.name} (Return)`);
      } finally {
        await elsewhere.close();
      }
    });

    it('opens the e-mail quote and the printable quote in 800×800 windows', async () => {
      const total = quoteTotals([
        [standard.pricing.totalPrice, 20],
        [lounge.pricing.totalPrice, 10],
        [returnLeg.pricing.totalPrice, 20],
      ]).documentTotal;
      await page.evaluate(() => {
        const open = window.open.bind(window);
        const record = ((window as unknown as { quoteWindowFeatures: string[] }).quoteWindowFeatures = []);
        window.open = (target?: string | URL, name?: string, features?: string) => {
          record.push(features ?? '');
          return open(target, name, features);
        };
      });
      for (const [button, mark] of [
        ['Open Email Quote in New Window', 'Full quote opened in new window'],
        ['Open Simplified Quote in New Window', 'Simplified quote opened'],
      ]) {
        const popup = new Promise<Page | null>((resolve) => page.once('popup', resolve));
        await clickButton(page, button);
        const win = (await popup)!;
        await win.waitForFunction(() => document.body?.innerText.includes('valid for 30 days'), { timeout: 30_000 });
        const text = await win.evaluate(() => document.body.innerText);
        expect(text).toContain(standard.name);
        expect(text).toContain(`${standard.name} (Return)`);
        expect(text).toContain(total);
        // Headless Chromium's screen is 800×600 and clamps the height, so the request itself is checked too.
        expect(await win.evaluate(() => window.outerWidth)).toBe(800);
        expect(
          await page.evaluate(() => (window as unknown as { quoteWindowFeatures: string[] }).quoteWindowFeatures.pop()),
        ).toBe('width=800,height=800');
        await win.close();
        await page.bringToFront();
        await textAppears(page, mark);
      }
    });

    it('keeps the cart over a reload, and empties it after four idle hours', async () => {
      await page.reload();
      await page.waitForFunction(
        () =>
          document.querySelector('button[aria-label^="View Quote"]')?.getAttribute('aria-label') ===
          'View Quote, 3 services',
        { timeout: 30_000 },
      );
      await page.evaluate(() => window.openQuoteSheet?.());
      await textAppears(page, `${standard.name} (Return)`);

      // Shift the clock: the last change was 4 hours and a minute ago.
      await page.evaluate(() => localStorage.setItem('cartLastActivity', String(Date.now() - (4 * 60 + 1) * 60_000)));
      await page.reload();
      await textAppears(page, standard.name);
      await page.waitForFunction(
        () =>
          document.querySelector('button[aria-label^="View Quote"]')?.getAttribute('aria-label') ===
          'View Quote, 0 services',
        { timeout: 30_000 },
      );
      expect(await page.$$('xpath/.//*[self::button or self::a][normalize-space()="Checkout"]')).toHaveLength(0);
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
      await page.evaluate(() => window.openQuoteSheet?.());
      await textAppears(page, 'No services in quote');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('opens the wizard on its search step without a complete search, with no serious accessibility fault', async () => {
      await openPage(page, `${url}/booking`);
      await textAppears(page, 'Find your airport service');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  describe('checkout: the quote cart becomes bookings, then manage-booking', () => {
    const date = isoDaysFromNow(20);
    let page: Page;

    beforeAll(async () => {
      page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
    });
    afterAll(() => page?.close());

    const addToQuote = async (type: string) => {
      await openPage(page, `${url}/booking?airport=FCO&type=${type}&date=${date}&time=14:00&adults=1&children=0`);
      await textAppears(page, 'Premium Airport Services');
      const [first] = await servicesAt(url, 'FCO', type, date, '14:00');
      const before = await cartSize();
      await clickButton(page, 'Select Service', first!.name);
      // What the traveller sees: the toast, and the header's count one up (not merely a cart that is not empty).
      await textAppears(page, 'Service added to quote');
      await page.waitForFunction(
        (n: number) =>
          document.querySelector('button[aria-label^="View Quote"]')?.getAttribute('aria-label') ===
          `View Quote, ${n} service${n === 1 ? '' : 's'}`,
        { timeout: 30_000 },
        before + 1,
      );
    };
    const cartSize = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length);
    const type = (selector: string, value: string) => fillField(page, selector, value);
    const confirmationReferences = async () => {
      await textAppears(page, 'Booking Request Received');
      await textAppears(page, 'Your booking references');
      return (await page.evaluate(() => document.body.innerText.match(/VIP-\d{5}-[A-Z]{3}/g) ?? [])) as string[];
    };

    it('sends an empty cart home with the spec toast', async () => {
      await openPage(page, `${url}/`);
      await page.evaluate(() => localStorage.removeItem('cart'));
      await openPage(page, `${url}/booking-form`);
      await textAppears(page, 'Your cart is empty');
      expect(new URL(page.url()).pathname).toBe('/');
    });

    it('books for oneself, lists the reference, empties the cart and finds the booking on /manage-booking', async () => {
      await addToQuote('arrival');
      await addToQuote('departure');
      await openPage(page, `${url}/booking-form`);
      await textAppears(page, 'Complete Your Booking');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await type('#contactName', 'Grace Hopper');
      await type('#contactPhone', '+1 212 555 0100');
      await type('#contactEmail', 'grace@example.com');
      await type('#flightNumber', 'AZ611');
      // The flight number names the airline: said beside it, not asked.
      await textAppears(page, 'Airline: ITA Airways');
      // The departure is another flight: its own number (its airline named by it too).
      await type('[id^="legs_"][id$="_flightNumber"]', 'AZ612');
      await clickButton(page, 'Request Booking');
      await textAppears(page, 'You must agree to the terms and conditions');
      await page.click('#agreeToTerms');
      await clickButton(page, 'Request Booking');
      const references = await confirmationReferences();
      expect(references).toHaveLength(2);
      expect(references.every((r) => r.endsWith('-FCO'))).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

      // Arrival and departure at one airport: 10 % off each, charged by the server; each with its own flight.
      const booked = await (await fetch(`${url}/api/bookings/${references[0]}?email=grace%40example.com`)).json();
      expect(booked).toMatchObject({
        status: 'Requested',
        paymentStatus: 'To be arranged',
        contactName: 'Grace Hopper',
      });
      const flights = await Promise.all(
        references.map(
          async (r) => (await (await fetch(`${url}/api/bookings/${r}?email=grace%40example.com`)).json()).flightNumber,
        ),
      );
      expect(flights.sort()).toEqual(['AZ611', 'AZ612']);

      await openPage(page, `${url}/manage-booking`);
      await textAppears(page, 'Pending confirmation: our team checks availability');
      await openPage(page, `${url}/manage-booking`);
      // The page opens on the booking just made, as a person sees it, before they type another reference.
      await textAppears(page, references[0]!);
      expect(await page.$eval('#manage-reference', (i) => (i as HTMLInputElement).value)).toBe(references[0]);
      await type('#manage-reference', references[1]!);
      await type('#manage-email', 'someone@example.com');
      await clickButton(page, 'Find Booking');
      await textAppears(page, 'No Active Booking');
      await type('#manage-email', 'grace@example.com');
      await clickButton(page, 'Find Booking');
      await textAppears(page, references[1]!);
      await textAppears(page, 'Pending confirmation: our team checks availability');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A request is not 'Booking Confirmed!': that page sends its visitor to the request confirmation.
      await openPage(page, `${url}/checkout/success?reference=${references[0]}`);
      await textAppears(page, 'Booking Request Received');
      expect(new URL(page.url()).pathname).toBe('/booking-confirmation');
      expect(await page.evaluate(() => document.body.innerText.includes('Booking Confirmed!'))).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('books for someone else as a travel agent, and the agent finds it with their own e-mail', async () => {
      await addToQuote('arrival');
      await openPage(page, `${url}/checkout`);
      await textAppears(page, 'Complete Your Booking');
      const someoneElse = await page.waitForSelector(
        'xpath/.//label[contains(normalize-space(), "I am booking for someone else")]',
        { visible: true },
      );
      await someoneElse!.click();
      await page.waitForSelector('#bookerRole', { visible: true });
      await page.click('#bookerRole');
      const agent = await page.waitForSelector(
        'xpath/.//div[contains(@class,"ant-select-item-option")][normalize-space()="Travel agent"]',
        { visible: true },
      );
      await agent!.click();
      await type('#agencyName', 'Analytical Travel');
      await type('#bookerName', 'Ada Lovelace');
      await type('#bookerPhone', '+44 20 7946 0000');
      await type('#bookerEmail', 'ada@agency.example');
      await type('#contactName', 'Charles Babbage');
      await type('#contactPhone', '+44 20 7946 0001');
      await type('#contactEmail', '');
      await type('#flightNumber', 'AZ611');
      await page.click('#agreeToTerms');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await clickButton(page, 'Request Booking');
      const [reference] = await confirmationReferences();
      const found = await fetch(`${url}/api/bookings/${reference}?email=ada%40agency.example`);
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ contactName: 'Charles Babbage' });
    });

    it("requests one service from the wizard: 'Booking Request Sent!' with its reference, found on /manage-booking", async () => {
      await openPage(page, `${url}/`);
      await page.evaluate(() => localStorage.removeItem('cart'));
      await openPage(
        page,
        `${url}/booking?airport=FCO&type=arrival&date=${date}&time=16:00&adults=2&children=0&flight=AZ610`,
      );
      await textAppears(page, 'Premium Airport Services');
      const [first] = await servicesAt(url, 'FCO', 'arrival', date, '16:00', 2);
      await clickButton(page, 'Select Service', first!.name);
      await textAppears(page, 'Request your booking');
      await textAppears(page, 'Estimated total');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await type('#contactName', 'Ada Wizard');
      await type('#contactEmail', 'ada.wizard@example.com');
      await type('#contactPhone', '+44 20 7946 0000');
      await type('#travelerNames_1', 'Charles Babbage');
      // Enter before the terms are ticked: the spec's toast, nothing sent.
      await page.focus('#contactName');
      await page.keyboard.press('Enter');
      await textAppears(page, 'Terms Agreement Required');
      await page.click('#agreeToTerms');
      await clickButton(page, 'Request Booking');
      await textAppears(page, 'Booking Request Sent!');
      const reference = await page.$eval('[data-testid="request-reference"]', (el) => el.textContent ?? '');
      expect(reference).toMatch(/^VIP-\d{5}-FCO$/);
      await textAppears(page, 'To be arranged');
      expect(await seriousA11yViolations(page)).toEqual([]);

      const booked = await (await fetch(`${url}/api/bookings/${reference}?email=ada.wizard%40example.com`)).json();
      expect(booked).toMatchObject({
        status: 'Requested',
        flightNumber: 'AZ610',
        adultCount: 2,
        travelerNames: ['Charles Babbage'],
        totalPrice: first!.pricing.totalPrice,
      });

      await openPage(page, `${url}/manage-booking`);
      await type('#manage-reference', reference);
      await type('#manage-email', 'ada.wizard@example.com');
      await clickButton(page, 'Find Booking');
      await textAppears(page, 'Ada Wizard');
    });
  });

  // Each language end to end, in the words its traveller reads (the language's own tables), each page sent rendered.
  const JOURNEYS = [
    { locale: 'fr', name: 'Marie Curie' },
    { locale: 'de', name: 'Lise Meitner' },
    { locale: 'es', name: 'Clara Campoamor' },
    { locale: 'ar', name: 'Ibn Battuta' },
    { locale: 'zh-Hans', name: 'Zhang Heng' },
  ] as const;

  describe.each(JOURNEYS)(
    'a traveller in $locale: search, quote, request and manage a booking, each page sent rendered in it',
    ({ locale, name }) => {
      const date = isoDaysFromNow(24);
      const prefix = `/${localeSegment(locale)}`;
      const results = `${prefix}/booking?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`;
      const say = (id: string, values?: Record<string, string | number>) => siteText(locale, id, values);
      let context: Awaited<ReturnType<typeof browser.createBrowserContext>>;
      let page: Page;
      let english: Set<string>;

      beforeAll(async () => {
        context = await browser.createBrowserContext();
        page = await context.newPage();
        await page.setViewport({ width: 1280, height: 900 });
        english = await englishTextsFor(locale);
      });
      afterAll(() => context?.close());

      /** The server's HTML for the path: in the language before any script runs. */
      const renderedHtml = async (path: string) => {
        const res = await fetch(`${url}${path}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale}" dir="${localeDirection(locale)}">`);
        return html;
      };

      it('books from the results and finds the booking on Manage Booking, no English text left', async () => {
        expect(await renderedHtml(`${prefix}/`)).toContain(await say('ui.search.submit'));
        await openPage(page, `${url}${prefix}/`);
        await page.waitForSelector('#home-search_airport', { visible: true, timeout: 30_000 });
        await textAppears(page, await say('ui.search.submit'));
        expect(await englishLeftOn(page, english)).toEqual([]);
        // An English browser is offered the English page, in English, once: this traveller stays in the language.
        await clickButton(page, `Stay in ${LOCALE_NAMES[locale]}`);

        const [first] = await servicesAt(url, 'FCO', 'arrival', date, '14:00');
        expect(await renderedHtml(results)).toContain(await say('booking.results.heading'));
        await openPage(page, `${url}${results}`);
        await textAppears(page, first!.name);
        expect(await englishLeftOn(page, english)).toEqual([]);
        await clickButton(page, await say('booking.service.select'), first!.name);
        await textAppears(page, await say('booking.wizard.addedTitle'));
        await page.click('header .header-quote__view > button');
        await textAppears(page, await say('booking.quote.sheet.title'));
        expect(await englishLeftOn(page, english)).toEqual([]);

        await openPage(page, `${url}${prefix}/booking-form`);
        await textAppears(page, await say('booking.checkout.title'));
        expect(await englishLeftOn(page, english)).toEqual([]);
        await fillField(page, '#contactName', name);
        await fillField(page, '#contactPhone', '+33 1 42 68 53 00');
        await fillField(page, '#contactEmail', `${localeSegment(locale)}@example.com`);
        await fillField(page, '#flightNumber', 'AZ611');
        await page.click('#agreeToTerms');
        await clickButton(page, await say('booking.checkout.requestBooking'));
        await textAppears(page, await say('booking.confirmation.references'));
        expect(await englishLeftOn(page, english)).toEqual([]);
        const [reference] = (await page.evaluate(
          () => document.body.innerText.match(/VIP-\d{5}-[A-Z]{3}/g) ?? [],
        )) as string[];
        expect(reference).toBeDefined();

        await openPage(page, `${url}${prefix}/manage-booking`);
        await textAppears(page, await say('booking.manage.title'));
        await textAppears(page, reference!);
        expect(await englishLeftOn(page, english)).toEqual([]);
      });

      it('keeps the language on the booking: the case says so and its acknowledgement is in it', async () => {
        const login = await fetch(`${url}/api/admin/session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const staffGet = async <T>(path: string) =>
          (await (await fetch(`${url}${path}`, { headers: { cookie } })).json()) as T;
        const { items } = await staffGet<{ items: { id: string; referenceCode: string }[] }>(
          `/api/admin/bookings?q=${encodeURIComponent(name)}`,
        );
        expect(items).toHaveLength(1);
        const detail = await staffGet<{ locale?: string }>(`/api/admin/bookings/${items[0]!.id}`);
        expect(detail.locale).toBe(locale);
        const sent = await eventually(
          () =>
            staffGet<{ purpose: string; subject: string | null; body: string }[]>(
              `/api/admin/bookings/${items[0]!.id}/communications`,
            ),
          (list) => list.some((c) => c.purpose === 'booking_acknowledgement'),
        );
        const acknowledgement = sent.find((c) => c.purpose === 'booking_acknowledgement')!;
        // In Arabic the e-mail sets each Latin value apart for the bidi algorithm (first-strong isolate).
        const isolated = (value: string) => (localeDirection(locale) === 'rtl' ? `\u2068${value}\u2069` : value);
        expect(acknowledgement.subject).toBe(
          await say('ops.mail.ack.subjectRequested', { reference: isolated(items[0]!.referenceCode), more: 0 }),
        );
        expect(acknowledgement.body).toContain(await say('ops.mail.greeting', { name: isolated(name) }));
      });
    },
  );

  describe('staff edits and cancellations: re-pricing, a traveller asks on /manage-booking, staff cancel with the charge shown', () => {
    let staff: Page;
    let traveller: Page;
    const contexts: Array<Awaited<ReturnType<typeof browser.createBrowserContext>>> = [];

    beforeAll(async () => {
      const signedIn = await signedInStaffPage();
      staff = signedIn.page;
      const context = await browser.createBrowserContext();
      contexts.push(signedIn.context, context);
      traveller = await context.newPage();
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it('re-prices an edit of the travellers through the catalog, showing the old and new total before Save', async () => {
      const ref = await requestBooking(url, 'Katherine Coleman');
      const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
      const booked = await (await fetch(`${url}/api/bookings/${ref}?email=e2e%40example.com`)).json();
      const priced = await (
        await fetch(
          `${url}/api/services/1?date=${booked.flightDate}&time=${booked.flightTime}&adults=5&children=0&porter=false`,
        )
      ).json();
      expect(priced.pricing.totalPrice).toBeGreaterThan(booked.totalPrice);

      await staff.reload();
      await fillField(staff, 'input[aria-label="Search bookings"]', ref);
      await staff.keyboard.press('Enter');
      await clickButton(staff, ref);
      await textAppears(staff, 'Booking Summary');
      await clickButton(staff, 'Edit');
      await fillField(staff, '#edit-adultCount', '5');
      await textAppears(staff, `Total: ${usd(booked.totalPrice)} → ${usd(priced.pricing.totalPrice)}`);
      expect(await seriousA11yViolations(staff)).toEqual([]);
      await clickButton(staff, 'Save');
      await textAppears(staff, 'Booking saved');
      const after = await (await fetch(`${url}/api/bookings/${ref}?email=e2e%40example.com`)).json();
      expect(after).toMatchObject({ adultCount: 5, totalPrice: priced.pricing.totalPrice });
      await staff.keyboard.press('Escape');
    });

    it("keeps a supplier's invoice with the booking (uploaded, listed, downloaded as a file) and the staff record (advisor, vendor notes)", async () => {
      const ref = await requestBooking(url, 'Mae Jemison');
      await staff.reload();
      await fillField(staff, 'input[aria-label="Search bookings"]', ref);
      await staff.keyboard.press('Enter');
      await clickButton(staff, ref);
      await textAppears(staff, 'Booking Summary');

      const tab = await staff.waitForSelector('xpath///div[@role="tab"][normalize-space()="Suppliers"]', {
        visible: true,
      });
      await tab!.click();
      await textAppears(staff, 'Supplier Invoices & Receipts');
      const dir = mkdtempSync(join(tmpdir(), 'vip-receipt-'));
      const file = join(dir, 'supplier-invoice.pdf');
      writeFileSync(
        file,
        Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      );
      const input = await staff.waitForSelector('input[type="file"]');
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
      await textAppears(staff, 'File uploaded');
      await textAppears(staff, 'supplier-invoice.pdf');
      const href = await staff.$eval(
        'a[aria-label="Download supplier-invoice.pdf"]',
        (a) => (a as HTMLAnchorElement).href,
      );
      const headers = await staff.evaluate(async (h: string) => {
        const res = await fetch(h, { credentials: 'same-origin' });
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          disposition: res.headers.get('content-disposition'),
          sniff: res.headers.get('x-content-type-options'),
        };
      }, href);
      expect(headers).toMatchObject({ status: 200, type: 'application/pdf', sniff: 'nosniff' });
      expect(headers.disposition).toMatch(/^attachment;/);
      rmSync(dir, { recursive: true, force: true });

      const operations = await staff.waitForSelector('xpath///div[@role="tab"][normalize-space()="Operations"]', {
        visible: true,
      });
      await operations!.click();
      await clickButton(staff, 'Edit');
      await fillField(staff, '#ops-advisorName', 'Katherine Johnson');
      await fillField(staff, '#ops-vendorNotes', 'Greeters wait at the sliding doors');
      expect(await seriousA11yViolations(staff)).toEqual([]);
      await clickButton(staff, 'Save');
      await textAppears(staff, 'Booking saved');
      await textAppears(staff, 'Katherine Johnson');
      await textAppears(staff, 'Greeters wait at the sliding doors');
      await staff.keyboard.press('Escape');
    });

    it("moves the case to Change Requested with the traveller's words, then staff cancel it and the traveller sees Cancelled", async () => {
      const ref = await requestBooking(url, 'Hedy Lamarr');
      const find = async () => {
        await openPage(traveller, `${url}/manage-booking`);
        await fillField(traveller, '#manage-reference', ref);
        await fillField(traveller, '#manage-email', 'e2e@example.com');
        await clickButton(traveller, 'Find Booking');
        await textAppears(traveller, ref);
      };
      await find();
      await clickButton(traveller, 'Request cancellation');
      await textAppears(traveller, 'Reason for cancelling');
      await textAppears(traveller, 'Free cancellation up to 48 hours before service.');
      await fillField(traveller, '#change-request-cancel_message', 'Our meeting moved to July.');
      expect(await seriousA11yViolations(traveller)).toEqual([]);
      await clickButton(traveller, 'Send request');
      await textAppears(traveller, 'Request sent');
      await textAppears(traveller, 'We have your request and will reply within 24 hours.');

      // The back office: the case moved to Change Requested (through the event bus), the message is a comment.
      await staff.reload();
      await fillField(staff, 'input[aria-label="Search bookings"]', ref);
      await staff.keyboard.press('Enter');
      await staff.waitForFunction(
        (r: string) =>
          document.querySelector('section[aria-labelledby="column-change_requested"]')?.textContent?.includes(r) ??
          false,
        { timeout: 30_000 },
        ref,
      );
      await clickButton(staff, ref);
      await textAppears(staff, 'Traveller asked to cancel (Manage Booking): Our meeting moved to July.');
      await clickButton(staff, 'Cancel Booking');
      await textAppears(staff, 'Free cancellation up to 48 hours before service.');
      await textAppears(staff, '$0.00 (0% of');
      await fillField(staff, '#cancel-reason', 'Traveller asked: meeting moved');
      expect(await seriousA11yViolations(staff)).toEqual([]);
      const confirm = await staff.waitForSelector(
        'xpath///div[contains(@class,"ant-modal-footer")]//button[normalize-space()="Cancel Booking"]',
        { visible: true },
      );
      await confirm!.click();
      await textAppears(staff, 'Booking cancelled');
      await textAppears(staff, 'Reason: Traveller asked: meeting moved');

      // Out of the columns, in the Cancelled view.
      await staff.keyboard.press('Escape');
      await staff.waitForFunction(
        (r: string) =>
          !document.querySelector('section[aria-labelledby="column-change_requested"]')?.textContent?.includes(r),
        { timeout: 30_000 },
        ref,
      );
      const cancelledView = await staff.waitForSelector(
        'xpath///div[contains(@class,"ant-segmented-item-label")][starts-with(normalize-space(), "Cancelled")]',
        { visible: true },
      );
      await cancelledView!.click();
      await staff.waitForFunction(
        (r: string) =>
          document.querySelector('section[aria-labelledby="cancelled-title"]')?.textContent?.includes(r) ?? false,
        { timeout: 30_000 },
        ref,
      );

      // The traveller's page, once svc-booking has the cancellation.
      await find();
      await textAppears(traveller, 'This booking was cancelled on');
      expect(await traveller.evaluate(() => document.body.innerText.includes('Request cancellation'))).toBe(false);
    });
  });

  it('stops cleanly on Ctrl-C, and a second start keeps the data and the password staff chose', async () => {
    const signIn = (pw: string) =>
      fetch(`${url}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: pw }),
      });
    const before = await signIn(password);
    const { csrfToken } = (await before.json()) as { csrfToken: string };
    const chosen = 'the-password-the-admin-chose';
    const changed = await fetch(`${url}/api/admin/session/password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': csrfToken,
        cookie: before.headers.get('set-cookie')!.split(';')[0]!,
      },
      body: JSON.stringify({ currentPassword: password, newPassword: chosen }),
    });
    expect(changed.status).toBe(200);
    const generated = password;
    password = chosen;
    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    // Ctrl-C stops quietly: every outbox drained before any database closed.
    const stopping = launcher.output().slice(launcher.output().lastIndexOf('Stopping ...'));
    expect(stopping).not.toMatch(/failed|error/i);
    await start();
    expect(password).toBe(chosen);
    expect((await signIn(generated)).status).toBe(401);
    const login = await signIn(password);
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const list = (
      (await (await fetch(`${url}/api/admin/bookings?q=${reference}`, { headers: { cookie } })).json()) as {
        items: { referenceCode: string }[];
      }
    ).items;
    expect(list.map((b) => b.referenceCode)).toContain(reference);
  });

  it('sends the security headers of contracts with pages and remote entries, and the API policy with JSON', async () => {
    for (const path of ['/', '/admin/login', '/remotes/mfe-booking/remoteEntry.js']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(200);
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
        expect({ path, name, value: res.headers.get(name) }).toEqual({ path, name, value });
      // Plain HTTP: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const api = await fetch(`${url}/api/airports/FCO`);
    expect(api.status).toBe(200);
    expect(api.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('keeps answering after malformed request paths (one process runs every service)', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/remotes/mfe-booking/%ZZ', '/booking%00', '/api/airports/%E0%A4%A']) {
      expect({ path, status: (await fetch(`${url}${path}`)).status }).toEqual({ path, status: 400 });
    }
    expect(launcher.child.exitCode).toBeNull();
    expect((await fetch(`${url}/api/airports/FCO`)).status).toBe(200);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('logged no Content-Security-Policy violation on any page, pop-up or tab it opened', async () => {
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
