import { SERVICE_LEVELS, SERVICE_TYPES, toDollars, type ServiceDetail, type ServicePricing } from '@vip/contracts';
import { catalogErrors } from '../errors';
import { priceService, type PriceBreakdown } from '../pricing/pricing.engine';
import type { ServicesRepository } from './services.repository';

export interface PriceQuery {
  adults: number;
  children: number;
  date: string;
  time: string;
  porterSelected: boolean;
}

type Row = NonNullable<Awaited<ReturnType<ServicesRepository['findActiveById']>>>;

function toPricingDto(p: PriceBreakdown, row: Row): ServicePricing {
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
    porterCost: toDollars(p.porterCostCents),
    currency: 'USD',
  };
}

function narrow<T extends string>(value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new Error(`Unexpected value in catalog data: ${value}`);
  return value as T;
}

export class ServicesService {
  constructor(
    private readonly services: ServicesRepository,
    private readonly now: () => Date,
  ) {}

  private async load(id: number): Promise<Row> {
    const row = await this.services.findActiveById(id);
    if (!row) throw catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');
    return row;
  }

  private async price(row: Row, q: PriceQuery): Promise<ServicePricing> {
    const porterFeeCents = await this.services.porterFeeCents(row.airportId, row.serviceLevel);
    const breakdown = priceService(
      {
        ...row,
        serviceType: narrow(row.serviceType, SERVICE_TYPES),
        serviceLevel: narrow(row.serviceLevel, SERVICE_LEVELS),
      },
      { ...q, timeZone: row.airport.timeZone, porterFeeCents, now: this.now() },
    );
    return toPricingDto(breakdown, row);
  }

  /** A service with its airport and, when date and time are known, its price. */
  async detail(id: number, q: Omit<PriceQuery, 'date' | 'time'> & { date?: string; time?: string }): Promise<ServiceDetail> {
    const row = await this.load(id);
    const pricing = q.date && q.time ? await this.price(row, { ...q, date: q.date, time: q.time }) : null;
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

  async calculatePrice(id: number, q: PriceQuery): Promise<ServicePricing> {
    return this.price(await this.load(id), q);
  }
}
