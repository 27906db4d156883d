import type Koa from 'koa';
import { requireStaff } from './auth/auth.middleware';
import { AuthService } from './auth/auth.service';
import { sessionRoutes } from './auth/session.routes';
import { StaffRepository } from './auth/staff.repository';
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
import type { Logger } from '@vip/contracts/server';

export interface OpsAppDeps {
  app: Koa;
  prisma: OpsPrisma;
  config: OpsConfig;
  now: () => Date;
  onEventsCommitted: () => void;
  board: BoardWatcher;
  onDraining: (hook: () => void) => void;
  logger?: Logger;
  /** Work to end on shutdown before the database closes (SMTP pool, Chromium). */
  onStop?: (hook: () => Promise<void>) => void;
}

/** Mounts svc-ops's routes behind the staff guard; no listening here. */
export function buildOpsApp({ app, prisma, config, now, onEventsCommitted, board, onDraining, logger, onStop }: OpsAppDeps): Koa {
  const auth = new AuthService(
    new StaffRepository(prisma),
    { sessionTtlHours: config.SESSION_TTL_HOURS, maxFailures: config.LOGIN_MAX_FAILURES, windowMinutes: config.LOGIN_WINDOW_MINUTES },
    now,
  );
  app.use(requireStaff(auth));
  const rates = new CurrencyRatesRepository(prisma);
  const cases = new CasesService({
    prisma,
    cases: new CasesRepository(prisma),
    now,
    onEventsCommitted,
    exportPageSize: config.EXPORT_PAGE_SIZE,
    onBoardChanged: () => board.notify('case-changed'),
    booking: new BookingClient({ baseUrl: config.BOOKING_URL, token: config.INTERNAL_API_TOKEN, timeoutMs: config.BOOKING_TIMEOUT_MS }),
    rates,
  });
  const routers = [sessionRoutes(auth, { secureCookie: config.COOKIE_SECURE }), casesRoutes(cases), boardRoutes(board, onDraining), staffRoutes(new StaffService(new StaffRepository(prisma))),
    currencyRatesRoutes(rates),
    transfersRoutes(
      new TransfersService({
        prisma,
        transfers: new TransfersRepository(),
        cases: new CasesRepository(prisma),
        catalog: new CatalogClient({ baseUrl: config.CATALOG_URL, timeoutMs: config.CATALOG_TIMEOUT_MS }),
        now,
        onEventsCommitted,
        onBoardChanged: () => board.notify('case-changed'),
      }),
    ),
  ];
  const suppliers = new SuppliersRepository(prisma);
  routers.push(
    suppliersRoutes(new SuppliersService({ prisma, suppliers })),
    supplierAssignmentRoutes(
      new SupplierAssignmentService({ prisma, cases: new CasesRepository(prisma), suppliers, now, onBoardChanged: () => board.notify('case-changed'), detail: (id) => cases.detail(id) }),
    ),
  );
  routers.push(...invoicesRouters({ prisma, config, now, onEventsCommitted, onBoardChanged: () => board.notify('case-changed'), logger }));
  routers.push(...communicationsModule({ prisma, config, now, logger, onStop, onBoardChanged: () => board.notify('case-changed') }));
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
