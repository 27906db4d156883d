// For tests only: a catalogue's completeness against English.
export * from './i18n/catalogue-check.js';
