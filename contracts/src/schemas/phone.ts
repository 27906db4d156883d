import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Phone numbers (travellers, bookers, agents, greeters, drivers, suppliers). A number is taken with its
 * country code, as travellers type it (+1 212 555 0100, +44 (20) 7946-0000, 0044 20 7946 0000), checked
 * against libphonenumber's numbering plans, and stored in its international format ('+1 212 555 0100'):
 * readable for staff, dialable, one spelling per number, and E.164 once the spaces are dropped (as the
 * SMS sender does). A number without a country code is refused rather than guessed: the site serves
 * airports in every region, the forms ask for no country, and a 10-digit Italian mobile such as
 * 347 123 4567 is also a valid New York number. Extensions and letters are refused too.
 */
export const PHONE_FORMAT_MESSAGE = 'Please enter a valid phone number with its country code, for example +1 212 555 0100';

const PHONE_CHARACTERS = /^(\+|00)[0-9 ().\-/]+$/;

/** The number in international format, or undefined when it is not a phone number with its country code. */
export function normalizePhoneNumber(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined;
  // 00 is the international prefix in most of the world: the same as +.
  const parsed = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'), { extract: false });
  return parsed?.isValid() ? parsed.formatInternational() : undefined;
}

/**
 * Normalises a phone field's value after its own checks (required, length). Empty values pass through
 * as the field's "not given" shape (undefined, null or '').
 */
export function toPhoneNumber<T extends string | null | undefined>(value: T, ctx: z.core.$RefinementCtx<T>): T | string {
  if (!value) return value;
  const normalized = normalizePhoneNumber(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE, input: value });
  return z.NEVER;
}
