import { bookingEmailRecipients } from '@vip/contracts/booking-rules';
import { toDollars } from '@vip/contracts/money';
import {
  checkoutItemAirline,
  isTravelAgentBooking,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@vip/contracts/schemas';
import type { Booking } from '../generated/prisma/client.ts';
import { priceColumns, serviceColumns } from '../bookings/booking-record';
import { BookingGroups, type GroupRow, type PricedItem } from '../bookings/booking-group';
import { BOOKING_REQUEST_RECEIVED, type BookingsServiceDeps } from '../bookings/bookings.service';
import { bookingErrors } from '../errors';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';

const IDEMPOTENCY_SCOPE = 'bookings.checkout';

export type CheckoutServiceDeps = BookingsServiceDeps;

export type CheckoutResult = IdempotentResult<CheckoutResponse>;

/**
 * The whole quote cart becomes bookings in one go: every item is re-priced by svc-catalog, the discounts are worked
 * out here from the cart (never taken from the client), and all bookings, their booking.requested events and the
 * idempotency record are one transaction (BookingGroups, shared with the partner API).
 */
export class CheckoutService {
  private readonly groups: BookingGroups;

  constructor(private readonly deps: CheckoutServiceDeps) {
    this.groups = new BookingGroups(deps);
  }

  async checkout(
    input: CheckoutRequest,
    options: { idempotencyKey?: string; requestId?: string } = {},
  ): Promise<CheckoutResult> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: options.idempotencyKey,
      requestHash: requestHash(input),
    };
    return answerOnce<CheckoutResponse>(scope, (saveAnswer) =>
      this.createBookings(input, options.requestId, saveAnswer),
    );
  }

  private async createBookings(
    input: CheckoutRequest,
    requestId: string | undefined,
    saveAnswer: SaveAnswer<CheckoutResponse>,
  ): Promise<CheckoutResponse> {
    const priced = await this.groups.price(
      input.items.map((item) => ({
        serviceId: item.serviceId,
        flightDate: item.flightDate,
        flightTime: item.flightTime,
        adults: item.adultCount,
        children: item.childCount,
        porter: item.porterSelected,
      })),
      { promoCode: input.promoCode, requestId },
    );
    const contactEmail = input.travelerEmail ?? input.bookerEmail;
    if (!contactEmail)
      throw bookingErrors.create('VALIDATION_FAILED', 'Please give an e-mail address for the confirmation');
    const rows = input.items.map((item, index) => rowOf(input, item, priced[index]!, contactEmail));
    return this.groups.write(rows, (bookings, groupId) => answerOf(input, bookings, groupId, contactEmail), saveAnswer);
  }
}

function rowOf(
  input: CheckoutRequest,
  item: CheckoutRequest['items'][number],
  { service, discountPercentage }: PricedItem,
  contactEmail: string,
): GroupRow {
  const travellers = item.adultCount + item.childCount;
  return {
    ...serviceColumns(service, item.flightDate, item.flightTime),
    ...priceColumns(service.pricing, discountPercentage),
    contactName: input.travelerName,
    contactEmail,
    contactPhone: input.travelerPhone,
    companyName: input.agencyName ?? null,
    // Each service's own flight: the first is the form's, the others their own (airline named by the flight
    // number unless given).
    airline: checkoutItemAirline(input, item),
    flightNumber: item.flightNumber ?? input.flightNumber,
    departureAirline: input.departureAirline ?? null,
    departureFlightNumber: input.departureFlightNumber ?? null,
    terminal: item.terminal ?? null,
    adultCount: item.adultCount,
    childCount: item.childCount,
    travelerNames: [input.travelerName, ...input.additionalPassengers].slice(0, travellers),
    specialRequests: input.specialRequests ?? null,
    bookingContext: input.bookingContext,
    ...(input.bookingContext === 'other'
      ? {
          bookerRole: input.bookerRole ?? null,
          bookerRelationship: input.relationshipToTraveler ?? null,
          bookerName: input.bookerName ?? null,
          bookerPhone: input.bookerPhone ?? null,
          bookerEmail: input.bookerEmail ?? null,
          agencyName: input.agencyName ?? null,
        }
      : {}),
    isTravelAgent: isTravelAgentBooking(input),
  };
}

function answerOf(
  input: CheckoutRequest,
  bookings: Booking[],
  groupId: string,
  contactEmail: string,
): CheckoutResponse {
  return {
    success: true,
    message: BOOKING_REQUEST_RECEIVED,
    groupId,
    contactEmail,
    emailRecipients: bookingEmailRecipients(contactEmail, input.bookingContext === 'other' ? input.bookerEmail : null),
    bookings: bookings.map((b) => ({
      referenceCode: b.referenceCode,
      serviceId: b.serviceId,
      serviceName: b.serviceName,
      airport: { code: b.airportCode, name: b.airportName },
      flightDate: b.flightDate,
      flightTime: b.flightTime,
      porterSelected: b.porterSelected,
      discountPercentage: b.discountPercentage,
      totalPrice: toDollars(b.totalPriceCents),
    })),
    totalPrice: toDollars(bookings.reduce((sum, b) => sum + b.totalPriceCents, 0)),
  };
}
