import { defineCatalogue } from './catalogue';

/** The shared components' own texts (search form, phone input, ...): every remote's pages take it with theirs. */
export const UI_CATALOGUE = defineCatalogue({
  fr: () => import('./messages/fr').then((m) => m.FR),
  de: () => import('./messages/de').then((m) => m.DE),
  es: () => import('./messages/es').then((m) => m.ES),
  ar: () => import('./messages/ar').then((m) => m.AR),
  'zh-Hans': () => import('./messages/zh-hans').then((m) => m.ZH_HANS),
});
