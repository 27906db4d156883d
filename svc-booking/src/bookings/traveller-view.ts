import { toDollars, type BookingStatus, type PaymentStatusLabel, type TravellerBooking, type TravellerStatusLabel } from '@vip/contracts';
import type { Booking } from '../generated/prisma/client.ts';

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

export function paymentStatus(status: string): PaymentStatusLabel {
  return status === 'paid' ? 'Paid' : 'To be arranged';
}

/** A booking as its traveller may see it: no staff fields, prices in dollars. */
export function toTravellerBooking(b: Booking): TravellerBooking {
  return {
    referenceCode: b.referenceCode,
    status: travellerStatus(b.status),
    paymentStatus: paymentStatus(b.status),
    serviceName: b.serviceName,
    serviceType: b.serviceType,
    serviceLevel: b.serviceLevel,
    airport: { code: b.airportCode, name: b.airportName },
    flightNumber: b.flightNumber,
    flightDate: b.flightDate,
    flightTime: b.flightTime,
    terminal: b.terminal,
    adultCount: b.adultCount,
    childCount: b.childCount,
    travelerNames: b.travelerNames,
    contactName: b.contactName,
    contactEmail: b.contactEmail,
    contactPhone: b.contactPhone,
    porterSelected: b.porterSelected,
    totalPrice: toDollars(b.totalPriceCents),
    createdAt: b.createdAt.toISOString(),
  };
}
