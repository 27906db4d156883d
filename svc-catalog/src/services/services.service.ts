import { toDollars } from '@vip/contracts/money';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import { hoursUntil } from '@vip/contracts/time';
import { SERVICE_LEVELS, SERVICE_TYPES, type ServiceType } from '@vip/contracts/vocabulary';
import { AIRPORT_RETIRED_MESSAGE } from '@vip/contracts/schemas';
import type { InstantConfirmation } from '../allotments/instant-confirmation.service';
import { catalogErrors } from '../errors';
import { priceService, type PriceBreakdown } from '../pricing/pricing.engine';
import type { PricedEntry, ServiceCatalog } from './service-catalog';

export interface PriceQuery {
  adults: number;
  children: number;
  date: string;
  time: string;
  porterSelected: boolean;
  /**
   * Seen from this instant rather than now: the price version in force then and the last-minute surcharge of a
   * booking requested then, so an existing booking re-priced keeps its price.
   */
  asOf?: Date;
}

/** Who asks: a partner's sandbox key books tests that never take a supplier's seat, so nothing is instant for it. */
export interface Asker {
  sandbox?: boolean;
}

function narrow<T extends string>(value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new Error(`Unexpected value in catalog data: ${value}`);
  return value as T;
}

function toPricing(p: PriceBreakdown, row: PricedEntry): ServicePricing {
  return {
    totalPrice: toDollars(p.totalPriceCents),
    basePrice: toDollars(p.basePriceCents),
    adultFee: toDollars(row.price.adultFeeCents),
    childFee: toDollars(row.price.childFeeCents),
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

function toDetail(row: PricedEntry, pricing: ServicePricing | null, instantConfirmation = false): ServiceDetail {
  const price = row.price;
  return {
    id: row.id,
    airportId: row.airportId,
    vendorId: row.vendorId,
    serviceType: narrow(row.serviceType, SERVICE_TYPES),
    serviceLevel: narrow(row.serviceLevel, SERVICE_LEVELS),
    name: row.name,
    description: row.description,
    image: row.image,
    basePrice: toDollars(price.basePriceCents),
    includedTravelers: row.includedTravelers,
    adultFee: toDollars(price.adultFeeCents),
    childFee: toDollars(price.childFeeCents),
    freeChildrenAllowance: row.freeChildrenAllowance,
    greeterLimit: row.greeterLimit,
    afterHoursFee: toDollars(price.afterHoursFeeCents),
    afterHoursStart: row.afterHoursStart,
    afterHoursEnd: row.afterHoursEnd,
    lastMinute24hSurcharge: toDollars(price.lastMinute24hSurchargeCents),
    lastMinute48hSurcharge: toDollars(price.lastMinute48hSurchargeCents),
    cancellationDeadlineHours: row.cancellationDeadlineHours,
    tags: row.tags,
    isPopular: row.isPopular,
    isPremium: row.isPremium,
    inclusions: (row.inclusions ?? {}) as Record<string, boolean>,
    // A retired airport's services take no new bookings; its existing ones are still re-priced.
    active: row.active && row.airport.active,
    airport: {
      code: row.airport.code,
      name: row.airport.name,
      city: row.airport.city,
      country: row.airport.country,
      timeZone: row.airport.timeZone,
    },
    vendor: row.vendor,
    pricing,
    instantConfirmation,
  };
}

const retired = () => catalogErrors.create('AIRPORT_RETIRED', AIRPORT_RETIRED_MESSAGE);
const notFound = () => catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');

export class ServicesService {
  constructor(
    private readonly catalog: ServiceCatalog,
    private readonly now: () => Date,
    private readonly instant: InstantConfirmation,
  ) {}

  /** The ids among the rows (one airport's, active ones only) a booking made now would be confirmed at once. */
  private instantIds(rows: readonly PricedEntry[], date: string, time: string, asker: Asker): Set<number> {
    const bookable = rows.filter((row) => row.active && row.airport.active);
    if (asker.sandbox || bookable.length === 0) return new Set<number>();
    return this.instant.servicesFor({
      airport: { code: bookable[0].airport.code, timeZone: bookable[0].airport.timeZone },
      serviceIds: bookable.map((row) => row.id),
      date,
      time,
    });
  }

  /** Prices rows of one airport; the flight instant is worked out once, in the airport's zone. */
  private priceAll(rows: readonly PricedEntry[], q: PriceQuery, at: Date): ServicePricing[] {
    if (rows.length === 0) return [];
    const hoursAhead = hoursUntil(q.date, q.time, rows[0].airport.timeZone, at);
    return rows.map((row) =>
      toPricing(
        priceService(
          {
            ...row.price,
            includedTravelers: row.includedTravelers,
            freeChildrenAllowance: row.freeChildrenAllowance,
            greeterLimit: row.greeterLimit,
            afterHoursStart: row.afterHoursStart,
            afterHoursEnd: row.afterHoursEnd,
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

  /** The service with the version in force at `at`; a service not priced yet (its first version ahead) is not found. */
  private load(id: number, at: Date): PricedEntry {
    const row = this.catalog.get(id);
    const priced = row && this.catalog.pricedAt(row, at);
    if (!priced) throw notFound();
    return priced;
  }

  /**
   * A service with its airport and, when date and time are known, its price (at `asOf`, else now) and whether a
   * booking made now would be confirmed at once.
   */
  async detail(
    id: number,
    q: Omit<PriceQuery, 'date' | 'time'> & { date?: string; time?: string },
  ): Promise<ServiceDetail> {
    const at = q.asOf ?? this.now();
    const row = this.load(id, at);
    if (!q.date || !q.time) return toDetail(row, null);
    const pricing = this.priceAll([row], { ...q, date: q.date, time: q.time }, at)[0];
    const instant = this.instantIds([row], q.date, q.time, {});
    return toDetail(row, pricing, instant.has(row.id));
  }

  /** For a new booking or quote: refused (410) at a retired airport. */
  quote(id: number, q: PriceQuery): ServiceDetail {
    const at = q.asOf ?? this.now();
    const row = this.load(id, at);
    if (!row.airport.active) throw retired();
    return toDetail(row, this.priceAll([row], q, at)[0]);
  }

  /** A partner's quote, flagged where a booking made now would be confirmed at once (never for a sandbox key). */
  async partnerQuote(id: number, q: PriceQuery, asker: Asker): Promise<ServiceDetail> {
    const detail = this.quote(id, q);
    const instant = this.instantIds([this.load(id, q.asOf ?? this.now())], q.date, q.time, asker);
    return { ...detail, instantConfirmation: instant.has(id) };
  }

  calculatePrice(id: number, q: PriceQuery): ServicePricing {
    return this.quote(id, q).pricing!;
  }

  /**
   * Every active service of a type at an airport, each priced for the party and the local time, and flagged where a
   * booking made now would be confirmed at once.
   */
  async list(airportCode: string, type: ServiceType, q: PriceQuery, asker: Asker = {}): Promise<ServiceDetail[]> {
    const at = q.asOf ?? this.now();
    if (this.catalog.isRetired(airportCode)) throw retired();
    const entries = this.catalog.at(airportCode, type);
    if (entries.length === 0 && !this.catalog.hasAirport(airportCode))
      throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
    const rows = entries.flatMap((e) => this.catalog.pricedAt(e, at) ?? []);
    const prices = this.priceAll(rows, q, at);
    const instant = this.instantIds(rows, q.date, q.time, asker);
    return rows
      .map((row, i) => toDetail(row, prices[i], instant.has(row.id)))
      .sort((a, b) => SERVICE_LEVELS.indexOf(a.serviceLevel) - SERVICE_LEVELS.indexOf(b.serviceLevel));
  }
}
