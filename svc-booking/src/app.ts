import type Koa from 'koa';
import { BookingsRepository } from './bookings/bookings.repository';
import { bookingsRoutes } from './bookings/bookings.routes';
import { BookingsService } from './bookings/bookings.service';
import { CatalogClient } from './catalog/catalog.client';
import type { BookingConfig } from './config';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import type { BookingPrisma } from './prisma';
import { QuotesRepository } from './quotes/quotes.repository';
import { quotesRoutes } from './quotes/quotes.routes';
import { QuotesService } from './quotes/quotes.service';

export interface BookingAppDeps {
  app: Koa;
  prisma: BookingPrisma;
  config: BookingConfig;
  now: () => Date;
  onEventsCommitted: () => void;
}

/** Mounts svc-booking's routes; no listening here. */
export function buildBookingApp(deps: BookingAppDeps): Koa {
  const bookings = new BookingsService({
    prisma: deps.prisma,
    bookings: new BookingsRepository(deps.prisma),
    idempotency: new IdempotencyRepository(deps.prisma),
    catalog: new CatalogClient(deps.config.CATALOG_URL, deps.config.CATALOG_TIMEOUT_MS),
    now: deps.now,
    onEventsCommitted: deps.onEventsCommitted,
  });
  const routers = [
    bookingsRoutes(bookings, { requestsPerMinute: deps.config.BOOKING_RATE_LIMIT_PER_MINUTE, lookupsPerMinute: deps.config.BOOKING_LOOKUP_LIMIT_PER_MINUTE }),
    quotesRoutes(new QuotesService(new QuotesRepository(deps.prisma), deps.now)),
  ];
  for (const router of routers) deps.app.use(router.routes()).use(router.allowedMethods());
  return deps.app;
}
