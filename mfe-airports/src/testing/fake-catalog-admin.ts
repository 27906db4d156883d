// A stand-in for svc-catalog's staff routes and svc-ops' token route, as the catalog screens reach them through
// fetch: every body is checked with the contracts' schemas, every answer is built with them; tokens expire on the
// test's clock; a role's permissions and every row's version are enforced, as the real services do.
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import {
  CATALOG_ADMIN_PREFIX,
  CATALOG_CSV_HEADER,
  CATALOG_MESSAGES,
  CATALOG_RECORD_KINDS,
  SERVICE_IMAGE_MAX_BYTES,
  STAFF_TOKEN_MESSAGES,
  STAFF_TOKEN_TTL_SECONDS,
  adminAirportCreateSchema,
  adminAirportListQuerySchema,
  adminAirportPageSchema,
  adminAirportSchema,
  adminAirportUpdateSchema,
  adminPromoCodeCreateSchema,
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
  adminPromoCodeUpdateSchema,
  adminServiceCreateSchema,
  adminServiceListQuerySchema,
  adminServicePageSchema,
  adminServiceSchema,
  adminServiceUpdateSchema,
  adminVendorListSchema,
  catalogAuditPageSchema,
  catalogAuditQuerySchema,
  catalogImportResultSchema,
  csvPriceRowSchema,
  porterFeeListSchema,
  porterFeeSchema,
  porterFeeUpdateSchema,
  priceVersionCreateSchema,
  servicePricesSchema,
  staffTokenRequestSchema,
  staffTokenSchema,
  type AdminAirport,
  type AdminPromoCode,
  type AdminService,
  type CatalogAuditEntry,
  type CatalogEntityType,
  type CatalogImportChange,
  type CatalogImportResult,
  type CatalogImportRowError,
  type PorterFee,
  type PriceVersion,
  type ServicePrices,
} from '@vip/contracts/schemas';
import { SERVICE_LEVELS, type StaffRole } from '@vip/contracts/vocabulary';
import type { z } from 'zod';

/** The screens' "today" in every airport: the day the web tests' validation clock says it is. */
export const FAKE_TODAY = '2030-06-01';
const NOW = '2030-06-01T12:00:00.000Z';
export const CSRF_TOKEN = 'csrf-123';
export const STAFF_NAME = 'Cara Catalog';

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface FakeCatalogOptions {
  role?: StaffRole;
  /** The clock tokens expire by (milliseconds); the test moves it. */
  now?: () => number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const problem = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { error: { code, message, requestId: 'fake-request', ...(details === undefined ? {} : { details }) } });

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) formErrors.push(issue.message);
    else (fieldErrors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  const first = Object.values(fieldErrors)[0]?.[0] ?? formErrors[0] ?? 'The request is not valid';
  const status = error.issues.every((i) => i.code === 'custom') ? 422 : 400;
  return problem(status, 'VALIDATION_FAILED', first, { fieldErrors, formErrors });
}

const changed = () => problem(409, 'CATALOG_CHANGED', CATALOG_MESSAGES.changed);

export function airportRow(code: string, overrides: Partial<AdminAirport> = {}): AdminAirport {
  return adminAirportSchema.parse({
    id: code.charCodeAt(0),
    code,
    icao: null,
    name: `${code} Airport`,
    city: code,
    country: 'Country',
    countryCode: 'GB',
    region: 'Europe',
    timeZone: 'Europe/London',
    latitude: null,
    longitude: null,
    active: true,
    retiredAt: null,
    serviceCount: 1,
    activeServiceCount: 1,
    version: 1,
    updatedAt: NOW,
    ...overrides,
  });
}

const ACTOR_SEED = { id: 'seed', name: 'Catalog import' };

function seedAirports(): AdminAirport[] {
  return [
    airportRow('LHR', {
      id: 1,
      icao: 'EGLL',
      name: 'London Heathrow Airport',
      city: 'London',
      country: 'United Kingdom',
      countryCode: 'GB',
      timeZone: 'Europe/London',
    }),
    airportRow('FCO', {
      id: 2,
      icao: 'LIRF',
      name: 'Rome Fiumicino Airport',
      city: 'Rome',
      country: 'Italy',
      countryCode: 'IT',
      timeZone: 'Europe/Rome',
    }),
    airportRow('JFK', {
      id: 3,
      icao: 'KJFK',
      name: 'John F. Kennedy International Airport',
      city: 'New York',
      country: 'United States',
      countryCode: 'US',
      region: 'Americas',
      timeZone: 'America/New_York',
      active: false,
      retiredAt: '2030-05-01T09:00:00.000Z',
      activeServiceCount: 0,
    }),
  ];
}

type ServiceRow = Omit<AdminService, 'currentPrice' | 'nextPrice'>;

function seedServices(airports: AdminAirport[]): ServiceRow[] {
  const at = (code: string) => {
    const a = airports.find((x) => x.code === code)!;
    return { code: a.code, name: a.name, active: a.active, timeZone: a.timeZone };
  };
  const base = {
    description: 'Met at the aircraft door and escorted through the airport.',
    image: null,
    includedTravelers: 2,
    freeChildrenAllowance: 0,
    greeterLimit: 6,
    afterHoursStart: '22:00',
    afterHoursEnd: '06:00',
    cancellationDeadlineHours: 48,
    tags: ['Fast track'],
    isPremium: false,
    version: 1,
    updatedAt: NOW,
  };
  return [
    {
      ...base,
      id: 11,
      airport: at('LHR'),
      vendor: { id: 1, name: 'London VIP Partners' },
      serviceType: 'arrival',
      serviceLevel: 'standard',
      name: 'VIP Meet & Greet - Arrival',
      isPopular: true,
      inclusions: { meetAtGate: true, fastTrackImmigration: true },
      active: true,
    },
    {
      ...base,
      id: 12,
      airport: at('FCO'),
      vendor: { id: 2, name: 'Rome Airport Concierge' },
      serviceType: 'departure',
      serviceLevel: 'lounge',
      name: 'VIP Lounge - Departure',
      isPopular: false,
      inclusions: { loungeAccess: true },
      active: false,
    },
  ];
}

const FEES = { adultFee: 100, childFee: 60, afterHoursFee: 0, lastMinute24hSurcharge: 0, lastMinute48hSurcharge: 0 };

function seedPrices(): Array<Omit<PriceVersion, 'state' | 'startsAt'>> {
  const version = (id: number, serviceId: number, effectiveFrom: string, basePrice: number) => ({
    id,
    serviceId,
    effectiveFrom,
    basePrice,
    ...FEES,
    createdAt: '2029-12-01T10:00:00.000Z',
    createdBy: ACTOR_SEED,
    cancelledAt: null,
    cancelledBy: null,
  });
  return [version(1, 11, '2000-01-01', 350), version(2, 11, '2030-01-01', 395), version(3, 12, '2000-01-01', 650)];
}

function seedPromoCodes(): AdminPromoCode[] {
  return [
    adminPromoCodeSchema.parse({
      code: 'FLYSM',
      description: 'Summer offer',
      discounts: { standard: 10, lounge: 15, suite: 20 },
      validFrom: null,
      validUntil: null,
      usageLimit: 100,
      perEmailLimit: 1,
      used: 3,
      active: true,
      state: 'active',
      version: 1,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    }),
  ];
}

/** svc-catalog and svc-ops' token route, in memory; returns what a test inspects and the moves it makes. */
export function fakeCatalogAdmin(options: FakeCatalogOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const role = options.role ?? 'catalog';
  const permissions: readonly StaffPermission[] = ROLE_PERMISSIONS[role];
  const actor = { id: 'staff-1', name: STAFF_NAME };
  let sessionEnded = false;
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const calls: FakeCall[] = [];
  const airports = seedAirports();
  const services = seedServices(airports);
  const prices = seedPrices();
  const promos = seedPromoCodes();
  const vendors = [
    { id: 1, name: 'London VIP Partners' },
    { id: 2, name: 'Rome Airport Concierge' },
  ];
  const porterFees = new Map<string, PorterFee[]>(
    airports.map((a) => [
      a.code,
      SERVICE_LEVELS.map((level) => ({
        airportCode: a.code,
        serviceLevel: level,
        fee: level === 'standard' ? 150 : 0,
        version: level === 'standard' ? 1 : null,
        updatedAt: level === 'standard' ? NOW : null,
      })),
    ]),
  );
  const audit: CatalogAuditEntry[] = [];
  /** The airports' today; `nextDay` moves it, as midnight at the airport would. */
  let today = FAKE_TODAY;
  let nextPriceId = 100;
  let nextServiceId = 100;

  const record = (
    action: string,
    entityType: CatalogEntityType,
    entityId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => audit.unshift({ id: `audit-${audit.length + 1}`, at: NOW, actor, action, entityType, entityId, before, after });

  const diff = (row: Record<string, unknown>, change: Record<string, unknown>) => {
    const keys = Object.keys(change).filter(
      (k) => k !== 'version' && JSON.stringify(row[k]) !== JSON.stringify(change[k]),
    );
    return {
      before: Object.fromEntries(keys.map((k) => [k, row[k]])),
      after: Object.fromEntries(keys.map((k) => [k, change[k]])),
    };
  };

  const versionsOf = (serviceId: number): PriceVersion[] => {
    const own = prices.filter((p) => p.serviceId === serviceId);
    const live = own.filter((p) => !p.cancelledAt && p.effectiveFrom <= today);
    const current = live.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id)[0];
    return own
      .map((p) => ({
        ...p,
        startsAt: `${p.effectiveFrom}T00:00:00.000Z`,
        state: p.cancelledAt
          ? ('cancelled' as const)
          : p === current
            ? ('current' as const)
            : p.effectiveFrom > today
              ? ('scheduled' as const)
              : ('past' as const),
      }))
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id);
  };

  const servicePrices = (serviceId: number): ServicePrices => {
    const service = services.find((s) => s.id === serviceId)!;
    const versions = versionsOf(serviceId);
    return servicePricesSchema.parse({
      serviceId,
      airportCode: service.airport.code,
      timeZone: service.airport.timeZone,
      today: today,
      current: versions.find((v) => v.state === 'current') ?? null,
      versions,
    });
  };

  const serviceView = (s: ServiceRow): AdminService => {
    const versions = versionsOf(s.id);
    const scheduled = versions.filter((v) => v.state === 'scheduled');
    return adminServiceSchema.parse({
      ...s,
      currentPrice: versions.find((v) => v.state === 'current') ?? null,
      nextPrice: scheduled[scheduled.length - 1] ?? null,
    });
  };

  const promoView = (p: AdminPromoCode): AdminPromoCode =>
    adminPromoCodeSchema.parse({
      ...p,
      state: !p.active
        ? 'inactive'
        : p.usageLimit !== null && p.used >= p.usageLimit
          ? 'used-up'
          : p.validUntil && p.validUntil < NOW
            ? 'expired'
            : p.validFrom && p.validFrom > NOW
              ? 'scheduled'
              : 'active',
    });

  const page = <T>(items: T[], p: number, size: number) => ({
    items: items.slice((p - 1) * size, p * size),
    total: items.length,
    page: p,
    pageSize: size,
  });

  async function tokenRoute(method: string, headers: Record<string, string>, body: unknown) {
    if (method !== 'POST') return problem(405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed');
    if (sessionEnded) return problem(401, 'UNAUTHENTICATED', 'Sign in to continue');
    if (headers['X-CSRF-Token'] !== CSRF_TOKEN)
      return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    const request = staffTokenRequestSchema.safeParse(body);
    if (!request.success) return invalid(request.error);
    const token = `staff-token-${tokens.size + 1}`;
    const expiresAt = now() + STAFF_TOKEN_TTL_SECONDS * 1000;
    tokens.set(token, { expiresAt, revoked: false });
    return json(
      200,
      staffTokenSchema.parse({
        token,
        tokenType: 'Bearer',
        audience: request.data.audience,
        expiresAt: new Date(expiresAt).toISOString(),
        expiresIn: STAFF_TOKEN_TTL_SECONDS,
      }),
    );
  }

  function guard(method: string, headers: Record<string, string>): Response | undefined {
    const token = /^Bearer (.+)$/.exec(headers.Authorization ?? '')?.[1];
    if (!token) return problem(401, 'STAFF_TOKEN_MISSING', STAFF_TOKEN_MESSAGES.missing);
    const held = tokens.get(token);
    if (!held || held.revoked) return problem(401, 'STAFF_TOKEN_INVALID', STAFF_TOKEN_MESSAGES.invalid);
    if (now() >= held.expiresAt) return problem(401, 'STAFF_TOKEN_EXPIRED', STAFF_TOKEN_MESSAGES.expired);
    const needed: StaffPermission = method === 'GET' ? 'catalog.view' : 'catalog.edit';
    if (!permissions.includes(needed))
      return problem(403, 'PERMISSION_DENIED', `Your role cannot do this (${STAFF_PERMISSIONS[needed].toLowerCase()})`);
    return undefined;
  }

  async function catalogRoute(method: string, path: string, query: URLSearchParams, body: unknown): Promise<Response> {
    const params = Object.fromEntries(query);
    let m: RegExpExecArray | null;

    if (path === '/airports' && method === 'GET') {
      const q = adminAirportListQuerySchema.safeParse(params);
      if (!q.success) return invalid(q.error);
      const { q: text, status, region } = q.data;
      const found = airports.filter(
        (a) =>
          (status === 'all' || a.active === (status === 'active')) &&
          (!region || a.region === region) &&
          (!text || [a.code, a.name, a.city].some((v) => v.toLowerCase().includes(text.toLowerCase()))),
      );
      return json(200, adminAirportPageSchema.parse(page(found, q.data.page, q.data.pageSize)));
    }
    if (path === '/airports' && method === 'POST') {
      const input = adminAirportCreateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      if (airports.some((a) => a.code === input.data.code))
        return problem(409, 'AIRPORT_EXISTS', CATALOG_MESSAGES.airportExists);
      const { code, ...rest } = input.data;
      const created = airportRow(code, { ...rest, id: 100 + airports.length, serviceCount: 0, activeServiceCount: 0 });
      airports.push(created);
      porterFees.set(
        code,
        SERVICE_LEVELS.map((level) => ({
          airportCode: code,
          serviceLevel: level,
          fee: 0,
          version: null,
          updatedAt: null,
        })),
      );
      record('airport.created', 'airport', code, null, { ...input.data });
      return json(201, created);
    }
    if ((m = /^\/airports\/([A-Za-z]{3})$/.exec(path))) {
      const airport = airports.find((a) => a.code === m![1]!.toUpperCase());
      if (!airport) return problem(404, 'AIRPORT_NOT_FOUND', 'Airport Not Found');
      if (method === 'GET') return json(200, airport);
      const input = adminAirportUpdateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      if (input.data.version !== airport.version) return changed();
      const { before, after } = diff(airport, input.data);
      const { version: _v, ...change } = input.data;
      const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      Object.assign(airport, defined, { version: airport.version + 1, updatedAt: NOW });
      if (input.data.active === false) airport.retiredAt = NOW;
      if (input.data.active === true) airport.retiredAt = null;
      const action =
        input.data.active === false ? 'airport.retired' : input.data.active ? 'airport.activated' : 'airport.updated';
      record(action, 'airport', airport.code, before, after);
      return json(200, adminAirportSchema.parse(airport));
    }
    if ((m = /^\/airports\/([A-Za-z]{3})\/porter-fees(?:\/([a-z]+))?$/.exec(path))) {
      const fees = porterFees.get(m[1]!.toUpperCase());
      if (!fees) return problem(404, 'AIRPORT_NOT_FOUND', 'Airport Not Found');
      if (method === 'GET' && !m[2]) return json(200, porterFeeListSchema.parse(fees));
      const fee = fees.find((f) => f.serviceLevel === m![2]);
      if (!fee || method !== 'PUT') return problem(404, 'NOT_FOUND', 'Not Found');
      const input = porterFeeUpdateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      if (input.data.version !== fee.version) return changed();
      record(
        'porter-fee.updated',
        'porter-fee',
        `${fee.airportCode}/${fee.serviceLevel}`,
        { fee: fee.fee },
        { fee: input.data.fee },
      );
      Object.assign(fee, { fee: input.data.fee, version: (fee.version ?? 0) + 1, updatedAt: NOW });
      return json(200, porterFeeSchema.parse(fee));
    }
    if (path === '/vendors' && method === 'GET') return json(200, adminVendorListSchema.parse(vendors));
    if (path === '/services' && method === 'GET') {
      const q = adminServiceListQuerySchema.safeParse(params);
      if (!q.success) return invalid(q.error);
      const f = q.data;
      const found = services.filter(
        (s) =>
          (!f.airport || s.airport.code === f.airport) &&
          (!f.type || s.serviceType === f.type) &&
          (!f.level || s.serviceLevel === f.level) &&
          (f.status === 'all' || s.active === (f.status === 'active')) &&
          (!f.q || s.name.toLowerCase().includes(f.q.toLowerCase())),
      );
      return json(200, adminServicePageSchema.parse(page(found.map(serviceView), f.page, f.pageSize)));
    }
    if (path === '/services' && method === 'POST') {
      const input = adminServiceCreateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      const airport = airports.find((a) => a.code === input.data.airport);
      if (!airport) return problem(422, 'AIRPORT_NOT_FOUND', 'Airport Not Found');
      if (input.data.price.effectiveFrom < today)
        return problem(422, 'PRICE_IN_THE_PAST', CATALOG_MESSAGES.effectiveFromPast);
      const { price, airport: _a, vendorId, ...fields } = input.data;
      const row: ServiceRow = {
        ...fields,
        id: nextServiceId++,
        airport: { code: airport.code, name: airport.name, active: airport.active, timeZone: airport.timeZone },
        vendor: vendors.find((v) => v.id === vendorId) ?? null,
        image: null,
        inclusions: fields.inclusions as Record<string, boolean>,
        version: 1,
        updatedAt: NOW,
      };
      services.push(row);
      prices.push({
        ...FEES,
        ...price,
        id: nextPriceId++,
        serviceId: row.id,
        createdAt: NOW,
        createdBy: actor,
        cancelledAt: null,
        cancelledBy: null,
      });
      record('service.created', 'service', String(row.id), null, { name: row.name });
      return json(201, serviceView(row));
    }
    if ((m = /^\/services\/(\d+)(\/.*)?$/.exec(path))) {
      const service = services.find((s) => s.id === Number(m![1]));
      if (!service) return problem(404, 'SERVICE_NOT_FOUND', 'Service not found');
      const rest = m[2] ?? '';
      if (!rest && method === 'GET') return json(200, serviceView(service));
      if (!rest && method === 'PATCH') {
        const input = adminServiceUpdateSchema.safeParse(body);
        if (!input.success) return invalid(input.error);
        if (input.data.version !== service.version) return changed();
        const { version: _v, vendorId, ...change } = input.data;
        const defined: Record<string, unknown> = Object.fromEntries(
          Object.entries(change).filter(([, v]) => v !== undefined),
        );
        if (vendorId !== undefined) defined.vendor = vendors.find((v) => v.id === vendorId) ?? null;
        const { before, after } = diff(service, defined);
        Object.assign(service, defined, { version: service.version + 1, updatedAt: NOW });
        record('service.updated', 'service', String(service.id), before, after);
        return json(200, serviceView(service));
      }
      if (rest === '/image' && method === 'PUT') {
        if (Number(query.get('version')) !== service.version) return changed();
        const bytes = body instanceof Uint8Array ? body : new Uint8Array();
        if (bytes.length > SERVICE_IMAGE_MAX_BYTES)
          return problem(413, 'PAYLOAD_TOO_LARGE', CATALOG_MESSAGES.imageTooLarge);
        const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
        const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
        if (!png && !jpeg) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', CATALOG_MESSAGES.imageType);
        Object.assign(service, {
          image: `/api/services/media/${service.id}-v${service.version + 1}.${png ? 'png' : 'jpg'}`,
          version: service.version + 1,
          updatedAt: NOW,
        });
        record('service.image-changed', 'service', String(service.id), null, { image: service.image });
        return json(200, serviceView(service));
      }
      if (rest === '/prices' && method === 'GET') return json(200, servicePrices(service.id));
      if (rest === '/prices' && method === 'POST') {
        const input = priceVersionCreateSchema.safeParse(body);
        if (!input.success) return invalid(input.error);
        if (input.data.effectiveFrom < today)
          return problem(422, 'PRICE_IN_THE_PAST', CATALOG_MESSAGES.effectiveFromPast);
        const carried = versionsOf(service.id).find((v) => v.state === 'current') ?? { ...FEES };
        const created = {
          adultFee: carried.adultFee,
          childFee: carried.childFee,
          afterHoursFee: carried.afterHoursFee,
          lastMinute24hSurcharge: carried.lastMinute24hSurcharge,
          lastMinute48hSurcharge: carried.lastMinute48hSurcharge,
          ...input.data,
          id: nextPriceId++,
          serviceId: service.id,
          createdAt: NOW,
          createdBy: actor,
          cancelledAt: null,
          cancelledBy: null,
        };
        prices.push(created);
        record('price.scheduled', 'price-version', String(created.id), null, {
          effectiveFrom: created.effectiveFrom,
          basePrice: created.basePrice,
        });
        return json(201, servicePrices(service.id));
      }
      if ((m = /^\/prices\/(\d+)\/cancel$/.exec(rest)) && method === 'POST') {
        const version = prices.find((p) => p.id === Number(m![1]) && p.serviceId === service.id);
        if (!version) return problem(404, 'PRICE_VERSION_NOT_FOUND', 'Price version not found');
        if (version.cancelledAt) return problem(409, 'PRICE_CANCELLED', CATALOG_MESSAGES.priceCancelled);
        if (version.effectiveFrom <= today) return problem(409, 'PRICE_STARTED', CATALOG_MESSAGES.priceStarted);
        Object.assign(version, { cancelledAt: NOW, cancelledBy: actor });
        record('price.cancelled', 'price-version', String(version.id), { cancelledAt: null }, { cancelledAt: NOW });
        return json(200, servicePrices(service.id));
      }
    }
    if (path === '/promo-codes' && method === 'GET')
      return json(200, adminPromoCodeListSchema.parse(promos.map(promoView)));
    if (path === '/promo-codes' && method === 'POST') {
      const input = adminPromoCodeCreateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      if (promos.some((p) => p.code === input.data.code))
        return problem(409, 'PROMO_CODE_EXISTS', CATALOG_MESSAGES.promoExists);
      if (input.data.validFrom && input.data.validUntil && input.data.validUntil <= input.data.validFrom)
        return problem(422, 'PROMO_WINDOW', CATALOG_MESSAGES.promoWindow);
      if (
        input.data.usageLimit !== null &&
        input.data.perEmailLimit !== null &&
        input.data.perEmailLimit > input.data.usageLimit
      )
        return problem(422, 'PROMO_LIMITS', CATALOG_MESSAGES.perEmailOverBudget);
      const created = promoView({
        ...input.data,
        used: 0,
        state: 'active',
        version: 1,
        createdAt: NOW,
        updatedAt: NOW,
      });
      promos.push(created);
      record('promo-code.created', 'promo-code', created.code, null, { ...input.data });
      return json(201, created);
    }
    if ((m = /^\/promo-codes\/([A-Za-z0-9]+)$/.exec(path))) {
      const promo = promos.find((p) => p.code === m![1]!.toUpperCase());
      if (!promo) return problem(404, 'PROMO_CODE_NOT_FOUND', 'Promo code not found');
      if (method === 'GET') return json(200, promoView(promo));
      const input = adminPromoCodeUpdateSchema.safeParse(body);
      if (!input.success) return invalid(input.error);
      if (input.data.version !== promo.version) return changed();
      const { version: _v, ...change } = input.data;
      const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      const { before, after } = diff(promo, defined);
      Object.assign(promo, defined, { version: promo.version + 1, updatedAt: NOW });
      record('promo-code.updated', 'promo-code', promo.code, before, after);
      return json(200, promoView(promo));
    }
    if (path === '/audit' && method === 'GET') {
      const q = catalogAuditQuerySchema.safeParse(params);
      if (!q.success) return invalid(q.error);
      const found = audit.filter(
        (e) =>
          (!q.data.entityType || e.entityType === q.data.entityType) &&
          (!q.data.entityId || e.entityId === q.data.entityId),
      );
      return json(200, catalogAuditPageSchema.parse(page(found, q.data.page, q.data.pageSize)));
    }
    if (path === '/export.csv' && method === 'GET') {
      const rows = [CATALOG_CSV_HEADER.join(',')];
      for (const p of prices) {
        const cells = CATALOG_CSV_HEADER.map((c) =>
          c === 'record' ? 'price' : c in p ? String((p as unknown as Record<string, unknown>)[c]) : '',
        );
        rows.push(cells.join(','));
      }
      return new Response(`${rows.join('\n')}\n`, {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="catalog-${today}.csv"` },
      });
    }
    if (path === '/import' && method === 'POST') return importCsv(String(body), query.get('dryRun') === 'true');
    return problem(404, 'NOT_FOUND', 'Not Found');
  }

  /** Price-version rows (serviceId, effectiveFrom, basePrice, …), with or without a `record` column. */
  function importCsv(text: string, dryRun: boolean): Response {
    const [headerLine, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const header = (headerLine ?? '').split(',').map((h) => h.trim());
    const errors: CatalogImportRowError[] = [];
    const changes: CatalogImportChange[] = [];
    const counts = { added: 0, changed: 0, retired: 0, unchanged: 0 };
    const toAdd: Array<z.output<typeof csvPriceRowSchema>> = [];
    if (!['serviceId', 'effectiveFrom', 'basePrice'].every((c) => header.includes(c)))
      errors.push({ row: 1, column: null, message: 'The header must name serviceId, effectiveFrom and basePrice' });
    lines.forEach((line, i) => {
      const rowNumber = i + 2;
      const cells = Object.fromEntries(line.split(',').map((v, j) => [header[j], v.trim()]));
      if (cells.record && !(CATALOG_RECORD_KINDS as readonly string[]).includes(cells.record))
        return errors.push({ row: rowNumber, column: 'record', message: 'Unknown record kind' });
      const row = csvPriceRowSchema.safeParse(cells);
      if (!row.success) {
        for (const issue of row.error.issues)
          errors.push({ row: rowNumber, column: String(issue.path[0] ?? '') || null, message: issue.message });
        return;
      }
      if (!services.some((s) => s.id === row.data.serviceId))
        return errors.push({ row: rowNumber, column: 'serviceId', message: 'No such service' });
      const same = prices.find(
        (p) => p.serviceId === row.data.serviceId && p.effectiveFrom === row.data.effectiveFrom && !p.cancelledAt,
      );
      const key = `${row.data.serviceId}@${row.data.effectiveFrom}`;
      if (same && same.basePrice === row.data.basePrice) counts.unchanged += 1;
      else if (same) {
        counts.changed += 1;
        changes.push({ row: rowNumber, record: 'price', action: 'changed', key, fields: ['basePrice'] });
      } else {
        counts.added += 1;
        changes.push({ row: rowNumber, record: 'price', action: 'added', key, fields: [] });
        toAdd.push(row.data);
      }
    });
    const result: CatalogImportResult = catalogImportResultSchema.parse({
      dryRun,
      applied: false,
      rows: lines.length,
      counts,
      byRecord: { price: counts },
      changes,
      errors,
      truncated: false,
    });
    if (dryRun) return json(200, result);
    if (errors.length > 0) return problem(422, 'CATALOG_IMPORT_INVALID', CATALOG_MESSAGES.csvInvalid, result);
    for (const row of toAdd)
      prices.push({
        ...FEES,
        ...row,
        id: nextPriceId++,
        createdAt: NOW,
        createdBy: actor,
        cancelledAt: null,
        cancelledBy: null,
      });
    record('catalog.imported', 'import', `import-${audit.length + 1}`, null, { ...counts });
    return json(200, { ...result, applied: true });
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    let body: unknown = undefined;
    if (init.body instanceof Blob) {
      const bytes = new Uint8Array(await init.body.arrayBuffer());
      body = headers['Content-Type']?.startsWith('text/') ? new TextDecoder().decode(bytes) : bytes;
    } else if (typeof init.body === 'string')
      body = headers['Content-Type'] === 'application/json' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname + url.search, headers, body });
    if (url.pathname === '/api/admin/session/token') return tokenRoute(method, headers, body);
    if (!url.pathname.startsWith(`${CATALOG_ADMIN_PREFIX}/`)) return problem(404, 'NOT_FOUND', 'Not Found');
    const refused = guard(method, headers);
    if (refused) return refused;
    return catalogRoute(method, url.pathname.slice(CATALOG_ADMIN_PREFIX.length), url.searchParams, body);
  }) as unknown as typeof fetch;

  return {
    calls,
    airports,
    services,
    prices,
    promos,
    audit,
    /** The catalog calls made with each token, in order. */
    catalogCalls: () => calls.filter((c) => c.path.startsWith(CATALOG_ADMIN_PREFIX)),
    tokenRequests: () => calls.filter((c) => c.path === '/api/admin/session/token'),
    /** svc-ops' keys rotated, or the role changed: svc-catalog refuses every token handed out so far. */
    revokeTokens: () => tokens.forEach((t) => (t.revoked = true)),
    /** The staff session ended on svc-ops (signed out elsewhere, idle): the token route answers 401. */
    endSession: () => void (sessionEnded = true),
    /** Midnight passes at the airports: a date that was today is in the past now. */
    nextDay: () => void (today = '2030-06-02'),
    /** Someone else saves a row in the meantime. */
    touchAirport: (code: string, change: Partial<AdminAirport> = {}) => {
      const a = airports.find((x) => x.code === code)!;
      Object.assign(a, change, { version: a.version + 1 });
    },
    touchService: (id: number, change: Partial<ServiceRow> = {}) => {
      const s = services.find((x) => x.id === id)!;
      Object.assign(s, change, { version: s.version + 1 });
    },
    touchPromo: (code: string, change: Partial<AdminPromoCode> = {}) => {
      const p = promos.find((x) => x.code === code)!;
      Object.assign(p, change, { version: p.version + 1 });
    },
  };
}

export type FakeCatalogAdmin = ReturnType<typeof fakeCatalogAdmin>;
