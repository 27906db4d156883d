import { join } from 'node:path';
import { pgDatabase } from '@vip/platform/db';
import { validationClock } from '@vip/platform/koa';
import { ServiceRuntime, type ServiceStartOptions } from '@vip/platform/runtime';
import { buildOpsApp, type OpsRouters } from './app';
import { bootstrapAdmin, type AdminBootstrap } from './auth/bootstrap-admin';
import { StaffAuditRepository } from './audit/staff-audit.repository';
import { StaffAuditLog } from './audit/staff-audit.service';
import { StaffRepository } from './auth/staff.repository';
import { casesModule } from './cases/cases.module';
import { BoardWatcher } from './board/board-watcher';
import { loadConfig, type OpsConfig } from './config';
import { trackingSubscription } from './tracking/tracking.subscription';
import { TrackingWebhook } from './tracking/tracking.webhook';
import type { PartnerBookingsLedger } from './partners/partners.module';
import type { PartnersService } from './partners/partners.service';
import { createPrisma, type OpsPrisma } from './prisma';
import type { PartnerDirectory } from './partner-webhooks/partner-directory';
import { announceSuppliers, seedSuppliers } from './suppliers/suppliers.seed';
import { CurrencyRatesRepository } from './currency/currency-rates.repository';
import { CurrencyRatesService } from './currency/currency-rates.service';
import { registerOverdueGauges } from './cases/overdue-metrics';
import { startReconfirmations } from './workflows/reconfirmation.scheduler';
import type { ReconfirmationWorkflow } from './workflows/reconfirmation.workflow';
import { passwordParams } from './auth/password';

export type StartOptions = ServiceStartOptions<OpsConfig> & {
  partnerBookings?: PartnerBookingsLedger;
  /** Tests' own web-hook targets and keys; unset, partners/' accounts. */
  partnerDirectory?: PartnerDirectory;
};

export type OpsService = ServiceRuntime<OpsPrisma> & {
  admin?: AdminBootstrap;
  routers?: OpsRouters;
  partners?: PartnersService;
  partnerLedger?: PartnerBookingsLedger;
  /** The final reconfirmations' sweep (a test runs it at its own times). */
  reconfirmations?: ReconfirmationWorkflow;
};

export const MIGRATIONS_DIR = join(__dirname, '..', 'prisma', 'migrations');

/** Does not listen: the caller does. */
export async function startOpsService(options: StartOptions = {}): Promise<OpsService> {
  const config = options.config ?? loadConfig(options.env);
  const runtime: OpsService = await ServiceRuntime.start({
    service: 'svc-ops',
    config,
    migrationsDir: MIGRATIONS_DIR,
    createPrisma,
    bus: options.bus,
    logger: options.logger,
    inMemory: options.inMemory,
  });
  try {
    runtime.startStep('admin account');
    runtime.admin = await bootstrapAdmin(new StaffRepository(runtime.prisma), {
      email: config.ADMIN_EMAIL,
      name: config.ADMIN_NAME,
      password: config.ADMIN_PASSWORD,
      reset: config.ADMIN_PASSWORD_RESET,
      embedded: runtime.database.mode === 'embedded',
      logger: runtime.logger,
      passwordParams: passwordParams(config.STAFF_PASSWORD_SCRYPT_COST),
      audit: new StaffAuditLog(new StaffAuditRepository(runtime.prisma)),
    });
    // Deployments seed with `npm run seed`; an in-memory database is a test's and starts empty.
    runtime.startStep('suppliers');
    if (runtime.database.mode === 'embedded' && !options.inMemory) await seedSuppliers(runtime.prisma, runtime.logger);
    const now = options.now ?? (() => new Date());
    // svc-booking's copy of suppliers is filled from the outbox, also for suppliers from before it had one.
    await announceSuppliers(runtime.prisma, now(), runtime.logger);
    // Whoever shows prices keeps a copy of the rates: a fresh start announces them once.
    runtime.startStep('currency rates');
    await new CurrencyRatesService(new CurrencyRatesRepository(runtime.prisma), { now }).announceUnannounced();
    runtime.startStep('features');
    runtime.app.use(validationClock(now));
    // The board watcher and the case each need the other.
    const committedListeners: (() => void)[] = [];
    const onEventsCommitted = () => {
      runtime.relay.nudge();
      for (const listener of committedListeners) listener();
    };
    const sql = pgDatabase(runtime.database.pool);
    const cases = casesModule({
      prisma: runtime.prisma,
      sql,
      now,
      onEventsCommitted,
      onBoardChanged: () => board.notify('case-changed'),
      statusTargets: config.STATUS_TARGET_HOURS,
      colleagues: new StaffRepository(runtime.prisma),
    });
    registerOverdueGauges(runtime.metrics, cases.service);
    const board: BoardWatcher = new BoardWatcher({
      latestChange: () => cases.service.latestChange(),
      pollMs: config.BOARD_POLL_MS,
      logger: runtime.logger,
      now,
    });
    const built = buildOpsApp({
      app: runtime.app,
      prisma: runtime.prisma,
      sql,
      config,
      now,
      onEventsCommitted,
      whenEventsCommitted: (listener) => committedListeners.push(listener),
      cases,
      board,
      onDraining: (hook) => runtime.onDraining(hook),
      rateLimits: runtime.rateLimits,
      identity: runtime.identity,
      logger: runtime.logger,
      onStop: (hook) => runtime.onStop(hook),
      partnerBookings: options.partnerBookings,
      partnerDirectory: options.partnerDirectory,
    });
    runtime.partnerLedger = built.partnerLedger;
    runtime.routers = built.routers;
    runtime.partners = built.partners;
    runtime.reconfirmations = built.reconfirmations;
    runtime.startStep('reconfirmation scheduler');
    const reconfirmations = await startReconfirmations({
      workflow: built.reconfirmations,
      database: runtime.database,
      cron: config.RECONFIRMATION_CRON,
      intervalMs: config.RECONFIRMATION_INTERVAL_MS,
      logger: runtime.logger.child({ component: 'reconfirmations' }),
    });
    runtime.onStop(() => reconfirmations.stop());
    runtime.retain({
      table: 'login_attempts',
      column: 'attempted_at',
      olderThanMs: config.LOGIN_ATTEMPT_RETENTION_DAYS * 86_400_000,
    });
    runtime.startStep('event subscriptions');
    await runtime.subscribe(cases.subscription(() => board.notify('case-opened')));
    for (const subscription of built.subscriptions) await runtime.subscribe(subscription);
    if (config.TRACKING_WEBHOOK_URL) {
      const webhook = new TrackingWebhook({
        url: config.TRACKING_WEBHOOK_URL,
        timeoutMs: config.TRACKING_WEBHOOK_TIMEOUT_MS,
      });
      await runtime.subscribe(trackingSubscription(sql, webhook));
      // Host only: the hook's path is its secret.
      runtime.logger.info(
        { host: new URL(config.TRACKING_WEBHOOK_URL).host },
        'Tracking: searches and reservations are forwarded to the web hook',
      );
    } else {
      runtime.logger.info(
        'Tracking: TRACKING_WEBHOOK_URL is not set, so searches and reservations are not forwarded to a spreadsheet',
      );
    }
    if (!options.deferRelay) runtime.startRelay();
    return runtime;
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}
