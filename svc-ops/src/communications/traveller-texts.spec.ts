import { BOOKING_RULE_TEXTS, cancellationChargePercent, cancellationRuleText } from '@vip/contracts/booking-rules';
import { LOCALES } from '@vip/contracts/i18n';
import { catalogueProblems, NO_CATALOGUE_PROBLEMS } from '@vip/contracts/i18n-testing';
import { SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import { cancellationRule, ruleTexts } from './acknowledgements';
import { MAIL_EN } from '../i18n/en';
import { MAIL_CATALOGUE, mailText } from '../i18n/mail-text';

/** Words that are the same in that language, each on purpose. */
const SAME_AS_ENGLISH: Partial<Record<(typeof LOCALES)[number], string[]>> = {
  fr: ['ops.pdf.email', 'ops.pdf.vehicleType.suv'],
  de: [
    'ops.mail.booking.status',
    'ops.pdf.name',
    'ops.pdf.terminal',
    'ops.pdf.vehicleType.suv',
    'ops.pdf.vehicleType.van',
  ],
  es: ['ops.pdf.terminal', 'ops.pdf.total'],
};

describe("the traveller's e-mails' catalogue", () => {
  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s translates every English text, with the same placeholders',
    (locale) => {
      expect(
        catalogueProblems(locale, MAIL_EN, MAIL_CATALOGUE[locale], { sameAsEnglish: SAME_AS_ENGLISH[locale] }),
      ).toEqual(NO_CATALOGUE_PROBLEMS);
    },
  );

  it("says contracts' booking rules and service types word for word in English", () => {
    const en = mailText('en');
    expect(ruleTexts(en)).toEqual({
      request: BOOKING_RULE_TEXTS.request,
      reconfirmation: BOOKING_RULE_TEXTS.reconfirmation,
      freeCancellation: BOOKING_RULE_TEXTS.freeCancellation,
      lateCancellation: BOOKING_RULE_TEXTS.lateCancellation,
      noRefund: BOOKING_RULE_TEXTS.noRefund,
    });
    for (const [hours, policy] of [
      [100, 48],
      [30, 48],
      [60, 72],
      [10, 48],
    ])
      expect(cancellationRule(en, cancellationChargePercent(hours, policy), policy)).toBe(
        cancellationRuleText(hours, policy),
      );
    for (const [type, label] of Object.entries(SERVICE_TYPE_LABELS))
      expect(en.t(`ops.mail.serviceType.${type}` as keyof typeof MAIL_EN)).toBe(label);
  });

  it('reads English for a language it does not know', () => {
    expect(mailText('pt').locale).toBe('en');
    expect(mailText(null).locale).toBe('en');
  });
});
