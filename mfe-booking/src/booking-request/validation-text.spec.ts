import { createIntl } from 'react-intl';
import { bookingRequestSchema } from '@vip/contracts/schemas';
import { BOOKING_CATALOGUE } from '../i18n/catalogue';
import { ENGLISH } from '../quote/format';
import { VALIDATION_TEXTS, validationText } from './validation-text';

describe('validation messages', () => {
  it.each([...VALIDATION_TEXTS.keys()])('says "%s" word for word in English', (english) => {
    expect(validationText(english, ENGLISH)).toBe(english);
  });

  it("maps zod's length message with its limit, and leaves a message it does not know as it came", () => {
    const tooLong = bookingRequestSchema
      .safeParse({ contactName: 'x'.repeat(500) })
      .error!.issues.find((issue) => issue.path[0] === 'contactName')!.message;
    expect(validationText(tooLong, ENGLISH)).toBe(tooLong);
    expect(validationText('Something new', ENGLISH)).toBe('Something new');
  });

  it('says them in French', async () => {
    const intl = createIntl({ locale: 'fr', defaultLocale: 'en', messages: await BOOKING_CATALOGUE.load('fr') });
    const french = { locale: 'fr' as const, text: intl.formatMessage };
    expect(validationText('Flight date is required', french)).toBe('La date du vol est obligatoire');
    expect(validationText('Services can be booked up to 2 years ahead', french)).toBe(
      'Les prestations peuvent être réservées jusqu’à 2 ans à l’avance',
    );
    expect(validationText('Too big: expected string to have <=120 characters', french)).toBe(
      'Texte trop long : 120 caractères au maximum',
    );
  });
});
