import { caseStatusChangedV1, createEnvelope, invoicePaidV1 } from '@vip/contracts/events';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const request = fcoArrivalRequest;

/** svc-ops' events reach svc-booking through its inbox and change what the traveller sees. */
describe("svc-booking applies svc-ops' case and invoice events", () => {
  let stack: BookingTestStack;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_ops_events',
      services: { 11: fcoStandardArrival },
      now: NOW,
    });
  });
  afterAll(() => stack?.stop());

  async function newBooking() {
    const { body } = await stack.api().post('/api/bookings/request').send(request).expect(201);
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: body.referenceCode } });
    return { id: row.id, reference: row.referenceCode as string };
  }
  const travellerView = async (reference: string) =>
    (await stack.api().get(`/api/bookings/${reference}`).query({ email: 'grace@example.com' }).expect(200)).body as {
      status: string;
      paymentStatus: string;
    };

  const statusChanged = (
    booking: { id: string; reference: string },
    adminStatus: AdminStatus,
    changedAt: string,
    id?: string,
  ) =>
    createEnvelope(caseStatusChangedV1, {
      producer: 'svc-ops',
      aggregateId: '0b7f3f8e-9c1d-4d5e-8f00-000000000001',
      id,
      payload: {
        caseId: '0b7f3f8e-9c1d-4d5e-8f00-000000000001',
        bookingId: booking.id,
        referenceCode: booking.reference,
        adminStatus,
        previousAdminStatus: null,
        changedAt,
      },
    });

  /** Waits until the inbox has applied `n` events in all. */
  async function applied(n: number) {
    for (let i = 0; i < 200; i++) {
      if ((await stack.service.prisma.inboxEvent.count()) >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the inbox did not reach ${n} events`);
  }

  it("shows 'Requested' and 'To be arranged' until svc-ops says otherwise, then 'Confirmed' and 'Paid'", async () => {
    const booking = await newBooking();
    expect(await travellerView(booking.reference)).toMatchObject({
      status: 'Requested',
      paymentStatus: 'To be arranged',
    });
    const before = await stack.service.prisma.inboxEvent.count();

    await stack.bus.publish([statusChanged(booking, 'inquiry_responded', '2030-06-02T09:00:00Z')]);
    await applied(before + 1);
    expect(await travellerView(booking.reference)).toMatchObject({
      status: 'Requested',
      paymentStatus: 'To be arranged',
    });

    await stack.bus.publish([statusChanged(booking, 'confirmation_sent', '2030-06-02T10:00:00Z')]);
    await applied(before + 2);
    expect(await travellerView(booking.reference)).toMatchObject({
      status: 'Confirmed',
      paymentStatus: 'To be arranged',
    });

    const paid = createEnvelope(invoicePaidV1, {
      producer: 'svc-ops',
      aggregateId: 'inv-1',
      payload: {
        invoiceId: 'inv-1',
        bookingId: booking.id,
        referenceCode: booking.reference,
        amountCents: 54500,
        currency: 'USD',
        provider: 'square',
        paidAt: '2030-06-03T08:00:00Z',
      },
    });
    await stack.bus.publish([paid]);
    await applied(before + 3);
    expect(await travellerView(booking.reference)).toMatchObject({ status: 'Confirmed', paymentStatus: 'Paid' });
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ paymentStatus: 'paid', invoiceId: 'inv-1', caseStatus: 'confirmation_sent' });
    expect(row.paidAt?.toISOString()).toBe('2030-06-03T08:00:00.000Z');
  });

  it('applies a redelivered event once, and a late older change does not undo a newer one', async () => {
    const booking = await newBooking();
    const before = await stack.service.prisma.inboxEvent.count();
    const completed = statusChanged(booking, 'service_completed', '2030-06-21T10:00:00Z');
    await stack.bus.publish([completed, completed]);
    await applied(before + 1);
    // Delivered after the completion although it happened before it.
    await stack.bus.publish([statusChanged(booking, 'change_requested', '2030-06-05T10:00:00Z')]);
    await applied(before + 2);

    expect(await travellerView(booking.reference)).toMatchObject({ status: 'Completed' });
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.caseStatus).toBe('service_completed');
    expect(row.caseStatusChangedAt?.toISOString()).toBe('2030-06-21T10:00:00.000Z');
    expect(await stack.service.prisma.inboxEvent.count({ where: { eventId: completed.id } })).toBe(1);
  });

  it('skips an event about a booking it does not have, without blocking the ones after it', async () => {
    const booking = await newBooking();
    const before = await stack.service.prisma.inboxEvent.count();
    const stranger = { id: '7d0c5a4e-1111-4222-8333-444455556666', reference: 'VIP-00000-FCO' };
    await stack.bus.publish([
      statusChanged(stranger, 'confirmation_sent', '2030-06-02T10:00:00Z'),
      statusChanged(booking, 'confirmation_sent', '2030-06-02T10:00:00Z'),
    ]);
    await applied(before + 2);
    expect(await travellerView(booking.reference)).toMatchObject({ status: 'Confirmed' });
  });
});
