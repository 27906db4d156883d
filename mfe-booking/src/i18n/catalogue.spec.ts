import path from 'node:path';
import { LOCALES, type Locale } from '@vip/contracts/i18n';
import { catalogueProblems, NO_CATALOGUE_PROBLEMS } from '@vip/contracts/i18n-testing';
import { collectMessages } from '@vip/ui/i18n-testing';
import { HOME_SAME_AS_ENGLISH } from '../home/i18n/same-as-english';
import { WIZARD_SAME_AS_ENGLISH } from '../wizard/i18n/same-as-english';
import { BOOKING_CATALOGUE } from './catalogue';

const ENGLISH = collectMessages(path.join(__dirname, '..'));

/** The checkout's summary: a sum's label is the language's own word too. */
const SUMMARY_SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  es: ['booking.orderSummary.subtotal'],
};

const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    [HOME_SAME_AS_ENGLISH, WIZARD_SAME_AS_ENGLISH, SUMMARY_SAME_AS_ENGLISH].flatMap((lists) => lists[l] ?? []),
  ]),
);

describe.each(LOCALES.filter((l) => l !== 'en'))('mfe-booking in %s', (locale) => {
  it('translates every English text, valid ICU with its placeholders, in the language own script', async () => {
    const table = await BOOKING_CATALOGUE.load(locale);
    expect(catalogueProblems(locale, ENGLISH, table, { sameAsEnglish: SAME_AS_ENGLISH[locale] })).toEqual(
      NO_CATALOGUE_PROBLEMS,
    );
  });
});
