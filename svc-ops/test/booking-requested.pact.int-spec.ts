// Consumer contract of svc-ops with svc-booking for the booking.requested v3 event (svc-booking → svc-ops opens a
// case; a booking confirmed at once from an allotment that names its supplier also gets that supplier, from the
// allotment jobs group; a checkout in another currency carries the estimate the case keeps) and
// booking.change-requested v1 (a traveller's request moves the case to Change Requested).
// Each message goes through svc-ops' real handling path: the bus checks the envelope and payload against the contracts
// schema on publish and on consume, and every svc-ops consumer group applies it through the inbox in svc-ops' own
// database. svc-booking verifies the pact by producing the event the way it really does (a booking made through its
// API, read back from its outbox). v1 and v2 events, which svc-booking no longer writes, are read through contracts'
// upcaster (ops.int-spec.ts, allotment-jobs.int-spec.ts).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  TOPICS,
  type BookingChangeRequestedV1,
  type BookingRequestedV3,
  type EventEnvelope,
} from '@vip/contracts/events';
import { CHANGE_REQUEST_KINDS } from '@vip/contracts/schemas';
import { LOCALES } from '@vip/contracts/i18n';
import { DISPLAY_CURRENCIES } from '@vip/contracts/display-currency';
import { BOOKING_STATUSES, SERVICE_LEVELS, SERVICE_TYPES } from '@vip/contracts/vocabulary';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { assertPactCommitted, createTestDatabase, pactOutput, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested as bookingRequestedFixture } from './fixtures';

const { eachLike, integer, like, regex, uuid } = MatchersV3;

const output = pactOutput('svc-ops', 'svc-booking');
const pact = new PactV4({ consumer: 'svc-ops', provider: 'svc-booking', dir: output.dir, logLevel: 'warn' });

const oneOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})$`);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const cents = (example: number) => integer(example);

/** A booking made for oneself: every booker field null. */
const NO_BOOKER = {
  bookerRole: null,
  relationshipToTraveler: null,
  bookerName: null,
  bookerEmail: null,
  bookerPhone: null,
  agencyName: null,
  isTravelAgent: like(false),
};

/**
 * A booking.requested v3 envelope as svc-ops relies on it: type and version exact (they select the schema
 * and the handler), every field the v3 schema requires, by type or pattern. The nullable fields (the booker's, the
 * company, terminal, onward flight and special requests) are given per message.
 */
function bookingRequested(
  ids: { event: string; booking: string; reference: string },
  nullable: Record<string, unknown>,
) {
  return {
    id: uuid(ids.event),
    type: 'booking.requested',
    version: 3,
    occurredAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
    producer: like('svc-booking'),
    aggregateType: like('booking'),
    aggregateId: like(ids.booking),
    payload: {
      bookingId: uuid(ids.booking),
      referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, ids.reference),
      status: regex(oneOf(BOOKING_STATUSES), 'pending_payment'),
      service: {
        id: integer(11),
        name: like('VIP Meet & Greet - Arrival'),
        serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
        serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
        airport: { code: regex(/^[A-Z]{3}$/, 'FCO'), name: like('Rome Fiumicino'), timeZone: like('Europe/Rome') },
      },
      contactName: like('Charles Babbage'),
      contactEmail: like('ada@agency.example'),
      contactPhone: like('+44 20 7946 0001'),
      airline: like('ITA Airways'),
      flightNumber: like('AZ611'),
      flightDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-20'),
      flightTime: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '14:00'),
      flightAt: regex(INSTANT, '2030-06-20T12:00:00.000Z'),
      departureAirline: null,
      departureFlightNumber: null,
      adultCount: integer(2),
      childCount: integer(0),
      travelerNames: eachLike('Charles Babbage'),
      porterSelected: like(true),
      ...nullable,
      price: {
        currency: 'USD',
        basePriceCents: cents(39500),
        adultFeeTotalCents: cents(0),
        childFeeTotalCents: cents(0),
        additionalGreeterFeeCents: cents(0),
        afterHoursFeeCents: cents(0),
        lastMinuteFeeCents: cents(0),
        porterCostCents: cents(15000),
        discountCents: cents(0),
        totalPriceCents: cents(54500),
      },
      cancellationPolicyHours: integer(48),
      requestedAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
      // The traveller's language: every message to them is in it.
      locale: regex(oneOf(LOCALES), 'en'),
    },
  };
}

/** Published on svc-booking's topic, which svc-ops' consumer group reads. */
const onBookingTopic =
  (content: unknown) => (b: { withJSONContent(c: unknown): { withMetadata(m: Record<string, string>): unknown } }) => {
    b.withJSONContent(content).withMetadata({ topic: TOPICS.booking });
  };

describe('svc-ops ← svc-booking: booking.requested v3', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops_pact');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: 'ops.lead@example.com',
        ADMIN_PASSWORD: 'a-long-and-secret-password',
        STAFF_SECOND_FACTOR: 'optional',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    assertPactCommitted(output);
  });

  /** What svc-ops does with a message from its topic: the bus validates it and the cases subscription applies it. */
  async function deliver(message: { contents: { content: unknown }; metadata?: Record<string, unknown> }) {
    expect(message.metadata?.topic).toBe(TOPICS.booking);
    const event = message.contents.content as EventEnvelope<BookingRequestedV3>;
    await bus.publish([event]);
    expect(bus.deadLetters).toEqual([]);
    return {
      event,
      opened: await service.prisma.operationsCase.findUnique({ where: { bookingId: event.payload.bookingId } }),
    };
  }

  it('opens a case for a booking made at checkout (group, agency, terminal, special requests)', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'a booking.requested event for a booking made at checkout',
        onBookingTopic(
          bookingRequested(
            {
              event: '2b7e3f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
              booking: '6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6',
              reference: 'VIP-12345-FCO',
            },
            {
              groupId: uuid('6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11'),
              groupSize: integer(1),
              companyName: like('Analytical Travel'),
              terminal: like('3'),
              specialRequests: like('Wheelchair at the gate'),
              bookerRole: like('travel-agent'),
              relationshipToTraveler: null,
              bookerName: like('Ada Lovelace'),
              bookerEmail: like('ada@agency.example'),
              bookerPhone: like('+44 20 7946 0000'),
              agencyName: like('Analytical Travel'),
              isTravelAgent: like(true),
            },
          ),
        ),
      )
      .executeTest(async (message) => {
        const { event, opened } = await deliver(message);
        expect(opened).toMatchObject({
          bookingId: event.payload.bookingId,
          referenceCode: 'VIP-12345-FCO',
          groupId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11',
          adminStatus: 'inquiry_received',
          bookingStatus: 'pending_payment',
          companyName: 'Analytical Travel',
          terminal: '3',
          specialRequests: 'Wheelchair at the gate',
          bookerRole: 'travel-agent',
          bookerName: 'Ada Lovelace',
          bookerEmail: 'ada@agency.example',
          agencyName: 'Analytical Travel',
          isTravelAgent: true,
          airline: 'ITA Airways',
          airportCode: 'FCO',
          airportTimeZone: 'Europe/Rome',
          flightAt: new Date('2030-06-20T12:00:00.000Z'),
          totalPriceCents: 54500,
          porterCostCents: 15000,
          requestedAt: new Date('2030-06-01T12:00:00.000Z'),
        });
        expect(opened?.priceBreakdown).toMatchObject({ currency: 'USD', basePriceCents: 39500, discountCents: 0 });
      });
  });

  it('keeps on the case the estimate a traveller who chose euros saw at checkout', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'a booking.requested event for a checkout in euros',
        onBookingTopic(
          bookingRequested(
            {
              event: '4d9a5b2c-3e4f-4a71-8c2d-2e3f4a5b6c7d',
              booking: '8c3b9e4a-5d6f-4e70-b182-93a4b5c6d7e8',
              reference: 'VIP-23456-FCO',
            },
            {
              groupId: uuid('7a2d2a67-65da-4b6a-8e6a-3a6f9a4a0b22'),
              groupSize: integer(1),
              companyName: like('Analytical Travel'),
              terminal: like('3'),
              specialRequests: like('Wheelchair at the gate'),
              bookerRole: like('travel-agent'),
              relationshipToTraveler: null,
              bookerName: like('Ada Lovelace'),
              bookerEmail: like('ada@agency.example'),
              bookerPhone: like('+44 20 7946 0000'),
              agencyName: like('Analytical Travel'),
              isTravelAgent: like(true),
              displayPrice: {
                currency: regex(oneOf(DISPLAY_CURRENCIES), 'EUR'),
                rateToUsd: regex(/^\d{1,6}(\.\d{1,8})?$/, '1.08'),
                totalMinorUnits: integer(50463),
              },
            },
          ),
        ),
      )
      .executeTest(async (message) => {
        const { opened } = await deliver(message);
        expect(opened).toMatchObject({
          referenceCode: 'VIP-23456-FCO',
          displayCurrency: 'EUR',
          displayRateToUsd: '1.08',
          displayTotalMinorUnits: 50463,
        });
      });
  });

  it('opens a case for a single booking request with no group, company, terminal or special requests', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'a booking.requested event for a single booking request without the optional details',
        onBookingTopic(
          bookingRequested(
            {
              event: '3c8f4a1b-2d3e-4f60-9b1c-1d2e3f4a5b6c',
              booking: '7b2a8d3f-4c5e-4d6f-a071-8293a4b5c6d7',
              reference: 'VIP-54321-FCO',
            },
            {
              groupId: null,
              groupSize: integer(1),
              companyName: null,
              terminal: null,
              specialRequests: null,
              ...NO_BOOKER,
            },
          ),
        ),
      )
      .executeTest(async (message) => {
        const { event, opened } = await deliver(message);
        expect(opened).toMatchObject({
          bookingId: event.payload.bookingId,
          referenceCode: 'VIP-54321-FCO',
          groupId: null,
          companyName: null,
          terminal: null,
          specialRequests: null,
          bookerRole: null,
          bookerName: null,
          isTravelAgent: false,
          adminStatus: 'inquiry_received',
        });
      });
  });

  it('assigns the supplier an allotment names to a booking confirmed at once from it (the allotment jobs group)', async () => {
    const supplierId = '9d4c0f51-6e7a-4b82-9c3d-5e6f7a8b9c0d';
    await service.prisma.supplier.create({
      data: {
        id: supplierId,
        iataCode: 'FCO',
        companyName: 'Opaline Rome Hosts',
        serviceLevel: 'standard',
        supplierName: 'Davide Ricci',
        email: 'ops@opaline-rome.example',
        amenities: [],
      },
    });
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'a booking.requested event for a booking confirmed at once from an allotment that names its supplier',
        onBookingTopic(
          bookingRequested(
            {
              event: '5f1a7b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b',
              booking: '9e3c0f51-6e7a-4b82-9c3d-4e5f6a7b8c9d',
              reference: 'VIP-24680-FCO',
            },
            {
              groupId: uuid('0a2b4c6d-8e0f-4a1b-8c2d-3e4f5a6b7c8d'),
              groupSize: integer(1),
              status: 'confirmed',
              allotmentSupplierId: uuid(supplierId),
              companyName: null,
              terminal: like('3'),
              specialRequests: null,
              ...NO_BOOKER,
            },
          ),
        ),
      )
      .executeTest(async (message) => {
        const { event, opened } = await deliver(message);
        expect(opened).toMatchObject({ bookingStatus: 'confirmed', referenceCode: 'VIP-24680-FCO' });
        const assigned = await service.prisma.caseSupplierAssignment.findUnique({ where: { caseId: opened!.id } });
        expect(assigned).toMatchObject({ supplierId, supplierName: 'Opaline Rome Hosts' });
        expect(event.payload.allotmentSupplierId).toBe(supplierId);
      });
  });

  it("moves the case to Change Requested with the traveller's message for a booking.change-requested event", async () => {
    const bookingId = '8c3b9e40-5d6f-4e70-8b1c-2d3e4f5a6b7c';
    await bus.publish([bookingRequestedFixture('VIP-67890-FCO', { bookingId })]);
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'a booking.change-requested event for a traveller asking to cancel',
        onBookingTopic({
          id: uuid('4d9f5b2c-3e4f-4a70-9c2d-3e4f5a6b7c8d'),
          type: 'booking.change-requested',
          version: 1,
          occurredAt: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
          producer: like('svc-booking'),
          aggregateType: like('booking'),
          aggregateId: uuid(bookingId),
          payload: {
            requestId: uuid('5e0a6c3d-4f5a-4b81-8d3e-4f5a6b7c8d9e'),
            bookingId: uuid(bookingId),
            referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, 'VIP-67890-FCO'),
            kind: regex(oneOf(CHANGE_REQUEST_KINDS), 'cancel'),
            message: like('Our meeting moved to July. Please cancel.'),
            contactEmail: like('grace@example.com'),
            requestedAt: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
          },
        }),
      )
      .executeTest(async (message) => {
        expect(message.metadata?.topic).toBe(TOPICS.booking);
        const example = message.contents.content as EventEnvelope<BookingChangeRequestedV1>;
        await bus.publish([{ ...example, payload: { ...example.payload, bookingId } }]);
        expect(bus.deadLetters).toEqual([]);
        const c = await service.prisma.operationsCase.findUniqueOrThrow({
          where: { bookingId },
          include: { comments: true },
        });
        expect(c.adminStatus).toBe('change_requested');
        expect(c.comments.map((m) => m.comment)).toEqual([
          'Traveller asked to cancel (Manage Booking): Our meeting moved to July. Please cancel.',
        ]);
      });
  });
});
