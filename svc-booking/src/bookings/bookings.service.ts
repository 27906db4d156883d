import { randomUUID } from 'node:crypto';
import { hoursUntil, toCents, toDollars, zonedLocalToUtc, type BookingRequest, type BookingRequestResponse, type TravellerBooking } from '@vip/contracts';
import { appendToOutbox } from '@vip/contracts/server';
import { Prisma } from '../generated/prisma/client.ts';
import type { CatalogClient } from '../catalog/catalog.client';
import { bookingErrors } from '../errors';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { requestHash } from '../idempotency/request-hash';
import type { BookingPrisma } from '../prisma';
import { bookingRequestedEvent } from './bookings.events';
import type { BookingsRepository } from './bookings.repository';
import { newReferenceCode } from './reference-code';
import { toTravellerBooking } from './traveller-view';

export const BOOKING_REQUEST_RECEIVED = "We've received your booking request and will contact you shortly.";
export const BOOKING_NOT_FOUND = 'No booking matches this reference and e-mail address.';
/** Online requests close this many hours before the flight; later ones go through the phone line. */
export const MIN_HOURS_BEFORE_FLIGHT = 6;
const IDEMPOTENCY_SCOPE = 'bookings.request';
const REFERENCE_ATTEMPTS = 8;

export interface BookingsServiceDeps {
  prisma: BookingPrisma;
  bookings: BookingsRepository;
  idempotency: IdempotencyRepository;
  catalog: CatalogClient;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}

export interface RequestResult {
  status: number;
  body: BookingRequestResponse;
  replayed: boolean;
}

function uniqueViolationOn(error: unknown, needle: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  return JSON.stringify(error.meta ?? {}).includes(needle) || error.message.includes(needle);
}

export class BookingsService {
  constructor(private readonly deps: BookingsServiceDeps) {}

  /**
   * A booking request: priced by svc-catalog (a client-sent price is never trusted), checked against
   * the airport-local flight time, stored with its booking.requested event in one transaction. With an
   * idempotency key, a retry gets the first answer instead of a second booking.
   */
  async request(input: BookingRequest, options: { idempotencyKey?: string; requestId?: string } = {}): Promise<RequestResult> {
    const hash = requestHash(input);
    const key = options.idempotencyKey;
    if (key) {
      const replay = await this.replay(key, hash);
      if (replay) return replay;
    }

    const service = await this.deps.catalog.pricedService(
      {
        serviceId: input.serviceId,
        date: input.flightDate,
        time: input.flightTime,
        adults: input.adultCount,
        children: input.childCount,
        porterSelected: input.porterSelected,
      },
      options.requestId,
    );
    if (!service?.pricing) throw bookingErrors.create('SERVICE_NOT_FOUND', 'Service not found');
    const { pricing, airport } = service;

    const hoursAhead = hoursUntil(input.flightDate, input.flightTime, airport.timeZone, this.deps.now());
    if (hoursAhead <= 0) {
      throw bookingErrors.create('FLIGHT_TIME_PASSED', 'Flight time has already passed: Please select a future date and time for your service.');
    }
    if (hoursAhead < MIN_HOURS_BEFORE_FLIGHT) {
      throw bookingErrors.create('LAST_MINUTE_BOOKING', 'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.');
    }

    for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
      try {
        const body = await this.deps.prisma.$transaction(async (tx) => {
          const booking = await this.deps.bookings.create(tx, {
            id: randomUUID(),
            referenceCode: newReferenceCode(airport.code),
            serviceId: service.id,
            serviceName: service.name,
            serviceType: service.serviceType,
            serviceLevel: service.serviceLevel,
            airportCode: airport.code,
            airportName: airport.name,
            airportTimeZone: airport.timeZone,
            contactName: input.contactName,
            contactEmail: input.contactEmail,
            contactPhone: input.contactPhone,
            companyName: input.companyName ?? null,
            flightNumber: input.flightNumber,
            flightDate: input.flightDate,
            flightTime: input.flightTime,
            flightAt: zonedLocalToUtc(input.flightDate, input.flightTime, airport.timeZone),
            terminal: input.terminal ?? null,
            adultCount: input.adultCount,
            childCount: input.childCount,
            travelerNames: input.travelerNames,
            specialRequests: input.specialRequests ?? null,
            porterSelected: pricing.porterSelected,
            basePriceCents: toCents(pricing.basePrice),
            adultFeeTotalCents: toCents(pricing.adultFeeTotal),
            childFeeTotalCents: toCents(pricing.childFeeTotal),
            additionalGreeterFeeCents: toCents(pricing.additionalGreeterFee),
            afterHoursFeeCents: toCents(pricing.afterHoursFee),
            lastMinuteFeeCents: toCents(pricing.lastMinuteFee),
            porterCostCents: pricing.porterSelected ? toCents(pricing.porterCost) : 0,
            discountPercentage: pricing.discountPercentage,
            discountCents: toCents(pricing.discountAmount),
            totalPriceCents: toCents(pricing.totalPrice),
            cancellationPolicyHours: service.cancellationDeadlineHours,
          });
          await appendToOutbox(tx, [bookingRequestedEvent(booking)]);
          const response: BookingRequestResponse = {
            success: true,
            message: BOOKING_REQUEST_RECEIVED,
            referenceCode: booking.referenceCode,
            totalPrice: toDollars(booking.totalPriceCents),
          };
          if (key) await this.deps.idempotency.save(tx, key, IDEMPOTENCY_SCOPE, { requestHash: hash, status: 201, body: response });
          return response;
        });
        this.deps.onEventsCommitted();
        return { status: 201, body, replayed: false };
      } catch (error) {
        if (uniqueViolationOn(error, 'reference_code')) continue;
        if (key && uniqueViolationOn(error, 'key')) {
          const replay = await this.replay(key, hash);
          if (replay) return replay;
        }
        throw error;
      }
    }
    throw bookingErrors.create('REFERENCE_CODE_EXHAUSTED', 'Could not allocate a booking reference. Please try again.');
  }

  /** A traveller's own booking, by reference and contact e-mail; either wrong gives the same 404. */
  async lookup(referenceCode: string, contactEmail: string): Promise<TravellerBooking> {
    const booking = await this.deps.bookings.findByReferenceAndEmail(referenceCode, contactEmail);
    if (!booking) throw bookingErrors.create('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND);
    return toTravellerBooking(booking);
  }

  private async replay(key: string, hash: string): Promise<RequestResult | null> {
    const stored = await this.deps.idempotency.find(key, IDEMPOTENCY_SCOPE);
    if (!stored) return null;
    if (stored.requestHash !== hash) {
      throw bookingErrors.create('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    }
    return { status: stored.status, body: stored.body as BookingRequestResponse, replayed: true };
  }
}
