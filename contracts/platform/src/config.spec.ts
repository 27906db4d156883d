import { z } from 'zod';
import { ConfigError, baseEnvShape, parseEnv } from './config';

describe('parseEnv', () => {
  it('parses the base shape with defaults', () => {
    const cfg = parseEnv(baseEnvShape, { PORT: '4001', KAFKA_BROKERS: 'a:9092, b:9093' });
    expect(cfg).toMatchObject({
      PORT: 4001,
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      KAFKA_BROKERS: ['a:9092', 'b:9093'],
      TRUST_PROXY: false,
    });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    const shape = { ...baseEnvShape, CATALOG_URL: z.url() };
    let error: unknown;
    try {
      parseEnv(shape, { PORT: 'abc', DATABASE_URL: 'mysql://x', KAFKA_BROKERS: 'nohostport', CATALOG_URL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'DATABASE_URL', 'KAFKA_BROKERS', 'CATALOG_URL']) expect(message).toContain(key);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv(baseEnvShape, { PORT: '1', DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses to start in production on the embedded defaults (no DATABASE_URL or KAFKA_BROKERS)', () => {
    expect(() => parseEnv(baseEnvShape, { PORT: '1', NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required when NODE_ENV=production[\s\S]*KAFKA_BROKERS: is required/,
    );
    expect(() =>
      parseEnv(baseEnvShape, { PORT: '1', NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }),
    ).toThrow(/KAFKA_BROKERS/);
    expect(
      parseEnv(baseEnvShape, {
        PORT: '1',
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        KAFKA_BROKERS: 'k:9092',
      }).NODE_ENV,
    ).toBe('production');
    // Development keeps the embedded defaults.
    expect(parseEnv(baseEnvShape, { PORT: '1' }).DATABASE_URL).toBeUndefined();
  });
});
