import type Koa from 'koa';
import type pg from 'pg';
import type { Middleware } from 'koa';
import { AllotmentsRepository } from './allotments/allotments.repository';
import { allotmentsRoutes } from './allotments/allotments.routes';
import { AllotmentsService } from './allotments/allotments.service';
import { supplierAllotmentsRoutes } from './allotments/supplier-allotments.routes';
import { BookingsRepository } from './bookings/bookings.repository';
import { bookingsRoutes } from './bookings/bookings.routes';
import { BookingsService } from './bookings/bookings.service';
import { ChangeRequestsService } from './bookings/change-requests.service';
import { CatalogClient } from './catalog/catalog.client';
import { checkoutRoutes } from './checkout/checkout.routes';
import { CheckoutService } from './checkout/checkout.service';
import { BRAND } from '@vip/contracts/brand';
import { mountRouters, type RateLimits, type ServiceIdentity } from '@vip/platform/koa';
import type { BookingConfig } from './config';
import { HoldsRepository } from './holds/holds.repository';
import { holdsRoutes } from './holds/holds.routes';
import { HoldsService } from './holds/holds.service';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { internalRoutes } from './internal/internal.routes';
import { OpsClient } from './ops/ops.client';
import { partnerBookingsRoutes } from './partner-bookings/partner-bookings.routes';
import { PartnerBookingsService } from './partner-bookings/partner-bookings.service';
import { PartnerCopies } from '@vip/platform/partners';
import type { BookingPrisma } from './prisma';
import { requireStaffToken, staffRouter, type VerifyStaffToken } from './staff/staff-token.guard';
import { SupplierCopiesRepository } from './suppliers/supplier-copies.repository';
import { CurrencyRateCopies } from '@vip/platform/currency-rates';
import { QuotesRepository } from './quotes/quotes.repository';
import { quotesRoutes } from './quotes/quotes.routes';
import { QuotesService } from './quotes/quotes.service';
import { TrackingRepository } from './tracking/tracking.repository';
import { trackingRoutes } from './tracking/tracking.routes';
import { TrackingService } from './tracking/tracking.service';

export interface BookingAppDeps {
  app: Koa;
  prisma: BookingPrisma;
  /** The pool under Prisma's adapter (the checkout's plain-SQL transaction). */
  pool: pg.Pool;
  config: BookingConfig;
  now: () => Date;
  onEventsCommitted: () => void;
  rateLimits: RateLimits;
  /** The partner key check (partnerKeyGuard over this service's copy of the keys). */
  partnerKeys: Middleware;
  /** svc-booking as itself: its calls to svc-catalog, and who may call its /internal routes. */
  identity: ServiceIdentity;
  /** Checks svc-ops' staff tokens for /api/admin/allotments. */
  verifyStaffToken: VerifyStaffToken;
}

/** Mounts svc-booking's routes; no listening here. */
export function buildBookingApp(deps: BookingAppDeps): Koa {
  const allotments = new AllotmentsRepository(deps.prisma);
  const shared = {
    prisma: deps.prisma,
    bookings: new BookingsRepository(deps.prisma, deps.pool),
    allotments,
    holds: new HoldsRepository(deps.prisma),
    currencyRates: new CurrencyRateCopies(deps.prisma),
    idempotency: new IdempotencyRepository(deps.pool),
    catalog: new CatalogClient({
      baseUrl: deps.config.CATALOG_URL,
      timeoutMs: deps.config.CATALOG_TIMEOUT_MS,
      retries: deps.config.CATALOG_RETRIES,
      caller: deps.identity.caller,
    }),
    now: deps.now,
    onEventsCommitted: deps.onEventsCommitted,
  };
  const bookings = new BookingsService(shared);
  const allotmentsService = new AllotmentsService({
    allotments,
    catalog: shared.catalog,
    suppliers: new SupplierCopiesRepository(deps.prisma),
    now: deps.now,
    onEventsCommitted: deps.onEventsCommitted,
  });
  const changeRequests = new ChangeRequestsService({
    ...shared,
    perBookingPerHour: deps.config.CHANGE_REQUESTS_PER_BOOKING_PER_HOUR,
  });
  const partnerBookings = new PartnerBookingsService({
    ...shared,
    partners: new PartnerCopies(deps.prisma),
    ops: new OpsClient({
      baseUrl: deps.config.OPS_URL,
      caller: deps.identity.caller,
      timeoutMs: deps.config.OPS_TIMEOUT_MS,
    }),
    changeRequests,
  });
  const routers = [
    // Before the bookings router, whose GET /:reference would otherwise be tried first.
    checkoutRoutes(new CheckoutService(shared), {
      checkoutsPerMinute: deps.config.BOOKING_RATE_LIMIT_PER_MINUTE,
      limits: deps.rateLimits,
    }),
    holdsRoutes(
      new HoldsService({
        ...shared,
        holdMs: deps.config.HOLD_SECONDS * 1000,
        pauseLimitMs: deps.config.HOLD_PAUSE_LIMIT_SECONDS * 1000,
      }),
      { holdsPerMinute: deps.config.HOLD_RATE_LIMIT_PER_MINUTE, limits: deps.rateLimits },
    ),
    bookingsRoutes(bookings, changeRequests, {
      requestsPerMinute: deps.config.BOOKING_RATE_LIMIT_PER_MINUTE,
      lookupsPerMinute: deps.config.BOOKING_LOOKUP_LIMIT_PER_MINUTE,
      changeRequestsPerMinute: deps.config.CHANGE_REQUEST_LIMIT_PER_MINUTE,
      limits: deps.rateLimits,
    }),
    quotesRoutes(new QuotesService(new QuotesRepository(deps.prisma), deps.now), {
      savesPerMinute: deps.config.QUOTE_SAVE_LIMIT_PER_MINUTE,
      opensPerMinute: deps.config.QUOTE_OPEN_LIMIT_PER_MINUTE,
      limits: deps.rateLimits,
    }),
    partnerBookingsRoutes(partnerBookings, deps.partnerKeys),
    internalRoutes(bookings, { identity: deps.identity }),
    supplierAllotmentsRoutes(allotmentsService, { identity: deps.identity }),
    staffRouter(requireStaffToken(deps.verifyStaffToken), [allotmentsRoutes(allotmentsService)]),
    trackingRoutes(new TrackingService({ ...shared, tracking: new TrackingRepository() }), {
      searchesPerMinute: deps.config.TRACKING_RATE_LIMIT_PER_MINUTE,
      limits: deps.rateLimits,
    }),
  ];
  mountRouters(deps.app, routers, {
    documents: {
      name: 'booking',
      info: {
        title: `${BRAND.productName} booking API`,
        version: '1.0.0',
        description:
          'Booking requests and whole-cart checkouts (with Idempotency-Key), seats held for a few minutes during the checkout, booking look-ups by reference and e-mail, saved quotes and search tracking; the partner booking API (/api/partner/v1/bookings, with an API key); suppliers’ instant-confirmation seats for the back office (/api/admin/allotments, with a staff token from svc-ops). Money is in US dollars; flight dates and times are local to the airport.',
        contact: { email: BRAND.supportEmail },
      },
    },
  });
  return deps.app;
}
