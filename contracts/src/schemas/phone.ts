import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Phone numbers (travellers, bookers, agents, greeters, drivers, suppliers). The API takes a number with its
 * country code (+1 212 555 0100, +44 (20) 7946-0000, 0044 20 7946 0000), checks it against libphonenumber's
 * numbering plans and stores it in E.164 ('+12125550100'): one spelling per number, dialable and what SMS
 * providers take. Screens and documents show it back in international format (formatPhoneNumber). A number
 * without a country code is refused rather than guessed (a 10-digit Italian mobile such as 347 123 4567 is also
 * a valid New York number): the forms ask for the country beside the field and send the number in E.164.
 * Extensions and letters are refused too.
 */
export const PHONE_FORMAT_MESSAGE =
  'Please enter a valid phone number with its country code, for example +1 212 555 0100';

export type PhoneCountry = CountryCode;

const INTERNATIONAL_CHARACTERS = /^(\+|00)[0-9 ().\-/]+$/;
const NATIONAL_CHARACTERS = /^[0-9 ().\-/]+$/;

/**
 * The number in E.164, or undefined when it is no valid phone number. Without `country` the number must carry its
 * country code; with it, a national number ('06 1234 5678') is read as that country's.
 */
export function normalizePhoneNumber(typed: string, country?: PhoneCountry): string | undefined {
  const trimmed = typed.trim();
  const international = INTERNATIONAL_CHARACTERS.test(trimmed);
  if (!international && !(country && NATIONAL_CHARACTERS.test(trimmed))) return undefined;
  // 00 is the international prefix in most of the world: the same as +.
  const parsed = parsePhoneNumberFromString(international ? trimmed.replace(/^00/, '+') : trimmed, {
    defaultCountry: country,
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A stored number as people read it ('+1 212 555 0100'); anything that is no valid number is shown as it is. */
export function formatPhoneNumber(stored: string): string;
export function formatPhoneNumber(stored: string | null | undefined): string | null;
export function formatPhoneNumber(stored: string | null | undefined): string | null {
  if (!stored) return stored ?? null;
  const normalized = normalizePhoneNumber(stored);
  return normalized ? parsePhoneNumberFromString(normalized)!.formatInternational() : stored;
}

/** The country a number with its country code belongs to (GB for +44 20 7946 0000). */
export function phoneCountryOf(typed: string | null | undefined): PhoneCountry | undefined {
  const normalized = typed ? normalizePhoneNumber(typed) : undefined;
  return normalized ? parsePhoneNumberFromString(normalized)?.country : undefined;
}

/** A two-letter region code libphonenumber knows, upper-cased ('it' → 'IT'), or undefined. */
export function asPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  const upper = (code ?? '').toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

/** Every country a phone number may belong to, with its calling code ('39' for IT). */
export function phoneCountries(): Array<{ country: PhoneCountry; callingCode: string }> {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/**
 * Normalises a phone field's value after its own checks (required, length). Empty values pass through
 * as the field's "not given" shape (undefined, null or '').
 */
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
