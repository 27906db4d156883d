import { join } from 'node:path';
import type { JWTVerifyGetKey } from 'jose';
import { partnerKeyGuard, validationClock } from '@vip/platform/koa';
import { PartnerCopies, partnerCopiesSubscription } from '@vip/platform/partners';
import { ServiceRuntime, type ServiceStartOptions } from '@vip/platform/runtime';
import { AllotmentsRepository } from './allotments/allotments.repository';
import { buildBookingApp } from './app';
import { BookingsRepository } from './bookings/bookings.repository';
import { bookingsSubscription } from './bookings/bookings.subscription';
import { loadConfig, type BookingConfig } from './config';
import { HoldExpiry } from './holds/hold-expiry';
import { HoldsRepository } from './holds/holds.repository';
import { staffTokenVerifier } from './staff/staff-token.guard';
import { SupplierCopiesRepository } from './suppliers/supplier-copies.repository';
import { currencyRatesSubscription } from '@vip/platform/currency-rates';
import { suppliersSubscription } from './suppliers/suppliers.subscription';
import { createPrisma, type BookingPrisma } from './prisma';

export type StartOptions = ServiceStartOptions<BookingConfig> & {
  /** Tests: staff token keys of their own rather than svc-ops' JWKS. */
  staffKeys?: JWTVerifyGetKey;
};

export type BookingService = ServiceRuntime<BookingPrisma>;

/** The consumer group keeping this service's copy of partners and keys (svc-ops' partner events). */
export const PARTNERS_CONSUMER = 'svc-booking.partners';

/** The consumer group keeping this service's copy of svc-ops' currency rates. */
export const CURRENCY_RATES_CONSUMER = 'svc-booking.currency-rates';

export const MIGRATIONS_DIR = join(__dirname, '..', 'prisma', 'migrations');

/** Starts svc-booking without listening: database, bus, consumers of svc-ops' events (cases, partners, suppliers). */
export async function startBookingService(options: StartOptions = {}): Promise<BookingService> {
  const config = options.config ?? loadConfig(options.env);
  const runtime = await ServiceRuntime.start({
    service: 'svc-booking',
    config,
    migrationsDir: MIGRATIONS_DIR,
    createPrisma,
    bus: options.bus,
    logger: options.logger,
    inMemory: options.inMemory,
  });
  try {
    const now = options.now ?? (() => new Date());
    runtime.app.use(validationClock(now));
    const partnerKeys = partnerKeyGuard({
      find: (keyHash) => new PartnerCopies(runtime.prisma).findKey(keyHash),
      limits: runtime.rateLimits,
      now: () => now().getTime(),
      requirePartner: true,
    });
    buildBookingApp({
      app: runtime.app,
      prisma: runtime.prisma,
      pool: runtime.database.pool,
      config,
      now,
      onEventsCommitted: () => runtime.relay.nudge(),
      rateLimits: runtime.rateLimits,
      partnerKeys,
      identity: runtime.identity,
      verifyStaffToken: staffTokenVerifier({ jwksUrl: config.STAFF_JWKS_URL, now, keys: options.staffKeys }),
    });
    runtime.retain({
      table: 'idempotency_keys',
      column: 'created_at',
      olderThanMs: config.IDEMPOTENCY_KEY_RETENTION_HOURS * 3_600_000,
    });
    // Housekeeping only: an expired hold stopped counting when its expires_at passed.
    runtime.retain({
      table: 'holds',
      column: 'expires_at',
      olderThanMs: config.IDEMPOTENCY_KEY_RETENTION_HOURS * 3_600_000,
    });
    // Readers of allotment.changed learn that a hold ran out from the event this sweep writes.
    const holdExpiry = new HoldExpiry({
      holds: new HoldsRepository(runtime.prisma),
      allotments: new AllotmentsRepository(runtime.prisma),
      now,
      onEventsCommitted: () => runtime.relay.nudge(),
      logger: runtime.logger,
    });
    holdExpiry.start(config.HOLD_EXPIRY_SWEEP_SECONDS * 1000);
    runtime.onStop(() => holdExpiry.stop());
    await runtime.subscribe(
      bookingsSubscription(
        runtime.prisma,
        new BookingsRepository(runtime.prisma, runtime.database.pool),
        new AllotmentsRepository(runtime.prisma),
        runtime.logger,
      ),
    );
    await runtime.subscribe(
      partnerCopiesSubscription({
        group: PARTNERS_CONSUMER,
        db: runtime.prisma,
        logger: runtime.logger,
        onChange: () => partnerKeys.forget(),
      }),
    );
    await runtime.subscribe(
      suppliersSubscription({
        prisma: runtime.prisma,
        copies: new SupplierCopiesRepository(runtime.prisma),
        allotments: new AllotmentsRepository(runtime.prisma),
        logger: runtime.logger,
        onEventsCommitted: () => runtime.relay.nudge(),
      }),
    );
    await runtime.subscribe(
      currencyRatesSubscription({ group: CURRENCY_RATES_CONSUMER, db: runtime.prisma, logger: runtime.logger }),
    );
    if (!options.deferRelay) runtime.startRelay();
    return runtime;
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}
