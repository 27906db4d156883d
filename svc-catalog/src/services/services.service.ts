import { SERVICE_LEVELS, SERVICE_TYPES, toDollars, type ServiceDetail, type ServicePricing, type ServiceType } from '@vip/contracts';
import { catalogErrors } from '../errors';
import { priceService, type PriceBreakdown } from '../pricing/pricing.engine';
import type { ServiceRow, ServicesRepository } from './services.repository';

export interface PriceQuery {
  adults: number;
  children: number;
  date: string;
  time: string;
  porterSelected: boolean;
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
    airport: { code: row.airport.code, name: row.airport.name, city: row.airport.city, country: row.airport.country, timeZone: row.airport.timeZone },
    vendor: row.vendor,
    pricing,
  };
}

export class ServicesService {
  constructor(
    private readonly services: ServicesRepository,
    private readonly now: () => Date,
  ) {}

  private price(row: ServiceRow, porterFees: Map<string, number>, q: PriceQuery): ServicePricing {
    const breakdown = priceService(
      { ...row, serviceType: narrow(row.serviceType, SERVICE_TYPES), serviceLevel: narrow(row.serviceLevel, SERVICE_LEVELS) },
      { ...q, timeZone: row.airport.timeZone, porterFeeCents: porterFees.get(row.serviceLevel) ?? 0, now: this.now() },
    );
    return toPricing(breakdown, row);
  }

  private async load(id: number): Promise<ServiceRow> {
    const row = await this.services.findActiveById(id);
    if (!row) throw catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');
    return row;
  }

  /** A service with its airport and, when date and time are known, its price. */
  async detail(id: number, q: Omit<PriceQuery, 'date' | 'time'> & { date?: string; time?: string }): Promise<ServiceDetail> {
    const row = await this.load(id);
    if (!q.date || !q.time) return toDetail(row, null);
    return toDetail(row, this.price(row, await this.services.porterFees(row.airportId), { ...q, date: q.date, time: q.time }));
  }

  async calculatePrice(id: number, q: PriceQuery): Promise<ServicePricing> {
    const row = await this.load(id);
    return this.price(row, await this.services.porterFees(row.airportId), q);
  }

  /** Every active service of a type at an airport, each priced for the party and the local time. */
  async list(airportCode: string, type: ServiceType, q: PriceQuery): Promise<ServiceDetail[]> {
    const rows = await this.services.findActiveAt(airportCode, type);
    if (rows.length === 0) {
      if (!(await this.services.airportExists(airportCode))) throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
      return [];
    }
    const fees = await this.services.porterFees(rows[0].airportId);
    return rows
      .map((row) => toDetail(row, this.price(row, fees, q)))
      .sort((a, b) => SERVICE_LEVELS.indexOf(a.serviceLevel) - SERVICE_LEVELS.indexOf(b.serviceLevel));
  }
}
