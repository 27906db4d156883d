import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { hoursUntil } from '@vip/contracts/time';
import type { AllotmentIndex } from './allotment-index';

export interface InstantSearch {
  airport: { code: string; timeZone: string };
  serviceIds: readonly number[];
  /** Airport-local date and time of the service. */
  date: string;
  time: string;
}

/**
 * Which services a booking made now would be confirmed at once, judged as svc-booking's checkout judges a seat: an
 * allotment of the service at the airport whose band covers the local time (from included, to excluded), with a seat
 * left (one seat is one booking, whatever the party), and a lead time no longer than the whole hours until the
 * service. A time the checkout refuses outright (past, or under the online cut-off) is never instant.
 */
export class InstantConfirmation {
  constructor(
    private readonly allotments: Pick<AllotmentIndex, 'coveredServices'>,
    private readonly now: () => Date,
  ) {}

  servicesFor(search: InstantSearch): Set<number> {
    if (search.serviceIds.length === 0) return new Set();
    const hoursAhead = hoursUntil(search.date, search.time, search.airport.timeZone, this.now());
    if (!(hoursAhead >= BOOKING_RULES.onlineCutoffHours)) return new Set();
    return this.allotments.coveredServices({
      airportCode: search.airport.code,
      serviceIds: search.serviceIds,
      date: search.date,
      time: search.time,
      wholeHoursAhead: Math.floor(hoursAhead),
    });
  }
}
