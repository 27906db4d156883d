import { loadConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ops', KAFKA_BROKERS: 'kafka:9092' };

describe('svc-ops configuration', () => {
  it("refuses to start in production without PUBLIC_ORIGIN: a link in a traveller's e-mail must not point at a developer machine", () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/PUBLIC_ORIGIN: is required when NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example' }).PUBLIC_ORIGIN).toBe(
      'https://www.vip.example',
    );
  });

  it('links to the local gateway in development', () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://127.0.0.1:8080');
  });

  it('keeps receipts in a folder under DATA_DIR by default, and refuses S3 storage without a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/ops' })).toMatchObject({
      RECEIPTS_STORAGE: 'local',
      RECEIPTS_DIR: '/var/lib/ops/receipts',
      RECEIPTS_MAX_BYTES: 10 * 1024 * 1024,
    });
    expect(() => loadConfig({ RECEIPTS_STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when RECEIPTS_STORAGE=s3/);
    expect(() => loadConfig({ RECEIPTS_STORAGE: 's3', S3_BUCKET: 'receipts', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /set both or neither/,
    );
    expect(
      loadConfig({
        RECEIPTS_STORAGE: 's3',
        S3_BUCKET: 'receipts',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ S3_BUCKET: 'receipts', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('allows web hooks to private and plain-http targets by default, except in production', () => {
    expect(loadConfig({}).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true);
    const production = { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example' };
    expect(loadConfig(production).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(
      true,
    );
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
  });

  it("keeps OWASP's scrypt cost for staff passwords in production, and lets a test suite lower it", () => {
    const production = { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example' };
    expect(() => loadConfig({ ...production, STAFF_PASSWORD_SCRYPT_COST: '16' })).toThrow(
      /STAFF_PASSWORD_SCRYPT_COST: must be at least 17 when NODE_ENV=production/,
    );
    expect(loadConfig(production).STAFF_PASSWORD_SCRYPT_COST).toBe(17);
    expect(loadConfig({ ...production, STAFF_PASSWORD_SCRYPT_COST: '18' }).STAFF_PASSWORD_SCRYPT_COST).toBe(18);
    expect(loadConfig({ STAFF_PASSWORD_SCRYPT_COST: '14' }).STAFF_PASSWORD_SCRYPT_COST).toBe(14);
    expect(() => loadConfig({ STAFF_PASSWORD_SCRYPT_COST: '13' })).toThrow(/STAFF_PASSWORD_SCRYPT_COST/);
  });

  it('refuses STAFF_SECOND_FACTOR=optional with NODE_ENV=production, naming the variable', () => {
    const production = { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example' };
    expect(() => loadConfig({ ...production, STAFF_SECOND_FACTOR: 'optional' })).toThrow(
      /STAFF_SECOND_FACTOR: must not be optional when NODE_ENV=production/,
    );
    expect(loadConfig(production).STAFF_SECOND_FACTOR).toBe('required');
    expect(loadConfig({ STAFF_SECOND_FACTOR: 'optional' }).STAFF_SECOND_FACTOR).toBe('optional');
    expect(loadConfig({}).STAFF_SECOND_FACTOR).toBe('required');
  });

  it('makes passkeys for localhost in development and for the public site in production, never for an IP address', () => {
    expect(loadConfig({})).toMatchObject({ WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: ['http://localhost:8080'] });
    expect(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example/' })).toMatchObject({
      WEBAUTHN_RP_ID: 'www.vip.example',
      WEBAUTHN_ORIGINS: ['https://www.vip.example'],
    });
    expect(
      loadConfig({ WEBAUTHN_RP_ID: 'vip.example', WEBAUTHN_ORIGINS: 'https://admin.vip.example, https://vip.example' }),
    ).toMatchObject({
      WEBAUTHN_RP_ID: 'vip.example',
      WEBAUTHN_ORIGINS: ['https://admin.vip.example', 'https://vip.example'],
    });
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'http://127.0.0.1:8080' })).toThrow(
      /WEBAUTHN_RP_ID: 127.0.0.1 is an IP address/,
    );
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'vip.example', WEBAUTHN_ORIGINS: 'https://evil.example' })).toThrow(
      /WEBAUTHN_ORIGINS: https:\/\/evil.example is not on WEBAUTHN_RP_ID vip.example/,
    );
  });

  it("makes passkeys for the back office's own origin when it has one, and refuses the public origin as it", () => {
    const production = { ...PRODUCTION, PUBLIC_ORIGIN: 'https://vip.example' };
    expect(loadConfig({ ...production, ADMIN_ORIGIN: 'https://admin.vip.example/' })).toMatchObject({
      ADMIN_ORIGIN: 'https://admin.vip.example',
      WEBAUTHN_RP_ID: 'admin.vip.example',
      WEBAUTHN_ORIGINS: ['https://admin.vip.example'],
    });
    expect(loadConfig(production)).toMatchObject({
      ADMIN_ORIGIN: undefined,
      WEBAUTHN_ORIGINS: ['https://vip.example'],
    });
    expect(() => loadConfig({ ...production, ADMIN_ORIGIN: 'https://vip.example' })).toThrow(
      /ADMIN_ORIGIN: must be the back office's own origin, not PUBLIC_ORIGIN/,
    );
  });
});
