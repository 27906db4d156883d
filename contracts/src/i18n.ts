export * from './i18n/locales.js';
export * from './i18n/negotiate.js';
export * from './i18n/catalogues.js';
export * from './i18n/format.js';
export type { MessageKey, Messages } from './i18n/messages/en.js';
export { EN_MESSAGES } from './i18n/messages/en.js';
