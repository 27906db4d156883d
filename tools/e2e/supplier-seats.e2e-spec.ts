// A supplier's seats through its job link, in Chromium, on the product as `npm start` runs it: staff assign a VIP
// supplier and request the greeter's details (through the API the back office uses); the supplier opens the link from
// that e-mail on a phone-sized page, publishes seats for the job's service, sees them listed, changes the number and
// withdraws them. The public results' 'Instant confirmation' follows each step within the catalog's event delay, and
// goes when staff delete the supplier, whose link then ends.
import type { Page } from 'puppeteer-core';
import { ALLOTMENT_MESSAGES, SUPPLIER_JOB_LINK_INVALID_MESSAGE } from '@vip/contracts/schemas';
import { describeWithInfra } from '@vip/platform/testing';
import { seriousA11yViolations } from '../test-support/axe';
import { type CspViolationRecorder } from '../test-support/csp-violations';
import { fillField, openPage, pageSettled, textAppears } from '../test-support/page-actions';
import { startStackInChromium, type StackInChromium } from '../test-support/stack-in-chromium';

const LINK = /\/supplier-jobs\/([A-Za-z0-9_-]{43})/;
const INSTANT = 'Instant confirmation';

async function clickButton(page: Page, text: string): Promise<void> {
  await pageSettled(page);
  const button = await page.waitForSelector(`xpath/.//button[normalize-space()=${JSON.stringify(text)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

/** A time or date input as React sees a user's change (Chromium's own pickers differ by locale). */
async function setInput(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
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

describeWithInfra('chromium', "a supplier's seats through its job link (npm start) in Chromium", () => {
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  let stack: StackInChromium | undefined;
  let url: string;
  let email: string;
  let password: string;
  let browser: StackInChromium['browser'];
  let csp: CspViolationRecorder;

  beforeAll(async () => {
    stack = await startStackInChromium('seats', {
      // The sends below, while svc-booking is still learning suppliers, are more than a supplier's minute allows.
      SUPPLIER_JOB_LIMIT_PER_MINUTE: '1000',
      // Rendered pages kept 5 s rather than 30: the flag reaches the public results once their page is rendered
      // again, and this journey waits for it four times.
      PAGE_TTL_SECONDS: '5',
    });
    ({ url, email, password, browser, csp } = stack);
  });
  afterAll(() => stack?.stop());

  /** Signed in as the admin, as the back office is: the session cookie and its CSRF token. */
  async function staffSession(): Promise<Record<string, string>> {
    const session = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(session.status).toBe(200);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    return {
      Cookie: session.headers.get('set-cookie')!.split(';')[0]!,
      'X-CSRF-Token': csrfToken,
      'Content-Type': 'application/json',
    };
  }

  /** A booking request for the service, a VIP supplier of FCO assigned, the greeter requested: the link it sent. */
  async function jobLinkFor(serviceId: number): Promise<{ token: string; ref: string; supplierId: string }> {
    const requested = await fetch(`${url}/api/bookings/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        serviceId,
        contactName: 'Dorothy Vaughan',
        contactEmail: 'dorothy@example.com',
        contactPhone: '+1 212 555 0100',
        flightNumber: 'AZ611',
        flightDate: date,
        flightTime: '14:00',
        adultCount: 1,
        childCount: 0,
        travelerNames: ['Dorothy Vaughan'],
      }),
    });
    expect(requested.status).toBe(201);
    const { referenceCode: ref } = (await requested.json()) as { referenceCode: string };
    const staff = await staffSession();
    // svc-ops opens the case from the booking's event, a moment after the request.
    let id: string | undefined;
    for (let i = 0; !id && i < 120; i++) {
      const list = await fetch(`${url}/api/admin/bookings?q=${encodeURIComponent(ref)}`, { headers: staff });
      id = ((await list.json()) as { items: Array<{ id: string }> }).items[0]?.id;
      if (!id) await new Promise((r) => setTimeout(r, 250));
    }
    const suppliers = await fetch(`${url}/api/suppliers?airport=FCO&serviceLevel=standard`, { headers: staff });
    const [supplier] = (await suppliers.json()) as Array<{ id: string }>;
    const assigned = await fetch(`${url}/api/admin/bookings/${id}/supplier`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ kind: 'vip', supplierId: supplier!.id }),
    });
    expect(assigned.status).toBe(200);
    const sent = await fetch(`${url}/api/admin/bookings/${id}/communications`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({
        purpose: 'greeter_request',
        email: { subject: `Greeter request - ${ref}`, message: 'Please send the greeter details.' },
      }),
    });
    expect(sent.status).toBe(201);
    // The request as the dev outbox keeps it: the link is in its text.
    const messages = (await (
      await fetch(`${url}/api/admin/bookings/${id}/communications`, { headers: staff })
    ).json()) as Array<{ purpose: string; body: string }>;
    const token = LINK.exec(messages.find((m) => m.purpose === 'greeter_request')?.body ?? '')?.[1];
    expect(token).toBeDefined();
    return { token: token!, ref, supplierId: supplier!.id };
  }

  /** Reloads the public results until the service's card shows (or no longer shows) 'Instant confirmation'. */
  async function flagFollows(page: Page, serviceName: string, shown: boolean): Promise<void> {
    const results = `${url}/booking?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`;
    const card = `//*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(serviceName)}]]`;
    for (let i = 0; i < 30; i++) {
      await openPage(page, results);
      await textAppears(page, 'Premium Airport Services');
      const cardText = await page
        .waitForSelector(`xpath/${card}`, { visible: true, timeout: 30_000 })
        .then((c) => c!.evaluate((el) => (el as HTMLElement).innerText));
      if (cardText.includes(INSTANT) === shown) return;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    throw new Error(`'${INSTANT}' ${shown ? 'never appeared on' : 'stayed on'} the card of ${serviceName}`);
  }

  it('publishes, lists, changes and withdraws seats on a phone, and the public flag follows', async () => {
    const services = (await (
      await fetch(`${url}/api/services?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`)
    ).json()) as Array<{ id: number; name: string; serviceLevel: string; instantConfirmation?: boolean }>;
    const service = services.find((s) => s.serviceLevel === 'standard')!;
    expect(service.instantConfirmation).toBeFalsy();
    const { token, ref, supplierId } = await jobLinkFor(service.id);

    const phoneContext = await browser.createBrowserContext();
    const phone = await phoneContext.newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await openPage(phone, `${url}/supplier-jobs/${token}`);
    await phone.waitForSelector('xpath/.//h1[normalize-space()=' + JSON.stringify(`Job ${ref}`) + ']', {
      visible: true,
      timeout: 30_000,
    });
    await textAppears(phone, 'Your seats for instant confirmation');
    await textAppears(phone, 'You have published no seats at this airport yet.');

    // Two seats for the job's service on its date, 06:00 to 23:00 local.
    await setInput(phone, '#seats-date', date);
    await setInput(phone, '#seats-from', '06:00');
    await setInput(phone, '#seats-to', '23:00');
    await fillField(phone, '#seats-count', '2');
    // svc-booking hears of svc-ops' suppliers from their events, a while after a first start (over a thousand are
    // announced): until then it refuses the supplier, and the supplier sends again.
    for (let i = 0; ; i++) {
      await clickButton(phone, 'Publish seats');
      // The last refusal goes as the form is sent: wait for that, so it is not read as this send's answer.
      await phone
        .waitForFunction(
          (unknown: string) => !document.body.innerText.includes(unknown),
          { timeout: 5_000 },
          ALLOTMENT_MESSAGES.unknownSupplier,
        )
        .catch(() => undefined);
      const answer = await phone.waitForFunction(
        (done: string, unknown: string) =>
          document.body.innerText.includes(done) ? done : document.body.innerText.includes(unknown) && unknown,
        { timeout: 30_000 },
        'Seats published.',
        ALLOTMENT_MESSAGES.unknownSupplier,
      );
      if ((await answer.jsonValue()) === 'Seats published.') break;
      expect(i).toBeLessThan(60);
      await new Promise((r) => setTimeout(r, 2_000));
    }
    const table = 'table[aria-labelledby]';
    await phone.waitForSelector(table, { visible: true, timeout: 30_000 });
    const firstRow = async () =>
      phone.$$eval(`${table} tbody tr:not([aria-hidden])`, (rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].slice(0, 7).map((c) => c.textContent?.trim())),
      );
    expect((await firstRow())[0]).toEqual([
      service.name,
      expect.any(String),
      '6:00 AM to 11:00 PM',
      '2',
      '0',
      '0',
      '2',
    ]);
    // One column: nothing wider than the phone but the table, which scrolls within itself.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    const site = await (await browser.createBrowserContext()).newPage();
    await site.setViewport({ width: 1280, height: 900 });
    await flagFollows(site, service.name, true);

    // Four seats instead of two.
    await phone.bringToFront();
    const change = await phone.waitForSelector('button[aria-label^="Change seats for "]', { visible: true });
    await change!.click();
    await fillField(phone, 'input[aria-label^="Seats for "]', '4');
    const save = await phone.waitForSelector('button[aria-label^="Save seats for "]', { visible: true });
    await save!.click();
    await textAppears(phone, 'Seats changed.');
    await phone.waitForFunction(
      (t: string) => document.querySelector(`${t} tbody tr:not([aria-hidden]) td:nth-child(4)`)?.textContent === '4',
      { timeout: 30_000 },
      table,
    );
    expect((await firstRow())[0]!.slice(3)).toEqual(['4', '0', '0', '4']);

    // Withdrawn after the supplier confirms: the list is empty and the flag goes.
    const withdraw = await phone.waitForSelector('button[aria-label^="Withdraw seats for "]', { visible: true });
    await withdraw!.click();
    await textAppears(phone, 'Withdraw these seats?');
    await clickButton(phone, 'Withdraw seats');
    await textAppears(phone, 'Seats withdrawn.');
    await textAppears(phone, 'You have published no seats at this airport yet.');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await flagFollows(site, service.name, false);

    // Published again, then staff delete the supplier: its seats stop confirming at once, and its link ends.
    await phone.bringToFront();
    await setInput(phone, '#seats-from', '06:00');
    await setInput(phone, '#seats-to', '23:00');
    await fillField(phone, '#seats-count', '1');
    await clickButton(phone, 'Publish seats');
    await textAppears(phone, 'Seats published.');
    await flagFollows(site, service.name, true);
    const deleted = await fetch(`${url}/api/suppliers/${supplierId}`, {
      method: 'DELETE',
      headers: await staffSession(),
    });
    expect(deleted.status).toBe(204);
    await flagFollows(site, service.name, false);
    await phone.bringToFront();
    await setInput(phone, '#seats-from', '06:00');
    await setInput(phone, '#seats-to', '23:00');
    await fillField(phone, '#seats-count', '1');
    await clickButton(phone, 'Publish seats');
    await textAppears(phone, SUPPLIER_JOB_LINK_INVALID_MESSAGE);
    await phone.reload({ waitUntil: 'networkidle0' });
    await textAppears(phone, SUPPLIER_JOB_LINK_INVALID_MESSAGE);
    expect(await phone.evaluate(() => document.body.innerText)).not.toContain('Dorothy Vaughan');

    await phoneContext.close();
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
