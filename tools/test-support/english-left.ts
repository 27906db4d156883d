// Which of the site's own English texts a translated page still shows: the e2e check behind 'no English left'.
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { EN_MESSAGES, loadMessages, localeSegment, type Locale } from '@vip/contracts/i18n';
import { collectMessages } from '@vip/ui/i18n-testing';
import { IntlMessageFormat } from 'intl-messageformat';

const root = path.resolve(__dirname, '..', '..');

/** The projects whose pages travellers read, each with its own translations. */
const PROJECTS = ['ui', 'mfe-booking', 'mfe-airports'];

/** A project's table for a language (`FR`, `ZH_HANS`), read from its source as jest compiles it. */
function tableOf(project: string, locale: Exclude<Locale, 'en'>): Record<string, string> {
  const file = path.join(root, project, 'src', 'i18n', 'messages', `${localeSegment(locale)}.ts`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a TSX project's file, compiled by jest on require
  const exported = require(file) as Record<string, Record<string, string>>;
  return exported[locale.toUpperCase().replace('-', '_')]!;
}

/**
 * The site's English texts that read differently in this language: without placeholders or tags (a filled-in
 * text is matched by its fixed words elsewhere), at least two letters long.
 */
export async function englishTextsFor(locale: Exclude<Locale, 'en'>): Promise<Set<string>> {
  const english: Record<string, string> = Object.assign(
    { ...EN_MESSAGES },
    ...PROJECTS.map((project) => collectMessages(path.join(root, project, 'src'))),
  );
  const translated: Record<string, string> = Object.assign(
    { ...(await loadMessages(locale)) },
    ...PROJECTS.map((project) => tableOf(project, locale)),
  );
  // An English text that is also one of this language's (French 'Contact', 'E-mail') may be shown.
  const ownWords = new Set(Object.values(translated));
  return new Set(
    Object.values(english)
      .filter((text) => !/[{<]/.test(text) && /[A-Za-z]{2}/.test(text) && !ownWords.has(text))
      .map((text) => text.trim()),
  );
}

/**
 * Each visible text node, and the names and hints a screen reader or a hover gives, that is one of those texts; a part
 * marked as in another language (the first-visit offer, in the browser's language) is that language's, not left over.
 */
export async function englishLeftOn(page: Page, english: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = [document.title];
    const pageLanguage = document.documentElement.lang;
    const visible = (element: Element | null) =>
      !!element &&
      (element as HTMLElement).getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      element.closest('[lang]')?.getAttribute('lang') === pageLanguage;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (visible(node.parentElement)) texts.push(node.textContent ?? '');
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        if (visible(element) && element.getAttribute(name)) texts.push(element.getAttribute(name)!);
    return texts.map((text) => text.trim());
  });
  return [...new Set(shown.filter((text) => english.has(text)))];
}

/** svc-ops' traveller e-mails for a language (`MAIL_FR`), read from its source as jest compiles it. */
function mailTableOf(locale: Exclude<Locale, 'en'>): Record<string, string> {
  const file = path.join(root, 'svc-ops', 'src', 'i18n', `${localeSegment(locale)}.ts`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a TS project's file, compiled by jest on require
  const exported = require(file) as Record<string, Record<string, string>>;
  return exported[`MAIL_${locale.toUpperCase().replace('-', '_')}`]!;
}

/**
 * What the site (frame, remotes, traveller e-mails) says for a message in a language, filled in with `values`: so a
 * journey in any language looks for the words its traveller reads.
 */
export async function siteText(
  locale: Exclude<Locale, 'en'>,
  id: string,
  values: Record<string, string | number> = {},
): Promise<string> {
  const table: Record<string, string> = Object.assign(
    { ...(await loadMessages(locale)) },
    ...PROJECTS.map((project) => tableOf(project, locale)),
    mailTableOf(locale),
  );
  const message = table[id];
  if (message === undefined) throw new Error(`No ${locale} text for ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}
