import { EN_MESSAGES, type Messages } from './messages/en.js';
import type { Locale } from './locales.js';

/**
 * English is in every build (the default, and the fallback while another loads); each other language is its own
 * chunk, fetched only by a page in it, so an English first visit carries no other catalogue.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  fr: () => import('./messages/fr.js').then((m) => m.FR_MESSAGES),
  de: () => import('./messages/de.js').then((m) => m.DE_MESSAGES),
  es: () => import('./messages/es.js').then((m) => m.ES_MESSAGES),
  ar: () => import('./messages/ar.js').then((m) => m.AR_MESSAGES),
  'zh-Hans': () => import('./messages/zh-hans.js').then((m) => m.ZH_HANS_MESSAGES),
};

const loaded = new Map<Locale, Messages>([['en', EN_MESSAGES]]);

export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  return LOADERS[locale as Exclude<Locale, 'en'>]().then((messages) => {
    loaded.set(locale, messages);
    return messages;
  });
}

/** Undefined until loadMessages has fetched it: a render that has it loaded renders in one pass. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
