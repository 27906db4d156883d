// Test helper for the checkout's, confirmation's and Manage Booking's specs: svc-booking's answers by route, and the
// booking those pages look up.
import type { TravellerBooking } from '@vip/contracts/schemas';
import { errorResponse, json } from './render-app';

export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces global.fetch: `handler` gets `METHOD /path?query` and the parsed body and returns a Response (undefined →
 * 404). The checkout's seat hold has its own tests (seat-hold/): here it finds no hold service (404, not recorded).
 * Returns the calls made, in order.
 */
export function stubCheckoutApi(
  handler: (route: string, body: unknown) => Response | Promise<Response> | undefined,
): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname.startsWith('/api/bookings/holds')) return errorResponse(404, 'NOT_FOUND', 'Not Found');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname + url.search;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, headers: { ...(init?.headers as Record<string, string>) }, body });
    return (await handler(`${method} ${path}`, body)) ?? errorResponse(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;
  return calls;
}

/** Manage Booking's and the confirmation's look-up of VIP-12345-FCO by its traveller's e-mail. */
export const LOOKUP = 'GET /api/bookings/VIP-12345-FCO?email=grace%40example.com';

/** VIP-12345-FCO as the look-up answers it: a requested standard arrival at FCO on 10 June 2030, 14:00. */
export function travellerBooking(overrides: Partial<TravellerBooking> = {}): TravellerBooking {
  return {
    referenceCode: 'VIP-12345-FCO',
    status: 'Requested',
    paymentStatus: 'To be arranged',
    serviceName: 'VIP Meet & Greet – Arrival',
    serviceType: 'arrival',
    serviceLevel: 'standard',
    airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
    flightNumber: 'AZ611',
    flightDate: '2030-06-10',
    flightTime: '14:00',
    terminal: null,
    adultCount: 2,
    childCount: 0,
    travelerNames: ['Grace Hopper'],
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    porterSelected: true,
    totalPrice: 545,
    createdAt: '2030-06-01T12:00:00.000Z',
    cancelledAt: null,
    cancellationCharge: null,
    ...overrides,
  };
}

/** A handler that answers the look-up with `booking`, and nothing else. */
export const answersLookup = (booking: TravellerBooking) => (route: string) =>
  route === LOOKUP ? json(booking) : undefined;
