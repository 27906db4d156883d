// The page's whole HTML as one React tree: the shell build's index.html (parsed once, never edited as text)
// with the rendered page, its head, styles and data in their places.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import { domToReact, type DOMNode } from 'html-react-parser';
import { type ChildNode, type Element, isTag } from 'domhandler';
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
  const parsed = parseDocument(indexHtml);
  const html = parsed.children.find((node): node is Element => isTag(node) && node.name === 'html');
  const head = html?.children.find((node): node is Element => isTag(node) && node.name === 'head');
  const body = html?.children.find((node): node is Element => isTag(node) && node.name === 'body');
  if (!html || !head || !body) throw new Error("The shell's index.html has no html, head or body element");
  const bodyElements = body.children.filter(isTag);
  if (!bodyElements.some((node) => node.attribs.id === ROOT_ID)) throw new Error("The shell's index.html has no #root");
  const scripts = bodyElements.filter((node) => node.name === 'script' && node.attribs.src).map((s) => s.attribs.src);
  if (scripts.length === 0) throw new Error("The shell's index.html loads no script");
  const template = { lang: html.attribs.lang, head: head.children.filter(isTag), body: bodyElements, scripts };
  return {
    render: (parts) => `<!doctype html>${renderToStaticMarkup(<PageDocument template={template} parts={parts} />)}`,
  };
}

interface Template {
  lang?: string;
  head: readonly Element[];
  body: readonly Element[];
  scripts: readonly string[];
}

function PageDocument({ template, parts }: { template: Template; parts: DocumentParts }) {
  const { language, head, styles, body, robots } = parts;
  // The page's own tags replace the build's defaults.
  const replaced = (node: Element) =>
    (head !== undefined && (node.name === 'title' || metaNamed(node, 'description') || metaNamed(node, 'robots'))) ||
    (robots !== undefined && metaNamed(node, 'robots'));
  return (
    <html lang={language?.lang ?? template.lang} dir={language?.dir}>
      <head>
        {toReact(template.head.filter((node) => !replaced(node)))}
        {head ? <PageHeadTags head={head} /> : robots ? <meta name="robots" content={robots} /> : null}
        {language?.alternates.map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        {styles ? toReact(parseDocument(styles).children) : null}
      </head>
      <body>{body === undefined ? toReact(template.body) : <RenderedBody template={template} parts={parts} />}</body>
    </html>
  );
}

/** No start-up overlay (there is a page to see at once); the app's scripts load after the first paint. */
function RenderedBody({ template, parts: { body, state } }: { template: Template; parts: DocumentParts }) {
  const kept = template.body.filter(
    (node) => node.attribs.id !== START_UP_OVERLAY_ID && node.attribs.id !== ROOT_ID && node.name !== 'script',
  );
  return (
    <>
      <div id={ROOT_ID} dangerouslySetInnerHTML={{ __html: body ?? '' }} />
      {state ? (
        <script
          id={HYDRATION_STATE_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serialise(state) }}
        />
      ) : null}
      {toReact(kept)}
      <script defer src={LOAD_APP_SCRIPT} data-main={template.scripts.join(' ')} />
    </>
  );
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

const metaNamed = (node: Element, name: string) => node.name === 'meta' && node.attribs.name === name;

/** JSON in a script element: nothing in it may close the element. */
const serialise = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The template's elements as React writes them (attribute names, booleans, script and style text kept raw). */
const toReact = (nodes: readonly ChildNode[]): ReactNode => domToReact([...nodes] as DOMNode[], { trim: true });
