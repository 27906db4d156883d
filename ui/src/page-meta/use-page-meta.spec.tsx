import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './use-page-meta';
import { LocaleProvider } from '../i18n/locale-provider';
import { loadMessages } from '@vip/contracts/i18n';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const head = () => document.head;
const meta = (selector: string) => head().querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  beforeEach(() => {
    head().innerHTML = '';
    document.title = 'VIP Airport Services';
  });

  it('sets title, description, canonical, social tags, robots and JSON-LD, and undoes them on unmount', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Airport',
      name: 'London Heathrow Airport',
      iataCode: 'LHR',
    };
    const { unmount } = render(
      <Page
        title="VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services"
        description="Desc"
        canonicalPath="/airports/LHR"
        jsonLd={jsonLd}
      />,
    );
    expect(document.title).toBe('VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services');
    expect(meta('meta[name="description"]')).toBe('Desc');
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/airports/LHR');
    expect(meta('meta[property="og:title"]')).toBe(
      'VIP Meet & Greet at London Heathrow Airport (LHR) | VIP Airport Services',
    );
    expect(meta('meta[property="og:description"]')).toBe('Desc');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/airports/LHR');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/og-image.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const scripts = head().querySelectorAll('script[type="application/ld+json"][data-page-meta]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent!)).toEqual(jsonLd);

    unmount();
    expect(document.title).toBe('VIP Airport Services');
    expect(head().querySelectorAll('meta, link, script')).toHaveLength(0);
  });

  it('puts the product name back as the title when the page is left, whatever the title was before', () => {
    document.title = 'Some other page';
    const { unmount } = render(<Page title="Home | VIP Airport Services" description="D" canonicalPath="/" />);
    expect(document.title).toBe('Home | VIP Airport Services');
    unmount();
    expect(document.title).toBe('VIP Airport Services');
  });

  it('takes over the head the server wrote for the page, and takes it away when the visitor moves on', () => {
    // What the server sent (the shell's page document): the page's own tags, marked data-page-meta.
    head().innerHTML =
      '<meta name="description" content="Served" data-page-meta /><meta name="robots" content="index,follow" data-page-meta />' +
      '<link rel="canonical" href="http://localhost/served" data-page-meta /><meta property="og:title" content="Served page" data-page-meta />';
    document.title = 'Served page';
    const { unmount } = render(<Page title="Served page" description="Served" canonicalPath="/served" />);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    unmount();
    expect(head().querySelectorAll('meta, link')).toHaveLength(0);
    expect(document.title).toBe('VIP Airport Services');
  });

  it('restores tags that were there before, and follows changes', () => {
    head().innerHTML +=
      '<meta name="description" content="Shell description"><meta name="robots" content="index,follow"><link rel="canonical" href="http://localhost/">' +
      '<script type="application/ld+json" data-page-meta>{"@type":"WebSite"}</script>';
    const { rerender, unmount } = render(
      <Page title="One" description="First" canonicalPath="/a" robots="noindex,follow" jsonLd={{ n: 1 }} />,
    );
    expect(meta('meta[name="robots"]')).toBe('noindex,follow');
    expect(head().querySelectorAll('script[data-page-meta]')).toHaveLength(1);

    rerender(<Page title="Two" description="Second" canonicalPath="/b" image="https://cdn.example.com/x.png" />);
    expect(document.title).toBe('Two');
    expect(meta('meta[name="description"]')).toBe('Second');
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.com/x.png');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/b');
    expect(JSON.parse(head().querySelector('script[data-page-meta]')!.textContent!)).toEqual({ '@type': 'WebSite' });

    unmount();
    expect(document.title).toBe('VIP Airport Services');
    expect(meta('meta[name="description"]')).toBe('Shell description');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(head().querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
    expect(JSON.parse(head().querySelector('script[data-page-meta]')!.textContent!)).toEqual({ '@type': 'WebSite' });
  });

  it('escapes "<" so the JSON-LD cannot close its script element', () => {
    render(<Page title="T" description="D" canonicalPath="/" jsonLd={{ name: '</script><b>' }} />);
    const text = head().querySelector('script[data-page-meta]')!.textContent!;
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });

  it("gives a page in another language its own prefixed address as canonical, English keeping today's", async () => {
    const messages = await loadMessages('fr');
    const { unmount } = render(
      <LocaleProvider locale="fr" messages={messages}>
        <Page title="Aéroport" description="D" canonicalPath="/airports/CDG" />
      </LocaleProvider>,
    );
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/fr/airports/CDG');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/fr/airports/CDG');
    unmount();
    render(<Page title="Airport" description="D" canonicalPath="/airports/CDG" />);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/airports/CDG');
  });
});
