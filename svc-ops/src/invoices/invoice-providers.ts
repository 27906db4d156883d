import type { InvoiceProviderName } from '@vip/contracts/schemas';
import { ConfigError } from '@vip/platform/config';
import type { OpsConfig } from '../config';
import { opsErrors } from '../errors';
import type { InvoiceProvider } from './invoice-provider';
import { ManualInvoiceProvider } from './manual-invoice.provider';
import { SquareInvoiceProvider } from './square-invoice.provider';

/** An invoice stays with the provider that made it: a manual invoice stays manual after Square is configured. */
export class InvoiceProviders {
  private readonly manual: InvoiceProvider;

  constructor(
    private readonly square: InvoiceProvider | null,
    manual: InvoiceProvider = new ManualInvoiceProvider(),
  ) {
    this.manual = manual;
  }

  get defaultName(): InvoiceProviderName {
    return this.square ? 'square' : 'manual';
  }

  forNew(): InvoiceProvider {
    return this.square ?? this.manual;
  }

  of(name: string): InvoiceProvider {
    if (name === 'manual') return this.manual;
    if (name === 'square' && this.square) return this.square;
    throw opsErrors.create(
      'INVOICE_PROVIDER_ERROR',
      'This invoice was made with Square, which is not configured on this server',
    );
  }
}

export interface SquareWebhookConfig {
  signatureKey: string;
  notificationUrl: string;
}

/** One of the token and location without the other is a mistake, said at start. */
export function invoiceProvidersFromConfig(
  config: Pick<OpsConfig, 'SQUARE_ACCESS_TOKEN' | 'SQUARE_LOCATION_ID' | 'SQUARE_BASE_URL' | 'SQUARE_TIMEOUT_MS'>,
): InvoiceProviders {
  const { SQUARE_ACCESS_TOKEN: token, SQUARE_LOCATION_ID: location } = config;
  if (Boolean(token) !== Boolean(location)) {
    throw new ConfigError(
      'Invalid configuration:\n  - SQUARE_ACCESS_TOKEN and SQUARE_LOCATION_ID: set both for Square invoices, or neither for manual invoices',
    );
  }
  if (!token || !location) return new InvoiceProviders(null);
  return new InvoiceProviders(
    new SquareInvoiceProvider({
      accessToken: token,
      locationId: location,
      baseUrl: config.SQUARE_BASE_URL,
      timeoutMs: config.SQUARE_TIMEOUT_MS,
    }),
  );
}

/** Both, as Square signs the notification URL with the key. */
export function squareWebhookConfig(
  config: Pick<OpsConfig, 'SQUARE_WEBHOOK_SIGNATURE_KEY' | 'SQUARE_WEBHOOK_URL'>,
): SquareWebhookConfig | null {
  if (!config.SQUARE_WEBHOOK_SIGNATURE_KEY || !config.SQUARE_WEBHOOK_URL) return null;
  return { signatureKey: config.SQUARE_WEBHOOK_SIGNATURE_KEY, notificationUrl: config.SQUARE_WEBHOOK_URL };
}
