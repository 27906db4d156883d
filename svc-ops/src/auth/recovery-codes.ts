import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@vip/contracts/schemas';
import { sha256 } from './staff.repository';

// Crockford's base32 letters (no I, L, O, U): 16 of them are 80 random bits, beyond guessing, so a plain SHA-256
// keeps them as safely as scrypt keeps a password.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten codes, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Of a code as typed (the schema already dropped dashes and spaces and upper-cased it). */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${code.replace(/[\s-]/g, '').toUpperCase()}`);
}
