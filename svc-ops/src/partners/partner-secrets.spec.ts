import { WEBHOOK_SECRET_PATTERN } from '@vip/contracts/schemas';
import { hashKey, newPartnerKey, newWebhookSecret, parsePartnerKey } from './partner-secrets';

describe('partner keys and web-hook secrets', () => {
  it('makes live and sandbox keys in their own forms, with 32 random bytes after the prefix', () => {
    const live = newPartnerKey('live');
    expect(live.key).toMatch(new RegExp(`^vipk_live_${live.prefix}_[A-Za-z0-9_-]{43}$`));
    expect(Buffer.from(live.key.split('_').slice(3).join('_'), 'base64url')).toHaveLength(32);
    expect(newPartnerKey('sandbox').key).toMatch(/^vipk_test_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(live.keyHash).toBe(hashKey(live.key));
    expect(live.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newPartnerKey('live').key).not.toBe(live.key);
  });

  it('reads the mode and prefix of a key, and nothing from what is no key of ours', () => {
    const { key, prefix } = newPartnerKey('sandbox');
    expect(parsePartnerKey(key)).toEqual({ mode: 'sandbox', prefix });
    expect(parsePartnerKey(newPartnerKey('live').key)?.mode).toBe('live');
    // The old command-line tool's keys (svc-catalog) and near misses.
    for (const other of ['vipk_0123456789ab_' + 'a'.repeat(43), `${key}x`, key.replace('test', 'prod'), '', ' ' + key])
      expect(parsePartnerKey(other)).toBeNull();
  });

  it('makes web-hook secrets as Standard Webhooks writes them, each different', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
