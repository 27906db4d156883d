// Consumer contract of svc-booking with svc-ops for the case.status-changed v1, invoice.paid v1, booking.cancelled v1
// and supplier.updated v1 events (svc-ops → svc-booking updates the traveller-facing status and payment, and keeps its
// copy of suppliers, whose lead time decides instant confirmation). They are all in this one file because
// they share one pact file (svc-booking-svc-ops.json), which a consumer test rewrites whole. The message goes through
// svc-booking's real handling path: the bus checks the envelope and payload against the contracts schema on publish and
// on consume, and the bookings subscription applies it through the inbox in svc-booking's own database. svc-ops
// verifies the pact by producing each event the way it really does (a staff move through its API; an invoice paid at
// Square and reported by Square's signed webhook), read back from its outbox.
//
// The event names a booking by id, and a booking's id is made when it is booked: the test books one
// first and publishes the pact's message with that booking's id and reference in place of the examples
// (both are matched by pattern, so any booking's values honour the pact).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  TOPICS,
  type BookingCancelledV1,
  type CaseStatusChangedV1,
  type EventEnvelope,
  type InvoicePaidV1,
  type SupplierUpdatedV2,
} from '@vip/contracts/events';
import { ADMIN_STATUSES } from '@vip/contracts/vocabulary';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const { eachLike, integer, regex, uuid, like } = MatchersV3;

const output = pactOutput('svc-booking', 'svc-ops');
const pact = new PactV4({ consumer: 'svc-booking', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const oneOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})$`);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const CASE_ID = '0b7f3f8e-9c1d-4d5e-8f00-000000000001';

/**
 * A case.status-changed v1 envelope as svc-booking relies on it: type and version exact (they select the
 * schema and the handler), the admin status exact (confirmation_sent is what makes the traveller's booking
 * 'Confirmed'), every other field the v1 schema requires by type or pattern.
 */
const confirmationSent = {
  id: uuid('4d9a5b2c-3e4f-4a61-8c2d-2e3f4a5b6c7d'),
  type: 'case.status-changed',
  version: 1,
  occurredAt: regex(INSTANT, '2030-06-02T10:00:00.000Z'),
  producer: like('svc-ops'),
  aggregateType: like('case'),
  aggregateId: uuid(CASE_ID),
  payload: {
    caseId: uuid(CASE_ID),
    bookingId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
    referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, 'VIP-12345-FCO'),
    adminStatus: 'confirmation_sent',
    previousAdminStatus: regex(oneOf(ADMIN_STATUSES), 'inquiry_received'),
    changedAt: regex(INSTANT, '2030-06-02T10:00:00.000Z'),
  },
};

/**
 * An invoice.paid v1 envelope as svc-booking relies on it: type and version exact, the invoice id and
 * paid time (kept on the booking) and every other field the v1 schema requires by type or pattern.
 */
const invoicePaid = {
  id: uuid('7e1b2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e'),
  type: 'invoice.paid',
  version: 1,
  occurredAt: regex(INSTANT, '2030-06-03T15:30:00.000Z'),
  producer: like('svc-ops'),
  aggregateType: like('invoice'),
  aggregateId: like('inv:0-ChCHu2mZEabLeeHahQnXDjZQECY'),
  payload: {
    invoiceId: like('inv:0-ChCHu2mZEabLeeHahQnXDjZQECY'),
    bookingId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
    referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, 'VIP-12345-FCO'),
    amountCents: integer(60500),
    currency: 'USD',
    provider: regex(/^(square|manual)$/, 'square'),
    paidAt: regex(INSTANT, '2030-06-03T15:30:00.000Z'),
  },
};

/**
 * A booking.cancelled v1 envelope as svc-booking relies on it: type and version exact, when it was cancelled
 * and the charge in cents (shown to the traveller), the rest by type or pattern.
 */
const bookingCancelled = {
  id: uuid('8f2c3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e5f'),
  type: 'booking.cancelled',
  version: 1,
  occurredAt: regex(INSTANT, '2030-06-18T10:00:00.000Z'),
  producer: like('svc-ops'),
  aggregateType: like('booking'),
  aggregateId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
  payload: {
    bookingId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
    caseId: uuid(CASE_ID),
    referenceCode: regex(/^VIP-\d{5}-[A-Z]{3}$/, 'VIP-12345-FCO'),
    reason: like('Client changed plans'),
    chargePercent: integer(50),
    chargeCents: integer(27250),
    cancelledAt: regex(INSTANT, '2030-06-18T10:00:00.000Z'),
  },
};

const SUPPLIER_ID = '6e0a7f3c-1b2d-4c5e-8f90-a1b2c3d4e5f9';

/**
 * A supplier.updated v2 envelope as svc-booking relies on it: type and version exact, whether the supplier is active,
 * its lead time, the airports it serves and its revision (the copy keeps the highest), the rest by type or pattern.
 */
const supplierUpdated = (active: boolean, eventId: string, revision: number) => ({
  id: uuid(eventId),
  type: 'supplier.updated',
  version: 2,
  occurredAt: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
  producer: like('svc-ops'),
  aggregateType: like('supplier'),
  aggregateId: uuid(SUPPLIER_ID),
  payload: {
    supplierId: uuid(SUPPLIER_ID),
    name: like('Opaline Rome Passenger Services'),
    // Exact: a deleted supplier's allotments must stop confirming.
    active,
    instantBookingHours: integer(48),
    airportCodes: eachLike(regex(/^[A-Z]{3}$/, 'FCO')),
    revision: integer(revision),
    updatedAt: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
  },
});

const bookingRequest = fcoArrivalRequest;

describe('svc-booking ← svc-ops: case.status-changed v1, invoice.paid v1, booking.cancelled v1 and supplier.updated v1', () => {
  let stack: BookingTestStack;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_case_pact',
      services: { 11: fcoStandardArrival },
      now: new Date('2030-06-01T12:00:00Z'),
    });
  });
  afterAll(async () => {
    await stack?.stop();
    assertPactCommitted(output);
  });

  const travellerView = async (reference: string) =>
    (await stack.api().get(`/api/bookings/${reference}`).query({ email: 'grace@example.com' }).expect(200)).body as {
      status: string;
    };

  it("shows the traveller 'Confirmed' once staff sent the confirmation", async () => {
    const { body } = await stack.api().post('/api/bookings/request').send(bookingRequest).expect(201);
    const booking = await stack.service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: body.referenceCode },
    });
    expect(await travellerView(booking.referenceCode)).toMatchObject({ status: 'Requested' });

    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('a case.status-changed event for a case moved to confirmation_sent', (b) => {
        // Published on svc-ops' topic, which svc-booking's consumer group reads.
        b.withJSONContent(confirmationSent).withMetadata({ topic: TOPICS.ops });
      })
      .executeTest(async (message) => {
        expect(message.metadata?.topic).toBe(TOPICS.ops);
        const example = message.contents.content as EventEnvelope<CaseStatusChangedV1>;
        const event = {
          ...example,
          payload: { ...example.payload, bookingId: booking.id, referenceCode: booking.referenceCode },
        };
        await stack.bus.publish([event]);

        for (
          let i = 0;
          i < 200 && (await stack.service.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 0;
          i++
        ) {
          await new Promise((r) => setTimeout(r, 25));
        }
        expect(stack.bus.deadLetters).toEqual([]);
        const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
        expect(row).toMatchObject({ status: 'confirmed', caseStatus: 'confirmation_sent' });
        expect(row.caseStatusChangedAt?.toISOString()).toBe('2030-06-02T10:00:00.000Z');
        expect(await travellerView(booking.referenceCode)).toMatchObject({ status: 'Confirmed' });
      });
  });

  it("shows the traveller 'Paid' once svc-ops reports the invoice paid", async () => {
    const { body } = await stack.api().post('/api/bookings/request').send(bookingRequest).expect(201);
    const booking = await stack.service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: body.referenceCode },
    });
    expect(await travellerView(booking.referenceCode)).toMatchObject({ paymentStatus: 'To be arranged' });

    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('an invoice.paid event for a booking paid through Square', (b) => {
        b.withJSONContent(invoicePaid).withMetadata({ topic: TOPICS.ops });
      })
      .executeTest(async (message) => {
        expect(message.metadata?.topic).toBe(TOPICS.ops);
        const example = message.contents.content as EventEnvelope<InvoicePaidV1>;
        const event = {
          ...example,
          payload: { ...example.payload, bookingId: booking.id, referenceCode: booking.referenceCode },
        };
        await stack.bus.publish([event]);

        for (
          let i = 0;
          i < 200 && (await stack.service.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 0;
          i++
        ) {
          await new Promise((r) => setTimeout(r, 25));
        }
        expect(stack.bus.deadLetters).toEqual([]);
        const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
        expect(row).toMatchObject({ paymentStatus: 'paid', invoiceId: 'inv:0-ChCHu2mZEabLeeHahQnXDjZQECY' });
        expect(row.paidAt?.toISOString()).toBe('2030-06-03T15:30:00.000Z');
        expect(await travellerView(booking.referenceCode)).toMatchObject({ paymentStatus: 'Paid' });
      });
  });

  it("shows the traveller 'Cancelled' with the charge once staff cancelled the booking", async () => {
    const { body } = await stack.api().post('/api/bookings/request').send(bookingRequest).expect(201);
    const booking = await stack.service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: body.referenceCode },
    });

    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('a booking.cancelled event for a booking staff cancelled', (b) => {
        b.withJSONContent(bookingCancelled).withMetadata({ topic: TOPICS.ops });
      })
      .executeTest(async (message) => {
        expect(message.metadata?.topic).toBe(TOPICS.ops);
        const example = message.contents.content as EventEnvelope<BookingCancelledV1>;
        const event = {
          ...example,
          aggregateId: booking.id,
          payload: { ...example.payload, bookingId: booking.id, referenceCode: booking.referenceCode },
        };
        await stack.bus.publish([event]);

        for (
          let i = 0;
          i < 200 && (await stack.service.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 0;
          i++
        ) {
          await new Promise((r) => setTimeout(r, 25));
        }
        expect(stack.bus.deadLetters).toEqual([]);
        expect(await travellerView(booking.referenceCode)).toMatchObject({
          status: 'Cancelled',
          cancelledAt: '2030-06-18T10:00:00.000Z',
          cancellationCharge: 272.5,
        });
      });
  });
  /** Publishes a supplier.updated to svc-booking's consumer and waits until its inbox has it. */
  async function hearSupplier(event: EventEnvelope<SupplierUpdatedV2>) {
    await stack.bus.publish([event]);
    for (
      let i = 0;
      i < 200 && (await stack.service.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 0;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(stack.bus.deadLetters).toEqual([]);
  }

  it("keeps the supplier's lead time and airports once svc-ops announces them", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('a supplier.updated event for a supplier whose lead time staff changed', (b) => {
        b.withJSONContent(supplierUpdated(true, '9a3d4e5f-6b7c-4d8e-9f0a-1b2c3d4e5f60', 2)).withMetadata({
          topic: TOPICS.ops,
        });
      })
      .executeTest(async (message) => {
        expect(message.metadata?.topic).toBe(TOPICS.ops);
        const event = message.contents.content as EventEnvelope<SupplierUpdatedV2>;
        await hearSupplier(event);
        expect(
          await stack.service.prisma.supplierCopy.findUniqueOrThrow({ where: { id: event.payload.supplierId } }),
        ).toMatchObject({ active: true, instantBookingHours: 48, airportCodes: ['FCO'], revision: 2 });
      });
  });

  it('marks the supplier inactive once svc-ops announces it deleted', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('a supplier.updated event for a supplier staff deleted', (b) => {
        b.withJSONContent(supplierUpdated(false, '9a3d4e5f-6b7c-4d8e-9f0a-1b2c3d4e5f61', 3)).withMetadata({
          topic: TOPICS.ops,
        });
      })
      .executeTest(async (message) => {
        const event = message.contents.content as EventEnvelope<SupplierUpdatedV2>;
        await hearSupplier(event);
        expect(
          await stack.service.prisma.supplierCopy.findUniqueOrThrow({ where: { id: event.payload.supplierId } }),
        ).toMatchObject({ active: false, revision: 3 });
      });
  });
});
