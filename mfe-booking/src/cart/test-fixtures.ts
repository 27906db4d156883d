// Test-only: cart items with the spec's sample figures (FCO standard arrival 395 + porter 150 = 545;
// SYD standard arrival 445 + porter 350 = 795). Imported by specs only, so never bundled.
import type { NewCartItem } from './cart.types';

export function cartItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    id: 101,
    serviceId: Math.abs(overrides.id ?? 101),
    isReturnService: false,
    name: 'VIP Meet & Greet – Arrival',
    serviceType: 'arrival',
    serviceLevel: 'standard',
    airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport', country: 'Italy' },
    date: '2030-06-10',
    time: '14:00',
    travelers: { adults: 2, children: 0 },
    basePrice: 395,
    pricing: null,
    porterSelected: false,
    porterCost: 150,
    roundTrip: false,
    image: null,
    isPopular: false,
    amenities: ['Meet at gate'],
    vendorName: 'Rome VIP',
    tags: [],
    ...overrides,
  };
}

export const fcoArrival = (overrides: Partial<NewCartItem> = {}) => cartItem({ id: 101, serviceId: 101, ...overrides });

export const sydArrival = (overrides: Partial<NewCartItem> = {}) =>
  cartItem({
    id: 202,
    serviceId: 202,
    name: 'Arrival Meet & Assist',
    airport: { code: 'SYD', name: 'Sydney Kingsford Smith Airport', country: 'Australia' },
    basePrice: 445,
    porterCost: 350,
    vendorName: 'Sydney VIP',
    ...overrides,
  });

/** The departure service at FCO a return leg books. */
export const fcoDeparture = (overrides: Partial<NewCartItem> = {}) =>
  cartItem({
    id: 103,
    serviceId: 103,
    name: 'Departure Meet & Assist',
    serviceType: 'departure',
    date: '2030-06-17',
    ...overrides,
  });
