import { toDollars } from '@vip/contracts/money';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import { hoursUntil } from '@vip/contracts/time';
import { SERVICE_LEVELS, SERVICE_TYPES, type ServiceType } from '@vip/contracts/vocabulary';
import { catalogErrors } from '../errors';
import { priceService, type PriceBreakdown } from '../pricing/pricing.engine';
import type { ServiceCatalog } from './service-catalog';
import type { ServiceRow } from './services.repository';

export interface PriceQuery {
  adults: number;
  children: number;
  date: string;
  time: string;
  porterSelected: boolean;
  /** Seen from this instant rather than now (the last-minute surcharge of a booking requested then). */
  asOf?: Date;
}

function narrow<T extends string>(value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new Error(`Unexpected value in catalog data: ${value}`);
  return value as T;
}

function toPricing(p: PriceBreakdown, row: ServiceRow): ServicePricing {
  return {
    totalPrice: toDollars(p.totalPriceCents),
    basePrice: toDollars(p.basePriceCents),
    adultFee: toDollars(row.adultFeeCents),
    childFee: toDollars(row.childFeeCents),
    includedTravelers: p.includedTravelers,
    paidAdults: p.paidAdults,
    paidChildren: p.paidChildren,
    adultFeeTotal: toDollars(p.adultFeeTotalCents),
    childFeeTotal: toDollars(p.childFeeTotalCents),
    additionalGreeters: p.additionalGreeters,
    additionalGreeterFee: toDollars(p.additionalGreeterFeeCents),
    afterHoursFee: toDollars(p.afterHoursFeeCents),
    lastMinuteFee: toDollars(p.lastMinuteFeeCents),
    porterAvailable: p.porterAvailable,
    porterCost: toDollars(p.porterFeeCents),
    porterSelected: p.porterCostCents > 0,
    subtotal: toDollars(p.subtotalCents),
    discountPercentage: p.discountPercentage,
    discountAmount: toDollars(p.discountCents),
    currency: 'USD',
  };
}

function toDetail(row: ServiceRow, pricing: ServicePricing | null): ServiceDetail {
  return {
    id: row.id,
    airportId: row.airportId,
    vendorId: row.vendorId,
    serviceType: narrow(row.serviceType, SERVICE_TYPES),
    serviceLevel: narrow(row.serviceLevel, SERVICE_LEVELS),
    name: row.name,
    description: row.description,
    image: row.image,
    basePrice: toDollars(row.basePriceCents),
    includedTravelers: row.includedTravelers,
    adultFee: toDollars(row.adultFeeCents),
    childFee: toDollars(row.childFeeCents),
    freeChildrenAllowance: row.freeChildrenAllowance,
    greeterLimit: row.greeterLimit,
    afterHoursFee: toDollars(row.afterHoursFeeCents),
    afterHoursStart: row.afterHoursStart,
    afterHoursEnd: row.afterHoursEnd,
    lastMinute24hSurcharge: toDollars(row.lastMinute24hSurchargeCents),
    lastMinute48hSurcharge: toDollars(row.lastMinute48hSurchargeCents),
    cancellationDeadlineHours: row.cancellationDeadlineHours,
    tags: row.tags,
    isPopular: row.isPopular,
    isPremium: row.isPremium,
    inclusions: (row.inclusions ?? {}) as Record<string, boolean>,
    active: row.active,
    airport: {
      code: row.airport.code,
      name: row.airport.name,
      city: row.airport.city,
      country: row.airport.country,
      timeZone: row.airport.timeZone,
    },
    vendor: row.vendor,
    pricing,
  };
}

export class ServicesService {
  constructor(
    private readonly catalog: ServiceCatalog,
    private readonly now: () => Date,
  ) {}

  /** Prices rows of one airport; the flight instant is worked out once, in the airport's zone. */
  private priceAll(rows: readonly ServiceRow[], q: PriceQuery): ServicePricing[] {
    if (rows.length === 0) return [];
    const hoursAhead = hoursUntil(q.date, q.time, rows[0].airport.timeZone, q.asOf ?? this.now());
    return rows.map((row) =>
      toPricing(
        priceService(
          {
            ...row,
            serviceType: narrow(row.serviceType, SERVICE_TYPES),
            serviceLevel: narrow(row.serviceLevel, SERVICE_LEVELS),
          },
          {
            adults: q.adults,
            children: q.children,
            time: q.time,
            hoursAhead,
            porterSelected: q.porterSelected,
            porterFeeCents: this.catalog.porterFee(row.airportId, row.serviceLevel),
          },
        ),
        row,
      ),
    );
  }

  private load(id: number): ServiceRow {
    const row = this.catalog.get(id);
    if (!row) throw catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');
    return row;
  }

  /** A service with its airport and, when date and time are known, its price. */
  detail(id: number, q: Omit<PriceQuery, 'date' | 'time'> & { date?: string; time?: string }): ServiceDetail {
    const row = this.load(id);
    if (!q.date || !q.time) return toDetail(row, null);
    return toDetail(row, this.priceAll([row], { ...q, date: q.date, time: q.time })[0]);
  }

  calculatePrice(id: number, q: PriceQuery): ServicePricing {
    return this.priceAll([this.load(id)], q)[0];
  }

  /** Every active service of a type at an airport, each priced for the party and the local time. */
  list(airportCode: string, type: ServiceType, q: PriceQuery): ServiceDetail[] {
    const rows = this.catalog.at(airportCode, type);
    if (rows.length === 0 && !this.catalog.hasAirport(airportCode))
      throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
    const prices = this.priceAll(rows, q);
    return rows
      .map((row, i) => toDetail(row, prices[i]))
      .sort((a, b) => SERVICE_LEVELS.indexOf(a.serviceLevel) - SERVICE_LEVELS.indexOf(b.serviceLevel));
  }
}
