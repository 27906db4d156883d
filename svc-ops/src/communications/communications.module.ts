import type Router from '@koa/router';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { silentLogger, type Logger } from '@vip/platform/logger';
import type { SqlClient } from '@vip/platform/outbox';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { OpsPrisma } from '../prisma';
import { acknowledgementsSubscription } from './acknowledgements.subscription';
import { communicationAdapters } from './adapters';
import { CommunicationsRepository } from './communications.repository';
import { communicationsRoutes } from './communications.routes';
import { CommunicationsService } from './communications.service';
import { MessageRelay } from './message-relay';
import type { AttachmentStore } from './ports';

export interface CommunicationsModuleDeps {
  prisma: OpsPrisma;
  /** The same database in plain SQL (pgDatabase on Prisma's pool). */
  sql: SqlClient;
  config: OpsConfig;
  cases: CasesService;
  attachments: AttachmentStore;
  now: () => Date;
  logger?: Logger;
  onStop?: (hook: () => Promise<void>) => void;
}

export function communicationsModule(deps: CommunicationsModuleDeps): {
  service: CommunicationsService;
  routers: Router[];
  subscriptions: SubscriptionSpec[];
} {
  const { prisma, config, now } = deps;
  const logger = deps.logger ?? silentLogger();
  const { mailer, sms } = communicationAdapters(config, logger);
  const service = new CommunicationsService({
    prisma,
    communications: new CommunicationsRepository(prisma, deps.sql),
    cases: deps.cases,
    attachments: deps.attachments,
    mailer,
    sms,
    now,
    supportEmail: config.SUPPORT_EMAIL,
    logger: logger.child({ component: 'communications' }),
    acknowledgements: { opsEmail: config.OPS_NOTIFY_EMAIL ?? config.SUPPORT_EMAIL, publicOrigin: config.PUBLIC_ORIGIN },
  });
  // The relay's last round must end before the mail pool closes.
  if (deps.onStop) {
    const relay = new MessageRelay(() => service.deliverDue(), logger.child({ component: 'message-relay' }));
    relay.start(config.MESSAGE_RELAY_INTERVAL_MS);
    deps.onStop(() => relay.stop());
  }
  deps.onStop?.(async () => mailer.close());
  return {
    service,
    routers: [communicationsRoutes(service)],
    subscriptions: [acknowledgementsSubscription(service)],
  };
}
