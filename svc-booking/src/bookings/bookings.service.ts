import { randomUUID } from 'node:crypto';
import { toDollars, type BookingRequest, type BookingRequestResponse, type TravellerBooking } from '@vip/contracts';
import { appendToOutbox } from '@vip/contracts/server';
import type { CatalogClient } from '../catalog/catalog.client';
import { bookingErrors } from '../errors';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';
import type { BookingPrisma } from '../prisma';
import { flightTimeProblem, priceColumns, serviceColumns, withFreshReferenceCodes } from './booking-record';
import { bookingRequestedEvent } from './bookings.events';
import type { BookingsRepository } from './bookings.repository';
import { newReferenceCode } from './reference-code';
import { toTravellerBooking } from './traveller-view';

export const BOOKING_REQUEST_RECEIVED = "We've received your booking request and will contact you shortly.";
export const BOOKING_NOT_FOUND = 'No booking matches this reference and e-mail address.';
const IDEMPOTENCY_SCOPE = 'bookings.request';

export interface BookingsServiceDeps {
  prisma: BookingPrisma;
  bookings: BookingsRepository;
  idempotency: IdempotencyRepository;
  catalog: CatalogClient;
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
  async request(input: BookingRequest, options: { idempotencyKey?: string; requestId?: string } = {}): Promise<RequestResult> {
    const scope = { repo: this.deps.idempotency, scope: IDEMPOTENCY_SCOPE, key: options.idempotencyKey, requestHash: requestHash(input) };
    return answerOnce<BookingRequestResponse>(scope, (saveAnswer) => this.createRequested(input, options.requestId, saveAnswer));
  }

  private async createRequested(input: BookingRequest, requestId: string | undefined, saveAnswer: SaveAnswer<BookingRequestResponse>): Promise<BookingRequestResponse> {
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

    const body = await withFreshReferenceCodes(() =>
      this.deps.prisma.$transaction(async (tx) => {
        const booking = await this.deps.bookings.create(tx, {
          id: randomUUID(),
          referenceCode: newReferenceCode(service.airport.code),
          ...serviceColumns(priced, input.flightDate, input.flightTime),
          ...priceColumns(priced.pricing),
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          companyName: input.companyName ?? null,
          flightNumber: input.flightNumber,
          terminal: input.terminal ?? null,
          adultCount: input.adultCount,
          childCount: input.childCount,
          travelerNames: input.travelerNames,
          specialRequests: input.specialRequests ?? null,
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

  /** A traveller's own booking, by reference and contact e-mail; either wrong gives the same 404. */
  async lookup(referenceCode: string, contactEmail: string): Promise<TravellerBooking> {
    const booking = await this.deps.bookings.findByReferenceAndEmail(referenceCode, contactEmail);
    if (!booking) throw bookingErrors.create('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND);
    return toTravellerBooking(booking);
  }
}
