import type Koa from 'koa';
import type Router from '@koa/router';
import { BRAND } from '@vip/contracts';
import { mountRouters, type Logger, type RateLimits } from '@vip/contracts/server';
import { guardedRouter, requireStaff } from './auth/auth.middleware';
import { AuthService } from './auth/auth.service';
import { sessionCookie } from './auth/session-cookie';
import { accountRoutes, signInRoutes } from './auth/session.routes';
import { StaffRepository } from './auth/staff.repository';
import { StaffAuditRepository } from './audit/staff-audit.repository';
import { staffAuditRoutes } from './audit/staff-audit.routes';
import { StaffAuditLog } from './audit/staff-audit.service';
import { CasesRepository } from './cases/cases.repository';
import { casesRoutes } from './cases/cases.routes';
import { CasesService } from './cases/cases.service';
import type { BoardWatcher } from './board/board-watcher';
import { boardRoutes } from './board/board.routes';
import { BookingClient } from './booking/booking.client';
import { CurrencyRatesRepository } from './operations/currency-rates.repository';
import { currencyRatesRoutes } from './operations/currency-rates.routes';
import { staffRoutes } from './staff/staff.routes';
import { CatalogClient } from './catalog/catalog.client';
import { TransfersRepository } from './transfers/transfers.repository';
import { transfersRoutes } from './transfers/transfers.routes';
import { TransfersService } from './transfers/transfers.service';
import { StaffService } from './staff/staff.service';
import { SupplierAssignmentService } from './suppliers/supplier-assignment.service';
import { supplierAssignmentRoutes, suppliersRoutes } from './suppliers/suppliers.routes';
import { SuppliersRepository } from './suppliers/suppliers.repository';
import { SuppliersService } from './suppliers/suppliers.service';
import { communicationsModule } from './communications/communications.module';
import type { OpsConfig } from './config';
import type { OpsPrisma } from './prisma';
import { invoicesRouters } from './invoices/invoices.module';

export interface OpsAppDeps {
  app: Koa;
  prisma: OpsPrisma;
  config: OpsConfig;
  now: () => Date;
  onEventsCommitted: () => void;
  board: BoardWatcher;
  onDraining: (hook: () => void) => void;
  rateLimits: RateLimits;
  logger?: Logger;
  /** Work to end on shutdown before the database closes (SMTP pool, Chromium). */
  onStop?: (hook: () => Promise<void>) => void;
}

/** The routers svc-ops serves, as mounted: what the route sweep tests read. */
export interface OpsRouters {
  /** Reachable without a session: sign-in and sign-out, Square's signed webhook. */
  public: Router[];
  /** Behind the staff guard that lets a pending password change through: the session itself, a new password. */
  account: Router;
  /** Behind the full staff guard: everything else staff do. Each route names its permission. */
  staff: Router;
}

/**
 * Mounts svc-ops's routes; no listening here. Every staff route is mounted on a router whose first
 * middleware is the staff guard, so no route can be reached around it, whatever the spelling of its path.
 */
export function buildOpsApp({ app, prisma, config, now, onEventsCommitted, board, onDraining, rateLimits, logger, onStop }: OpsAppDeps): OpsRouters {
  const audit = new StaffAuditLog(new StaffAuditRepository(prisma));
  const staffAccounts = new StaffRepository(prisma);
  const auth = new AuthService(
    staffAccounts,
    {
      sessionTtlHours: config.SESSION_TTL_HOURS,
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
      maxFailures: config.LOGIN_MAX_FAILURES,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
    },
    now,
    audit,
  );
  const cookie = sessionCookie(config.COOKIE_SECURE);
  const onBoardChanged = () => board.notify('case-changed');
  const rates = new CurrencyRatesRepository(prisma);
  const cases = new CasesService({
    prisma,
    cases: new CasesRepository(prisma),
    now,
    onEventsCommitted,
    exportPageSize: config.EXPORT_PAGE_SIZE,
    onBoardChanged,
    booking: new BookingClient({ baseUrl: config.BOOKING_URL, token: config.INTERNAL_API_TOKEN, timeoutMs: config.BOOKING_TIMEOUT_MS }),
    rates,
    logger: logger?.child({ component: 'cases' }),
  });
  const suppliers = new SuppliersRepository(prisma);
  const invoices = invoicesRouters({ prisma, config, now, onEventsCommitted, onBoardChanged, logger });

  const staffRouters = [
    casesRoutes(cases, audit),
    boardRoutes(board, onDraining, async (ctx) => (await auth.current(cookie.read(ctx), { touch: false })) !== null, config.BOARD_HEARTBEAT_MS),
    staffRoutes(new StaffService(staffAccounts, audit)),
    staffAuditRoutes(audit),
    currencyRatesRoutes(rates, audit),
    transfersRoutes(
      new TransfersService({
        prisma,
        transfers: new TransfersRepository(),
        cases: new CasesRepository(prisma),
        catalog: new CatalogClient({ baseUrl: config.CATALOG_URL, timeoutMs: config.CATALOG_TIMEOUT_MS }),
        now,
        onEventsCommitted,
        onBoardChanged,
      }),
    ),
    suppliersRoutes(new SuppliersService({ prisma, suppliers, audit })),
    supplierAssignmentRoutes(new SupplierAssignmentService({ prisma, cases: new CasesRepository(prisma), suppliers, now, onBoardChanged, detail: (id) => cases.detail(id) })),
    ...invoices.staff,
    ...communicationsModule({ prisma, config, now, logger, onStop, onBoardChanged, rateLimits }),
  ];
  const routers: OpsRouters = {
    public: [signInRoutes(auth, cookie, rateLimits, config.LOGIN_RATE_LIMIT_PER_MINUTE), ...invoices.public],
    account: guardedRouter(requireStaff(auth, cookie, { allowPendingPasswordChange: true }), [accountRoutes(auth, rateLimits)]),
    staff: guardedRouter(requireStaff(auth, cookie), staffRouters),
  };
  mountRouters(app, [...routers.public, routers.account, routers.staff], {
    documents: {
      name: 'ops',
      info: {
        title: `${BRAND.productName} operations API`,
        version: '1.0.0',
        description:
          'The back office: staff sign-in, the status board and booking modal, suppliers, chauffeur transfers, currency rates, communications, PDF confirmations, invoices and staff accounts; and Square\'s signed webhook. Staff routes need the session cookie, and X-CSRF-Token on every unsafe method; each names the permission it needs.',
        contact: { email: BRAND.supportEmail },
      },
    },
  });
  return routers;
}
