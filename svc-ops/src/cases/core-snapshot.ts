import { storedOfUpdatedEvent, type BookingPriceCents, type BookingUpdatedV2 } from '@vip/contracts/events';
import { toCents } from '@vip/contracts/money';
import {
  coreOfStored,
  storedOfCore,
  type BookingCore,
  type BookingService,
  type CoreValues,
  type PriceBreakdown,
} from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import type { Case, CoreSnapshot } from './cases.repository';

// contracts' booking-core.ts says what the core fields are and how each shape maps.

export function coreOf(c: Case): CoreValues & { totalPrice: number } {
  return coreOfStored(c);
}

export function priceCentsOf(price: PriceBreakdown): BookingPriceCents {
  return {
    currency: 'USD',
    basePriceCents: toCents(price.basePrice),
    adultFeeTotalCents: toCents(price.adultFeeTotal),
    childFeeTotalCents: toCents(price.childFeeTotal),
    additionalGreeterFeeCents: toCents(price.additionalGreeterFee),
    afterHoursFeeCents: toCents(price.afterHoursFee),
    lastMinuteFeeCents: toCents(price.lastMinuteFee),
    porterCostCents: toCents(price.porterCost),
    discountCents: toCents(price.discount),
    totalPriceCents: toCents(price.totalPrice),
  };
}

function serviceAndPrice(
  service: BookingService | undefined,
  price: BookingPriceCents | undefined,
): Partial<CoreSnapshot> {
  return {
    ...(service
      ? {
          serviceId: service.id,
          serviceName: service.name,
          serviceType: service.serviceType,
          serviceLevel: service.serviceLevel,
        }
      : {}),
    ...(price ? { basePriceCents: price.basePriceCents, priceBreakdown: price } : {}),
  };
}

export function snapshotOf(core: BookingCore, timeZone: string): CoreSnapshot {
  return {
    ...storedOfCore(core),
    flightAt: zonedLocalToUtc(core.flightDate, core.flightTime, timeZone),
    ...serviceAndPrice(core.service, priceCentsOf(core.price)),
  };
}

export function snapshotOfEvent(b: BookingUpdatedV2): CoreSnapshot {
  return { ...storedOfUpdatedEvent(b), ...serviceAndPrice(b.service, b.price) };
}
