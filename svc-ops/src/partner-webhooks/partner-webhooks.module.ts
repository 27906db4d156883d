import type Router from '@koa/router';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { type RateLimits } from '@vip/platform/koa';
import { silentLogger, type Logger } from '@vip/platform/logger';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { OpsPrisma } from '../prisma';
import type { PartnerDirectory } from './partner-directory';
import { PartnerWebhooksRepository } from './partner-webhooks.repository';
import { adminWebhookDeliveryRoutes, partnerWebhookDeliveryRoutes } from './partner-webhooks.routes';
import { PartnerWebhooksService } from './partner-webhooks.service';
import { partnerWebhooksSubscription } from './partner-webhooks.subscription';
import { WebhookClient } from './webhook-client';
import { WebhookDispatcher } from './webhook-dispatcher';

export interface PartnerWebhooksModuleDeps {
  prisma: OpsPrisma;
  config: Pick<OpsConfig, 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_ALLOW_PRIVATE_TARGETS' | 'WEBHOOK_DISPATCH_INTERVAL_MS'>;
  cases: CasesService;
  directory: PartnerDirectory;
  rateLimits: RateLimits;
  audit: StaffAuditLog;
  now: () => Date;
  logger?: Logger;
  /** Without it (a one-off tool) no dispatcher runs. */
  onStop?: (hook: () => Promise<void>) => void;
  /** After a change's transaction with events commits: a delivery it wrote is posted at once. */
  whenEventsCommitted?: (listener: () => void) => void;
}

export function partnerWebhooksModule(deps: PartnerWebhooksModuleDeps): {
  service: PartnerWebhooksService;
  staff: Router[];
  partner: Router[];
  subscriptions: SubscriptionSpec[];
} {
  const { prisma, config, cases, directory } = deps;
  const logger = (deps.logger ?? silentLogger()).child({ component: 'partner-webhooks' });
  const client = new WebhookClient({
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  });
  const service = new PartnerWebhooksService({
    deliveries: new PartnerWebhooksRepository(prisma),
    cases,
    directory,
    client,
    now: deps.now,
    logger,
    leaseMs: config.WEBHOOK_TIMEOUT_MS + 30_000,
  });
  cases.whenOpened(
    (tx, opened, booking) => service.opened(tx, opened, booking),
    (booking) => Boolean(booking.partner),
  );
  let nudge = () => undefined as void;
  if (deps.onStop) {
    const dispatcher = new WebhookDispatcher(() => service.dispatchDue(), logger);
    dispatcher.start(config.WEBHOOK_DISPATCH_INTERVAL_MS);
    nudge = () => dispatcher.nudge();
    // Posts in hand finish before the database closes.
    deps.onStop(() => dispatcher.stop());
  }
  // svc-ops' own changes are told in their transaction, in the order they were made.
  let written = false;
  cases.whenAnnounced(async (tx, event, c) => {
    if (await service.announced(tx, event, c)) written = true;
  });
  deps.whenEventsCommitted?.(() => {
    if (!written) return;
    written = false;
    nudge();
  });
  return {
    service,
    staff: [adminWebhookDeliveryRoutes(service, { log: deps.audit, prisma }, () => nudge())],
    partner: [partnerWebhookDeliveryRoutes(service, directory, deps.rateLimits, () => nudge())],
    subscriptions: [partnerWebhooksSubscription(prisma, service, () => nudge())],
  };
}
