import type Koa from 'koa';
import type Router from '@koa/router';
import { BRAND } from '@vip/contracts/brand';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { mountRouters, type RateLimits, type ServiceIdentity } from '@vip/platform/koa';
import { type Logger } from '@vip/platform/logger';
import type { SqlClient, TransactionRunner } from '@vip/platform/outbox';
import { adminOriginOnly } from './auth/admin-origin.middleware';
import { guardedRouter, requirePendingSignIn, requireStaff, staffOf } from './auth/auth.middleware';
import { AuthService } from './auth/auth.service';
import { PasskeyCeremonies } from './auth/passkeys';
import { SecondFactorRepository } from './auth/second-factor.repository';
import { secondFactorRoutes } from './auth/second-factor.routes';
import { SecondFactorService } from './auth/second-factor.service';
import { securityRoutes } from './auth/security.routes';
import { SecurityService } from './auth/security.service';
import { pendingSignInCookie, sessionCookie } from './auth/session-cookie';
import { accountRoutes, signInRoutes, type StaffCookies } from './auth/session.routes';
import { StaffRepository } from './auth/staff.repository';
import { SigningKeysRepository } from './auth/signing-keys.repository';
import { jwksRoutes, staffTokenRoutes } from './auth/staff-tokens.routes';
import { StaffTokensService } from './auth/staff-tokens.service';
import { StaffAuditRepository } from './audit/staff-audit.repository';
import { staffAuditRoutes } from './auth/staff-audit.routes';
import { StaffAuditLog } from './audit/staff-audit.service';
import { sendLimit } from './auth/send-limit';
import type { BoardWatcher } from './board/board-watcher';
import { boardRoutes } from './board/board.routes';
import { BookingClient } from './booking/booking.client';
import { cancellationsModule } from './cancellations/cancellations.module';
import { commercialModule } from './commercial/commercial.module';
import { caseViewRoutes } from './case-view/case-view.routes';
import type { ReconfirmationWorkflow } from './workflows/reconfirmation.workflow';
import { CaseViewService } from './case-view/case-view.service';
import type { CasesModule } from './cases/cases.module';
import { CatalogClient } from './catalog/catalog.client';
import { communicationsModule } from './communications/communications.module';
import type { OpsConfig } from './config';
import { confirmationsModule } from './confirmations/confirmations.module';
import { coordinationModule } from './coordination/coordination.module';
import { CurrencyRatesRepository } from './currency/currency-rates.repository';
import { currencyRatesRoutes } from './currency/currency-rates.routes';
import { CurrencyRatesService } from './currency/currency-rates.service';
import { invoicesModule } from './invoices/invoices.module';
import { partnersModule, type PartnerBookingsLedger } from './partners/partners.module';
import type { PartnersService } from './partners/partners.service';
import type { PartnerDirectory } from './partner-webhooks/partner-directory';
import { partnerWebhooksModule } from './partner-webhooks/partner-webhooks.module';
import type { OpsPrisma } from './prisma';
import { receiptsModule } from './receipts/receipts.module';
import { staffRoutes } from './auth/staff-accounts.routes';
import { StaffService } from './auth/staff-accounts.service';
import { passwordParams } from './auth/password';
import { suppliersModule } from './suppliers/suppliers.module';
import { supplierJobsModule } from './supplier-jobs/supplier-jobs.module';
import { trackingRoutes } from './tracking/tracking.routes';
import { TrackingWebhook } from './tracking/tracking.webhook';
import { transfersModule } from './transfers/transfers.module';
import { workflowsModule } from './workflows/workflows.module';

export interface OpsAppDeps {
  app: Koa;
  prisma: OpsPrisma;
  /** The same database in plain SQL (pgDatabase on Prisma's pool), for the consumers' hot paths. */
  sql: SqlClient & TransactionRunner;
  config: OpsConfig;
  now: () => Date;
  onEventsCommitted: () => void;
  /** Also told when a change's transaction with events has committed (onEventsCommitted's callers say so). */
  whenEventsCommitted: (listener: () => void) => void;
  cases: CasesModule;
  board: BoardWatcher;
  onDraining: (hook: () => void) => void;
  rateLimits: RateLimits;
  /** svc-ops as itself: its calls to svc-booking's /internal routes. */
  identity: ServiceIdentity;
  logger?: Logger;
  onStop?: (hook: () => Promise<void>) => void;
  /** The partners' bookings for their statements; unset, the cases' own ledger. Tests give their own. */
  partnerBookings?: PartnerBookingsLedger;
  /** Web-hook targets and partner keys; unset, the partners feature's own accounts. */
  partnerDirectory?: PartnerDirectory;
}

export interface OpsApp {
  routers: OpsRouters;
  subscriptions: SubscriptionSpec[];
  /** Also the partner directory of the web-hook deliveries (`webhookTarget`, `partnerForKey`). */
  partners: PartnersService;
  /** The cases' partner bookings of a month, as partners' statements read them. */
  partnerLedger: PartnerBookingsLedger;
  /** The final reconfirmations' sweep, which the scheduler runs. */
  reconfirmations: ReconfirmationWorkflow;
}

export interface OpsRouters {
  public: Router[];
  /** Reached only from the pending state a right password opens; never a staff route. */
  secondFactor: Router;
  /** Lets a pending password change through. */
  account: Router;
  staff: Router;
  /** Behind a partner API key (X-API-Key). */
  partner: Router[];
  /** Behind the service token; never routed by a gateway. */
  internal: Router[];
}

/** Staff routes sit under the guard's router, so no spelling of a path reaches around it. */
export function buildOpsApp({
  app,
  prisma,
  sql,
  config,
  now,
  onEventsCommitted,
  whenEventsCommitted,
  cases,
  board,
  onDraining,
  rateLimits,
  identity,
  logger,
  onStop,
  partnerBookings,
  partnerDirectory,
}: OpsAppDeps): OpsApp {
  const audit = new StaffAuditLog(new StaffAuditRepository(prisma));
  const staffAccounts = new StaffRepository(prisma);
  const factors = new SecondFactorRepository(prisma);
  const hashing = passwordParams(config.STAFF_PASSWORD_SCRYPT_COST);
  const auth = new AuthService(
    staffAccounts,
    factors,
    {
      sessionTtlHours: config.SESSION_TTL_HOURS,
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
      secondFactor: config.STAFF_SECOND_FACTOR,
      pendingMinutes: config.STAFF_SECOND_FACTOR_PENDING_MINUTES,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
      accountFailures: config.LOGIN_MAX_FAILURES,
      addressFailures: config.LOGIN_ADDRESS_MAX_FAILURES,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
      freeFailures: config.LOGIN_FREE_FAILURES,
      passwordParams: hashing,
    },
    now,
    audit,
  );
  const cookies: StaffCookies = {
    session: sessionCookie(config.COOKIE_SECURE),
    pending: pendingSignInCookie(config.COOKIE_SECURE),
  };
  const cookie = cookies.session;
  const passkeys = new PasskeyCeremonies(
    factors,
    { rpId: config.WEBAUTHN_RP_ID, rpName: config.WEBAUTHN_RP_NAME, origins: config.WEBAUTHN_ORIGINS },
    now,
  );
  const secondFactor = new SecondFactorService(
    auth,
    staffAccounts,
    factors,
    passkeys,
    audit,
    config.WEBAUTHN_RP_NAME,
    now,
  );
  const security = new SecurityService(
    staffAccounts,
    factors,
    passkeys,
    audit,
    { required: config.STAFF_SECOND_FACTOR === 'required', issuer: config.WEBAUTHN_RP_NAME },
    now,
  );
  const staffTokens = new StaffTokensService(
    new SigningKeysRepository(prisma),
    { rotationDays: config.STAFF_TOKEN_KEY_ROTATION_DAYS },
    now,
  );
  const onBoardChanged = () => board.notify('case-changed');
  const limitSends = sendLimit(rateLimits, config.SEND_LIMIT_PER_MINUTE);
  const ratesRepository = new CurrencyRatesRepository(prisma);
  const detail = (id: string) => view.detail(id);

  const catalog = new CatalogClient({ baseUrl: config.CATALOG_URL, timeoutMs: config.CATALOG_TIMEOUT_MS });
  const booking = new BookingClient({
    baseUrl: config.BOOKING_URL,
    caller: identity.caller,
    timeoutMs: config.BOOKING_TIMEOUT_MS,
  });
  const rates = new CurrencyRatesService(ratesRepository, { now, onEventsCommitted });
  const coordination = coordinationModule({ prisma });
  const commercial = commercialModule({ prisma });
  // A partner's booking opens with the partner as its travel advisor and the partner's terms as its commission.
  cases.service.whenOpened(
    (tx, opened, booking) => commercial.service.openForPartner(tx, opened.id, booking),
    (booking) => Boolean(booking.partner),
  );
  const suppliers = suppliersModule({
    prisma,
    cases: cases.service,
    audit,
    now,
    onBoardChanged,
    onEventsCommitted,
    detail,
  });
  const invoices = invoicesModule({
    app,
    prisma,
    cases: cases.service,
    config,
    now,
    onEventsCommitted,
    onBoardChanged,
    logger,
  });
  const receipts = receiptsModule({ app, prisma, config, cases: cases.service, now, logger, onStop, onBoardChanged });
  const transfers = transfersModule({ prisma, cases: cases.service, catalog, now, onEventsCommitted, onBoardChanged });
  const confirmations = confirmationsModule({
    prisma,
    config,
    cases: cases.service,
    now,
    logger,
    onStop,
    onBoardChanged,
  });
  const communications = communicationsModule({
    prisma,
    sql,
    config,
    cases: cases.service,
    attachments: confirmations.service,
    now,
    logger,
    onStop,
  });
  const cancellations = cancellationsModule({ prisma, cases: cases.service });
  // The case view is made below; the ledger is only read when a statement is asked for.
  const partnerLedger: PartnerBookingsLedger = { monthOf: (partnerId, month) => view.partnerMonth(partnerId, month) };
  const partners = partnersModule({
    prisma,
    audit,
    now,
    onEventsCommitted,
    allowPrivateWebhookTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    ledger: partnerBookings ?? partnerLedger,
    pdf: confirmations.renderer,
    limitSecrets: rateLimits.middleware({
      name: 'partner-secrets',
      limit: config.PARTNER_SECRET_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      key: (ctx) => staffOf(ctx.state).user.id,
      message: 'Too many partner keys or web-hook secrets made in the last minute. Please wait a moment and try again.',
    }),
  });
  const partnerWebhooks = partnerWebhooksModule({
    prisma,
    config,
    cases: cases.service,
    directory: partnerDirectory ?? partners.service,
    rateLimits,
    audit,
    now,
    logger,
    onStop,
    whenEventsCommitted,
  });
  const features = {
    cancellations: cancellations.service,
    commercial: commercial.service,
    communications: communications.service,
    confirmations: confirmations.service,
    coordination: coordination.service,
    invoices: invoices.service,
    suppliers: suppliers.service,
    supplierJobs: supplierJobsModule({ prisma, now, graceHours: config.SUPPLIER_JOB_LINK_GRACE_HOURS }).service,
    transfers: transfers.service,
  };
  const view = new CaseViewService({
    cases: cases.service,
    ...features,
    booking,
    catalog,
    now,
    exportPageSize: config.EXPORT_PAGE_SIZE,
    replyOverdueHours: config.REPLY_OVERDUE_HOURS,
  });
  const workflows = workflowsModule({
    prisma,
    cases: cases.service,
    features,
    rates,
    booking,
    supportEmail: config.SUPPORT_EMAIL,
    publicOrigin: config.PUBLIC_ORIGIN,
    limitSupplierJobs: rateLimits.middleware({
      name: 'supplier-jobs',
      limit: config.SUPPLIER_JOB_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      message: 'Too many requests for job links in the last minute. Please wait a moment and try again.',
    }),
    now,
    logger,
    onEventsCommitted,
    onBoardChanged,
    limitSends,
    detail,
    identity,
  });

  const staffRouters = [
    // First: case-view's `/:id` would otherwise answer `/summary`.
    ...cases.routers({ detail, boardItem: (c) => view.boardItem(c) }),
    caseViewRoutes(view, cases.service, audit),
    ...workflows.routers,
    boardRoutes(
      board,
      onDraining,
      async (ctx) => (await auth.current(cookie.read(ctx), { touch: false })) !== null,
      config.BOARD_HEARTBEAT_MS,
    ),
    staffRoutes(new StaffService(staffAccounts, factors, audit, now, hashing)),
    securityRoutes(security),
    staffTokenRoutes(staffTokens),
    staffAuditRoutes(audit),
    currencyRatesRoutes(rates, audit),
    ...suppliers.routers,
    ...invoices.staff,
    ...receipts.routers,
    ...confirmations.routers,
    ...communications.routers,
    ...partners.routers,
    ...partnerWebhooks.staff,
    trackingRoutes(
      config.TRACKING_WEBHOOK_URL
        ? {
            hook: new TrackingWebhook({
              url: config.TRACKING_WEBHOOK_URL,
              timeoutMs: config.TRACKING_WEBHOOK_TIMEOUT_MS,
            }),
            host: new URL(config.TRACKING_WEBHOOK_URL).host,
          }
        : null,
      now,
    ),
  ];
  const routers: OpsRouters = {
    public: [
      signInRoutes(auth, cookies, rateLimits, config.LOGIN_RATE_LIMIT_PER_MINUTE),
      ...invoices.public,
      ...workflows.public,
      jwksRoutes(staffTokens),
    ],
    secondFactor: guardedRouter(requirePendingSignIn(auth, cookies.pending), [
      secondFactorRoutes(auth, secondFactor, cookies, rateLimits, config.LOGIN_RATE_LIMIT_PER_MINUTE),
    ]),
    account: guardedRouter(requireStaff(auth, cookie, { allowPendingPasswordChange: true }), [
      accountRoutes(auth, cookies, rateLimits, config.PASSWORD_CHANGE_LIMIT_PER_15_MINUTES),
    ]),
    staff: guardedRouter(requireStaff(auth, cookie), staffRouters),
    partner: partnerWebhooks.partner,
    internal: workflows.internal,
  };
  if (config.ADMIN_ORIGIN) app.use(adminOriginOnly(config.ADMIN_ORIGIN));
  mountRouters(
    app,
    [...routers.public, routers.secondFactor, routers.account, routers.staff, ...routers.partner, ...routers.internal],
    {
      documents: {
        name: 'ops',
        info: {
          title: `${BRAND.productName} operations API`,
          version: '1.0.0',
          description:
            "The back office: staff sign-in (a password, then a passkey, an authenticator app's code or a recovery code), the status board and booking modal, suppliers, chauffeur transfers, currency rates, communications, PDF confirmations, invoices, partner accounts and their web-hook deliveries, and staff accounts; Square's signed webhook; and partners' own web-hook delivery log (/api/partner/v1/webhook-deliveries, with an X-API-Key). Staff routes need the session cookie, and X-CSRF-Token on every unsafe method; each names the permission it needs.",
          contact: { email: BRAND.supportEmail },
        },
      },
    },
  );
  return {
    routers,
    subscriptions: [...communications.subscriptions, ...workflows.subscriptions, ...partnerWebhooks.subscriptions],
    partners: partners.service,
    partnerLedger,
    reconfirmations: workflows.reconfirmations,
  };
}
