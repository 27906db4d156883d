import { toCents, toDollars } from '@vip/contracts/money';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import { porterOffered } from '@vip/contracts/vocabulary';
import type { NewCartItem } from './cart.types';
import { amenityLabels } from './amenities';

/** Porter is offered with standard arrivals and departures only. */
export function porterEligible(service: Pick<ServiceDetail, 'serviceLevel' | 'serviceType'>): boolean {
  return porterOffered(service);
}

/**
 * The catalog's price for the party without porter (CartItem.basePrice: "pricing.totalPrice without
 * porter"). The total includes the porter only when it was asked for and offered, so that much is
 * taken off (in cents, so no float dust); nothing else is priced in the browser. The wizard never
 * asks the catalog for a discount, so the total carries none; the cart applies its own.
 */
export function priceWithoutPorter(pricing: ServicePricing | null, fallback: number): number {
  if (!pricing) return fallback;
  return pricing.porterSelected
    ? toDollars(toCents(pricing.totalPrice) - toCents(pricing.porterCost))
    : pricing.totalPrice;
}

export interface CartContext {
  date: string;
  time: string;
  adults: number;
  children: number;
  flight?: string;
  terminal?: string;
}

/** A catalog service, as priced for the party, in the shape the cart takes. */
export function toCartItem(service: ServiceDetail, ctx: CartContext, porterSelected: boolean): NewCartItem {
  const porterCost = service.pricing?.porterCost ?? 0;
  return {
    id: service.id,
    serviceId: service.id,
    isReturnService: false,
    name: service.name,
    serviceType: service.serviceType,
    serviceLevel: service.serviceLevel,
    airport: { code: service.airport.code, name: service.airport.name, country: service.airport.country },
    date: ctx.date,
    time: ctx.time,
    travelers: { adults: ctx.adults, children: ctx.children },
    flight: ctx.flight,
    terminal: ctx.terminal,
    basePrice: priceWithoutPorter(service.pricing, service.basePrice),
    pricing: service.pricing,
    // A porter where none is offered would never be charged; keep the item honest.
    porterSelected: porterSelected && porterEligible(service) && porterCost > 0,
    porterCost,
    roundTrip: false,
    image: service.image,
    isPopular: service.isPopular,
    amenities: amenityLabels(service.inclusions),
    vendorName: service.vendor?.name ?? null,
    tags: service.tags,
  };
}
