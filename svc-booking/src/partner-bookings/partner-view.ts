import { DEFAULT_LOCALE, isLocale } from '@vip/contracts/i18n';
import { fromBasisPoints } from '@vip/contracts/schemas';
import { toDollars } from '@vip/contracts/money';
import type {
  PartnerBooking,
  PartnerBookingStatus,
  PartnerKeyMode,
  PartnerPrice,
  PartnerTermsKind,
} from '@vip/contracts/schemas';
import type { ServiceLevel, ServiceType } from '@vip/contracts/vocabulary';
import type { Booking } from '../generated/prisma/client.ts';
import { displayPriceOf } from '../bookings/display-price';

const STATUS: Record<string, PartnerBookingStatus> = {
  pending_payment: 'requested',
  confirmed: 'confirmed',
  paid: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
};

export function partnerStatusOf(status: string): PartnerBookingStatus {
  return STATUS[status] ?? 'requested';
}

export function partnerPriceOf(b: Booking): PartnerPrice {
  return {
    currency: 'USD',
    total: toDollars(b.totalPriceCents),
    commission: b.commissionCents === null ? null : toDollars(b.commissionCents),
    netPrice: b.netPriceCents === null ? null : toDollars(b.netPriceCents),
    terms:
      b.partnerTermsKind && b.partnerTermsBasisPoints !== null
        ? { kind: b.partnerTermsKind as PartnerTermsKind, percent: fromBasisPoints(b.partnerTermsBasisPoints) }
        : null,
  };
}

/** A booking as its partner sees it: the partner's reference, status, price with its commission or net price. */
export function toPartnerBooking(b: Booking): PartnerBooking {
  return {
    referenceCode: b.referenceCode,
    partnerReference: b.partnerReference ?? '',
    groupId: b.groupId,
    status: partnerStatusOf(b.status),
    paymentStatus: b.paymentStatus === 'paid' || b.status === 'paid' ? 'paid' : 'to_be_arranged',
    mode: (b.partnerMode ?? 'live') as PartnerKeyMode,
    service: {
      id: b.serviceId,
      name: b.serviceName,
      type: b.serviceType as ServiceType,
      level: b.serviceLevel as ServiceLevel,
    },
    airport: { code: b.airportCode, name: b.airportName, timeZone: b.airportTimeZone },
    flight: {
      number: b.flightNumber,
      airline: b.airline,
      date: b.flightDate,
      time: b.flightTime,
      terminal: b.terminal,
    },
    adults: b.adultCount,
    children: b.childCount,
    porter: b.porterSelected,
    contact: { name: b.contactName, email: b.contactEmail, phone: b.contactPhone },
    travellerNames: b.travelerNames,
    specialRequests: b.specialRequests,
    locale: isLocale(b.locale) ? b.locale : DEFAULT_LOCALE,
    price: partnerPriceOf(b),
    displayPrice: displayPriceOf(b),
    cancellation:
      b.status === 'cancelled' && b.cancelledAt
        ? { cancelledAt: b.cancelledAt.toISOString(), charge: toDollars(b.cancellationChargeCents ?? 0) }
        : null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
