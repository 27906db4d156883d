import { loadConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ops', KAFKA_BROKERS: 'kafka:9092' };

describe('svc-ops configuration', () => {
  it('refuses to start in production without PUBLIC_ORIGIN: a link in a traveller\'s e-mail must not point at a developer machine', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/PUBLIC_ORIGIN: is required when NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.vip.example' }).PUBLIC_ORIGIN).toBe('https://www.vip.example');
  });

  it('links to the local gateway in development', () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://127.0.0.1:8080');
  });
});
