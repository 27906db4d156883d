import { BlockList, isIP } from 'node:net';
import type { PartnerKeyState } from '@vip/contracts/schemas';

/** Terms start on a UTC date, as svc-booking prices a request by its UTC date. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** The latest that has started; dates are YYYY-MM-DD, so they compare as text. */
export function termsInForce<T extends { effectiveFrom: string }>(terms: readonly T[], today: string): T | null {
  let current: T | null = null;
  for (const t of terms)
    if (t.effectiveFrom <= today && (!current || t.effectiveFrom > current.effectiveFrom)) current = t;
  return current;
}

export function keyState(key: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): PartnerKeyState {
  if (key.revokedAt && key.revokedAt <= now) return 'revoked';
  if (key.expiresAt) return key.expiresAt <= now ? 'expired' : 'expiring';
  return 'active';
}

export const keyWorks = (key: { expiresAt: Date | null; revokedAt: Date | null }, now: Date) =>
  ['active', 'expiring'].includes(keyState(key, now));

// Addresses no public web hook has: the delivery checks every resolved address again; this refuses the plain cases
// when the address is saved.
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 ranges by BlockList itself.
  ['::', 127],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

export const WEBHOOK_URL_MESSAGES = {
  https: 'The web hook address must start with https://',
  credentials: 'The web hook address must not carry a user name or password',
  notPublic: 'The web hook address must be a public host, not a private, loopback or link-local address',
} as const;

/** Null when the address may be saved; `allowPrivate` is the embedded product's and the tests' setting. */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return WEBHOOK_URL_MESSAGES.credentials;
  if (allowPrivate) return ['https:', 'http:'].includes(parsed.protocol) ? null : WEBHOOK_URL_MESSAGES.https;
  if (parsed.protocol !== 'https:') return WEBHOOK_URL_MESSAGES.https;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return WEBHOOK_URL_MESSAGES.notPublic;
  const family = isIP(host);
  if (family && NOT_PUBLIC.check(host, family === 4 ? 'ipv4' : 'ipv6')) return WEBHOOK_URL_MESSAGES.notPublic;
  return null;
}
