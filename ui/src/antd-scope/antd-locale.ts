import type { Locale as AntdLocale } from 'antd/es/locale';
import { defineLocaleResource } from '../i18n/catalogue';

type LocaleModule = { default: AntdLocale | { default: AntdLocale } };

/** antd's locale files are CommonJS: the bundler hands their export over as the default, wrapped or not. */
const unwrap = (m: LocaleModule): AntdLocale => {
  const exported = m.default;
  return 'default' in exported ? exported.default : exported;
};

/**
 * antd's own words (a drawer's Close, a date picker's months, an empty list's No data) in the page's language; English
 * is antd's default. Each language is its own chunk, fetched with a page built with antd.
 */
export const ANTD_LOCALES = defineLocaleResource<AntdLocale | undefined>(undefined, {
  fr: () => import('antd/locale/fr_FR').then(unwrap),
  de: () => import('antd/locale/de_DE').then(unwrap),
  es: () => import('antd/locale/es_ES').then(unwrap),
  ar: () => import('antd/locale/ar_EG').then(unwrap),
  'zh-Hans': () => import('antd/locale/zh_CN').then(unwrap),
});
