import { type SubscriptionSpec } from '@vip/platform/bus';
import { type Logger } from '@vip/platform/logger';
import { consumeOnce } from '@vip/platform/outbox';
import type { AllotmentsRepository } from '../allotments/allotments.repository';
import type { BookingPrisma } from '../prisma';
import type { BookingsRepository } from './bookings.repository';
import { statusAfterCase } from './traveller-view';

export const BOOKING_CONSUMER = 'svc-booking';

/**
 * svc-ops tells svc-booking what the traveller should see: the case's progress, a cancellation and the
 * invoice's payment. Each event is applied once (inbox); events may come late or out of order, so a change
 * older than the one stored does not overwrite it.
 */
export function bookingsSubscription(
  prisma: BookingPrisma,
  bookings: BookingsRepository,
  allotments: AllotmentsRepository,
  logger: Logger,
): SubscriptionSpec {
  return {
    group: BOOKING_CONSUMER,
    handlers: {
      'case.status-changed': async (event) => {
        const change = event.payload;
        await consumeOnce(prisma, BOOKING_CONSUMER, event, async (tx) => {
          const booking = await bookings.findById(tx, change.bookingId);
          if (!booking)
            return logger.warn(
              { eventId: event.id, bookingId: change.bookingId },
              'case.status-changed for an unknown booking: skipped',
            );
          const changedAt = new Date(change.changedAt);
          const newer = !booking.caseStatusChangedAt || booking.caseStatusChangedAt <= changedAt;
          await bookings.update(tx, booking.id, {
            status: statusAfterCase(booking.status, change.adminStatus),
            ...(newer ? { caseStatus: change.adminStatus, caseStatusChangedAt: changedAt } : {}),
          });
        });
      },
      'booking.cancelled': async (event) => {
        const cancelled = event.payload;
        await consumeOnce(prisma, BOOKING_CONSUMER, event, async (tx) => {
          const booking = await bookings.findById(tx, cancelled.bookingId);
          if (!booking)
            return logger.warn(
              { eventId: event.id, bookingId: cancelled.bookingId },
              'booking.cancelled for an unknown booking: skipped',
            );
          // A booking confirmed from an allotment gives its seat back, once (a second cancellation finds it cancelled).
          if (booking.allotmentId && booking.status !== 'cancelled')
            await allotments.releaseSeat(tx, booking.allotmentId);
          // Final: no later case status moves a cancelled booking (statusAfterCase keeps it).
          await bookings.update(tx, booking.id, {
            status: 'cancelled',
            cancelledAt: new Date(cancelled.cancelledAt),
            cancellationChargeCents: cancelled.chargeCents,
          });
        });
      },
      'invoice.paid': async (event) => {
        const paid = event.payload;
        await consumeOnce(prisma, BOOKING_CONSUMER, event, async (tx) => {
          const booking = await bookings.findById(tx, paid.bookingId);
          if (!booking)
            return logger.warn(
              { eventId: event.id, bookingId: paid.bookingId },
              'invoice.paid for an unknown booking: skipped',
            );
          await bookings.update(tx, booking.id, {
            paymentStatus: 'paid',
            paidAt: new Date(paid.paidAt),
            invoiceId: paid.invoiceId,
          });
        });
      },
    },
  };
}
