import { randomUUID } from 'node:crypto';
import type {
  BookingChangeRequest,
  BookingChangeRequestAccepted,
  ChangeRequestKind,
  PartnerChangeRequest,
} from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import type { Booking, Prisma } from '../generated/prisma/client.ts';
import { PARTNER_BOOKING_NOT_FOUND, bookingErrors } from '../errors';
import type { BookingPrisma } from '../prisma';
import { bookingChangeRequestedEvent } from './bookings.events';
import type { BookingsRepository } from './bookings.repository';
import { BOOKING_NOT_FOUND } from './bookings.service';

export interface ChangeRequestsDeps {
  prisma: BookingPrisma;
  bookings: BookingsRepository;
  now: () => Date;
  onEventsCommitted: () => void;
  /** New requests one booking takes per hour from each source, whatever the client address. */
  perBookingPerHour: number;
}

/** The same words sent again this soon are the same request (a double click, a retry), not a second one. */
const SAME_REQUEST_WINDOW_MS = 60 * 60 * 1000;
const PER_BOOKING_WINDOW_MS = 60 * 60 * 1000;

interface Taken {
  booking: Booking;
  requestId: string;
  receivedAt: Date;
}

/**
 * A request to change or cancel a booking, kept with its booking.change-requested event in one transaction: the
 * traveller's from /manage-booking (found by reference and an e-mail on it; either wrong gives the lookup's 404), and
 * a partner's through its API (found by reference among its own bookings; `source: 'partner'`, so svc-ops sends the
 * traveller no receipt). svc-ops moves the case to Change Requested and alerts operations; nothing changes here until
 * staff act.
 */
export class ChangeRequestsService {
  constructor(private readonly deps: ChangeRequestsDeps) {}

  async request(referenceCode: string, input: BookingChangeRequest): Promise<BookingChangeRequestAccepted> {
    const taken = await this.take(
      (tx) => this.deps.bookings.findByReferenceAndEmail(referenceCode, input.email, tx),
      BOOKING_NOT_FOUND,
      { kind: input.kind, message: input.message, source: 'traveller' },
    );
    return { referenceCode: taken.booking.referenceCode, kind: input.kind, receivedAt: taken.receivedAt.toISOString() };
  }

  async requestForPartner(referenceCode: string, partnerId: string, input: PartnerChangeRequest): Promise<Taken> {
    return this.take(
      (tx) => this.deps.bookings.findForPartner(referenceCode, partnerId, tx),
      PARTNER_BOOKING_NOT_FOUND,
      { kind: input.kind, message: input.message, source: 'partner' },
    );
  }

  private async take(
    find: (tx: Prisma.TransactionClient) => Promise<Booking | null>,
    notFound: string,
    input: { kind: ChangeRequestKind; message: string; source: 'traveller' | 'partner' },
  ): Promise<Taken> {
    const { taken, wrote } = await this.deps.prisma.$transaction(async (tx) => {
      const booking = await find(tx);
      if (!booking) throw bookingErrors.create('BOOKING_NOT_FOUND', notFound);
      if (booking.status === 'cancelled') throw bookingErrors.create('BOOKING_CANCELLED', 'This booking is cancelled.');
      const now = this.deps.now();
      if (booking.status === 'completed' || booking.flightAt.getTime() <= now.getTime()) {
        throw bookingErrors.create(
          'BOOKING_PAST',
          `This booking's service has already taken place. Please contact us by e-mail or phone.`,
        );
      }
      await this.deps.bookings.lock(tx, booking.id);
      const earlier = await this.deps.bookings.findRecentChangeRequest(
        tx,
        booking.id,
        input.kind,
        input.message,
        new Date(now.getTime() - SAME_REQUEST_WINDOW_MS),
      );
      if (earlier) return { taken: { booking, requestId: earlier.id, receivedAt: earlier.createdAt }, wrote: false };
      await this.withinBookingLimit(tx, booking.id, input.source, now);
      const request = await this.deps.bookings.createChangeRequest(tx, {
        id: randomUUID(),
        bookingId: booking.id,
        kind: input.kind,
        message: input.message,
        source: input.source,
        createdAt: now,
      });
      await appendToOutbox(tx, [
        bookingChangeRequestedEvent(booking, {
          id: request.id,
          kind: input.kind,
          message: input.message,
          createdAt: now,
          source: input.source,
        }),
      ]);
      return { taken: { booking, requestId: request.id, receivedAt: now }, wrote: true };
    });
    if (wrote) this.deps.onEventsCommitted();
    return taken;
  }

  /**
   * Counted per booking under its row lock, so requests from many addresses at once cannot pass together; the client
   * address limit alone let each address mail the traveller and the concierge.
   */
  private async withinBookingLimit(tx: Prisma.TransactionClient, bookingId: string, source: string, now: Date) {
    const recent = await this.deps.bookings.findChangeRequestsSince(
      tx,
      bookingId,
      source,
      new Date(now.getTime() - PER_BOOKING_WINDOW_MS),
    );
    if (recent.length < this.deps.perBookingPerHour) return;
    const freeAt = recent[recent.length - this.deps.perBookingPerHour]!.createdAt.getTime() + PER_BOOKING_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw bookingErrors.create(
      'TOO_MANY_CHANGE_REQUESTS',
      `This booking has had too many requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or contact us by e-mail or phone.`,
      { retryAfterSeconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}
