import type { Context } from 'koa';
import { hashPartnerKey, partnerKeyGuard, partnerKeyRefusal, type PartnerKeyRecord } from './partner-key';
import { RateLimits } from './rate-limit';

const KEY = 'vipk_live_0a1b2c3d4e5f_secret';
const record = (changes: Partial<PartnerKeyRecord> = {}): PartnerKeyRecord => ({
  keyId: 'key-1',
  legacy: false,
  partner: { id: 'partner-1', name: 'Acme Travel', active: true, sandbox: false },
  mode: 'live',
  rateLimitPerMinute: 100,
  revokedAt: null,
  ...changes,
});
const ctxWith = (key: string) => {
  const headers: Record<string, string> = {};
  return {
    get: (name: string) => (name === 'X-API-Key' ? key : ''),
    set: (name: string, value: string) => (headers[name] = value),
    state: {} as Record<string, unknown>,
    headers,
  } as unknown as Context;
};

describe('partnerKeyRefusal', () => {
  const at = Date.parse('2030-06-01T12:00:00Z');
  it.each([
    ['a working key', record(), false, null],
    ['a key revoked now', record({ revokedAt: new Date(at) }), false, 'revoked or expired'],
    ['a rotated key before its end', record({ revokedAt: new Date(at + 1) }), false, null],
    ['a key whose partner is not known yet', record({ partner: null }), false, 'no partner yet'],
    [
      'a key of an inactive partner',
      record({ partner: { ...record().partner!, active: false } }),
      false,
      'partner inactive',
    ],
    [
      'a live key of a sandbox account',
      record({ partner: { ...record().partner!, sandbox: true } }),
      false,
      'live key of a sandbox partner',
    ],
    [
      'a sandbox key of a sandbox account',
      record({ mode: 'sandbox', partner: { ...record().partner!, sandbox: true } }),
      false,
      null,
    ],
    ['a legacy key on the catalog', record({ legacy: true, partner: null }), false, null],
    ['a legacy key where a partner is required', record({ legacy: true, partner: null }), true, 'a legacy key'],
  ])('%s', (_what, r, requirePartner, refusal) => {
    expect(partnerKeyRefusal(r, at, requirePartner)).toBe(refusal);
  });
});

describe('partnerKeyGuard', () => {
  it('looks a key up by its SHA-256, trusts what it found for a minute, and forgets it when told', async () => {
    let now = 0;
    let stored: PartnerKeyRecord | null = record();
    const find = jest.fn(async (hash: string) => (hash === hashPartnerKey(KEY) ? stored : null));
    const guard = partnerKeyGuard({ find, limits: RateLimits.memory(), now: () => now });
    const next = jest.fn();
    const ctx = ctxWith(KEY);
    await guard(ctx, next);
    expect(ctx.state.partner).toEqual({
      keyId: 'key-1',
      partnerId: 'partner-1',
      partnerName: 'Acme Travel',
      mode: 'live',
    });
    stored = record({ revokedAt: new Date(0) });
    now = 59_000;
    await guard(ctxWith(KEY), next);
    expect(find).toHaveBeenCalledTimes(1);
    now = 60_001;
    await expect(guard(ctxWith(KEY), next)).rejects.toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    stored = record();
    guard.forget();
    await guard(ctxWith(KEY), next);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('never caches an unknown key, so one issued a moment later works at once', async () => {
    let stored: PartnerKeyRecord | null = null;
    const guard = partnerKeyGuard({ find: async () => stored, limits: RateLimits.memory() });
    await expect(guard(ctxWith(KEY), jest.fn())).rejects.toMatchObject({ status: 401 });
    stored = record();
    const next = jest.fn();
    await guard(ctxWith(KEY), next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('refuses a request without a key, and limits each key per minute', async () => {
    const guard = partnerKeyGuard({ find: async () => record({ rateLimitPerMinute: 2 }), limits: RateLimits.memory() });
    await expect(guard(ctxWith(''), jest.fn())).rejects.toMatchObject({
      status: 401,
      message: 'Send your partner API key in the X-API-Key header',
    });
    await guard(ctxWith(KEY), jest.fn());
    await guard(ctxWith(KEY), jest.fn());
    await expect(guard(ctxWith(KEY), jest.fn())).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});
