import { createHash, randomBytes } from 'node:crypto';
import type { PartnerKeyMode } from '@vip/contracts/schemas';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const KEY_WORD: Record<PartnerKeyMode, string> = { live: 'live', sandbox: 'test' };
const KEY_PATTERN = /^vipk_(live|test)_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** `vipk_live_<prefix>_<secret>` or `vipk_test_…`: 32 random bytes, so a plain SHA-256 is enough to store it safely. */
export function newPartnerKey(mode: PartnerKeyMode): { key: string; prefix: string; keyHash: string } {
  const prefix = randomBytes(6).toString('hex');
  const key = `vipk_${KEY_WORD[mode]}_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, keyHash: hashKey(key) };
}

/** Null for anything that cannot be one of our keys, so no lookup is spent on it. */
export function parsePartnerKey(presented: string): { mode: PartnerKeyMode; prefix: string } | null {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  return { mode: match[1] === 'live' ? 'live' : 'sandbox', prefix: match[2]! };
}

/** Standard Webhooks' form: `whsec_` and the base64 of the signing key's bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
