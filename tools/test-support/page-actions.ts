import type { Page } from 'puppeteer-core';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';

/**
 * Waits until the page is what a person would see and use: the start-up overlay gone and the app running
 * (a server-rendered page shows at once but answers only once hydrated). Acting earlier races the page's
 * own start (a click sent through the fading overlay in an older build reached nothing, so 'Select
 * Service' or a field's triple-click was silently lost).
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById('startup-spinner') && document.documentElement.hasAttribute(attribute),
    { timeout: 30_000 },
    APP_READY_ATTRIBUTE,
  );
}

/** Opens a page and waits until it is settled (see pageSettled). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await pageSettled(page);
}

/**
 * Replaces a field's text the way a person does (focus it, select everything, type), then checks the
 * field holds exactly that text, so a value the page put there first can never end up merged with
 * the typed one unnoticed.
 */
export async function fillField(page: Page, selector: string, value: string): Promise<void> {
  await pageSettled(page);
  const field = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  await field!.focus();
  await field!.evaluate((el) => (el as HTMLInputElement).select());
  if (value === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(value);
  await page
    .waitForFunction(
      (s: string, v: string) => (document.querySelector(s) as HTMLInputElement | null)?.value === v,
      { timeout: 5_000 },
      selector,
      value,
    )
    .catch(async () => {
      const actual = await page.$eval(selector, (el) => (el as HTMLInputElement).value);
      throw new Error(`${selector} holds ${JSON.stringify(actual)} after typing ${JSON.stringify(value)}`);
    });
}

/** Waits for the text on the page; when it never comes, the error says what the page showed instead. */
export async function textAppears(page: Page, text: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText).catch(() => '');
    throw new Error(`${JSON.stringify(text)} never appeared (${(error as Error).message}); the page showed:\n${shown}`);
  }
}
