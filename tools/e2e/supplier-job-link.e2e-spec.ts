// A supplier answers through its job link, in Chromium, on the product as `npm start` runs it: staff assign a
// supplier and request the greeter's details; the supplier opens the link from that e-mail (the dev outbox keeps
// it) on a phone-sized page and answers; the open booking modal, its checklist and the board follow without staff
// typing, and the traveller's greeter e-mail is in the outbox. A tampered link shows the plain message only.
import type { Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { seriousA11yViolations } from '../test-support/axe';
import { type CspViolationRecorder } from '../test-support/csp-violations';
import { openPage, textAppears } from '../test-support/page-actions';
import { startStackInChromium, type StackInChromium } from '../test-support/stack-in-chromium';

const LINK = /\/supplier-jobs\/([A-Za-z0-9_-]{43})/;

async function clickButton(page: Page, text: string): Promise<void> {
  await page.bringToFront();
  const button = await page.waitForSelector(`xpath/.//button[normalize-space()=${JSON.stringify(text)}]`, {
    visible: true,
    timeout: 30_000,
  });
  await button!.click();
}

async function requestBooking(url: string, contactName: string): Promise<string> {
  const res = await fetch(`${url}/api/bookings/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      serviceId: 1,
      contactName,
      contactEmail: 'katherine@example.com',
      contactPhone: '+1 212 555 0100',
      flightNumber: 'BA117',
      flightDate: `${new Date().getUTCFullYear() + 1}-06-15`,
      flightTime: '14:00',
      adultCount: 2,
      childCount: 0,
      travelerNames: [contactName],
      specialRequests: 'Wheelchair at the aircraft door',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { referenceCode: string }).referenceCode;
}

interface Message {
  purpose: string;
  to: string[];
  subject: string | null;
  body: string;
}

describeWithInfra('chromium', 'a supplier answers through its job link (npm start) in Chromium', () => {
  let stack: StackInChromium | undefined;
  let url: string;
  let email: string;
  let password: string;
  let browser: StackInChromium['browser'];
  let csp: CspViolationRecorder;

  beforeAll(async () => {
    stack = await startStackInChromium('jobs');
    ({ url, email, password, browser, csp } = stack);
  });
  afterAll(() => stack?.stop());

  it('staff request the greeter, the supplier answers on a phone, and the modal, checklist and board follow', async () => {
    const ref = await requestBooking(url, 'Katherine Johnson');

    // Staff: the board, the booking's modal, a supplier assigned, the greeter requested.
    const staffContext = await browser.createBrowserContext();
    const staff = await staffContext.newPage();
    await staff.setViewport({ width: 1600, height: 1000 });
    await openPage(staff, `${url}/admin/login`);
    await staff.waitForSelector('input#email', { visible: true });
    await staff.type('input#email', email);
    await staff.type('input#password', password);
    await staff.click('button[type=submit]');
    await textAppears(staff, 'Booking Management Dashboard');
    await staff.waitForSelector('input[aria-label="Search bookings"]', { visible: true });
    await staff.type('input[aria-label="Search bookings"]', ref);
    await staff.keyboard.press('Enter');
    const card = `[data-testid="card-${ref}"]`;
    await staff.waitForSelector(`${card} button.ant-btn-link`, { visible: true, timeout: 30_000 });
    await staff.click(`${card} button.ant-btn-link`);
    await staff.waitForSelector('[role="dialog"]', { visible: true });
    const tab = (name: string) =>
      staff.waitForFunction(
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
    await tab('Suppliers');
    const assign = await staff.waitForSelector('button[aria-label^="Assign to Trip: "]', {
      visible: true,
      timeout: 30_000,
    });
    const supplier = (await assign!.evaluate((b) =>
      b.getAttribute('aria-label')!.replace('Assign to Trip: ', ''),
    )) as string;
    await assign!.click();
    await staff.waitForSelector(`button[aria-label="Assigned: ${supplier}"]`, { visible: true, timeout: 30_000 });
    await tab('Operations');
    await clickButton(staff, 'Request Greeter Information');
    await staff.waitForFunction(
      () =>
        [...document.querySelectorAll('.ant-modal')].some((m) =>
          [...m.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Send Request' && !b.disabled),
        ),
      { timeout: 30_000 },
    );
    await clickButton(staff, 'Send Request');
    await textAppears(staff, 'Greeter information request');

    // The request as the dev outbox keeps it: the link is in its text.
    const messages = async () =>
      (await staff.evaluate(async (r: string) => {
        const list = (await (await fetch(`/api/admin/bookings?q=${encodeURIComponent(r)}`)).json()) as {
          items: Array<{ id: string }>;
        };
        return (await fetch(`/api/admin/bookings/${list.items[0]!.id}/communications`)).json();
      }, ref)) as Message[];
    const request = (await messages()).find((m) => m.purpose === 'greeter_request');
    const token = LINK.exec(request?.body ?? '')?.[1];
    expect(token).toBeDefined();
    // The link opens the site this run serves (another port than the default 8080).
    expect(request!.body).toContain(`${url}/supplier-jobs/${token}`);

    // The supplier, on a phone: no login, only the job.
    const phoneContext = await browser.createBrowserContext();
    const phone = await phoneContext.newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await openPage(phone, `${url}/supplier-jobs/${token}`);
    await phone.waitForSelector('xpath/.//h1[normalize-space()=' + JSON.stringify(`Job ${ref}`) + ']', {
      visible: true,
      timeout: 30_000,
    });
    await textAppears(phone, 'Katherine Johnson');
    await textAppears(phone, 'Wheelchair at the aircraft door');
    expect(await phone.evaluate(() => document.body.innerText)).not.toContain('katherine@example.com');
    // One column: nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    await phone.click('xpath/.//label[.//input[@type="radio"]][normalize-space()="Accept"]');
    await phone.type('#job-confirmation', 'OPL-7781');
    await phone.type('#job-person-name', 'Marta Bianchi');
    await phone.type('#job-person-phone', '+39 333 123 4567');
    await phone.type('#job-meeting-point', 'Arrivals hall, exit B, with a name sign');
    await phone.type('#job-eta', '20 minutes before landing');
    await clickButton(phone, 'Send answer');
    await textAppears(phone, 'Thank you: your answer was sent.');
    await textAppears(phone, 'You accepted this job.');
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // Staff typed nothing: the open modal follows the live board.
    await staff.bringToFront();
    await textAppears(staff, 'Marta Bianchi');
    await textAppears(staff, 'OPL-7781');
    await tab('Checklist');
    await staff.waitForFunction(
      () => {
        const labels = [...document.querySelectorAll('[role="dialog"] label')].filter((l) =>
          /Greeter info (requested|sent)/.test(l.textContent ?? ''),
        );
        return labels.length === 2 && labels.every((l) => l.querySelector('input[type="checkbox"]:checked'));
      },
      { timeout: 30_000 },
    );
    await textAppears(staff, 'Supplier (job link)');
    // The traveller's greeter e-mail, once.
    const contact = (await messages()).filter((m) => m.purpose === 'greeter_contact');
    expect(contact).toHaveLength(1);
    expect(contact[0]!.to).toEqual(['katherine@example.com']);
    expect(contact[0]!.body).toContain('Greeter: Marta Bianchi');

    // A tampered link says so plainly, and shows nothing of the job.
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    await openPage(phone, `${url}/supplier-jobs/${tampered}`);
    await textAppears(phone, 'This link is not valid');
    expect(await phone.evaluate(() => document.body.innerText)).not.toContain(ref);

    await phoneContext.close();
    await staffContext.close();
    await csp.settled();
    expect(csp.violations).toEqual([]);
  });
});
