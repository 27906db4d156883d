// A traveller books an instantly confirmable service in Chromium, on the product as `npm start` runs it: staff publish
// a supplier's seat through the back office's API; the checkout holds it with a countdown the traveller can pause; the
// booking lands on 'Booking Confirmed!' with its reference, is Confirmed, and the allotment's seat is taken.
import type { Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { seriousA11yViolations } from '../test-support/axe';
import { type CspViolationRecorder } from '../test-support/csp-violations';
import { fillField, openPage, pageSettled, textAppears } from '../test-support/page-actions';
import { startStackInChromium, type StackInChromium } from '../test-support/stack-in-chromium';

const REFERENCE = /VIP-\d{5}-FCO/;

/** Clicks the button with this text (in the service card with this title when one is given), toasts closed first. */
async function clickButton(page: Page, text: string, cardTitle?: string): Promise<void> {
  await pageSettled(page);
  await page.waitForFunction(
    () => {
      document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((close) => close.click());
      return !document.querySelector('.ant-notification-notice');
    },
    { timeout: 15_000, polling: 250 },
  );
  const scope = cardTitle
    ? `//*[self::article or @role="article"][.//h3[normalize-space()=${JSON.stringify(cardTitle)}]]`
    : '';
  const button = await page.waitForSelector(`xpath/${scope}//button[normalize-space()=${JSON.stringify(text)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

describeWithInfra('chromium', 'an instantly confirmable service booked in Chromium (npm start)', () => {
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  let stack: StackInChromium | undefined;
  let url: string;
  let email: string;
  let password: string;
  let browser: StackInChromium['browser'];
  let csp: CspViolationRecorder;

  beforeAll(async () => {
    stack = await startStackInChromium('instant');
    ({ url, email, password, browser, csp } = stack);
  });
  afterAll(() => stack?.stop());

  /**
   * Signed in as the admin: a staff token for svc-booking, as the back office's allotments screen gets one, and a VIP
   * supplier of FCO from svc-ops' list, as its supplier picker offers them.
   */
  async function bookingStaff(): Promise<{ token: string; supplierId: string }> {
    const session = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(session.status).toBe(200);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${url}/api/admin/session/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ audience: 'svc-booking' }),
    });
    expect(res.status).toBe(200);
    const suppliers = await fetch(`${url}/api/suppliers?airport=FCO&serviceLevel=standard`, {
      headers: { Cookie: cookie },
    });
    expect(suppliers.status).toBe(200);
    const [supplier] = (await suppliers.json()) as Array<{ id: string }>;
    return { token: ((await res.json()) as { token: string }).token, supplierId: supplier!.id };
  }

  it("holds the seat with a pausable countdown and lands on 'Booking Confirmed!' with the reference", async () => {
    const services = (await (
      await fetch(`${url}/api/services?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`)
    ).json()) as Array<{ id: number; name: string }>;
    const service = services[0]!;

    // Staff publish one seat of a supplier for the service on the date, 06:00 to 23:00.
    const { token, supplierId } = await bookingStaff();
    const staff = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const publish = () =>
      fetch(`${url}/api/admin/allotments`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({
          airportCode: 'FCO',
          serviceId: service.id,
          date,
          fromTime: '06:00',
          toTime: '23:00',
          seats: 1,
          supplierId,
        }),
      });
    // svc-booking hears of svc-ops' suppliers from their events, a moment after the start.
    let published = await publish();
    for (let i = 0; published.status === 422 && i < 120; i++) {
      await new Promise((r) => setTimeout(r, 250));
      published = await publish();
    }
    expect(published.status).toBe(201);
    const allotment = (await published.json()) as { id: string };

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openPage(page, `${url}/booking?airport=FCO&type=arrival&date=${date}&time=14:00&adults=1&children=0`);
    await textAppears(page, 'Premium Airport Services');
    await clickButton(page, 'Select Service', service.name);
    await textAppears(page, 'Service added to quote');

    await openPage(page, `${url}/booking-form`);
    await textAppears(page, 'Complete Your Booking');
    // The hold is visible: its countdown, and the item marked as confirmed at once.
    await page.waitForSelector('[role="timer"]', { visible: true, timeout: 30_000 });
    expect(await page.$eval('[role="timer"]', (t) => t.textContent)).toMatch(
      /^We are holding your place for [45]:\d\d$/,
    );
    await textAppears(page, 'Confirmed at once');
    expect(await page.$eval('section[aria-label="Your held place"] [role="status"]', (s) => s.textContent)).toBe(
      'We are holding your place for 5 minutes. You can pause the timer if you need more time.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Paused and resumed on the server, from the keyboard.
    const pause = await page.waitForSelector('xpath/.//button[normalize-space()="Pause timer"]', { visible: true });
    await pause!.focus();
    await page.keyboard.press('Enter');
    await textAppears(page, 'Timer paused at');
    const resume = await page.waitForSelector('xpath/.//button[normalize-space()="Resume"]', { visible: true });
    await resume!.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => /^We are holding your place for \d:\d\d$/.test(document.querySelector('[role="timer"]')?.textContent ?? ''),
      { timeout: 30_000 },
    );

    await fillField(page, '#contactName', 'Mary Jackson');
    await fillField(page, '#contactPhone', '+1 212 555 0100');
    await fillField(page, '#contactEmail', 'mary@example.com');
    await fillField(page, '#flightNumber', 'AZ611');
    await page.click('#agreeToTerms');
    // Every item has its seat held: the booking is confirmed, not requested.
    await clickButton(page, 'Confirm Booking');

    await textAppears(page, 'Booking Confirmed!');
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/checkout/success');
    const reference = landed.searchParams.get('reference')!;
    expect(reference).toMatch(REFERENCE);
    await textAppears(page, reference);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Confirmed at once, and the seat is the booking's.
    const booking = await fetch(`${url}/api/bookings/${reference}?email=mary%40example.com`);
    expect(((await booking.json()) as { status: string }).status).toBe('Confirmed');
    const seats = await fetch(`${url}/api/admin/allotments/${allotment.id}`, { headers: staff });
    expect(await seats.json()).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });

    await context.close();
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
