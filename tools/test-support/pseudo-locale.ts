import type { Page } from 'puppeteer-core';

/**
 * Pseudo-localises the page in place: every visible text and placeholder becomes an accented copy with each word
 * 40 % longer (a text at least two letters longer), so the layout checks that follow find where a translation longer
 * than English would be cut, wrap or push the page wider; words stay words, so lines still break between them.
 * Codes and references (VIP-12345-FCO, LHR, AZ611) stay: they read the same in every language. The site's header is
 * left alone: its few words are swept in each real language at every 16 px (the header sweeps).
 */
export function pseudoLocalize(page: Page): Promise<number> {
  return page.evaluate(() => {
    const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const marked = [...'áƀçðéƒĝĥíĵķĺɱñöþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
    const accent = (c: string) => marked[plain.indexOf(c)] ?? c;
    const pad = (n: number) => 'ēẽėęěȩḕḗḙḛ'.repeat(Math.ceil(n / 10)).slice(0, n);
    // A token that is an address, a number or a code (VIP-12345-FCO, LHR, AZ611, grace@example.com) is not translated.
    const kept = (token: string) => /[@\d]|:\/\/|^[A-Z\-–]+$/.test(token) || !/[A-Za-z]/.test(token);
    const pseudo = (text: string) => {
      let added = 0;
      const longer = text.replace(/\S+/g, (token) =>
        kept(token)
          ? token
          : token.replace(/[A-Za-z]+/g, (word) => {
              const extra = Math.ceil(word.length * 0.4);
              added += extra;
              return [...word].map(accent).join('') + pad(extra);
            }),
      );
      if (added === 0) return text;
      return added >= 2 ? longer : longer.replace(/(\S)(\s*)$/, `$1${pad(2 - added)}$2`);
    };
    const skip = (el: Element | null) =>
      !!el?.closest('script, style, code, kbd, [translate="no"], svg, header.site-header');
    let changed = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    for (const text of texts) {
      if (skip(text.parentElement) || !text.textContent?.trim()) continue;
      const next = pseudo(text.textContent);
      if (next !== text.textContent) {
        text.textContent = next;
        changed += 1;
      }
    }
    for (const el of document.querySelectorAll('[placeholder]')) {
      if (skip(el)) continue;
      el.setAttribute('placeholder', pseudo(el.getAttribute('placeholder')!));
      changed += 1;
    }
    return changed;
  });
}
