import {
  airportChangedV1,
  createEnvelope,
  pricesChangedV1,
  promoCodeChangedV1,
  serviceChangedV1,
  type EventEnvelope,
} from '@vip/contracts/events';
import type { PromoDiscounts } from '@vip/contracts/schemas';
import type { Region, ServiceLevel, ServiceType } from '@vip/contracts/vocabulary';

const PRODUCER = 'svc-catalog';

export interface AirportState {
  id: number;
  code: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  region: string;
  timeZone: string;
  active: boolean;
  version: number;
}

export function airportChanged(a: AirportState, at: Date): EventEnvelope {
  return createEnvelope(airportChangedV1, {
    producer: PRODUCER,
    aggregateId: a.code,
    occurredAt: at,
    payload: {
      airportId: a.id,
      code: a.code,
      name: a.name,
      city: a.city,
      country: a.country,
      countryCode: a.countryCode,
      region: a.region as Region,
      timeZone: a.timeZone,
      active: a.active,
      version: a.version,
      changedAt: at.toISOString(),
    },
  });
}

export interface ServiceState {
  id: number;
  airportCode: string;
  serviceType: string;
  serviceLevel: string;
  name: string;
  vendorId: number | null;
  active: boolean;
  version: number;
}

export function serviceChanged(s: ServiceState, at: Date): EventEnvelope {
  return createEnvelope(serviceChangedV1, {
    producer: PRODUCER,
    aggregateId: String(s.id),
    occurredAt: at,
    payload: {
      serviceId: s.id,
      airportCode: s.airportCode,
      serviceType: s.serviceType as ServiceType,
      serviceLevel: s.serviceLevel as ServiceLevel,
      name: s.name,
      vendorId: s.vendorId,
      active: s.active,
      version: s.version,
      changedAt: at.toISOString(),
    },
  });
}

export interface PriceChange {
  serviceId: number;
  versionId: number;
  effectiveFrom: string;
  change: 'scheduled' | 'cancelled';
  basePriceCents: number;
}

/** One per airport: its changes keep their order on the airport's key. */
export function pricesChanged(
  airportCode: string,
  changes: { priceVersions?: PriceChange[]; porterFees?: { serviceLevel: ServiceLevel; feeCents: number }[] },
  at: Date,
): EventEnvelope {
  return createEnvelope(pricesChangedV1, {
    producer: PRODUCER,
    aggregateId: airportCode,
    occurredAt: at,
    payload: {
      airportCode,
      priceVersions: changes.priceVersions ?? [],
      porterFees: changes.porterFees ?? [],
      changedAt: at.toISOString(),
    },
  });
}

export interface PromoState {
  code: string;
  description: string;
  discounts: PromoDiscounts;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  perEmailLimit: number | null;
  active: boolean;
  version: number;
}

export function promoCodeChanged(p: PromoState, at: Date): EventEnvelope {
  return createEnvelope(promoCodeChangedV1, {
    producer: PRODUCER,
    aggregateId: p.code,
    occurredAt: at,
    payload: {
      code: p.code,
      description: p.description,
      discounts: p.discounts,
      validFrom: p.validFrom?.toISOString() ?? null,
      validUntil: p.validUntil?.toISOString() ?? null,
      usageLimit: p.usageLimit,
      perEmailLimit: p.perEmailLimit,
      active: p.active,
      version: p.version,
      changedAt: at.toISOString(),
    },
  });
}
