import { BOOKING_RULES, BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { afterDiscountCents } from '@vip/contracts/discounts';
import { toCents } from '@vip/contracts/money';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import { hoursUntil, zonedLocalToUtc } from '@vip/contracts/time';
import type { AppError } from '@vip/platform/koa';
import { bookingErrors } from '../errors';
import { uniqueViolationOn } from '../idempotency/idempotency.repository';

/** Online requests close this many hours before the flight; later ones go through the phone line. */
export const MIN_HOURS_BEFORE_FLIGHT = BOOKING_RULES.onlineCutoffHours;
export const FLIGHT_TIME_PASSED_MESSAGE =
  'Flight time has already passed: Please select a future date and time for your service.';
export const LAST_MINUTE_MESSAGE = `Last-minute booking: ${BOOKING_RULE_TEXTS.lastMinute}`;
export const REFERENCE_ATTEMPTS = 8;

export type PricedService = ServiceDetail & { pricing: ServicePricing };

/** Why a flight time cannot be booked online, in the airport's own zone (null when it can). */
export function flightTimeProblem(date: string, time: string, timeZone: string, now: Date): AppError | null {
  const hoursAhead = hoursUntil(date, time, timeZone, now);
  if (hoursAhead <= 0) return bookingErrors.create('FLIGHT_TIME_PASSED', FLIGHT_TIME_PASSED_MESSAGE);
  if (hoursAhead < MIN_HOURS_BEFORE_FLIGHT) return bookingErrors.create('LAST_MINUTE_BOOKING', LAST_MINUTE_MESSAGE);
  return null;
}

/** The service, airport and flight-instant columns of a booking, copied from the catalog's answer. */
export function serviceColumns(service: PricedService, flightDate: string, flightTime: string) {
  const { airport } = service;
  return {
    serviceId: service.id,
    serviceName: service.name,
    serviceType: service.serviceType,
    serviceLevel: service.serviceLevel,
    airportCode: airport.code,
    airportName: airport.name,
    airportTimeZone: airport.timeZone,
    flightDate,
    flightTime,
    flightAt: zonedLocalToUtc(flightDate, flightTime, airport.timeZone),
    // Spec: a booking's cancellationPolicyHours defaults to 48, the policy every page states (staff may change it);
    // the catalog's per-service deadline (24 on some seeded services) is not what travellers were told.
    cancellationPolicyHours: BOOKING_RULES.cancellationHours,
  };
}

/**
 * The price columns in cents: the catalog's parts, and the one discount taken off the
 * total including porter. The catalog's own discount, when it gives one, is the floor.
 */
export function priceColumns(pricing: ServicePricing, discountPercentage = pricing.discountPercentage) {
  const grossCents = toCents(pricing.subtotal);
  const totalCents = afterDiscountCents(grossCents, discountPercentage);
  return {
    porterSelected: pricing.porterSelected,
    basePriceCents: toCents(pricing.basePrice),
    adultFeeTotalCents: toCents(pricing.adultFeeTotal),
    childFeeTotalCents: toCents(pricing.childFeeTotal),
    additionalGreeterFeeCents: toCents(pricing.additionalGreeterFee),
    afterHoursFeeCents: toCents(pricing.afterHoursFee),
    lastMinuteFeeCents: toCents(pricing.lastMinuteFee),
    porterCostCents: pricing.porterSelected ? toCents(pricing.porterCost) : 0,
    discountPercentage,
    discountCents: grossCents - totalCents,
    totalPriceCents: totalCents,
  };
}

/**
 * Runs a write that allocates reference codes, again with fresh codes when one collided; the whole
 * transaction is retried, so a checkout never keeps half its bookings.
 */
export async function withFreshReferenceCodes<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!uniqueViolationOn(error, 'reference_code')) throw error;
    }
  }
  throw bookingErrors.create('REFERENCE_CODE_EXHAUSTED', 'Could not allocate a booking reference. Please try again.');
}
