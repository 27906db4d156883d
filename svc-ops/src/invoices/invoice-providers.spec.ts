import { ConfigError } from '@vip/platform/config';
import { invoiceProvidersFromConfig, squareWebhookConfig } from './invoice-providers';

const base = {
  SQUARE_ACCESS_TOKEN: undefined,
  SQUARE_LOCATION_ID: undefined,
  SQUARE_BASE_URL: undefined,
  SQUARE_TIMEOUT_MS: 10_000,
};

describe('invoice provider from config', () => {
  it('is manual without Square credentials, Square with both', () => {
    expect(invoiceProvidersFromConfig(base).defaultName).toBe('manual');
    expect(
      invoiceProvidersFromConfig({ ...base, SQUARE_ACCESS_TOKEN: 'token', SQUARE_LOCATION_ID: 'L1' }).defaultName,
    ).toBe('square');
  });

  it('refuses to start with only one of the two', () => {
    expect(() => invoiceProvidersFromConfig({ ...base, SQUARE_ACCESS_TOKEN: 'token' })).toThrow(ConfigError);
    expect(() => invoiceProvidersFromConfig({ ...base, SQUARE_LOCATION_ID: 'L1' })).toThrow(/set both/);
  });

  it('keeps an existing manual invoice manual, and says so when a Square invoice has no Square to go to', () => {
    const manual = invoiceProvidersFromConfig(base);
    expect(manual.of('manual').name).toBe('manual');
    expect(() => manual.of('square')).toThrow(/not configured/);
    expect(
      invoiceProvidersFromConfig({ ...base, SQUARE_ACCESS_TOKEN: 'token', SQUARE_LOCATION_ID: 'L1' }).of('manual').name,
    ).toBe('manual');
  });

  it('accepts webhooks only with the signature key and the notification URL', () => {
    expect(squareWebhookConfig({ SQUARE_WEBHOOK_SIGNATURE_KEY: 'k', SQUARE_WEBHOOK_URL: undefined })).toBeNull();
    expect(
      squareWebhookConfig({
        SQUARE_WEBHOOK_SIGNATURE_KEY: 'k',
        SQUARE_WEBHOOK_URL: 'https://ops.example.com/api/webhooks/square',
      }),
    ).toEqual({
      signatureKey: 'k',
      notificationUrl: 'https://ops.example.com/api/webhooks/square',
    });
  });
});
