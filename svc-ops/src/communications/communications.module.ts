import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { silentLogger, type Logger, type SubscriptionSpec } from '@vip/platform';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { OpsPrisma } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { InvoicesService } from '../invoices/invoices.service';
import { acknowledgementsSubscription } from './acknowledgements.subscription';
import { communicationAdapters } from './adapters';
import { CommunicationsRepository } from './communications.repository';
import { communicationsRoutes, invoiceSendRoutes, pdfSendRoutes } from './communications.routes';
import { CommunicationsService } from './communications.service';
import { MessageRelay } from './message-relay';

export interface CommunicationsModuleDeps {
  prisma: OpsPrisma;
  config: OpsConfig;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  confirmations: ConfirmationsService;
  invoices: InvoicesService;
  now: () => Date;
  logger?: Logger;
  /** Runs on shutdown, before the database closes: the SMTP pool is closed there. */
  onStop?: (hook: () => Promise<void>) => void;
  onBoardChanged: () => void;
  /** Wakes the outbox relay: a sent PDF confirmation moves the case (and tells svc-booking). */
  onEventsCommitted?: () => void;
  /** The per-staff send budget (a send of any kind counts). */
  limitSends: Middleware;
}

/**
 * The Communication Center: e-mails and texts of the booking modal's dialogs and the PDF send, with adapters chosen by
 * configuration.
 */
export function communicationsModule(deps: CommunicationsModuleDeps): {
  service: CommunicationsService;
  routers: Router[];
  subscriptions: SubscriptionSpec[];
} {
  const { prisma, config, now, onBoardChanged, limitSends } = deps;
  const logger = deps.logger ?? silentLogger();
  const { mailer, sms } = communicationAdapters(config, logger);
  const service = new CommunicationsService({
    prisma,
    communications: new CommunicationsRepository(prisma),
    cases: deps.cases,
    suppliers: deps.suppliers,
    coordination: deps.coordination,
    confirmations: deps.confirmations,
    invoices: deps.invoices,
    mailer,
    sms,
    now,
    supportEmail: config.SUPPORT_EMAIL,
    logger: logger.child({ component: 'communications' }),
    onBoardChanged,
    onEventsCommitted: deps.onEventsCommitted ?? (() => undefined),
    acknowledgements: { opsEmail: config.OPS_NOTIFY_EMAIL ?? config.SUPPORT_EMAIL, publicOrigin: config.PUBLIC_ORIGIN },
  });
  // Only where something stops it (the service's runtime); the relay's last round ends before the mail pool closes.
  if (deps.onStop) {
    const relay = new MessageRelay(() => service.deliverDue(), logger.child({ component: 'message-relay' }));
    relay.start(config.MESSAGE_RELAY_INTERVAL_MS);
    deps.onStop(() => relay.stop());
  }
  deps.onStop?.(async () => mailer.close());
  return {
    service,
    routers: [
      communicationsRoutes(service, limitSends),
      pdfSendRoutes(service, limitSends),
      invoiceSendRoutes(service, limitSends),
    ],
    subscriptions: [acknowledgementsSubscription(prisma, service)],
  };
}
