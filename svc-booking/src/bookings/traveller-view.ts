import { toDollars } from '@vip/contracts/money';
import {
  TRAVELLER_BOOKING_FIELDS,
  pickFields,
  type PaymentStatusLabel,
  type TravellerBooking,
  type TravellerStatusLabel,
} from '@vip/contracts/schemas';
import { BOOKING_STATUS_FOR_ADMIN, type AdminStatus, type BookingStatus } from '@vip/contracts/vocabulary';
import type { Booking } from '../generated/prisma/client.ts';
import { displayPriceOf } from './display-price';

const STATUS_LABEL: Record<BookingStatus, TravellerStatusLabel> = {
  // Request-to-book: nothing is confirmed until staff have confirmed availability.
  pending_payment: 'Requested',
  confirmed: 'Confirmed',
  paid: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function travellerStatus(status: string): TravellerStatusLabel {
  return STATUS_LABEL[status as BookingStatus] ?? 'Requested';
}

export function paymentStatus(b: Pick<Booking, 'status' | 'paymentStatus'>): PaymentStatusLabel {
  return b.paymentStatus === 'paid' || b.status === 'paid' ? 'Paid' : 'To be arranged';
}

/** Where a booking stands on the way to its service; a cancelled booking leaves the line. */
const PROGRESS: Partial<Record<BookingStatus, number>> = { pending_payment: 0, confirmed: 1, paid: 1, completed: 2 };

/**
 * The booking's status after its case moved to `adminStatus`. It only moves forward: a confirmation
 * once sent stays sent when staff later work on a change, and events that arrive out of order cannot
 * undo a later step. Cancellation is svc-booking's own business and is never undone here.
 */
export function statusAfterCase(current: string, adminStatus: AdminStatus): string {
  const target = BOOKING_STATUS_FOR_ADMIN[adminStatus];
  const from = PROGRESS[current as BookingStatus];
  if (!target || from === undefined) return current;
  return PROGRESS[target]! > from ? target : current;
}

/** A booking as its traveller may see it: no staff fields, prices in dollars. */
export function toTravellerBooking(b: Booking, bookedWith: readonly Booking[] = []): TravellerBooking {
  return {
    referenceCode: b.referenceCode,
    status: travellerStatus(b.status),
    paymentStatus: paymentStatus(b),
    serviceName: b.serviceName,
    serviceType: b.serviceType,
    serviceLevel: b.serviceLevel,
    airport: { code: b.airportCode, name: b.airportName },
    ...pickFields(b, TRAVELLER_BOOKING_FIELDS),
    totalPrice: toDollars(b.totalPriceCents),
    displayPrice: displayPriceOf(b),
    createdAt: b.createdAt.toISOString(),
    cancelledAt: b.status === 'cancelled' ? (b.cancelledAt?.toISOString() ?? null) : null,
    cancellationCharge:
      b.status === 'cancelled' && b.cancellationChargeCents !== null ? toDollars(b.cancellationChargeCents) : null,
    bookedWith: bookedWith.map((o) => ({
      referenceCode: o.referenceCode,
      status: travellerStatus(o.status),
      serviceName: o.serviceName,
      airport: { code: o.airportCode, name: o.airportName },
      flightDate: o.flightDate,
      flightTime: o.flightTime,
    })),
  };
}
