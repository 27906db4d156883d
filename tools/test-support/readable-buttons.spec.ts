import type { Page } from 'puppeteer-core';
import { describeWithInfra } from '@vip/platform/testing';
import { BUTTON_STYLE, PAGE_BASE_STYLE } from '@vip/ui/styles';
import { seriousA11yViolations } from './axe';
import { launchChromium } from './browser';

/** antd's link reset as its CSS-in-JS writes it for every page built with antd (zero specificity scope, then `a`). */
const ANTD_LINK_RESET =
  ':where(.css-dev-only-do-not-override-1a2b3c) a { color: #1677ff; background-color: transparent; text-decoration: none; }';

describeWithInfra('chromium', 'buttons that are links, and the accessibility scan that reads them', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  /** A page as the site builds it: the frame's base style, the light buttons, and antd's reset inside an antd page. */
  const render = (body: string) =>
    page.setContent(
      `<!doctype html><html lang="en"><head><title>Booking Request Received</title><style>${PAGE_BASE_STYLE}${BUTTON_STYLE}${ANTD_LINK_RESET}</style></head>` +
        `<body><main class="vip-page"><h1>Booking Request Received</h1><div class="css-dev-only-do-not-override-1a2b3c">${body}</div></main></body></html>`,
    );
  const colours = (selector: string) =>
    page.$eval(selector, (el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });

  it("keeps a primary button that is a link navy with white text inside an antd page ('Manage Booking')", async () => {
    await render(
      '<a class="vip-btn vip-btn--primary" id="manage" href="/manage-booking">Manage Booking</a> <a class="vip-btn" id="home" href="/">Return to Home</a>',
    );
    expect(await colours('#manage')).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(11, 58, 102)' });
    expect(await colours('#home')).toEqual({ color: 'rgba(0, 0, 0, 0.88)', background: 'rgb(255, 255, 255)' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fails a page whose text has the colour of its background, which axe alone leaves for review', async () => {
    await render(
      '<a href="/manage-booking" id="ghost" style="color: #fff; background: transparent">Manage Booking</a>',
    );
    expect(await seriousA11yViolations(page)).toEqual([
      {
        id: 'color-contrast',
        impact: 'serious',
        help: 'Text has the colour of its background (1:1)',
        nodes: ['["#ghost"]'],
      },
    ]);
  });
});
