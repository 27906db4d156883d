import { randomUUID } from 'node:crypto';
import { bookingEmailRecipients } from '@vip/contracts/booking-rules';
import { toDollars } from '@vip/contracts/money';
import {
  INSTANT_CONFIRMATION_MESSAGES,
  checkoutItemAirline,
  isTravelAgentBooking,
  type BookingFields,
  type CheckoutItem,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@vip/contracts/schemas';
import type { Booking } from '../generated/prisma/client.ts';
import { priceColumns, serviceColumns } from '../bookings/booking-record';
import { BookingGroups, type GroupRow, type PricedItem } from '../bookings/booking-group';
import { BOOKING_REQUEST_RECEIVED, type BookingsServiceDeps } from '../bookings/bookings.service';
import { bookingErrors } from '../errors';
import { uniqueViolationOn } from '../idempotency/idempotency.repository';
import type { SqlClient } from '@vip/platform/outbox';
import type { SeatOutcome } from '../allotments/allotments.repository';
import { travellerStatus } from '../bookings/traveller-view';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import type { HoldsRepository } from '../holds/holds.repository';
import { holdTokenHash } from '../holds/holds.service';
import type { CurrencyRateCopies } from '@vip/platform/currency-rates';
import { displayPriceColumns, displayPriceOf } from '../bookings/display-price';

const IDEMPOTENCY_SCOPE = 'bookings.checkout';

export type CheckoutServiceDeps = BookingsServiceDeps & {
  holds: HoldsRepository;
  /** The copy of staff's currency rates: a traveller's estimate in their currency is kept with the booking. */
  currencyRates: CurrencyRateCopies;
};

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
    options: { idempotencyKey?: string; requestId?: string; locale?: Locale } = {},
  ): Promise<CheckoutResult> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: options.idempotencyKey,
      requestHash: requestHash(input),
    };
    return answerOnce<CheckoutResponse>(scope, (saveAnswer) =>
      this.createBookings(
        input,
        options.requestId,
        saveAnswer,
        options.idempotencyKey,
        input.locale ?? options.locale ?? DEFAULT_LOCALE,
      ),
    );
  }

  private async createBookings(
    input: CheckoutRequest,
    requestId: string | undefined,
    saveAnswer: SaveAnswer<CheckoutResponse>,
    idempotencyKey: string | undefined,
    locale: Locale,
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
    const contactEmail = input.contactEmail ?? input.bookerEmail;
    if (!contactEmail)
      throw bookingErrors.create('VALIDATION_FAILED', 'Please give an e-mail address for the confirmation');
    // The rate at request time; read before the transaction (an estimate needs no lock).
    const rates =
      input.displayCurrency && input.displayCurrency !== 'USD' ? await this.deps.currencyRates.displayRates() : null;
    const rows = input.items.map((item, index) => {
      const row = rowOf(input, item, priced[index]!, contactEmail);
      return Object.assign(row, displayPriceColumns(row.totalPriceCents, input.displayCurrency, rates), { locale });
    });
    const { hold } = input;
    // Only the holder's live hold (its token) is ended and its seats taken; any other is a checkout without one.
    // The seats it kept that no item took (its items changed) are announced free with the booking.
    let claimed: string[] = [];
    const beforeSeats = hold
      ? async (tx: SqlClient) => {
          const ended = await this.deps.holds.claim(tx, hold.id, holdTokenHash(hold.token), this.deps.now());
          claimed = ended ? await this.deps.holds.seatAllotments(tx, [hold.id]) : [];
        }
      : undefined;
    const afterSeats = async (tx: SqlClient, seats: SeatOutcome[]) => {
      const taken = new Set(seats.map((s) => s.allotmentId));
      await this.deps.allotments.announceHolds(
        tx,
        claimed.filter((id) => !taken.has(id)),
        this.deps.now(),
      );
    };
    const write = () =>
      this.groups.write(
        rows,
        (bookings, groupId, seats) => answerOf(input, bookings, groupId, contactEmail, seats),
        saveAnswer,
        { beforeSeats, afterSeats },
      );

    // The code's use is held before the transaction (no remote call inside it) and given back if it fails.
    const promoUsed = priced.some((p) => p.promoApplied);
    if (!promoUsed || !input.promoCode) return write();
    const redemptionKey = `${IDEMPOTENCY_SCOPE}:${idempotencyKey ?? randomUUID()}`;
    await this.deps.catalog.reservePromo({ code: input.promoCode, email: contactEmail, key: redemptionKey }, requestId);
    try {
      return await write();
    } catch (error) {
      if (!(await this.answeredWithKey(error, idempotencyKey)))
        await this.deps.catalog.releasePromo(redemptionKey, requestId);
      throw error;
    }
  }

  /** The same key answered by a checkout that won a race holds the same use: it is not given back. */
  private async answeredWithKey(error: unknown, idempotencyKey: string | undefined): Promise<boolean> {
    if (!idempotencyKey) return false;
    if (uniqueViolationOn(error, 'key')) return true;
    return (await this.deps.idempotency.find(idempotencyKey).catch(() => null)) !== null;
  }
}

function rowOf(
  input: CheckoutRequest,
  item: CheckoutItem,
  { service, discountPercentage }: PricedItem,
  contactEmail: string,
): GroupRow {
  // Object.assign, not spreads: V8 copies a second spread into a literal property by property (about 30 µs for
  // a booking's 45 columns, against 1 µs).
  return Object.assign(
    serviceColumns(service, item.flightDate, item.flightTime),
    priceColumns(service.pricing, discountPercentage),
    checkoutBookingFields(input, item, contactEmail, service.pricing.porterSelected),
    { bookingContext: input.bookingContext },
  );
}

/**
 * Every booking field (contracts' booking-core.ts) of one cart item's booking: a field added there fails to compile
 * here until it says where the checkout gives it.
 */
function checkoutBookingFields(
  input: CheckoutRequest,
  item: CheckoutItem,
  contactEmail: string,
  porterSelected: boolean,
): BookingFields {
  const other = input.bookingContext === 'other';
  return {
    contactName: input.contactName,
    contactEmail,
    contactPhone: input.contactPhone,
    companyName: input.agencyName ?? null,
    bookerRole: other ? (input.bookerRole ?? null) : null,
    relationshipToTraveler: other ? (input.relationshipToTraveler ?? null) : null,
    bookerName: other ? (input.bookerName ?? null) : null,
    bookerEmail: other ? (input.bookerEmail ?? null) : null,
    bookerPhone: other ? (input.bookerPhone ?? null) : null,
    agencyName: other ? (input.agencyName ?? null) : null,
    isTravelAgent: isTravelAgentBooking(input),
    // Each service's own flight: the first is the form's, the others their own (airline named by the flight number
    // unless given).
    airline: checkoutItemAirline(input, item),
    flightNumber: item.flightNumber ?? input.flightNumber,
    flightDate: item.flightDate,
    flightTime: item.flightTime,
    terminal: item.terminal ?? null,
    departureAirline: input.departureAirline ?? null,
    departureFlightNumber: input.departureFlightNumber ?? null,
    adultCount: item.adultCount,
    childCount: item.childCount,
    travelerNames: [input.contactName, ...input.additionalPassengers].slice(0, item.adultCount + item.childCount),
    specialRequests: input.specialRequests ?? null,
    porterSelected,
  };
}

function answerOf(
  input: CheckoutRequest,
  bookings: Booking[],
  groupId: string,
  contactEmail: string,
  seats: SeatOutcome[],
): CheckoutResponse {
  return {
    success: true,
    message: cartMessage(bookings),
    groupId,
    contactEmail,
    emailRecipients: bookingEmailRecipients(contactEmail, input.bookingContext === 'other' ? input.bookerEmail : null),
    bookings: bookings.map((b, i) => ({
      referenceCode: b.referenceCode,
      serviceId: b.serviceId,
      serviceName: b.serviceName,
      airport: { code: b.airportCode, name: b.airportName },
      flightDate: b.flightDate,
      flightTime: b.flightTime,
      porterSelected: b.porterSelected,
      discountPercentage: b.discountPercentage,
      totalPrice: toDollars(b.totalPriceCents),
      displayPrice: displayPriceOf(b),
      status: travellerStatus(b.status),
      // Capacity covered it but the last seat went to another checkout first: said, not hidden.
      ...(seats[i]?.covered && !seats[i]?.allotmentId ? { notice: INSTANT_CONFIRMATION_MESSAGES.soldOut } : {}),
    })),
    totalPrice: toDollars(bookings.reduce((sum, b) => sum + b.totalPriceCents, 0)),
  };
}

/** Honest about each: all confirmed, all requests, or a mix whose bookings each say which. */
function cartMessage(bookings: Booking[]): string {
  const confirmed = bookings.filter((b) => b.status === 'confirmed').length;
  if (confirmed === 0) return BOOKING_REQUEST_RECEIVED;
  return confirmed === bookings.length ? INSTANT_CONFIRMATION_MESSAGES.confirmed : INSTANT_CONFIRMATION_MESSAGES.mixed;
}
