// The page's whole HTML as one React tree: the shell build's index.html (parsed once, never edited as text)
// with the rendered page, its head, styles and data in their places.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';
import { domToReact, type DOMNode } from 'html-react-parser';
import { type ChildNode, isTag } from 'domhandler';
import { type PageHead } from '@vip/contracts/server-render';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state';
import { type LanguageHead } from './language-head';

export interface DocumentParts {
  /** The page's language on `<html>`, and its other languages' addresses in the head. */
  language?: LanguageHead;
  /** The page's own title, description, robots, canonical and social tags, in place of the build's defaults. */
  head?: PageHead;
  /** antd's style elements for what was rendered (cssinjs' extractStyle). */
  styles?: string;
  /** The rendered app. Without it the document is the build's own: the browser renders the page. */
  body?: string;
  state?: HydrationState;
  /** Without a page head: in place of the build's robots (a 404 is noindex). */
  robots?: string;
}

export interface ShellDocument {
  render(parts: DocumentParts): string;
}

const START_UP_OVERLAY_ID = 'startup-spinner';
const ROOT_ID = 'root';
/** Loads the app's scripts after the first paint (public/load-app.js). */
const LOAD_APP_SCRIPT = '/load-app.js';

/** The build's index.html must have a head, a #root and the app's scripts; anything else in it is kept as it is. */
export function shellDocument(indexHtml: string): ShellDocument {
  const parsed = parseDocument(indexHtml).children;
  const [html, head, body] = ['html', 'head', 'body'].map((name) => DomUtils.findOne((n) => n.name === name, parsed));
  if (!html || !head || !body) throw new Error("The shell's index.html has no html, head or body element");
  const bodyElements = body.children.filter(isTag);
  if (!bodyElements.some((node) => node.attribs.id === ROOT_ID)) throw new Error("The shell's index.html has no #root");
  const scripts = bodyElements.filter((node) => node.name === 'script' && node.attribs.src).map((s) => s.attribs.src);
  if (scripts.length === 0) throw new Error("The shell's index.html loads no script");
  const headElements = head.children.filter(isTag);
  // No start-up overlay with a rendered page (there is a page to see at once); the app's scripts load after paint.
  const aroundPage = bodyElements.filter(
    (node) => node.attribs.id !== START_UP_OVERLAY_ID && node.attribs.id !== ROOT_ID && node.name !== 'script',
  );

  return {
    render({ language, head: page, styles, body: app, state, robots }) {
      // The page's own tags replace the build's defaults (by element, or by name for a meta).
      const replaced: (string | undefined)[] = page ? ['title', 'description', 'robots'] : robots ? ['robots'] : [];
      const document = (
        <html lang={language?.lang ?? html.attribs.lang} dir={language?.dir}>
          <head>
            {toReact(
              headElements.filter((node) => !replaced.includes(node.name === 'meta' ? node.attribs.name : node.name)),
            )}
            {page ? <PageHeadTags head={page} /> : robots ? <meta name="robots" content={robots} /> : null}
            {language?.alternates.map(({ hreflang, href }) => (
              <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
            ))}
            {styles ? toReact(parseDocument(styles).children) : null}
          </head>
          {app === undefined ? (
            <body>{toReact(bodyElements)}</body>
          ) : (
            <body>
              <div id={ROOT_ID} dangerouslySetInnerHTML={{ __html: app }} />
              {state ? (
                <script
                  id={HYDRATION_STATE_ID}
                  type="application/json"
                  dangerouslySetInnerHTML={{ __html: serialise(state) }}
                />
              ) : null}
              {toReact(aroundPage)}
              <script defer src={LOAD_APP_SCRIPT} data-main={scripts.join(' ')} />
            </body>
          )}
        </html>
      );
      return `<!doctype html>${renderToStaticMarkup(document)}`;
    },
  };
}

/** usePageMeta finds these by the same selectors and takes them over (data-page-meta: it removes them on leaving). */
function PageHeadTags({ head }: { head: PageHead }) {
  const meta = (key: 'name' | 'property', id: string, content: string) =>
    createElement('meta', { key: id, [key]: id, content, 'data-page-meta': '' });
  return (
    <>
      <title>{head.title}</title>
      {meta('name', 'description', head.description)}
      {meta('name', 'robots', head.robots)}
      <link rel="canonical" href={head.canonicalUrl} data-page-meta="" />
      {meta('property', 'og:type', 'website')}
      {meta('property', 'og:title', head.title)}
      {meta('property', 'og:description', head.description)}
      {meta('property', 'og:image', head.imageUrl)}
      {meta('property', 'og:url', head.canonicalUrl)}
      {meta('name', 'twitter:card', 'summary_large_image')}
      {head.jsonLd === undefined ? null : (
        <script type="application/ld+json" data-page-meta="" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
      )}
    </>
  );
}

/** JSON in a script element: nothing in it may close the element. */
const serialise = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The template's elements as React writes them (attribute names, booleans, script and style text kept raw). */
const toReact = (nodes: readonly ChildNode[]): ReactNode => domToReact([...nodes] as DOMNode[], { trim: true });
