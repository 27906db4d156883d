import { porterOffered, type ServiceLevel, type ServiceType } from '@vip/contracts/vocabulary';

/** The pricing fields of a service, in cents. */
export interface PricedService {
  serviceType: ServiceType;
  serviceLevel: ServiceLevel;
  basePriceCents: number;
  includedTravelers: number;
  adultFeeCents: number;
  childFeeCents: number;
  freeChildrenAllowance: number;
  greeterLimit: number;
  afterHoursFeeCents: number;
  afterHoursStart: string;
  afterHoursEnd: string;
  lastMinute24hSurchargeCents: number;
  lastMinute48hSurchargeCents: number;
}

export interface PriceInput {
  adults: number;
  children: number;
  /** Airport-local time of the service (HH:MM), for the after-hours window. */
  time: string;
  /** Hours from now until the service instant, measured in the airport's zone (see hoursUntil). */
  hoursAhead: number;
  porterSelected: boolean;
  /** Porter fee for this airport and level; 0 means no porter there. */
  porterFeeCents: number;
  /** The one discount the item qualifies for (round trip, second type at the airport, promo), 0-100. */
  discountPercentage?: number;
}

export interface PriceBreakdown {
  basePriceCents: number;
  includedTravelers: number;
  paidAdults: number;
  paidChildren: number;
  adultFeeTotalCents: number;
  childFeeTotalCents: number;
  additionalGreeters: number;
  additionalGreeterFeeCents: number;
  afterHoursFeeCents: number;
  lastMinuteFeeCents: number;
  porterAvailable: boolean;
  /** What a porter costs with this service (0 where none is offered). */
  porterFeeCents: number;
  /** The porter cost in the total: the fee when chosen and available, else 0. */
  porterCostCents: number;
  /** Everything above, porter included, before the discount. */
  subtotalCents: number;
  discountPercentage: number;
  discountCents: number;
  totalPriceCents: number;
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** True when a local time falls in [start, end); a window whose end is earlier wraps midnight. */
export function isWithinWindow(time: string, start: string, end: string): boolean {
  const t = minutes(time);
  const s = minutes(start);
  const e = minutes(end);
  if (s === e) return false;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/**
 * The only authority on price. The base price covers `includedTravelers` (adults first,
 * then children); each further adult adds the adult fee; each further child beyond the free allowance adds the child
 * fee; each further group of up to `greeterLimit` travellers adds a greeter at the base price; the after-hours fee
 * applies in the local window; the last-minute surcharge is the 24 h one under 24 hours, else the 48 h one under 48
 * hours; porter only when chosen and available.
 */
export function priceService(service: PricedService, input: PriceInput): PriceBreakdown {
  // The base covers `includedTravelers` travellers of any age, adults first; a child in a place the adults
  // leave free pays nothing, and `freeChildrenAllowance` more children travel free beyond them.
  const paidAdults = Math.max(0, input.adults - service.includedTravelers);
  const placesForChildren = Math.max(0, service.includedTravelers - input.adults);
  const paidChildren = Math.max(0, input.children - placesForChildren - service.freeChildrenAllowance);
  const travellers = input.adults + input.children;
  const greeterLimit = Math.max(1, service.greeterLimit);
  const additionalGreeters = Math.max(0, Math.ceil(travellers / greeterLimit) - 1);

  const { hoursAhead } = input;
  const lastMinuteFeeCents =
    hoursAhead < 24 ? service.lastMinute24hSurchargeCents : hoursAhead < 48 ? service.lastMinute48hSurchargeCents : 0;

  const canPorter = porterOffered(service, input.porterFeeCents);
  const breakdown = {
    basePriceCents: service.basePriceCents,
    includedTravelers: service.includedTravelers,
    paidAdults,
    paidChildren,
    adultFeeTotalCents: paidAdults * service.adultFeeCents,
    childFeeTotalCents: paidChildren * service.childFeeCents,
    additionalGreeters,
    additionalGreeterFeeCents: additionalGreeters * service.basePriceCents,
    afterHoursFeeCents: isWithinWindow(input.time, service.afterHoursStart, service.afterHoursEnd)
      ? service.afterHoursFeeCents
      : 0,
    lastMinuteFeeCents,
    porterAvailable: canPorter,
    porterFeeCents: canPorter ? input.porterFeeCents : 0,
    porterCostCents: input.porterSelected && canPorter ? input.porterFeeCents : 0,
  };
  const subtotalCents =
    breakdown.basePriceCents +
    breakdown.adultFeeTotalCents +
    breakdown.childFeeTotalCents +
    breakdown.additionalGreeterFeeCents +
    breakdown.afterHoursFeeCents +
    breakdown.lastMinuteFeeCents +
    breakdown.porterCostCents;
  const discountPercentage = Math.min(100, Math.max(0, Math.round(input.discountPercentage ?? 0)));
  const discountCents = Math.round((subtotalCents * discountPercentage) / 100);
  return {
    ...breakdown,
    subtotalCents,
    discountPercentage,
    discountCents,
    totalPriceCents: subtotalCents - discountCents,
  };
}
