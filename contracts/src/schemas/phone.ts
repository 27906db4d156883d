import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import { z } from 'zod';

// Stored in E.164: one spelling per number, dialable, what SMS providers take. A number without its country code
// is refused, not guessed (347 123 4567 is an Italian mobile and a New York number); forms send the country.
export const PHONE_FORMAT_MESSAGE =
  'Please enter a valid phone number with its country code, for example +1 212 555 0100';

export type PhoneCountry = CountryCode;

const INTERNATIONAL_CHARACTERS = /^(\+|00)[0-9 ().\-/]+$/;
const NATIONAL_CHARACTERS = /^[0-9 ().\-/]+$/;

/** With `country`, a national number ('06 1234 5678') is read as that country's. */
export function normalizePhoneNumber(typed: string, country?: PhoneCountry): string | undefined {
  return validPhoneNumber(typed, country)?.number;
}

/** Anything that is no valid number is shown as it is. */
export function formatPhoneNumber(stored: string): string;
export function formatPhoneNumber(stored: string | null | undefined): string | null;
export function formatPhoneNumber(stored: string | null | undefined): string | null {
  if (!stored) return stored ?? null;
  return validPhoneNumber(stored)?.formatInternational() ?? stored;
}

export function phoneCountryOf(typed: string | null | undefined): PhoneCountry | undefined {
  return typed ? validPhoneNumber(typed)?.country : undefined;
}

/** Parsed once: the library's parse is most of the cost of formatting a number. */
function validPhoneNumber(typed: string, country?: PhoneCountry): PhoneNumber | undefined {
  const trimmed = typed.trim();
  const international = INTERNATIONAL_CHARACTERS.test(trimmed);
  if (!international && !(country && NATIONAL_CHARACTERS.test(trimmed))) return undefined;
  // 00 is the international prefix in most of the world.
  const parsed = parsePhoneNumberFromString(international ? trimmed.replace(/^00/, '+') : trimmed, {
    defaultCountry: country,
    extract: false,
  });
  return parsed?.isValid() ? parsed : undefined;
}

export function asPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  const upper = (code ?? '').toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

export function phoneCountries(): Array<{ country: PhoneCountry; callingCode: string }> {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** Empty values pass through as the field's own "not given" shape. */
export function toPhoneNumber<T extends string | null | undefined>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): T | string {
  if (!value) return value;
  const normalized = normalizePhoneNumber(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE, input: value });
  return z.NEVER;
}
