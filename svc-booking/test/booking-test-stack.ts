import request from 'supertest';
import type {
  BookingChangeRequestedV1,
  BookingRequestedV3,
  BookingUpdatedV2,
  EventEnvelope,
  SearchRecordedV1,
} from '@vip/contracts/events';
import type { ServiceDetail } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '../src/server';
import { startCatalogStandIn } from './catalog-stand-in';

/**
 * svc-booking on its own database with a catalog stand-in, an in-process bus whose booking.requested
 * and search.recorded events are collected (and on which a test can publish svc-ops' events), and a clock the test
 * sets. Start in beforeAll, stop in afterAll.
 */
export async function startBookingTestStack(options: {
  dbPrefix: string;
  services: Record<number, ServiceDetail>;
  now: Date;
  env?: Record<string, string>;
  catalogPricesByQuery?: boolean;
  promoBudgets?: Record<string, number>;
}) {
  const published: EventEnvelope<BookingRequestedV3>[] = [];
  let now = options.now;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const searches: EventEnvelope<SearchRecordedV1>[] = [];
  const updates: EventEnvelope<BookingUpdatedV2>[] = [];
  const changeRequests: EventEnvelope<BookingChangeRequestedV1>[] = [];
  await bus.subscribe({
    group: 'test-ops',
    handlers: {
      'booking.requested': async (e) => {
        // svc-booking writes only the latest version.
        if (e.version !== 3) throw new Error(`svc-booking published booking.requested v${e.version}`);
        published.push(e);
      },
      'search.recorded': async (e) => void searches.push(e),
      'booking.updated': async (e) => {
        if (e.version !== 2) throw new Error(`svc-booking published booking.updated v${e.version}`);
        updates.push(e);
      },
      'booking.change-requested': async (e) => void changeRequests.push(e),
    },
  });
  const db: TestDatabase = await createTestDatabase(options.dbPrefix);
  const catalog = await startCatalogStandIn(options.services, {
    priceByQuery: options.catalogPricesByQuery,
    promoBudgets: options.promoBudgets,
  });
  const service: BookingService = await startBookingService({
    env: {
      PORT: '0',
      DATABASE_URL: db.url,
      CATALOG_URL: catalog.url,
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    },
    bus,
    inMemory: true,
    logger: silentLogger(),
    now: () => now,
  });
  return {
    service,
    catalog,
    bus,
    published,
    searches,
    updates,
    changeRequests,
    api: () => request(service.app.callback()),
    setNow: (at: Date) => (now = at),
    /** Waits (up to 5 s) until at least n events were delivered. */
    waitForPublished: async (n: number) => {
      for (let i = 0; i < 200 && published.length < n; i++) await new Promise((r) => setTimeout(r, 25));
    },
    /** Waits (up to 5 s) until the relay has marked every outbox row sent; delivery comes before the mark. */
    waitForEmptyOutbox: async () => {
      for (let i = 0; i < 200 && (await service.relay.backlog()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
      return service.relay.backlog();
    },
    stop: async () => {
      await service.stop();
      await catalog.close();
      await db.drop();
    },
  };
}
export type BookingTestStack = Awaited<ReturnType<typeof startBookingTestStack>>;

/** A valid POST /api/bookings/request for the stand-in's service 11 (FCO standard arrival, porter): 545 USD. */
export const fcoArrivalRequest = {
  serviceId: 11,
  contactName: 'Grace Hopper',
  contactEmail: 'grace@example.com',
  contactPhone: '+1 212 555 0100',
  flightNumber: 'AZ611',
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
  porterSelected: true,
};
