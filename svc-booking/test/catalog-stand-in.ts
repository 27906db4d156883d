import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceDetail } from '@vip/contracts/schemas';

/**
 * A local HTTP stand-in for svc-catalog answering GET /api/services/{id} in the contract's shape,
 * so svc-booking's own rules are tested in isolation (the real pair is exercised by the slice test).
 */
export async function startCatalogStandIn(
  services: Record<number, ServiceDetail>,
  options: { priceByQuery?: boolean; promoBudgets?: Record<string, number> } = {},
) {
  const requests: string[] = [];
  /** Uses held, by checkout key, as svc-catalog keeps them. */
  const redemptions = new Map<string, { code: string; email: string }>();
  let failing = false;
  let failuresLeft = 0;
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (failuresLeft > 0) {
      failuresLeft--;
      res.writeHead(502).end();
      return;
    }
    if (req.method === 'POST' && req.url === '/api/promo-codes/apply' && !failing) {
      answerPromo(req, res);
      return;
    }
    if (req.method === 'POST' && req.url === '/internal/promo-codes/redemptions' && !failing) {
      reserve(req, res, redemptions, options.promoBudgets ?? {});
      return;
    }
    const release = /^\/internal\/promo-codes\/redemptions\/(.+)$/.exec(req.url ?? '');
    if (req.method === 'DELETE' && release && !failing) {
      redemptions.delete(decodeURIComponent(release[1]!));
      res.writeHead(204).end();
      return;
    }
    const match = /^\/api\/services\/(\d+)\?/.exec(req.url ?? '');
    if (failing) {
      res.writeHead(500).end('{"error":{"code":"INTERNAL","message":"down","requestId":"x"}}');
      return;
    }
    const service = match ? services[Number(match[1])] : undefined;
    if (!service) {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"error":{"code":"SERVICE_NOT_FOUND","message":"Service not found","requestId":"x"}}');
      return;
    }
    const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(options.priceByQuery ? pricedFor(service, query) : service));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    redemptions,
    setFailing: (v: boolean) => (failing = v),
    /** The next n requests get a 502, as from a restarting upstream. */
    failNext: (n: number) => (failuresLeft = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The service priced for the query's party and porter, by the simple rule of these tests' services (extra
 * adults beyond the included travellers pay the adult fee, children beyond what is left of them the child fee;
 * porter when asked and available). Only for tests that change the party; the real engine is svc-catalog's.
 */
function pricedFor(service: ServiceDetail, query: URLSearchParams): ServiceDetail {
  const p = service.pricing!;
  const adults = Number(query.get('adults') ?? 2);
  const children = Number(query.get('children') ?? 0);
  const porterSelected = query.get('porter') === 'true' && p.porterAvailable;
  const paidAdults = Math.max(0, adults - p.includedTravelers);
  const paidChildren = Math.max(0, children - Math.max(0, p.includedTravelers - adults));
  const adultFeeTotal = paidAdults * p.adultFee;
  const childFeeTotal = paidChildren * p.childFee;
  const porterCost = porterSelected ? p.porterCost : 0;
  const subtotal =
    p.basePrice +
    adultFeeTotal +
    childFeeTotal +
    p.additionalGreeterFee +
    p.afterHoursFee +
    p.lastMinuteFee +
    porterCost;
  return {
    ...service,
    pricing: {
      ...p,
      paidAdults,
      paidChildren,
      adultFeeTotal,
      childFeeTotal,
      porterSelected,
      subtotal,
      totalPrice: subtotal,
    },
  };
}

/** A use of a code, held as svc-catalog holds it: within the code's budget, once per key. */
function reserve(
  req: IncomingMessage,
  res: ServerResponse,
  held: Map<string, { code: string; email: string }>,
  budgets: Record<string, number>,
) {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw) as { code: string; email: string; key: string };
    const code = body.code.toUpperCase();
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    const replayed = held.has(body.key);
    const used = [...held.values()].filter((h) => h.code === code).length;
    if (!replayed && budgets[code] !== undefined && used >= budgets[code]!)
      return json(409, {
        error: { code: 'PROMO_CODE_USED_UP', message: 'This promo code has been fully used', requestId: 'x' },
      });
    held.set(body.key, { code, email: body.email });
    json(201, { code, key: body.key, reservedAt: new Date().toISOString(), replayed });
  });
}

/**
 * FLYSM as the seeded catalog has it: 20 % off standard, 10 % off the other levels; ONCE 15 % and TINY 5 % off
 * every level (budgets as a test gives them).
 */
function answerPromo(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw) as { code: string; items: Array<{ id: number; serviceLevel: string }> };
    const flat: Record<string, number> = { ONCE: 15, TINY: 5 };
    const valid = body.code === 'FLYSM' || body.code in flat;
    const discounts = valid
      ? body.items.map((i) => ({
          id: i.id,
          discountPercentage: flat[body.code] ?? (i.serviceLevel === 'standard' ? 20 : 10),
        }))
      : [];
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        valid,
        code: body.code,
        description: valid ? 'Fly smart' : null,
        discounts,
        appliedCount: discounts.length,
        message: valid ? 'ok' : `Invalid promo code: ${body.code}`,
      }),
    );
  });
}

export const fcoStandardArrival: ServiceDetail = {
  id: 11,
  airportId: 3,
  vendorId: 3,
  serviceType: 'arrival',
  serviceLevel: 'standard',
  name: 'VIP Meet & Greet - Arrival',
  description: 'VIP Meet & Greet for your arrival at Rome Fiumicino.',
  image: null,
  basePrice: 395,
  includedTravelers: 2,
  adultFee: 100,
  childFee: 60,
  freeChildrenAllowance: 0,
  greeterLimit: 6,
  afterHoursFee: 0,
  afterHoursStart: '22:00',
  afterHoursEnd: '06:00',
  lastMinute24hSurcharge: 0,
  lastMinute48hSurcharge: 0,
  cancellationDeadlineHours: 48,
  tags: ['standard', 'arrival'],
  isPopular: true,
  isPremium: false,
  inclusions: { meetAtGate: true },
  active: true,
  airport: {
    code: 'FCO',
    name: 'Rome Fiumicino Leonardo da Vinci Airport',
    city: 'Rome',
    country: 'Italy',
    timeZone: 'Europe/Rome',
  },
  vendor: { id: 3, name: 'Rome Airport Concierge' },
  pricing: {
    totalPrice: 545,
    basePrice: 395,
    adultFee: 100,
    childFee: 60,
    includedTravelers: 2,
    paidAdults: 0,
    paidChildren: 0,
    adultFeeTotal: 0,
    childFeeTotal: 0,
    additionalGreeters: 0,
    additionalGreeterFee: 0,
    afterHoursFee: 0,
    lastMinuteFee: 0,
    porterAvailable: true,
    porterCost: 150,
    porterSelected: true,
    subtotal: 545,
    discountPercentage: 0,
    discountAmount: 0,
    currency: 'USD',
  },
};

/** The lounge departure at the same airport: with the arrival it makes a round trip (10 % each). */
export const fcoLoungeDeparture: ServiceDetail = {
  ...fcoStandardArrival,
  id: 12,
  serviceType: 'departure',
  serviceLevel: 'lounge',
  name: 'VIP Tarmac Transfer & Lounge - Departure',
  basePrice: 900,
  pricing: {
    ...fcoStandardArrival.pricing!,
    totalPrice: 900,
    basePrice: 900,
    porterAvailable: false,
    porterCost: 0,
    porterSelected: false,
    subtotal: 900,
  },
};

/** A suite at another airport (New York), so the discount rules have something that does not qualify. */
export const jfkSuiteArrival: ServiceDetail = {
  ...fcoStandardArrival,
  id: 21,
  serviceLevel: 'suite',
  name: 'Private VIP Suite - Arrival',
  basePrice: 2500,
  airport: {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    timeZone: 'America/New_York',
  },
  pricing: {
    ...fcoStandardArrival.pricing!,
    totalPrice: 2500,
    basePrice: 2500,
    porterAvailable: false,
    porterCost: 0,
    porterSelected: false,
    subtotal: 2500,
  },
};
