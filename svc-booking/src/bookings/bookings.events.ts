import {
  bookingChangeRequestedV1,
  bookingRequestedV3,
  bookingUpdatedV2,
  createEnvelope,
  type BookingPriceCents,
  updatedEventCore,
} from '@vip/contracts/events';
import { bookingFieldsOf, type PartnerKeyMode, type PartnerTermsKind } from '@vip/contracts/schemas';
import { type BookingStatus, type ServiceLevel, type ServiceType } from '@vip/contracts/vocabulary';
import type { Booking } from '../generated/prisma/client.ts';
import { DEFAULT_LOCALE, isLocale } from '@vip/contracts/i18n';
import { displayPriceOf } from './display-price';

/**
 * The booking.requested event for a stored booking, one of `groupSize` made together (a checkout's cart); a booking
 * confirmed from an allotment that names its supplier carries that supplier.
 */
export function bookingRequestedEvent(b: Booking, groupSize = 1, allotmentSupplierId: string | null = null) {
  return createEnvelope(bookingRequestedV3, {
    producer: 'svc-booking',
    aggregateId: b.id,
    occurredAt: b.createdAt,
    payload: {
      bookingId: b.id,
      referenceCode: b.referenceCode,
      groupId: b.groupId,
      groupSize,
      status: b.status as BookingStatus,
      service: {
        id: b.serviceId,
        name: b.serviceName,
        serviceType: b.serviceType as ServiceType,
        serviceLevel: b.serviceLevel as ServiceLevel,
        airport: { code: b.airportCode, name: b.airportName, timeZone: b.airportTimeZone },
      },
      ...bookingFieldsOf(b),
      flightAt: b.flightAt.toISOString(),
      price: priceCentsOf(b),
      cancellationPolicyHours: b.cancellationPolicyHours,
      requestedAt: b.createdAt.toISOString(),
      ...(b.partnerId ? { partner: partnerOf(b) } : {}),
      locale: isLocale(b.locale) ? b.locale : DEFAULT_LOCALE,
      displayPrice: displayPriceOf(b),
      ...(b.status === 'confirmed' && allotmentSupplierId ? { allotmentSupplierId } : {}),
    },
  });
}

/** A partner booking's partner as booking.requested carries it: who, its reference, and the money of its terms. */
function partnerOf(b: Booking) {
  return {
    id: b.partnerId!,
    name: b.partnerName ?? '',
    reference: b.partnerReference ?? '',
    mode: (b.partnerMode ?? 'live') as PartnerKeyMode,
    terms:
      b.partnerTermsKind && b.partnerTermsBasisPoints !== null
        ? { kind: b.partnerTermsKind as PartnerTermsKind, percentBasisPoints: b.partnerTermsBasisPoints }
        : null,
    commissionCents: b.commissionCents,
    netPriceCents: b.netPriceCents,
    notifyTraveller: b.notifyTraveller,
  };
}

/** A booking's price parts as the events carry them. */
export function priceCentsOf(b: Booking): BookingPriceCents {
  return {
    currency: 'USD',
    basePriceCents: b.basePriceCents,
    adultFeeTotalCents: b.adultFeeTotalCents,
    childFeeTotalCents: b.childFeeTotalCents,
    additionalGreeterFeeCents: b.additionalGreeterFeeCents,
    afterHoursFeeCents: b.afterHoursFeeCents,
    lastMinuteFeeCents: b.lastMinuteFeeCents,
    porterCostCents: b.porterCostCents,
    discountCents: b.discountCents,
    totalPriceCents: b.totalPriceCents,
  };
}

/** The booking.updated event after staff corrected core fields. */
export function bookingUpdatedEvent(b: Booking, changedFields: string[], updatedBy: string) {
  return createEnvelope(bookingUpdatedV2, {
    producer: 'svc-booking',
    aggregateId: b.id,
    occurredAt: b.updatedAt,
    payload: {
      bookingId: b.id,
      referenceCode: b.referenceCode,
      changedFields,
      ...updatedEventCore(b),
      updatedBy,
      updatedAt: b.updatedAt.toISOString(),
      coreVersion: b.coreVersion,
      service: {
        id: b.serviceId,
        name: b.serviceName,
        serviceType: b.serviceType as ServiceType,
        serviceLevel: b.serviceLevel as ServiceLevel,
      },
      price: priceCentsOf(b),
    },
  });
}

/** The booking.change-requested event of a traveller's (or its partner's) request kept on `b`. */
export function bookingChangeRequestedEvent(
  b: Booking,
  request: {
    id: string;
    kind: 'change' | 'cancel';
    message: string;
    createdAt: Date;
    source?: 'traveller' | 'partner';
  },
) {
  return createEnvelope(bookingChangeRequestedV1, {
    producer: 'svc-booking',
    aggregateId: b.id,
    occurredAt: request.createdAt,
    payload: {
      requestId: request.id,
      bookingId: b.id,
      referenceCode: b.referenceCode,
      kind: request.kind,
      message: request.message,
      contactEmail: b.contactEmail,
      requestedAt: request.createdAt.toISOString(),
      ...(request.source === 'partner' ? { source: 'partner' as const } : {}),
    },
  });
}
