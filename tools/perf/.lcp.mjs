import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
await page.evaluateOnNewDocument(() => {
  window.lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.tagName + '#' + (e.element?.id || '') + '.' + String(e.element?.className).slice(0, 40) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  const mo = new MutationObserver((ms) => { for (const m of ms) for (const n of m.removedNodes) if (n.tagName === 'STYLE' || n.nodeType === 1 && n.querySelector?.('h1')) (window.removed ??= []).push(Math.round(performance.now()) + ' ' + n.tagName + ' ' + (n.getAttribute?.('data-css-hash') ?? '')); });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document, { childList: true, subtree: true }));
});
await page.goto(process.argv[2], { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1000));
console.log(await page.evaluate(() => ({ lcp: window.lcp, removed: (window.removed ?? []).slice(0, 20), removedCount: (window.removed ?? []).length, ready: document.documentElement.hasAttribute('data-app-ready') })));
await browser.close();
