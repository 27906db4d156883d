import { afterDiscountCents } from '@vip/contracts/discounts';
import { toCents, toDollars } from '@vip/contracts/money';
import { type BookingCoreUpdate, type PriceBreakdown } from '@vip/contracts/schemas';
import { type ServiceLevel, type ServiceType } from '@vip/contracts/vocabulary';
import type { Booking } from '../generated/prisma/client.ts';
import { bookingErrors } from '../errors';
import { priceColumns, type PricedService } from './booking-record';

/** A staff change of these re-prices the booking through svc-catalog (service, travellers, porter, flight time). */
export const PRICING_INPUTS = [
  'serviceId',
  'adultCount',
  'childCount',
  'porterSelected',
  'flightDate',
  'flightTime',
] as const;
type PricingInput = (typeof PRICING_INPUTS)[number];

/** What a correction asks for, without who asked. */
export type CoreChange = Omit<BookingCoreUpdate, 'actor'>;

/** The pricing inputs a booking would have after the change. */
export function pricingInputsAfter(current: Booking, change: CoreChange): Pick<Booking, PricingInput> {
  const pick = <K extends PricingInput>(k: K): Booking[K] =>
    change[k] !== undefined ? (change[k] as Booking[K]) : current[k];
  return {
    serviceId: pick('serviceId'),
    adultCount: pick('adultCount'),
    childCount: pick('childCount'),
    porterSelected: pick('porterSelected'),
    flightDate: pick('flightDate'),
    flightTime: pick('flightTime'),
  };
}

export function needsReprice(current: Booking, change: CoreChange): boolean {
  const after = pricingInputsAfter(current, change);
  return PRICING_INPUTS.some((k) => after[k] !== current[k]);
}

/** The same pricing inputs (the booking did not move between reading it and writing). */
export function samePricingInputs(a: Booking, b: Booking): boolean {
  return PRICING_INPUTS.every((k) => a[k] === b[k]);
}

const PART_COLUMNS = [
  'basePriceCents',
  'adultFeeTotalCents',
  'childFeeTotalCents',
  'additionalGreeterFeeCents',
  'afterHoursFeeCents',
  'lastMinuteFeeCents',
] as const;

/** The total and discount of price parts, the checkout's discount taken off everything including porter. */
export function totalsOf(
  parts: Pick<Booking, (typeof PART_COLUMNS)[number] | 'porterCostCents'>,
  discountPercentage: number,
) {
  const grossCents = PART_COLUMNS.reduce((sum, c) => sum + parts[c], 0) + parts.porterCostCents;
  const totalPriceCents = afterDiscountCents(grossCents, discountPercentage);
  return { discountCents: grossCents - totalPriceCents, totalPriceCents };
}

/**
 * The service and price columns of a re-priced booking: svc-catalog's parts for the new service, party and
 * flight time (measured from the booking's request time, so a booking made days ahead gets no last-minute
 * surcharge for a later edit), the checkout's discount percentage kept, and the porter cost staff typed when
 * they set one. The service must be at the booking's airport, and porter offered with it when chosen.
 */
export function repricedColumns(
  current: Booking,
  service: PricedService,
  porterSelected: boolean,
  porterCostCents: number | undefined,
) {
  if (service.airport.code !== current.airportCode) {
    throw bookingErrors.create(
      'SERVICE_NOT_AT_AIRPORT',
      `${service.name} is at ${service.airport.code}, not at this booking's airport (${current.airportCode})`,
    );
  }
  if (porterSelected && !service.pricing.porterSelected) {
    throw bookingErrors.create('PORTER_NOT_OFFERED', `Porter service is not offered with ${service.name}`);
  }
  const priced = priceColumns(service.pricing, current.discountPercentage);
  // Staff's porter cost stays through a re-price of the same service; a new service takes the catalog's fee.
  const kept =
    current.porterSelected && service.id === current.serviceId ? current.porterCostCents : priced.porterCostCents;
  const porter = porterSelected ? (porterCostCents ?? kept) : 0;
  const parts = { ...priced, porterSelected, porterCostCents: porter };
  return {
    serviceId: service.id,
    serviceName: service.name,
    serviceType: service.serviceType,
    serviceLevel: service.serviceLevel,
    ...parts,
    ...totalsOf(parts, current.discountPercentage),
  };
}

/** The price parts in dollars, as the internal API answers them. */
export function priceBreakdownOf(b: Booking): PriceBreakdown {
  return {
    basePrice: toDollars(b.basePriceCents),
    adultFeeTotal: toDollars(b.adultFeeTotalCents),
    childFeeTotal: toDollars(b.childFeeTotalCents),
    additionalGreeterFee: toDollars(b.additionalGreeterFeeCents),
    afterHoursFee: toDollars(b.afterHoursFeeCents),
    lastMinuteFee: toDollars(b.lastMinuteFeeCents),
    porterCost: toDollars(b.porterCostCents),
    discount: toDollars(b.discountCents),
    totalPrice: toDollars(b.totalPriceCents),
  };
}

export const serviceOf = (b: Booking) => ({
  id: b.serviceId,
  name: b.serviceName,
  serviceType: b.serviceType as ServiceType,
  serviceLevel: b.serviceLevel as ServiceLevel,
});

/** Staff's porter cost in cents, when they typed one. */
export const porterCentsOf = (change: CoreChange): number | undefined =>
  change.porterCost === undefined ? undefined : toCents(change.porterCost);
