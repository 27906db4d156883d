import type Router from '@koa/router';
import type Koa from 'koa';
import { acceptRawBodies } from '@vip/platform/koa';
import { silentLogger, type Logger } from '@vip/platform/logger';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { OpsPrisma } from '../prisma';
import { invoiceProvidersFromConfig, squareWebhookConfig } from './invoice-providers';
import { InvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';
import { SQUARE_WEBHOOK_PATH_PATTERN, squareWebhookRoutes } from './webhook.routes';

export interface InvoicesModuleDeps {
  app: Koa;
  prisma: OpsPrisma;
  cases: CasesService;
  config: OpsConfig;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  logger?: Logger;
}

export function invoicesModule({
  app,
  prisma,
  cases,
  config,
  now,
  onEventsCommitted,
  onBoardChanged,
  logger = silentLogger(),
}: InvoicesModuleDeps): { service: InvoicesService; staff: Router[]; public: Router[] } {
  const providers = invoiceProvidersFromConfig(config);
  const webhook = squareWebhookConfig(config);
  const log = logger.child({ component: 'invoices' });
  log.info(
    {
      provider: providers.defaultName,
      squareHost:
        providers.defaultName === 'square'
          ? new URL(config.SQUARE_BASE_URL ?? 'https://connect.squareup.com').host
          : undefined,
      webhooks: webhook ? 'verified' : 'refused',
    },
    providers.defaultName === 'square'
      ? 'invoices through Square'
      : 'invoices are manual (no Square credentials): staff mark them paid',
  );
  const service = new InvoicesService({
    prisma,
    cases,
    invoices: new InvoicesRepository(prisma),
    providers,
    now,
    onEventsCommitted,
    onBoardChanged,
    logger: log,
    manualPaymentInstructions: config.MANUAL_PAYMENT_INSTRUCTIONS,
    supportEmail: config.SUPPORT_EMAIL,
  });
  // Square's signature is over the bytes, checked before parsing.
  acceptRawBodies(app, { method: 'POST', path: SQUARE_WEBHOOK_PATH_PATTERN });
  return { service, staff: [invoicesRoutes(service)], public: [squareWebhookRoutes(service, webhook, log)] };
}
