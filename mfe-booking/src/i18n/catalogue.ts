import { defineCatalogue, UI_CATALOGUE } from '@vip/ui';

/** This remote's texts in each language but English (English is in its components): one chunk per language. */
export const BOOKING_CATALOGUE = defineCatalogue({
  fr: () => import('./messages/fr').then((m) => m.FR),
  de: () => import('./messages/de').then((m) => m.DE),
  es: () => import('./messages/es').then((m) => m.ES),
  ar: () => import('./messages/ar').then((m) => m.AR),
  'zh-Hans': () => import('./messages/zh-hans').then((m) => m.ZH_HANS),
});

/** What this remote's pages are translated by: its own texts and the shared components'. */
export const PAGE_CATALOGUES = [UI_CATALOGUE, BOOKING_CATALOGUE] as const;
