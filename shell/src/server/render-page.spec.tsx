/**
 * @jest-environment node
 */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { type RemotesManifest } from '@vip/contracts/schemas';
import { serverRenderScope } from '@vip/contracts/server-render';
import { Suspense } from 'react';
import { DomUtils, parseDocument } from 'htmlparser2';
import { defineMessages } from 'react-intl';
import {
  catalogueScope,
  defineCatalogue,
  lazyPage,
  lazySection,
  translatedPage,
  useText,
  withAntd,
  type MessageTable,
} from '@vip/ui';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state';
import { renderPage, type RemoteServerModule } from './render-page';
import { shellDocument } from './page-document';

const TEMPLATE = shellDocument(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VIP Airport Services</title><meta name="description" content="Default."><meta name="robots" content="index,follow"><style>html{margin:0}</style></head><body><div id="startup-spinner" role="status" aria-live="polite"><div class="ring"></div><span class="visually-hidden">Loading</span></div>\n<div id="root"></div><script defer src="/main.1234.js"></script></body></html>',
);

const MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'mfe_things', entry: '/remotes/mfe-things/remoteEntry.js', routes: ['/things/:code', '/things-private'] },
  ],
};

interface Thing {
  code: string;
  name: string;
}

/** A remote page as remotes write them: a query keyed by its API URL, and the head it asks for. */
function ThingPage() {
  const { code } = useParams();
  const thing = useQuery<Thing>({ queryKey: [`/api/things/${code}`] });
  const related = useQuery<Thing[]>({ queryKey: [`/api/things/${code}/related`], enabled: thing.isSuccess });
  const scope = serverRenderScope();
  if (scope && thing.data)
    scope.head = {
      title: `${thing.data.name} | VIP`,
      description: 'A thing',
      canonicalUrl: `${scope.origin}/things/${code}`,
      imageUrl: `${scope.origin}/og.png`,
      robots: 'index,follow',
      jsonLd: '{"@type":"Thing"}',
    };
  if (thing.isPending) return <p>Loading</p>;
  if (thing.isError) return <p>Failed</p>;
  return (
    <article>
      <h1>{thing.data.name}</h1>
      <ul>
        {related.data?.map((r) => (
          <li key={r.code}>{r.name}</li>
        ))}
      </ul>
      <Button>Book</Button>
    </article>
  );
}

/** Built with antd, it brings its AntdScope, as the remotes' pages do; the frame has no antd. */
const remote: RemoteServerModule = {
  routes: { '/things/:code': withAntd(ThingPage), '/things-private': () => <p>Private</p> },
  serverRendered: ['/things/:code'],
};

/** The API as the page's fetch sees it; each call is recorded. */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const LHR = { status: 200, body: { code: 'LHR', name: 'London Heathrow' } };
const RELATED = { status: 200, body: [{ code: 'LGW', name: 'London Gatwick' }] };

function hydrationStateOf(html: string): HydrationState {
  const match = new RegExp(`<script id="${HYDRATION_STATE_ID}" type="application/json">(.*?)</script>`).exec(html);
  return JSON.parse(match![1]!) as HydrationState;
}

describe('renderPage', () => {
  it("renders the frame and the remote's page with its data, including data that waits on other data", async () => {
    const { calls, fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const page = await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1>London Heathrow</h1>');
    expect(page?.html).toContain('<li>London Gatwick</li>');
    // The shell's frame is there too: header, main landmark, footer.
    expect(page?.html).toMatch(/<header[^>]*>/);
    expect(page?.html).toContain('id="main-content"');
    expect(calls).toEqual(['/api/things/LHR', '/api/things/LHR/related']);
  });

  it("puts the page's head in place of the default one, antd's styles in the head, and no start-up overlay", async () => {
    const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const html = (await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    }))!.html;
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>London Heathrow | VIP</title>');
    expect(head).not.toContain('VIP Airport Services');
    expect(head).toContain('<link rel="canonical" href="https://vip.example/things/LHR" data-page-meta=""/>');
    expect(head).toContain('<script type="application/ld+json" data-page-meta="">{"@type":"Thing"}</script>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*\.ant-/);
    // The frame's own look (the light components, no antd) is in the body it renders, once.
    // (React writes the hoisted styles of one precedence as one element, naming them all in data-href.)
    expect(html).toMatch(
      /<style data-precedence="vip" data-href="[^"]*\bvip-button-[0-9a-z]+\b[^"]*">[^<]*:where\(\.vip-btn\) \{/,
    );
    expect(html.match(/vip-button-[0-9a-z]+/g)).toHaveLength(1);
    expect(html).not.toContain('startup-spinner');
    // The app's script is loaded once the page has been painted.
    expect(html).toContain('<script defer="" src="/load-app.js" data-main="/main.1234.js"></script>');
    expect(html).not.toContain('src="/main.1234.js"');
  });

  it('sends the data it rendered with for hydration, with the remotes manifest and nothing the page did not fetch', async () => {
    const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const html = (await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    }))!.html;
    const state = hydrationStateOf(html);

    expect(state.remote).toBe('mfe_things');
    expect(state.queries.queries.map((q) => q.queryKey[0]).sort()).toEqual([
      '/api/things/LHR',
      '/api/things/LHR/related',
      '/remotes.json',
    ]);
    expect(state.queries.queries.find((q) => q.queryKey[0] === '/api/things/LHR')?.state.data).toEqual(LHR.body);
  });

  it('never fetches a query the page leaves disabled, and does not wait for code the page does not render', async () => {
    const { calls, fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const neverLoaded = jest.fn(() => new Promise<never>(() => undefined));
    const Unused = lazyPage(neverLoaded);
    function Choosy() {
      const thing = useQuery<Thing>({ queryKey: ['/api/things/LHR'] });
      useQuery({ queryKey: ['/api/things/LHR/prices'], enabled: false });
      return thing.data ? <h1>{thing.data.name}</h1> : thing.data === null ? <Unused /> : null;
    }
    const page = await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => ({ routes: { '/things/:code': Choosy }, serverRendered: ['/things/:code'] }),
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1>London Heathrow</h1>');
    expect(calls).toEqual(['/api/things/LHR']);
    expect(neverLoaded).not.toHaveBeenCalled();
  });

  it('writes every part of the page in place: no script runs inline (the Content-Security-Policy allows none)', async () => {
    const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    // Big enough that React would send it after the rest, with an inline script to move it in place.
    const Big = lazyPage(async () => () => <p>{'A long paragraph. '.repeat(4000)}</p>);
    const page = await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => ({
        routes: {
          '/things/:code': () => (
            <Suspense fallback={<p>Not yet</p>}>
              <Big />
            </Suspense>
          ),
        },
        serverRendered: ['/things/:code'],
      }),
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(200);
    expect(page?.html).not.toContain('Not yet');
    const scripts = DomUtils.getElementsByTagName('script', parseDocument(page!.html));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect({ src: script.attribs.src, type: script.attribs.type }).toEqual(
        script.attribs.src
          ? { src: expect.any(String), type: undefined }
          : { src: undefined, type: expect.stringMatching(/json$/) },
      );
  });

  it('gives up a render still waiting when its time is up (the caller sends index.html)', async () => {
    const { fetchImpl } = api({});
    const Stuck = lazyPage(() => new Promise<never>(() => undefined));
    const rendering = renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => ({ routes: { '/things/:code': Stuck }, serverRendered: ['/things/:code'] }),
      fetch: fetchImpl,
      signal: AbortSignal.timeout(50),
    });
    await expect(rendering).rejects.toBeDefined();
  });

  it('escapes data that could close its script element', async () => {
    const { fetchImpl } = api({
      '/api/things/LHR': { status: 200, body: { code: 'LHR', name: '</script><script>alert(1)</script>' } },
      '/api/things/LHR/related': RELATED,
    });
    const html = (await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    }))!.html;

    expect(html).not.toContain('<script>alert(1)');
    expect(hydrationStateOf(html).queries.queries.find((q) => q.queryKey[0] === '/api/things/LHR')?.state.data).toEqual(
      { code: 'LHR', name: '</script><script>alert(1)</script>' },
    );
  });

  it('answers 404 for a path nobody owns, with the not-found screen rendered', async () => {
    const { fetchImpl } = api({});
    const page = await renderPage({
      url: '/nowhere',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(404);
    expect(page?.html).toContain('404 Page Not Found');
  });

  it('answers 404 without a rendered page when the API does not know what the page shows', async () => {
    const { fetchImpl } = api({});
    const page = await renderPage({
      url: '/things/ZZZ',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page?.html).toContain('startup-spinner');
  });

  it('answers 410 without a rendered page when what the page shows is gone for good (a retired airport)', async () => {
    const { fetchImpl } = api({
      '/api/things/ATH': {
        status: 410,
        body: { error: { code: 'AIRPORT_RETIRED', message: 'This airport is no longer served', requestId: 'r' } },
      },
    });
    const page = await renderPage({
      url: '/things/ATH',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(410);
    expect(page?.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('leaves to the browser a route the remote does not render on the server', async () => {
    const { fetchImpl } = api({});
    const options = {
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    };
    await expect(renderPage({ ...options, url: '/things-private' })).resolves.toBeUndefined();
  });

  it("answers 503 with the shell alone (its browser code shows the page's 'try again') when the service behind the page's data is away", async () => {
    const { fetchImpl } = api({
      '/api/things/LHR': { status: 502, body: { error: { code: 'BAD_GATEWAY', message: 'Down', requestId: 'r' } } },
    });
    const options = {
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    };
    const page = await renderPage({ ...options, url: '/things/LHR' });
    expect(page?.status).toBe(503);
    expect(page?.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page?.html).toContain('startup-spinner');
  });

  it('renders a page whose code loads on demand (lazyPage) whole, and a shell page the same way', async () => {
    const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const load = jest.fn(async () => withAntd(ThingPage));
    const lazyRemote: RemoteServerModule = {
      routes: { '/things/:code': lazyPage(load) },
      serverRendered: ['/things/:code'],
    };
    const page = await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => lazyRemote,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1>London Heathrow</h1>');
    expect(page?.html).not.toContain('aria-label="Loading"');
    expect(load).toHaveBeenCalledTimes(1);

    const faq = await renderPage({
      url: '/faq',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => remote,
      fetch: fetchImpl,
    });
    expect(faq?.status).toBe(200);
    expect(faq?.html).toContain('Frequently Asked Questions');
    expect(faq?.html).not.toContain('aria-label="Loading"');
  });

  it('renders a part the page loads on demand (a lazySection below the fold) into the HTML, data and all', async () => {
    const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
    const load = jest.fn(async () => () => <ThingPage />);
    const Below = lazySection(load);
    const withSection: RemoteServerModule = {
      routes: {
        '/things/:code': () => (
          <main>
            <p>Above the fold</p>
            <Suspense fallback={<p>Not yet</p>}>
              <Below />
            </Suspense>
          </main>
        ),
      },
      serverRendered: ['/things/:code'],
    };
    const page = await renderPage({
      url: '/things/LHR',
      origin: 'https://vip.example',
      document: TEMPLATE,
      manifest: MANIFEST,
      loadRemote: async () => withSection,
      fetch: fetchImpl,
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<p>Above the fold</p>');
    // The part's code, then its data, were waited for: it is in the HTML whole, inside its Suspense boundary.
    expect(page?.html).toMatch(/<!--\$--><article><h1>London Heathrow<\/h1><ul><li>London Gatwick<\/li>/);
    expect(page?.html).not.toContain('Not yet');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads every initial script of the app's build after the first paint, in their order", async () => {
    const two = shellDocument(
      '<!doctype html><html><head><title>VIP Airport Services</title><meta name="description" content="D"><meta name="robots" content="index,follow"></head><body><div id="startup-spinner"><span>Loading</span></div>\n<div id="root"></div><script defer src="/react-dom.1a.js"></script><script defer src="/main.2b.js"></script></body></html>',
    );
    const html = two.render({ body: '<p>Page</p>' });
    expect(html).toContain('<script defer="" src="/load-app.js" data-main="/react-dom.1a.js /main.2b.js"></script>');
    expect(html).not.toContain('src="/main.2b.js"');
  });

  describe('in another language', () => {
    const renderAt = async (url: string) => {
      const { fetchImpl } = api({ '/api/things/LHR': LHR, '/api/things/LHR/related': RELATED });
      return renderPage({
        url,
        origin: 'https://vip.example',
        document: TEMPLATE,
        manifest: MANIFEST,
        loadRemote: async () => remote,
        fetch: fetchImpl,
      });
    };

    it('renders /fr/ pages in French, with French links and the page in every language as alternates', async () => {
      const page = await renderAt('/fr/things/LHR');
      expect(page?.status).toBe(200);
      expect(page?.html).toContain('<html lang="fr" dir="ltr">');
      expect(page?.html).toContain('<h1>London Heathrow</h1>');
      expect(page?.html).toContain('Réserver un service VIP');
      expect(page?.html).toContain('Aller au contenu');
      expect(page?.html).not.toContain('Book VIP now');
      expect(page?.html).not.toContain('Skip to content');
      // The frame's links stay in French.
      expect(page?.html).toContain('href="/fr/airports"');
      expect(page?.html).not.toContain('href="/airports"');
      for (const [lang, href] of [
        ['en', 'https://vip.example/things/LHR'],
        ['fr', 'https://vip.example/fr/things/LHR'],
        ['de', 'https://vip.example/de/things/LHR'],
        ['es', 'https://vip.example/es/things/LHR'],
        ['ar', 'https://vip.example/ar/things/LHR'],
        ['zh-Hans', 'https://vip.example/zh-hans/things/LHR'],
        ['x-default', 'https://vip.example/things/LHR'],
      ])
        expect(page?.html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    });

    it("shows the page language's currency in the header: no visitor's choice reaches a page cached for all", async () => {
      // The currency's summary: the header's one disclosure with no list until opened.
      const summary = (html: string | undefined) =>
        /<span dir="ltr">([^<]*)<\/span><\/summary><\/details>/.exec(html ?? '')?.[1];
      expect(summary((await renderAt('/fr/things/LHR'))?.html)).toBe('€ EUR');
      expect(summary((await renderAt('/zh-hans/things/LHR'))?.html)).toBe('¥ CNY');
      expect(summary((await renderAt('/things/LHR'))?.html)).toBe('$ USD');
    });

    it('lays Arabic pages out right to left, in Arabic', async () => {
      const page = await renderAt('/ar/things/LHR');
      expect(page?.status).toBe(200);
      expect(page?.html).toContain('<html lang="ar" dir="rtl">');
      expect(page?.html).toContain('احجز خدمة VIP الآن');
    });

    it('keeps English pages at their addresses, in English, with the other languages as alternates', async () => {
      const page = await renderAt('/things/LHR');
      expect(page?.html).toContain('<html lang="en" dir="ltr">');
      expect(page?.html).toContain('Book VIP now');
      expect(page?.html).toContain('href="/airports"');
      expect(page?.html).toContain(
        '<link rel="alternate" hrefLang="zh-Hans" href="https://vip.example/zh-hans/things/LHR"/>',
      );
    });

    const thingTexts = defineMessages({
      book: { id: 'things.book', defaultMessage: 'Book this thing' },
      note: { id: 'things.note', defaultMessage: '{count, plural, one {# seat left} other {# seats left}}' },
    });
    const french = (table: MessageTable) => {
      const loader = async () => table;
      return defineCatalogue({ fr: loader, de: loader, es: loader, ar: loader, 'zh-Hans': loader });
    };
    function BookThing() {
      const text = useText();
      return <p>{text(thingTexts.book)}</p>;
    }
    function SeatsNote() {
      const text = useText();
      return <p>{text(thingTexts.note, { count: 2 })}</p>;
    }
    const renderRemote = (url: string, module: RemoteServerModule) =>
      renderPage({
        url,
        origin: 'https://vip.example',
        document: TEMPLATE,
        manifest: MANIFEST,
        loadRemote: async () => module,
        fetch: api({}).fetchImpl,
      });

    it("renders a remote's own texts in the page language, from the catalogue the remote loads itself", async () => {
      const catalogue = french({ 'things.book': 'Réserver cette chose' });
      const translated = {
        routes: { '/things/:code': translatedPage([catalogue], BookThing) },
        serverRendered: ['/things/:code'],
      };
      const page = await renderRemote('/fr/things/LHR', translated);
      expect(page?.html).toContain('<p>Réserver cette chose</p>');
      expect(page?.html).toContain('Aller au contenu');
      const english = await renderRemote('/things/LHR', translated);
      expect(english?.html).toContain('<p>Book this thing</p>');
    });

    it('waits for the catalogue of a part the page did not preload, and renders it translated', async () => {
      const Notes = catalogueScope([
        french({ 'things.note': '{count, plural, one {# place restante} other {# places restantes}}' }),
      ]);
      const page = await renderRemote('/fr/things/LHR', {
        routes: {
          '/things/:code': () => (
            <Notes>
              <SeatsNote />
            </Notes>
          ),
        },
        serverRendered: ['/things/:code'],
      });
      expect(page?.html).toContain('<p>2 places restantes</p>');
    });

    it('answers a page that does not exist in French with a French 404 and no alternates', async () => {
      const page = await renderAt('/fr/nowhere');
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('<html lang="fr" dir="ltr">');
      expect(page?.html).toContain('404 Page introuvable');
      expect(page?.html).not.toContain('hreflang');
    });
  });
});
