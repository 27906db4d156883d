import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { describeWithInfra, PAPERS, printOverflow, type Paper } from '@vip/platform/testing';
import { launchChromium } from '../test-support/browser';
import { layoutFaults } from '../test-support/layout-checks';
import { pseudoLocalize } from '../test-support/pseudo-locale';
import { fillField, openPage, pageSettled } from '../test-support/page-actions';
import { cleanEnv, freePort, ROOT, spawnNode, type Spawned } from '../test-support/processes';

/**
 * Every page at the widths people use, checked for what reads as broken (tools/test-support/
 * layout-checks.ts) and photographed. The pictures go to WIDTH_SWEEP_DIR (default tools/e2e/artifacts/widths,
 * kept by CI's clone; not committed) with an index.html to look through them by page and width.
 */
const TRAVELLER_WIDTHS = [360, 390, 768, 1024, 1280, 1440];
const STAFF_WIDTHS = [1024, 1280, 1440];
const HEADER_MAX = 72;
const SWEEP_TABS = 3;
const HEADER_WIDTHS = Array.from({ length: 101 }, (_, i) => 320 + 16 * i);
const SHOTS = process.env.WIDTH_SWEEP_DIR ?? join(ROOT, 'tools', 'e2e', 'artifacts', 'widths');
const ADMIN = { email: 'sweep-admin@example.com', password: 'Sweep-Admin-Password-2026!' };

interface Scene {
  name: string;
  path: string;
  /** After the page settled: open the dialog or tab the scene is about, and say what marks it open. */
  open?: (page: Page) => Promise<void>;
  /** What the traveller has by then: a service in the quote, a checkout just done. */
  has?: { cart?: boolean; checkout?: boolean };
  /** Checked again pseudo-localised (every text 40 % longer), for the longer languages to come. */
  pseudo?: boolean;
}

const textAppears = (page: Page, text: string) =>
  page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout: 30_000 }, text);

async function clickByText(page: Page, text: string, scope = ''): Promise<void> {
  const el = await page.waitForSelector(
    `xpath/${scope}//*[self::button or self::a or @role="tab" or @role="button"][normalize-space()=${JSON.stringify(text)}]`,
    { visible: true, timeout: 30_000 },
  );
  await el!.click();
}

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Waits for layout to rest: fonts, then three animation frames in a row with no change to the document and nothing
 * moving. What a width sets off (media-query listeners such as antd's Grid, resize observers, React's renders after
 * them) changes the DOM within a frame or two of the last; a page that never rests is judged after 2 s.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () =>
        new Promise<void>((resolve) => {
          let changed = false;
          let quiet = 0;
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          const started = performance.now();
          // A transition or entrance animation moves boxes without touching the DOM (a toast sliding in).
          const moving = () =>
            document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
          const frame = () => {
            quiet = changed || moving() ? 0 : quiet + 1;
            changed = false;
            if (quiet >= 3 || performance.now() - started > 2000) {
              observer.disconnect();
              resolve();
            } else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    ),
  );
}

/**
 * The header's quote buttons come from mfe-booking after the page is up (never in the server's HTML): the
 * narrowest widths are only judged, and View Quote only clicked, once they are there.
 */
async function headerComplete(page: Page, withCart: boolean): Promise<void> {
  // By class, not name: the names are in the page's language.
  await page.waitForSelector('header .header-quote__view > button', { timeout: 30_000 });
  if (withCart) await page.waitForSelector('header a.header-quote__checkout', { timeout: 30_000 });
}

const shotName = (scene: string, width: number) => `${scene.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.jpg`;

async function photograph(page: Page, scene: string, width: number): Promise<void> {
  const height = await page.evaluate(() => Math.min(document.documentElement.scrollHeight, 3000));
  await page.screenshot({
    path: join(SHOTS, shotName(scene, width)) as `${string}.jpeg`,
    type: 'jpeg',
    quality: 70,
    clip: { x: 0, y: 0, width, height },
    captureBeyondViewport: true,
  });
}

describeWithInfra(
  'chromium',
  'every page at the widths people use: no sideways scrolling, one-row header, nothing cut, 24 px targets',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vip-widths-'));
    let launcher: Spawned;
    let url: string;
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    let staff: BrowserContext;
    let cart: string;
    let lastCheckout: string;
    let reference: string;
    let serviceName: string;
    let landingPath: string;
    const shot: Array<{ scene: string; widths: number[] }> = [];
    const date = isoDaysFromNow(30);
    const results = () => `/booking?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`;

    /** A fresh tab at this width with the cart and last checkout a traveller would have, on the scene. */
    const visit = async (context: BrowserContext, scene: Scene, width: number): Promise<Page> => {
      const page = await context.newPage();
      await page.setViewport({ width, height: 900 });
      if (scene.has) {
        await page.evaluateOnNewDocument(
          (c: string | null, l: string | null) => {
            if (c) localStorage.setItem('cart', c);
            if (l) sessionStorage.setItem('lastCheckout', l);
          },
          scene.has.cart ? cart : null,
          scene.has.checkout ? lastCheckout : null,
        );
      }
      await openPage(page, `${url}${scene.path}`);
      // Until the remotes' manifest arrives every path shows the traveller frame, the back office's too: the
      // page's heading says its route (and so its header) is settled.
      await page.waitForSelector('h1', { timeout: 30_000 });
      // The traveller header's quote buttons; the back office has its own bar without them.
      if (await page.$('header.site-header')) await headerComplete(page, !!scene.has?.cart);
      if (scene.open) await scene.open(page);
      await pageSettled(page);
      await layoutSettled(page);
      return page;
    };

    /**
     * Each width in a tab of its own. A traveller's scene gets a fresh browser profile each time (no cart or
     * checkout left by another scene: what it has is what `has` says); staff scenes share the signed-in one.
     */
    const sweep = async (context: BrowserContext | 'fresh', scene: Scene, widths: number[]): Promise<string[]> => {
      const atWidth = async (width: number): Promise<string[]> => {
        const own = context === 'fresh' ? await browser.createBrowserContext() : undefined;
        const page = await visit(own ?? (context as BrowserContext), scene, width);
        try {
          const rules = { headerMaxHeight: HEADER_MAX, scrollRegions: ['[aria-label="Status board"]'] };
          const faults = await layoutFaults(page, rules);
          await photograph(page, scene.name, width);
          if (!scene.pseudo) return faults.map((fault) => `${width} px: ${fault}`);
          await pseudoLocalize(page);
          await layoutSettled(page);
          const longer = await layoutFaults(page, { ...rules, textCut: true });
          return [
            ...faults.map((fault) => `${width} px: ${fault}`),
            ...longer.map((fault) => `${width} px, pseudo-localised: ${fault}`),
          ];
        } finally {
          await page.close();
          await own?.close();
        }
      };
      // A few widths at once: while one tab waits for the server or a frame, another lays out.
      const faults: string[] = [];
      for (let i = 0; i < widths.length; i += SWEEP_TABS)
        for (const found of await Promise.all(widths.slice(i, i + SWEEP_TABS).map(atWidth))) faults.push(...found);
      shot.push({ scene: scene.name, widths });
      return faults;
    };

    beforeAll(async () => {
      // Only this sweep's own files are replaced: WIDTH_SWEEP_DIR may name a folder that holds other things.
      mkdirSync(SHOTS, { recursive: true });
      for (const file of readdirSync(SHOTS))
        if (file.endsWith('.jpg') || file === 'index.html') rmSync(join(SHOTS, file));
      const port = await freePort();
      launcher = spawnNode(
        'tools/dev/start.mjs',
        cleanEnv({
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          STAFF_SECOND_FACTOR: 'optional',
        }),
      );
      [, url] = await launcher.waitFor(/running at (http:\/\/\S+)/, 180_000);
      browser = await launchChromium();

      // What a traveller has by the time they see the later pages: a service in the quote, a checkout done.
      const services = (await (
        await fetch(`${url}/api/services?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`)
      ).json()) as Array<{ name: string }>;
      serviceName = services[0]!.name;
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await openPage(page, `${url}${results()}`);
      const select = await page.waitForSelector(
        `xpath///*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(serviceName)}]]//button[normalize-space()="Select Service"]`,
        { visible: true },
      );
      await select!.click();
      await textAppears(page, 'Request your booking');
      cart = (await page.evaluate(() => localStorage.getItem('cart')))!;
      await openPage(page, `${url}/booking-form`);
      await fillField(page, '#contactName', 'Grace Hopper');
      await fillField(page, '#contactPhone', '+1 212 555 0100');
      await fillField(page, '#contactEmail', 'grace@example.com');
      await fillField(page, '#flightNumber', 'AZ611');
      // The flight number names its airline (no Airline field to fill) once the lookup is in.
      await textAppears(page, 'Airline: ITA Airways');
      await page.click('#agreeToTerms');
      await clickByText(page, 'Request Booking');
      await textAppears(page, 'Your booking references');
      lastCheckout = (await page.evaluate(() => sessionStorage.getItem('lastCheckout')))!;
      reference = JSON.parse(lastCheckout).bookings[0].referenceCode;
      await openPage(page, `${url}/airports/LHR`);
      landingPath = new URL(await page.$eval('link[rel="canonical"]', (l) => (l as HTMLLinkElement).href)).pathname;
      await page.close();

      staff = await browser.createBrowserContext();
      const login = await staff.newPage();
      await openPage(login, `${url}/admin/login`);
      await fillField(login, 'input#email', ADMIN.email);
      await fillField(login, 'input#password', ADMIN.password);
      await login.click('button[type=submit]');
      await textAppears(login, 'Booking Management Dashboard');
      await login.close();
    }, 300_000);

    afterAll(async () => {
      // A page to look through the pictures: one row per page, one column per width.
      const rows = shot.map(
        ({ scene, widths }) =>
          `<h2>${scene}</h2><div class="row">${widths.map((w) => `<figure><a href="${shotName(scene, w)}"><img src="${shotName(scene, w)}" alt="${scene} at ${w} px" loading="lazy"></a><figcaption>${w} px</figcaption></figure>`).join('')}</div>`,
      );
      writeFileSync(
        join(SHOTS, 'index.html'),
        `<!doctype html><meta charset="utf-8"><title>Width sweep</title><style>body{font:14px system-ui;margin:24px}.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}figure{margin:0}img{height:360px;border:1px solid #ccc}</style><h1>Every page at every width</h1>${rows.join('')}`,
      );
      await browser?.cleanup();
      if (launcher && launcher.child.exitCode === null) {
        launcher.child.kill('SIGINT');
        await launcher.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    /**
     * The header at every width from 320 to 1920 px in steps of 16, the widths dealt round a few tabs: each tab
     * waits for its layout to rest at every width, and the others lay out meanwhile. A profile (a window) per tab:
     * tabs sharing a window are hidden behind the front one, and a hidden page runs no animation frames.
     */
    const sweepHeader = async (path: string, withCart: boolean, onOpen?: (page: Page) => Promise<void>) => {
      const lanes = Array.from({ length: SWEEP_TABS }, (_, lane) =>
        HEADER_WIDTHS.filter((_, i) => i % SWEEP_TABS === lane),
      );
      const walk = async (widths: number[]): Promise<Array<[number, string]>> => {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          if (withCart) await page.evaluateOnNewDocument((c: string) => localStorage.setItem('cart', c), cart);
          await page.setViewport({ width: widths[0]!, height: 800 });
          await openPage(page, `${url}${path}`);
          await headerComplete(page, withCart);
          await onOpen?.(page);
          const faults: Array<[number, string]> = [];
          for (const width of widths) {
            await page.setViewport({ width, height: 800 });
            await layoutSettled(page);
            for (const fault of await layoutFaults(page, { headerMaxHeight: HEADER_MAX })) faults.push([width, fault]);
          }
          return faults;
        } finally {
          await context.close();
        }
      };
      const found = (await Promise.all(lanes.map(walk))).flat().sort(([a], [b]) => a - b);
      return found.map(([width, fault]) => `${width} px: ${fault}`);
    };

    it.each([
      ['an empty quote', false],
      ['a service in the quote (View Quote and Checkout)', true],
    ])(
      'keeps the header in one row of controls at every width from 320 to 1920 px, with %s',
      async (_label, withCart) => {
        expect(await sweepHeader('/faq', withCart)).toEqual([]);
      },
    );

    // Arabic right to left (the mirrored frame), German (the longest words), French and Spanish left to right, at
    // every header width with the quote's two buttons, the harder case.
    it.each(['ar', 'de', 'fr', 'es'])(
      'keeps the /%s/ header in one row of controls at every width from 320 to 1920 px, with a service in the quote',
      async (language) => {
        const directions: string[][] = [];
        const faults = await sweepHeader(`/${language}/faq`, true, async (page) => {
          directions.push(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]));
        });
        expect(directions).toEqual(
          Array.from({ length: SWEEP_TABS }, () => [language, language === 'ar' ? 'rtl' : 'ltr']),
        );
        expect(faults).toEqual([]);
      },
    );

    it('opens the menu on a phone with every header link in it, each a full-width target', async () => {
      const scene: Scene = {
        name: 'menu (phone)',
        path: '/',
        open: async (page) => {
          await page.click('button[aria-label="Open menu"]');
          await page.waitForSelector('nav[aria-label="Mobile"]', { visible: true });
        },
      };
      expect(await sweep('fresh', scene, [360, 768])).toEqual([]);
    });

    const travellerScenes = (): Scene[] => [
      { name: 'home', path: '/' },
      { name: 'wizard search step', path: '/booking' },
      { name: 'wizard results', path: results() },
      {
        name: 'service detail',
        path: results(),
        open: async (page) => {
          await page.click(`button[aria-label="View details of ${serviceName}"]`);
          await page.waitForSelector('#service-detail-title', { visible: true });
        },
      },
      {
        name: 'return trip dialog',
        path: results(),
        open: async (page) => {
          await clickByText(
            page,
            'Add Return Trip',
            `//*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(serviceName)}]]`,
          );
          await textAppears(page, 'Add Return Service - Save 10%');
        },
      },
      {
        name: 'quote sheet',
        path: '/',
        has: { cart: true },
        open: async (page) => {
          await page.click('button[aria-label^="View Quote"]');
          await textAppears(page, 'Your Service Quote');
        },
      },
      {
        name: 'request form',
        path: results(),
        open: async (page) => {
          const select = await page.waitForSelector(
            `xpath///*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(serviceName)}]]//button[normalize-space()="Select Service"]`,
            { visible: true },
          );
          await select!.click();
          await textAppears(page, 'Request your booking');
          // The toast that says the service was added is the request step's company, not the page. It may
          // show after the step's heading, so wait for it, then close it until it is gone.
          await page.waitForSelector('.ant-notification-notice', { timeout: 15_000 });
          await page.waitForFunction(
            () => {
              document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((b) => b.click());
              return !document.querySelector('.ant-notification-notice');
            },
            { timeout: 15_000, polling: 250 },
          );
        },
      },
      {
        name: 'checkout',
        path: '/booking-form',
        has: { cart: true },
        open: (page) => textAppears(page, 'Complete Your Booking').then(() => undefined),
      },
      {
        name: 'booking confirmation',
        path: '/booking-confirmation',
        has: { checkout: true },
        open: (page) => textAppears(page, 'Your booking references').then(() => undefined),
      },
      { name: 'manage booking', path: '/manage-booking' },
      {
        name: 'manage booking, found',
        path: `/manage-booking?reference=${reference}`,
        open: async (page) => {
          await fillField(page, '#manage-reference', reference);
          await fillField(page, '#manage-email', 'grace@example.com');
          await clickByText(page, 'Find Booking');
          await textAppears(page, 'Pending confirmation');
        },
      },
      { name: 'airport directory', path: '/airports' },
      { name: 'airport page', path: '/airports/LHR' },
      { name: 'landing page', path: landingPath },
      { name: 'faq', path: '/faq' },
      { name: 'terms', path: '/terms' },
      { name: 'privacy', path: '/privacy' },
      { name: 'not found', path: '/no-such-page' },
    ];

    // Named here, built once the stack is up (the scenes need its data).
    const travellerNames = [
      'home',
      'wizard search step',
      'wizard results',
      'service detail',
      'return trip dialog',
      'quote sheet',
      'request form',
      'checkout',
      'booking confirmation',
      'manage booking',
      'manage booking, found',
      'airport directory',
      'airport page',
      'landing page',
      'faq',
      'terms',
      'privacy',
      'not found',
    ];
    it.each(travellerNames)(
      'traveller: %s reads well at 360-1440 px, and pseudo-localised (texts 40 %% longer) nothing is cut',
      async (name) => {
        const scene = { ...travellerScenes().find((s) => s.name === name)!, pseudo: true };
        expect(await sweep('fresh', scene, TRAVELLER_WIDTHS)).toEqual([]);
      },
    );

    // A few pages in Arabic and German at every traveller width (every page in English above; their frames at every
    // width in the header sweeps): CI time is short.
    it.each([
      ['ar', 'home'],
      ['ar', 'wizard results'],
      ['ar', 'airport page'],
      ['de', 'home'],
    ])('/%s/ traveller: %s reads well at 360-1440 px', async (language, name) => {
      const scene = travellerScenes().find((s) => s.name === name)!;
      const translated = { ...scene, name: `${scene.name} (${language})`, path: `/${language}${scene.path}` };
      expect(await sweep('fresh', translated, TRAVELLER_WIDTHS)).toEqual([]);
    });

    it.each([
      [360, 300],
      [390, 300],
      [768, 420],
      [1280, 420],
    ])(
      'toasts at %i px are %i px wide, in the region F8 focuses, and a swipe right dismisses one',
      async (width, toastWidth) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const phone = width < 768;
        await page.setViewport({ width, height: 800, isMobile: phone, hasTouch: phone });
        await openPage(page, `${url}/booking`);
        // Find Services without an airport: the wizard's 'Airport is required' toast.
        await clickByText(page, 'Find Services');
        const region = 'section[aria-label="Notifications (F8)"]';
        const notice = (await page.waitForSelector(`${region} .ant-notification-notice`, {
          visible: true,
          timeout: 30_000,
        }))!;
        await textAppears(page, 'Please select an airport to search for services.');
        await layoutSettled(page);
        const box = (await notice.boundingBox())!;
        expect(Math.round(box.width)).toBe(toastWidth);
        // Whole on the screen, at its right-hand edge.
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);

        await page.keyboard.press('F8');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
          'Notifications (F8)',
        );

        // A finger on a phone, a mouse elsewhere: 70 px to the right.
        const y = box.y + box.height / 2;
        if (phone) {
          await page.touchscreen.touchStart(box.x + 40, y);
          for (const dx of [20, 45, 70]) await page.touchscreen.touchMove(box.x + 40 + dx, y);
          await page.touchscreen.touchEnd();
        } else {
          await page.mouse.move(box.x + 40, y);
          await page.mouse.down();
          await page.mouse.move(box.x + 110, y, { steps: 5 });
          await page.mouse.up();
        }
        // Well before its own 5 s: the swipe took it.
        await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'), { timeout: 3000 });
        await context.close();
      },
    );

    it.each([
      ['e-mail quote', 'Open Email Quote in New Window'],
      ['printable quote', 'Open Simplified Quote in New Window'],
    ])('prints the %s on A4 and US Letter with nothing cut at the page edge', async (_name, button) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument((c: string) => localStorage.setItem('cart', c), cart);
      await page.setViewport({ width: 1280, height: 900 });
      await openPage(page, `${url}/`);
      await headerComplete(page, true);
      await page.click('button[aria-label^="View Quote"]');
      await textAppears(page, 'Your Service Quote');
      const popup = new Promise<Page | null>((resolve) => page.once('popup', resolve));
      await clickByText(page, button);
      const win = (await popup)!;
      await win.waitForFunction(() => document.body?.innerText.includes('valid for 30 days'), { timeout: 30_000 });
      const html = await win.content();
      const faults: string[] = [];
      // Chromium's default print margins are 0.4 in (about 10 mm) a side.
      for (const paper of Object.keys(PAPERS) as Paper[])
        faults.push(...(await printOverflow(win, html, paper, 10)).map((f) => `${paper}: ${f}`));
      await context.close();
      expect(faults).toEqual([]);
    });

    const openFirstBooking = async (page: Page) => {
      await page.waitForSelector('[data-testid^="card-"] button.ant-btn-link', { visible: true, timeout: 30_000 });
      await page.click('[data-testid^="card-"] button.ant-btn-link');
      await page.waitForSelector('[role="dialog"]', { visible: true });
      await textAppears(page, 'Booking Summary');
    };

    it('back office: the login reads well at 1024-1440 px', async () => {
      expect(await sweep('fresh', { name: 'staff login', path: '/admin/login' }, STAFF_WIDTHS)).toEqual([]);
    });

    it.each([
      { name: 'status board', path: '/admin/dashboard' },
      { name: 'supplier hub', path: '/admin/suppliers' },
      { name: 'chauffeur transfer', path: '/chauffeur-booking' },
    ])('back office: the $name reads well at 1024-1440 px', async (scene) => {
      expect(await sweep(staff, scene, STAFF_WIDTHS)).toEqual([]);
    });

    // The booking modal's tabs, one test each (18 page loads in one test came close to its time limit).
    const MODAL_TABS = ['Details', 'Suppliers', 'Operations', 'Confirmations', 'Invoice', 'Checklist'];
    it('back office: the booking modal has exactly the tabs swept below', async () => {
      const probe = await staff.newPage();
      await probe.setViewport({ width: 1280, height: 900 });
      await openPage(probe, `${url}/admin/dashboard`);
      await openFirstBooking(probe);
      const tabs = await probe.$$eval('[role="dialog"] [role="tab"]', (els) => els.map((t) => t.textContent!.trim()));
      await probe.close();
      expect(tabs).toEqual(MODAL_TABS);
    });

    it.each(MODAL_TABS)('back office: the booking modal fits the screen on its %s tab at 1024-1440 px', async (tab) => {
      const scene: Scene = {
        name: `booking modal - ${tab}`,
        path: '/admin/dashboard',
        open: async (page) => {
          await openFirstBooking(page);
          await clickByText(page, tab, '//*[@role="dialog"]');
          await page.waitForFunction(
            (t: string) =>
              [...document.querySelectorAll('[role="dialog"] [role="tab"][aria-selected="true"]')].some(
                (el) => el.textContent!.trim() === t,
              ),
            { timeout: 15_000 },
            tab,
          );
        },
      };
      expect(await sweep(staff, scene, STAFF_WIDTHS)).toEqual([]);
    });
  },
);

describeWithInfra('chromium', 'the width checks see what they are for', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.cleanup());

  const faultsOf = async (body: string, width = 360, pseudo = false) => {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 800 });
    await page.setContent(
      `<!doctype html><html><head><style>body{margin:0;font:16px sans-serif}</style></head><body>${body}</body></html>`,
    );
    if (pseudo) await pseudoLocalize(page);
    const faults = await layoutFaults(page, { headerMaxHeight: 72, scrollRegions: ['.board'], textCut: pseudo });
    await page.close();
    return faults;
  };

  it('a page wider than the screen, and the element cut off at its edge', async () => {
    const faults = await faultsOf('<main><div style="width:500px">Too wide</div></main>');
    expect(faults).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/is 500 px wide on a 360 px screen/),
        expect.stringMatching(/<div> "Too wide" is cut off at the screen's edge/),
      ]),
    );
  });

  it('content too wide for a dialog, although the dialog box scrolls by itself', async () => {
    const faults = await faultsOf(
      '<div role="dialog" style="position:fixed;inset:0;overflow:auto"><div style="width:520px">Wide dialog</div></div>',
    );
    expect(faults).toEqual(
      expect.arrayContaining([expect.stringMatching(/"Wide dialog" is cut off at the screen's edge/)]),
    );
  });

  it('a header taller than its bound, and a header link wrapped onto two lines', async () => {
    const faults = await faultsOf(
      '<header style="height:130px"><a href="/" style="display:inline-block;width:60px">Book with us</a></header>',
    );
    expect(faults).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/the header is 130 px tall/),
        expect.stringMatching(/"Book with us" in the header wraps onto 2 lines/),
      ]),
    );
  });

  it('small targets side by side; but not a link inside a sentence, a spaced small target or a region that scrolls', async () => {
    const crowded = await faultsOf(
      '<div><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></div>',
    );
    expect(crowded.filter((f) => /too close to another/.test(f))).toHaveLength(2);
    const fine = await faultsOf(
      '<p>Read our <a href="/terms">terms</a> first.</p>' +
        '<button style="width:16px;height:16px;padding:0;margin:40px">x</button>' +
        '<div class="board" style="overflow-x:auto;width:300px"><div style="width:900px">Columns</div></div>',
    );
    expect(fine).toEqual([]);
  });

  it('pseudo-localised, a control that just fits in English runs past the edge, and an ellipsis cuts a text short', async () => {
    const fits = '<button style="white-space:nowrap;font:16px monospace">Open Simplified Quote in New Window</button>';
    expect(await faultsOf(fits)).toEqual([]);
    expect(await faultsOf(fits, 360, true)).toEqual(
      expect.arrayContaining([expect.stringMatching(/is \d+ px wide on a 360 px screen.*<button> "Öþéñ/)]),
    );
    const shortened =
      '<p style="width:140px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Porter service</p>';
    expect(await faultsOf(shortened, 360, true)).toEqual([expect.stringMatching(/<p> "Þöŕţéŕ.* is cut short/)]);
    // Codes, numbers and addresses read the same in every language: left as they are.
    const page = await browser.newPage();
    await page.setContent('<p>VIP-12345-FCO</p><p>grace@example.com</p><p>LHR</p><p>Book now</p>');
    await pseudoLocalize(page);
    expect(await page.$$eval('p', (ps) => ps.map((p) => p.textContent))).toEqual([
      'VIP-12345-FCO',
      'grace@example.com',
      'LHR',
      'Ɓööķēẽ ñöŵēẽ',
    ]);
    await page.close();
  });
});
