import { useEffect } from 'react';
import { BRAND } from '@vip/contracts/brand';
import { serverRenderScope } from '@vip/contracts/server-render';
import { localisedPath } from '@vip/contracts/i18n';
import { useLocale } from '../i18n/intl-or-english';

/** Rendered from tools/og-image/og-image.svg. */
export const OG_IMAGE_PATH = '/og-image.png';

export interface PageMeta {
  title: string;
  description: string;
  canonicalPath: string;
  image?: string;
  robots?: string;
  jsonLd?: object;
}

type Undo = () => void;

export function absoluteUrl(pathOrUrl: string, origin = serverRenderScope()?.origin ?? window.location.origin): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).toString();
}

/** Sets `attribute` on the head's `<tag key="id">`, made if missing; the undo puts back what was there before. */
function setTag(tag: 'meta' | 'link', key: string, id: string, attribute: string, value: string): Undo {
  const existing = document.head.querySelector(`${tag}[${key}="${id}"]`);
  // A tag the server wrote for this page goes with the page.
  if (existing?.hasAttribute('data-page-meta')) {
    existing.setAttribute(attribute, value);
    return () => existing.remove();
  }
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = document.createElement(tag);
  element.setAttribute(key, id);
  element.setAttribute(attribute, value);
  document.head.appendChild(element);
  return () => element.remove();
}

const setMeta = (key: 'name' | 'property', id: string, content: string) => setTag('meta', key, id, 'content', content);

function setJsonLd(json: string): Undo {
  const previous = [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-page-meta]'),
  ];
  previous.forEach((s) => s.remove());
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-page-meta', '');
  script.textContent = json;
  document.head.appendChild(script);
  return () => {
    script.remove();
    previous.forEach((s) => document.head.appendChild(s));
  };
}

/** `<` escaped so the JSON can never close its script element. */
function serialiseJsonLd(jsonLd: object): string {
  return JSON.stringify(jsonLd).replace(/</g, '\\u003c');
}

/** On unmount every tag goes back and the title resets: the next page may set none. */
export function usePageMeta({
  title,
  description,
  canonicalPath: pagePath,
  image = OG_IMAGE_PATH,
  robots = 'index,follow',
  jsonLd,
}: PageMeta): void {
  const jsonLdText = jsonLd === undefined ? undefined : serialiseJsonLd(jsonLd);
  // Each language's page is its own canonical address (the others are its hreflang alternates).
  const canonicalPath = localisedPath(pagePath, useLocale());
  // Effects do not run on the server.
  const server = serverRenderScope();
  if (server) {
    server.head = {
      title,
      description,
      canonicalUrl: absoluteUrl(canonicalPath),
      imageUrl: absoluteUrl(image),
      robots,
      jsonLd: jsonLdText,
    };
  }

  useEffect(() => {
    document.title = title;
    const canonicalUrl = absoluteUrl(canonicalPath);
    const imageUrl = absoluteUrl(image);
    const undo: Undo[] = [
      setMeta('name', 'description', description),
      setMeta('name', 'robots', robots),
      setTag('link', 'rel', 'canonical', 'href', canonicalUrl),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:image', imageUrl),
      setMeta('property', 'og:url', canonicalUrl),
      setMeta('name', 'twitter:card', 'summary_large_image'),
    ];
    if (jsonLdText !== undefined) undo.push(setJsonLd(jsonLdText));
    return () => {
      undo.reverse().forEach((u) => u());
      document.title = BRAND.productName;
    };
  }, [title, description, canonicalPath, image, robots, jsonLdText]);
}
