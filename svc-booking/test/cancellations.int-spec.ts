import { bookingCancelledV1, caseStatusChangedV1, createEnvelope } from '@vip/contracts/events';
import { bookingChangeRequestAcceptedSchema, travellerBookingSchema } from '@vip/contracts/schemas';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const CASE_ID = '0b7f3f8e-9c1d-4d5e-8f00-0000000000c1';

/** A booking staff cancelled reads 'Cancelled' with its charge; a traveller asks for a change or a cancellation. */
describe('cancellations and change requests on svc-booking', () => {
  let stack: BookingTestStack;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_cancel',
      services: { 11: fcoStandardArrival },
      now: NOW,
      env: { BOOKING_LOOKUP_LIMIT_PER_MINUTE: '1000', CHANGE_REQUEST_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(() => stack?.stop());

  async function newBooking() {
    const { body } = await stack.api().post('/api/bookings/request').send(fcoArrivalRequest).expect(201);
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: body.referenceCode } });
    return { id: row.id, reference: row.referenceCode as string };
  }
  const view = async (reference: string) =>
    travellerBookingSchema.parse(
      (await stack.api().get(`/api/bookings/${reference}`).query({ email: 'grace@example.com' }).expect(200)).body,
    );
  async function applied(n: number) {
    for (let i = 0; i < 200 && (await stack.service.prisma.inboxEvent.count()) < n; i++)
      await new Promise((r) => setTimeout(r, 25));
  }
  const ask = (reference: string, body: object) =>
    stack.api().post(`/api/bookings/${reference}/change-requests`).send(body);

  it("shows the traveller 'Cancelled' with the charge once svc-ops cancelled it, and no later case move undoes it", async () => {
    const booking = await newBooking();
    expect(await view(booking.reference)).toMatchObject({
      status: 'Requested',
      cancelledAt: null,
      cancellationCharge: null,
    });
    const before = await stack.service.prisma.inboxEvent.count();
    const cancelled = createEnvelope(bookingCancelledV1, {
      producer: 'svc-ops',
      aggregateId: booking.id,
      payload: {
        bookingId: booking.id,
        caseId: CASE_ID,
        referenceCode: booking.reference,
        reason: 'Client changed plans',
        chargePercent: 50,
        chargeCents: 27250,
        cancelledAt: '2030-06-18T10:00:00.000Z',
      },
    });
    await stack.bus.publish([cancelled, cancelled]);
    await applied(before + 1);
    expect(await view(booking.reference)).toMatchObject({
      status: 'Cancelled',
      cancelledAt: '2030-06-18T10:00:00.000Z',
      cancellationCharge: 272.5,
    });

    const confirmed = createEnvelope(caseStatusChangedV1, {
      producer: 'svc-ops',
      aggregateId: CASE_ID,
      payload: {
        caseId: CASE_ID,
        bookingId: booking.id,
        referenceCode: booking.reference,
        adminStatus: 'confirmation_sent',
        previousAdminStatus: 'inquiry_received',
        changedAt: '2030-06-18T11:00:00.000Z',
      },
    });
    await stack.bus.publish([confirmed]);
    await applied(before + 2);
    expect((await view(booking.reference)).status).toBe('Cancelled');
  });

  it('takes a change or cancellation request by reference and e-mail, publishes it once, and a second click is the same request', async () => {
    const booking = await newBooking();
    const res = await ask(booking.reference.toLowerCase(), {
      email: 'GRACE@example.com',
      kind: 'cancel',
      message: '  Our meeting moved.\nPlease cancel.  ',
    }).expect(202);
    expect(bookingChangeRequestAcceptedSchema.parse(res.body)).toEqual({
      referenceCode: booking.reference,
      kind: 'cancel',
      receivedAt: NOW.toISOString(),
    });
    await ask(booking.reference, {
      email: 'grace@example.com',
      kind: 'cancel',
      message: 'Our meeting moved.\nPlease cancel.',
    }).expect(202);
    await stack.waitForEmptyOutbox();
    const mine = stack.changeRequests.filter((e) => e.payload.bookingId === booking.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({
      referenceCode: booking.reference,
      kind: 'cancel',
      message: 'Our meeting moved.\nPlease cancel.',
      contactEmail: 'grace@example.com',
      requestedAt: NOW.toISOString(),
    });
    expect(await stack.service.prisma.bookingChangeRequest.count({ where: { bookingId: booking.id } })).toBe(1);

    await ask(booking.reference, {
      email: 'grace@example.com',
      kind: 'change',
      message: 'Two more travellers, please.',
    }).expect(202);
    await stack.waitForEmptyOutbox();
    expect(stack.changeRequests.filter((e) => e.payload.bookingId === booking.id).map((e) => e.payload.kind)).toEqual([
      'cancel',
      'change',
    ]);
    // Nothing changes for the traveller until staff act.
    expect((await view(booking.reference)).status).toBe('Requested');
  });

  it("answers a wrong reference or a wrong e-mail with the look-up's 404, and writes nothing", async () => {
    const booking = await newBooking();
    const before = await stack.service.prisma.bookingChangeRequest.count();
    const wrongEmail = await ask(booking.reference, {
      email: 'someone@example.com',
      kind: 'cancel',
      message: 'Cancel',
    }).expect(404);
    const wrongRef = await ask('VIP-00000-FCO', {
      email: 'grace@example.com',
      kind: 'cancel',
      message: 'Cancel',
    }).expect(404);
    const withoutRequestId = ({ requestId: _requestId, ...error }: { requestId?: string }) => error;
    expect(withoutRequestId(wrongEmail.body.error)).toEqual(withoutRequestId(wrongRef.body.error));
    expect(wrongEmail.body.error.message).toBe('No booking matches this reference and e-mail address.');
    expect(await stack.service.prisma.bookingChangeRequest.count()).toBe(before);
  });

  it('refuses bad input with field errors, a cancelled booking and one whose service has passed', async () => {
    const booking = await newBooking();
    const bad = await ask(booking.reference, { email: 'grace@example.com', kind: 'refund', message: '' }).expect(400);
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['kind', 'message']);

    const cancelled = createEnvelope(bookingCancelledV1, {
      producer: 'svc-ops',
      aggregateId: booking.id,
      payload: {
        bookingId: booking.id,
        caseId: CASE_ID,
        referenceCode: booking.reference,
        reason: 'x',
        chargePercent: 0,
        chargeCents: 0,
        cancelledAt: NOW.toISOString(),
      },
    });
    const before = await stack.service.prisma.inboxEvent.count();
    await stack.bus.publish([cancelled]);
    await applied(before + 1);
    expect(
      (await ask(booking.reference, { email: 'grace@example.com', kind: 'change', message: 'Move it' }).expect(409))
        .body.error,
    ).toMatchObject({ code: 'BOOKING_CANCELLED', message: 'This booking is cancelled.' });

    const other = await newBooking();
    stack.setNow(new Date('2030-06-21T00:00:00Z'));
    try {
      expect(
        (await ask(other.reference, { email: 'grace@example.com', kind: 'change', message: 'Move it' }).expect(409))
          .body.error.code,
      ).toBe('BOOKING_PAST');
    } finally {
      stack.setNow(NOW);
    }
  });
});

describe('change requests are limited per client', () => {
  let stack: BookingTestStack;
  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_cancel_limit',
      services: { 11: fcoStandardArrival },
      now: NOW,
      env: { CHANGE_REQUEST_LIMIT_PER_MINUTE: '2' },
    });
  });
  afterAll(() => stack?.stop());

  it('answers 429 past the budget, whatever the reference', async () => {
    const { body } = await stack.api().post('/api/bookings/request').send(fcoArrivalRequest).expect(201);
    for (const message of ['One', 'Two'])
      await stack
        .api()
        .post(`/api/bookings/${body.referenceCode}/change-requests`)
        .send({ email: 'grace@example.com', kind: 'change', message })
        .expect(202);
    const refused = await stack
      .api()
      .post('/api/bookings/VIP-00001-FCO/change-requests')
      .send({ email: 'x@example.com', kind: 'change', message: 'Three' })
      .expect(429);
    expect(refused.body.error.message).toBe('Too many requests. Please wait a minute and try again.');
  });
});

describe('change requests are limited per booking', () => {
  let stack: BookingTestStack;
  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_cancel_per_booking',
      services: { 11: fcoStandardArrival },
      now: NOW,
      // Behind the gateway: each request comes from its own client address, each with a budget to spare.
      env: { TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => stack?.stop());

  it('takes three requests an hour for one booking from 17 addresses at once, and publishes only those three', async () => {
    const { body } = await stack.api().post('/api/bookings/request').send(fcoArrivalRequest).expect(201);
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: body.referenceCode } });
    const answers = await Promise.all(
      Array.from({ length: 17 }, (_, i) =>
        stack
          .api()
          .post(`/api/bookings/${body.referenceCode}/change-requests`)
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ email: 'grace@example.com', kind: 'change', message: `Request number ${i + 1}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused).toHaveLength(14);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toBe('3600');
      expect(answer.body.error).toMatchObject({
        code: 'TOO_MANY_CHANGE_REQUESTS',
        message:
          'This booking has had too many requests. Please wait 60 minutes and try again, or contact us by e-mail or phone.',
      });
    }
    await stack.waitForEmptyOutbox();
    // Each booking.change-requested mails the traveller and the concierge once: three e-mails each, not 17.
    expect(stack.changeRequests.filter((e) => e.payload.bookingId === row.id)).toHaveLength(3);
    expect(await stack.service.prisma.bookingChangeRequest.count({ where: { bookingId: row.id } })).toBe(3);

    // Another booking keeps its own budget.
    const other = await stack.api().post('/api/bookings/request').send(fcoArrivalRequest).expect(201);
    await stack
      .api()
      .post(`/api/bookings/${other.body.referenceCode}/change-requests`)
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ email: 'grace@example.com', kind: 'cancel', message: 'Please cancel.' })
      .expect(202);
  });
});
