import type { AllotmentsRepository } from '../allotments/allotments.repository';
import { randomUUID } from 'node:crypto';
import { bookingAirline } from '@vip/contracts/airlines';
import { toCents, toDollars } from '@vip/contracts/money';
import {
  CORE_FIELDS,
  coreOfStored,
  type BookingCore,
  type BookingCoreChange,
  type BookingCorePreview,
  type BookingCoreUpdate,
  type BookingFields,
  type BookingRequest,
  type BookingRequestResponse,
  type TravellerBooking,
} from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import type { Booking, Prisma } from '../generated/prisma/client.ts';
import { appendToOutbox } from '@vip/platform/outbox';
import type { CatalogClient } from '../catalog/catalog.client';
import { bookingErrors } from '../errors';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';
import type { BookingPrisma } from '../prisma';
import {
  flightTimeProblem,
  priceColumns,
  serviceColumns,
  withFreshReferenceCodes,
  type PricedService,
} from './booking-record';
import {
  needsReprice,
  porterCentsOf,
  priceBreakdownOf,
  pricingInputsAfter,
  repricedColumns,
  samePricingInputs,
  serviceOf,
  totalsOf,
  type CoreChange,
} from './reprice';
import { bookingRequestedEvent, bookingUpdatedEvent } from './bookings.events';
import type { BookingsRepository } from './bookings.repository';
import { newReferenceCode } from './reference-code';
import { toTravellerBooking } from './traveller-view';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import type { CurrencyRateCopies } from '@vip/platform/currency-rates';
import { displayPriceColumns } from './display-price';

export const BOOKING_REQUEST_RECEIVED = "We've received your booking request and will contact you shortly.";
export const BOOKING_NOT_FOUND = 'No booking matches this reference and e-mail address.';
const IDEMPOTENCY_SCOPE = 'bookings.request';
const CORRECTION_SCOPE = 'bookings.correction';

export interface BookingsServiceDeps {
  prisma: BookingPrisma;
  bookings: BookingsRepository;
  /** Instant-confirmation seats, taken in the booking's transaction. */
  allotments: AllotmentsRepository;
  idempotency: IdempotencyRepository;
  catalog: CatalogClient;
  currencyRates: CurrencyRateCopies;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}

export type RequestResult = IdempotentResult<BookingRequestResponse>;

export class BookingsService {
  constructor(private readonly deps: BookingsServiceDeps) {}

  /**
   * A booking request: priced by svc-catalog (a client-sent price is never trusted), checked against
   * the airport-local flight time, stored with its booking.requested event in one transaction. With an
   * idempotency key, a retry gets the first answer instead of a second booking.
   */
  async request(
    input: BookingRequest,
    options: { idempotencyKey?: string; requestId?: string; locale?: Locale } = {},
  ): Promise<RequestResult> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: options.idempotencyKey,
      requestHash: requestHash(input),
    };
    return answerOnce<BookingRequestResponse>(scope, (saveAnswer) =>
      this.createRequested(input, options.requestId, saveAnswer, input.locale ?? options.locale ?? DEFAULT_LOCALE),
    );
  }

  private async createRequested(
    input: BookingRequest,
    requestId: string | undefined,
    saveAnswer: SaveAnswer<BookingRequestResponse>,
    locale: Locale,
  ): Promise<BookingRequestResponse> {
    const service = await this.deps.catalog.pricedService(
      {
        serviceId: input.serviceId,
        date: input.flightDate,
        time: input.flightTime,
        adults: input.adultCount,
        children: input.childCount,
        porterSelected: input.porterSelected,
      },
      requestId,
    );
    if (!service?.pricing) throw bookingErrors.create('SERVICE_NOT_FOUND', 'Service not found');
    const priced = { ...service, pricing: service.pricing };
    const problem = flightTimeProblem(input.flightDate, input.flightTime, service.airport.timeZone, this.deps.now());
    if (problem) throw problem;
    // The rate at request time; read before the transaction (an estimate needs no lock).
    const rates =
      input.displayCurrency && input.displayCurrency !== 'USD' ? await this.deps.currencyRates.displayRates() : null;
    const prices = priceColumns(priced.pricing);

    const body = await withFreshReferenceCodes(() =>
      this.deps.prisma.$transaction(async (tx) => {
        const booking = await this.deps.bookings.create(tx, {
          id: randomUUID(),
          referenceCode: newReferenceCode(service.airport.code),
          ...serviceColumns(priced, input.flightDate, input.flightTime),
          ...prices,
          ...requestBookingFields(input, priced.pricing.porterSelected),
          ...displayPriceColumns(prices.totalPriceCents, input.displayCurrency, rates),
          locale,
        });
        await appendToOutbox(tx, [bookingRequestedEvent(booking)]);
        const response: BookingRequestResponse = {
          success: true,
          message: BOOKING_REQUEST_RECEIVED,
          referenceCode: booking.referenceCode,
          totalPrice: toDollars(booking.totalPriceCents),
        };
        await saveAnswer(tx, response);
        return response;
      }),
    );
    this.deps.onEventsCommitted();
    return body;
  }

  /**
   * A staff correction from svc-ops. A change of service, travellers, porter or flight date and time re-prices
   * the booking through svc-catalog, called before the transaction (never inside it); the transaction then
   * checks the booking's pricing inputs did not move meanwhile. With `ifMatch` it applies only to that core
   * version (409 otherwise, so an undo never overwrites a later change); with an idempotency key a retry gets
   * the first answer. The answer carries the fields before the change, which svc-ops sends back to undo it.
   */
  async updateCore(
    id: string,
    update: BookingCoreUpdate,
    options: { ifMatch?: number; idempotencyKey?: string } = {},
  ): Promise<BookingCoreChange> {
    const scope = {
      repo: this.deps.idempotency,
      scope: CORRECTION_SCOPE,
      key: options.idempotencyKey && `${id}:${options.idempotencyKey}`,
      requestHash: requestHash({ id, update, ifMatch: options.ifMatch }),
    };
    const { actor, ...change } = update;
    let wrote = false;
    const result = await answerOnce<BookingCoreChange>(scope, async (saveAnswer) => {
      const priced = await this.priceChange(id, change);
      return this.deps.prisma.$transaction(async (tx) => {
        const current = await this.deps.bookings.findById(tx, id);
        if (!current) throw bookingErrors.create('BOOKING_NOT_FOUND', 'Booking not found');
        if (options.ifMatch !== undefined && current.coreVersion !== options.ifMatch) {
          throw bookingErrors.create('BOOKING_CHANGED', 'The booking was changed meanwhile', {
            coreVersion: current.coreVersion,
          });
        }
        if (current.status === 'cancelled')
          throw bookingErrors.create('BOOKING_CANCELLED', 'This booking is cancelled.');
        if (priced && !samePricingInputs(current, priced.before)) {
          throw bookingErrors.create('BOOKING_CHANGED', 'The booking was changed meanwhile', {
            coreVersion: current.coreVersion,
          });
        }
        const next = nextOf(current, change, priced?.service);
        const changed = WRITABLE_COLUMNS.filter((c) => JSON.stringify(current[c]) !== JSON.stringify(next[c]));
        let saved = current;
        if (changed.length > 0) {
          const data = {
            ...Object.fromEntries(changed.map((c) => [c, next[c]])),
            coreVersion: { increment: 1 },
          } as Prisma.BookingUpdateInput;
          saved = await this.deps.bookings.update(tx, id, data);
          await this.moveSeat(tx, saved);
          await appendToOutbox(tx, [bookingUpdatedEvent(saved, changed, actor.name)]);
          wrote = true;
        }
        const answer = { ...toBookingCore(saved), previous: toBookingCore(current) };
        await saveAnswer(tx, answer);
        return answer;
      });
    });
    if (wrote) this.deps.onEventsCommitted();
    return result.body;
  }

  /** A booking moved off its allotment's service, date or band gives its seat back there. */
  private async moveSeat(tx: Prisma.TransactionClient, b: Booking): Promise<void> {
    if (!b.allotmentId) return;
    const kept = await this.deps.allotments.keepOrRelease(
      tx,
      b.allotmentId,
      {
        serviceId: b.serviceId,
        date: b.flightDate,
        time: b.flightTime,
      },
      this.deps.now(),
    );
    if (!kept) await this.deps.bookings.update(tx, b.id, { allotmentId: null });
  }

  /** What a correction would make of the booking, its price above all; nothing is written. */
  async previewCore(id: string, change: CoreChange): Promise<BookingCorePreview> {
    const priced = await this.priceChange(id, change);
    const current = priced?.before ?? (await this.deps.bookings.find(id));
    if (!current) throw bookingErrors.create('BOOKING_NOT_FOUND', 'Booking not found');
    return { current: toBookingCore(current), proposed: toBookingCore(nextOf(current, change, priced?.service)) };
  }

  /**
   * svc-catalog's price for the booking after the change, when the change re-prices it (read outside any transaction).
   */
  private async priceChange(
    id: string,
    change: CoreChange,
  ): Promise<{ before: Booking; service: PricedService } | null> {
    const before = await this.deps.bookings.find(id);
    if (!before) throw bookingErrors.create('BOOKING_NOT_FOUND', 'Booking not found');
    if (!needsReprice(before, change)) return null;
    const inputs = pricingInputsAfter(before, change);
    const service = await this.deps.catalog.pricedService({
      serviceId: inputs.serviceId,
      date: inputs.flightDate,
      time: inputs.flightTime,
      adults: inputs.adultCount,
      children: inputs.childCount,
      porterSelected: inputs.porterSelected,
      asOf: before.createdAt,
    });
    if (!service?.pricing)
      throw bookingErrors.create('SERVICE_UNAVAILABLE', 'That service is not in the catalog any more');
    return { before, service: { ...service, pricing: service.pricing } };
  }

  /** A traveller's own booking, by reference and contact e-mail; either wrong gives the same 404. */
  async lookup(referenceCode: string, contactEmail: string): Promise<TravellerBooking> {
    const booking = await this.deps.bookings.findByReferenceAndEmail(referenceCode, contactEmail);
    if (!booking) throw bookingErrors.create('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND);
    const others = booking.groupId
      ? await this.deps.bookings.findGroupMembers(booking.groupId, booking.id, contactEmail)
      : [];
    return toTravellerBooking(booking, others);
  }
}

/**
 * The columns a staff correction may change: the core fields as stored (porter cost in cents, with the total), and the
 * flight's instant.
 */
const CORE_COLUMNS = CORE_FIELDS.flatMap((f) =>
  f === 'porterCost'
    ? (['porterCostCents', 'totalPriceCents'] as const)
    : f === 'flightTime'
      ? (['flightTime', 'flightAt'] as const)
      : ([f] as const),
) satisfies ReadonlyArray<keyof Booking>;

/** With a re-price: the service and every price part too. */
const WRITABLE_COLUMNS = [
  ...CORE_COLUMNS,
  'serviceId',
  'serviceName',
  'serviceType',
  'serviceLevel',
  'basePriceCents',
  'adultFeeTotalCents',
  'childFeeTotalCents',
  'additionalGreeterFeeCents',
  'afterHoursFeeCents',
  'lastMinuteFeeCents',
  'discountCents',
] as const satisfies ReadonlyArray<keyof Booking>;

/** The booking after a correction: the fields as given, re-priced when `service` (svc-catalog's answer) is there. */
function nextOf(current: Booking, change: CoreChange, service: PricedService | undefined): Booking {
  const next = { ...current };
  const { porterCost, serviceId: _serviceId, ...fields } = change;
  Object.assign(next, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  if (service) {
    Object.assign(next, repricedColumns(current, service, next.porterSelected, porterCentsOf(change)));
  } else if (change.porterSelected !== undefined || porterCost !== undefined) {
    // Only the porter cost moved (staff typed another one): the discount applies to the new gross.
    if (!next.porterSelected) next.porterCostCents = 0;
    else if (porterCost !== undefined) next.porterCostCents = toCents(porterCost);
    if (next.porterCostCents !== current.porterCostCents)
      Object.assign(next, totalsOf(next, current.discountPercentage));
  }
  next.flightAt = zonedLocalToUtc(next.flightDate, next.flightTime, current.airportTimeZone);
  return next;
}

/**
 * Every booking field (contracts' booking-core.ts) of a booking request: a field added there fails to compile here
 * until it says where the request gives it. A request is the traveller's own: nobody booked for them.
 */
function requestBookingFields(input: BookingRequest, porterSelected: boolean): BookingFields {
  return {
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    companyName: input.companyName ?? null,
    bookerRole: null,
    relationshipToTraveler: null,
    bookerName: null,
    bookerEmail: null,
    bookerPhone: null,
    agencyName: null,
    isTravelAgent: false,
    // Named by the flight number when not given, so the case, e-mails and CSV show it.
    airline: bookingAirline(input.airline, input.flightNumber),
    flightNumber: input.flightNumber,
    flightDate: input.flightDate,
    flightTime: input.flightTime,
    terminal: input.terminal ?? null,
    departureAirline: null,
    departureFlightNumber: null,
    adultCount: input.adultCount,
    childCount: input.childCount,
    travelerNames: input.travelerNames,
    specialRequests: input.specialRequests ?? null,
    porterSelected,
  };
}

function toBookingCore(b: Booking): BookingCore {
  const { totalPrice, ...core } = coreOfStored(b);
  return {
    bookingId: b.id,
    referenceCode: b.referenceCode,
    ...core,
    totalPrice,
    coreVersion: b.coreVersion,
    service: serviceOf(b),
    price: priceBreakdownOf(b),
  };
}
