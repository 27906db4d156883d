import { LOCALES } from '../i18n/locales';
import { catalogueProblems, NO_CATALOGUE_PROBLEMS } from '../i18n/catalogue-check';
import { SMS_DRIVER_POSTSCRIPT, SMS_MAX_LENGTH, SMS_POSTSCRIPT_AUTO_MAX, smsWithPostscript } from './communications';
import {
  defaultPdfEmailBody,
  defaultPdfSubject,
  driverSmsDraft,
  greeterSmsDraft,
  smsDriverPostscript,
  TRAVELLER_DRAFTS,
  TRAVELLER_DRAFTS_EN,
} from './traveller-drafts';

const booking = { contactName: 'Grace Hopper', referenceCode: 'VIP-12345-FCO' };

describe("the traveller's drafts: the PDF's covering e-mail and the texts", () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every text, with the same placeholders', (locale) => {
    expect(catalogueProblems(locale, TRAVELLER_DRAFTS_EN, TRAVELLER_DRAFTS[locale])).toEqual(NO_CATALOGUE_PROBLEMS);
  });

  it('keeps the English covering e-mail and postscript as they were', () => {
    expect(defaultPdfSubject('VIP-12345-FCO')).toBe('Reservation Confirmation - VIP-12345-FCO');
    expect(defaultPdfEmailBody(booking, 'en')).toBe(
      [
        'Dear Grace Hopper,',
        '',
        'Please find attached the confirmation of your reservation VIP-12345-FCO.',
        '',
        'If anything needs to change, reply to this e-mail or call us at +1 (888) 847-4847.',
        '',
        'VIP Airport Services',
      ].join('\n'),
    );
    expect(SMS_DRIVER_POSTSCRIPT).toBe("\nCan't find your driver? Call +1 (888) 847-4847");
    expect(defaultPdfSubject('VIP-1', 'pt')).toBe('Reservation Confirmation - VIP-1');
  });

  it('writes the covering e-mail and the texts in French', () => {
    expect(defaultPdfSubject('VIP-12345-FCO', 'fr')).toBe('Confirmation de réservation - VIP-12345-FCO');
    expect(defaultPdfEmailBody(booking, 'fr')).toBe(
      [
        'Bonjour Grace Hopper,',
        '',
        'Veuillez trouver ci-joint la confirmation de votre réservation VIP-12345-FCO.',
        '',
        'Pour toute modification, répondez à cet e-mail ou appelez-nous au +1 (888) 847-4847.',
        '',
        'VIP Airport Services',
      ].join('\n'),
    );
    const greeter = { referenceCode: 'VIP-12345-FCO', name: 'Marco', phone: '+39 333 123 4567' };
    expect(greeterSmsDraft({ ...greeter, meetLocation: 'Porte B12' }, 'fr')).toBe(
      'VIP-12345-FCO : votre accompagnateur Marco, +39 333 123 4567, à Porte B12.',
    );
    expect(driverSmsDraft({ ...greeter, name: 'Luca', vehicle: 'Mercedes AB123CD' }, 'fr')).toBe(
      'VIP-12345-FCO : votre chauffeur Luca, +39 333 123 4567, Mercedes AB123CD.',
    );
    expect(smsWithPostscript('Luca vous attend.', true, 'fr')).toBe(
      'Luca vous attend.\nPas de chauffeur ? Appelez le +1 (888) 847-4847',
    );
  });

  it('isolates the reference and numbers in Arabic texts', () => {
    expect(greeterSmsDraft({ referenceCode: 'VIP-1', name: 'Marco', phone: '+39 333', meetLocation: null }, 'ar')).toBe(
      '\u2068VIP-1\u2069: مرافقك \u2068Marco\u2069، \u2068+39 333\u2069.',
    );
  });

  it.each(LOCALES)('keeps the %s postscript short enough for a 250-character text to fit in one of 300', (locale) => {
    expect(smsDriverPostscript(locale).length).toBeLessThanOrEqual(SMS_MAX_LENGTH - SMS_POSTSCRIPT_AUTO_MAX);
  });
});
