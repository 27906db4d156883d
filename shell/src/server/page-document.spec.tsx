/**
 * @jest-environment node
 */
import { type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { shellDocument } from './page-document';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>VIP Airport Services</title>
    <meta name="description" content="Default &amp; plain." />
    <meta name="robots" content="index,follow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>html, body { margin: 0; } a > b { color: red; }</style>
  </head>
  <body>
    <div id="startup-spinner" role="status" aria-live="polite"><div class="ring"></div><span class="visually-hidden">Loading</span></div>
    <div id="root"></div>
    <script defer src="/react-dom.1a.js"></script><script defer src="/main.2b.js"></script>
  </body>
</html>`;

const element = (html: string, selector: (e: Element) => boolean) =>
  DomUtils.findOne(selector, parseDocument(html).children);

describe("shellDocument: the build's index.html as the page's document", () => {
  it("sends the build's own document, unchanged in meaning, for a page the browser renders", () => {
    const html = shellDocument(INDEX_HTML).render({});
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(element(html, (e) => e.name === 'meta' && e.attribs.name === 'description')?.attribs.content).toBe(
      'Default & plain.',
    );
    // CSS is written as it is, not escaped as text.
    expect(html).toContain('<style>html, body { margin: 0; } a > b { color: red; }</style>');
    expect(element(html, (e) => e.attribs.id === 'startup-spinner')).toBeTruthy();
    expect(DomUtils.getElementsByTagName('script', parseDocument(html)).map((s) => s.attribs.src)).toEqual([
      '/react-dom.1a.js',
      '/main.2b.js',
    ]);
  });

  it('puts the rendered page in #root with its data, without the start-up overlay, the scripts loaded after paint', () => {
    const html = shellDocument(INDEX_HTML).render({
      body: '<main><h1>Heathrow</h1></main>',
      state: { queries: { mutations: [], queries: [] } },
      language: { lang: 'fr', dir: 'ltr', alternates: [{ hreflang: 'en', href: 'https://vip.example/' }] },
    });
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<div id="root"><main><h1>Heathrow</h1></main></div>');
    expect(element(html, (e) => e.attribs.id === 'startup-spinner')).toBeNull();
    expect(element(html, (e) => e.name === 'link' && e.attribs.rel === 'alternate')?.attribs.href).toBe(
      'https://vip.example/',
    );
    const scripts = DomUtils.getElementsByTagName('script', parseDocument(html));
    expect(scripts.map((s) => [s.attribs.src, s.attribs['data-main']])).toEqual([
      [undefined, undefined],
      ['/load-app.js', '/react-dom.1a.js /main.2b.js'],
    ]);
    // The build's other head elements stay: the icon, the viewport.
    expect(element(html, (e) => e.name === 'link' && e.attribs.rel === 'icon')).toBeTruthy();
  });

  it("replaces the build's robots for a page that is none (noindex), and keeps one of each", () => {
    const html = shellDocument(INDEX_HTML).render({ robots: 'noindex' });
    const robots = DomUtils.findAll(
      (e) => e.name === 'meta' && e.attribs.name === 'robots',
      parseDocument(html).children,
    );
    expect(robots.map((r) => r.attribs.content)).toEqual(['noindex']);
  });

  it('refuses an index.html it cannot fill: no #root or no script', () => {
    expect(() => shellDocument(INDEX_HTML.replace('<div id="root"></div>', ''))).toThrow(/#root/);
    expect(() => shellDocument(INDEX_HTML.replace(/<script[^>]*><\/script>/g, ''))).toThrow(/loads no script/);
  });

  it("writes the build's attributes as they were: style, class, boolean and aria ones", () => {
    const html = shellDocument(
      INDEX_HTML.replace('<div class="ring">', '<div class="ring" style="color:red;margin-top:2px" hidden>'),
    ).render({});
    expect(html).toContain('<div class="ring" style="color:red;margin-top:2px" hidden="">');
    expect(html).toContain('<div id="startup-spinner" role="status" aria-live="polite">');
  });
});
