import { randomUUID } from 'node:crypto';
import type { BookingChangeRequest, BookingChangeRequestAccepted } from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import { bookingErrors } from '../errors';
import type { BookingPrisma } from '../prisma';
import { bookingChangeRequestedEvent } from './bookings.events';
import type { BookingsRepository } from './bookings.repository';
import { BOOKING_NOT_FOUND } from './bookings.service';

export interface ChangeRequestsDeps {
  prisma: BookingPrisma;
  bookings: BookingsRepository;
  now: () => Date;
  onEventsCommitted: () => void;
}

/** The same words sent again this soon are the same request (a double click, a retry), not a second one. */
const SAME_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/**
 * A traveller's request to change or cancel a booking, from /manage-booking: found by reference and an
 * e-mail on it (either wrong gives the lookup's 404), kept with its booking.change-requested event in one
 * transaction. svc-ops moves the case to Change Requested and alerts operations; nothing changes here until
 * staff act.
 */
export class ChangeRequestsService {
  constructor(private readonly deps: ChangeRequestsDeps) {}

  async request(referenceCode: string, input: BookingChangeRequest): Promise<BookingChangeRequestAccepted> {
    const { accepted, wrote } = await this.deps.prisma.$transaction(async (tx) => {
      const booking = await this.deps.bookings.findByReferenceAndEmail(referenceCode, input.email, tx);
      if (!booking) throw bookingErrors.create('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND);
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
      if (earlier)
        return {
          accepted: {
            referenceCode: booking.referenceCode,
            kind: input.kind,
            receivedAt: earlier.createdAt.toISOString(),
          },
          wrote: false,
        };
      const request = await this.deps.bookings.createChangeRequest(tx, {
        id: randomUUID(),
        bookingId: booking.id,
        kind: input.kind,
        message: input.message,
        createdAt: now,
      });
      await appendToOutbox(tx, [
        bookingChangeRequestedEvent(booking, {
          id: request.id,
          kind: input.kind,
          message: input.message,
          createdAt: now,
        }),
      ]);
      return {
        accepted: { referenceCode: booking.referenceCode, kind: input.kind, receivedAt: now.toISOString() },
        wrote: true,
      };
    });
    if (wrote) this.deps.onEventsCommitted();
    return accepted;
  }
}
