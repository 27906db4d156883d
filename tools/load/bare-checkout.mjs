// The checkout benchmark's bare peer: a minimal Koa + pg server doing the checkout's work and nothing else. The
// same validation (the contracts' checkout schema and Idempotency-Key rule), the same pricing rules from memory
// (the catalog's prices for the services it is given, the flight-time cut-off in the airport's zone, the one
// discount), and the same rows in one transaction against svc-booking's tables: the allotment lookup of instant
// confirmation, the bookings, their booking.requested events in the outbox (the contracts' envelope) and the
// idempotency record; a repeated key gets its stored answer. No framework around it: no logging, no rate limits,
// no tracing, no ORM. Run by checkout-benchmark.mjs with PORT, DATABASE_URL and CATALOG_FILE (the priced services).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import Koa from 'koa';
import pg from 'pg';
import { BOOKING_RULES, bookingEmailRecipients } from '@vip/contracts/booking-rules';
import {
  afterDiscountCents,
  bestDiscount,
  hasOtherTypeAtSameAirport,
  MULTI_SERVICE_DISCOUNT,
} from '@vip/contracts/discounts';
import { bookingRequestedV3, createEnvelope, topicOf } from '@vip/contracts/events';
import { toCents, toDollars } from '@vip/contracts/money';
import {
  bookingFieldsOf,
  checkoutItemAirline,
  checkoutRequestSchema,
  idempotencyKeySchema,
  isTravelAgentBooking,
} from '@vip/contracts/schemas';
import { hoursUntil, zonedLocalToUtc } from '@vip/contracts/time';

const SCOPE = 'bookings.checkout';
const RECEIVED = "We've received your booking request and will contact you shortly.";

// Prices from memory: the catalog's answer per service and traveller counts, as the benchmark fetched them.
const prices = new Map(
  JSON.parse(readFileSync(process.env.CATALOG_FILE, 'utf8')).map((s) => [`${s.id}:${s.adults}:${s.children}`, s]),
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });

class HttpError extends Error {
  constructor(status, code, message, details) {
    super(message);
    Object.assign(this, { status, code, details });
  }
}

function requestHash(value) {
  const canonical = JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

function price(input) {
  const now = new Date();
  const fieldErrors = {};
  const services = input.items.map((item, i) => {
    const service = prices.get(`${item.serviceId}:${item.adultCount}:${item.childCount}`);
    if (!service?.pricing || !service.active) {
      fieldErrors[`items.${i}.serviceId`] = ['This service is no longer available.'];
      return null;
    }
    const hours = hoursUntil(item.flightDate, item.flightTime, service.airport.timeZone, now);
    if (hours < BOOKING_RULES.onlineCutoffHours) fieldErrors[`items.${i}.flightTime`] = ['Flight time too soon.'];
    return service;
  });
  if (Object.keys(fieldErrors).length > 0)
    throw new HttpError(422, 'VALIDATION_FAILED', 'Some items cannot be booked', { fieldErrors, formErrors: [] });
  const subjects = services.map((s) => ({ airportCode: s.airport.code, serviceType: s.serviceType }));
  return services.map((s, i) => ({
    service: s,
    discount: bestDiscount([
      s.pricing.discountPercentage,
      hasOtherTypeAtSameAirport(i, subjects) ? MULTI_SERVICE_DISCOUNT : 0,
    ]),
  }));
}

function bookingOf(input, item, { service, discount }, groupId, contactEmail, createdAt) {
  const p = service.pricing;
  const gross = toCents(p.subtotal);
  const total = afterDiscountCents(gross, discount);
  const other = input.bookingContext === 'other';
  return {
    id: randomUUID(),
    referenceCode: `VIP-${String(randomInt(0, 100_000)).padStart(5, '0')}-${service.airport.code}`,
    groupId,
    status: 'pending_payment',
    serviceId: service.id,
    serviceName: service.name,
    serviceType: service.serviceType,
    serviceLevel: service.serviceLevel,
    airportCode: service.airport.code,
    airportName: service.airport.name,
    airportTimeZone: service.airport.timeZone,
    contactName: input.contactName,
    contactEmail,
    contactPhone: input.contactPhone,
    companyName: input.agencyName ?? null,
    bookerRole: other ? (input.bookerRole ?? null) : null,
    relationshipToTraveler: other ? (input.relationshipToTraveler ?? null) : null,
    bookerName: other ? (input.bookerName ?? null) : null,
    bookerEmail: other ? (input.bookerEmail ?? null) : null,
    bookerPhone: other ? (input.bookerPhone ?? null) : null,
    agencyName: other ? (input.agencyName ?? null) : null,
    isTravelAgent: isTravelAgentBooking(input),
    airline: checkoutItemAirline(input, item),
    flightNumber: item.flightNumber ?? input.flightNumber,
    flightDate: item.flightDate,
    flightTime: item.flightTime,
    flightAt: zonedLocalToUtc(item.flightDate, item.flightTime, service.airport.timeZone),
    terminal: item.terminal ?? null,
    departureAirline: input.departureAirline ?? null,
    departureFlightNumber: input.departureFlightNumber ?? null,
    adultCount: item.adultCount,
    childCount: item.childCount,
    travelerNames: [input.contactName, ...input.additionalPassengers].slice(0, item.adultCount + item.childCount),
    specialRequests: input.specialRequests ?? null,
    porterSelected: p.porterSelected,
    bookingContext: input.bookingContext,
    cancellationPolicyHours: BOOKING_RULES.cancellationHours,
    price: {
      currency: 'USD',
      basePriceCents: toCents(p.basePrice),
      adultFeeTotalCents: toCents(p.adultFeeTotal),
      childFeeTotalCents: toCents(p.childFeeTotal),
      additionalGreeterFeeCents: toCents(p.additionalGreeterFee),
      afterHoursFeeCents: toCents(p.afterHoursFee),
      lastMinuteFeeCents: toCents(p.lastMinuteFee),
      porterCostCents: p.porterSelected ? toCents(p.porterCost) : 0,
      discountCents: gross - total,
      totalPriceCents: total,
    },
    discountPercentage: discount,
    createdAt,
  };
}

const COLUMNS = [
  ['id', (b) => b.id],
  ['reference_code', (b) => b.referenceCode],
  ['group_id', (b) => b.groupId],
  ['status', (b) => b.status],
  ['service_id', (b) => b.serviceId],
  ['service_name', (b) => b.serviceName],
  ['service_type', (b) => b.serviceType],
  ['service_level', (b) => b.serviceLevel],
  ['airport_code', (b) => b.airportCode],
  ['airport_name', (b) => b.airportName],
  ['airport_time_zone', (b) => b.airportTimeZone],
  ['contact_name', (b) => b.contactName],
  ['contact_email', (b) => b.contactEmail],
  ['contact_phone', (b) => b.contactPhone],
  ['company_name', (b) => b.companyName],
  ['flight_number', (b) => b.flightNumber],
  ['flight_date', (b) => b.flightDate],
  ['flight_time', (b) => b.flightTime],
  ['flight_at', (b) => b.flightAt],
  ['terminal', (b) => b.terminal],
  ['adult_count', (b) => b.adultCount],
  ['child_count', (b) => b.childCount],
  ['traveler_names', (b) => b.travelerNames],
  ['special_requests', (b) => b.specialRequests],
  ['airline', (b) => b.airline],
  ['departure_airline', (b) => b.departureAirline],
  ['departure_flight_number', (b) => b.departureFlightNumber],
  ['booking_context', (b) => b.bookingContext],
  ['booker_role', (b) => b.bookerRole],
  ['relationship_to_traveler', (b) => b.relationshipToTraveler],
  ['booker_name', (b) => b.bookerName],
  ['booker_phone', (b) => b.bookerPhone],
  ['booker_email', (b) => b.bookerEmail],
  ['agency_name', (b) => b.agencyName],
  ['is_travel_agent', (b) => b.isTravelAgent],
  ['porter_selected', (b) => b.porterSelected],
  ['base_price_cents', (b) => b.price.basePriceCents],
  ['adult_fee_total_cents', (b) => b.price.adultFeeTotalCents],
  ['child_fee_total_cents', (b) => b.price.childFeeTotalCents],
  ['additional_greeter_fee_cents', (b) => b.price.additionalGreeterFeeCents],
  ['after_hours_fee_cents', (b) => b.price.afterHoursFeeCents],
  ['last_minute_fee_cents', (b) => b.price.lastMinuteFeeCents],
  ['porter_cost_cents', (b) => b.price.porterCostCents],
  ['discount_percentage', (b) => b.discountPercentage],
  ['discount_cents', (b) => b.price.discountCents],
  ['total_price_cents', (b) => b.price.totalPriceCents],
  ['cancellation_policy_hours', (b) => b.cancellationPolicyHours],
  ['created_at', (b) => b.createdAt],
  ['updated_at', (b) => b.createdAt],
];

/** `(…), (…)` placeholders for rows × columns, numbered from 1. */
const placeholders = (rows, columns) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}`).join(', ')})`,
  ).join(', ');

function eventOf(b, groupSize) {
  return createEnvelope(bookingRequestedV3, {
    producer: 'svc-booking',
    aggregateId: b.id,
    occurredAt: b.createdAt,
    payload: {
      bookingId: b.id,
      referenceCode: b.referenceCode,
      groupId: b.groupId,
      groupSize,
      status: b.status,
      service: {
        id: b.serviceId,
        name: b.serviceName,
        serviceType: b.serviceType,
        serviceLevel: b.serviceLevel,
        airport: { code: b.airportCode, name: b.airportName, timeZone: b.airportTimeZone },
      },
      ...bookingFieldsOf(b),
      flightAt: b.flightAt.toISOString(),
      price: b.price,
      cancellationPolicyHours: b.cancellationPolicyHours,
      requestedAt: b.createdAt.toISOString(),
      // The column's default: this checkout takes no language.
      locale: 'en',
    },
  });
}

async function write(input, priced, contactEmail, key, hash) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const createdAt = new Date();
    const groupId = randomUUID();
    const bookings = input.items.map((item, i) => bookingOf(input, item, priced[i], groupId, contactEmail, createdAt));
    // Instant confirmation: the allotments covering each item (none given: every booking is a request).
    for (const b of bookings) {
      await client.query(
        `SELECT id FROM allotments WHERE service_id = $1 AND date = $2 AND from_time <= $3 AND to_time > $3
           AND instant_booking_hours <= $4 ORDER BY from_time, id`,
        [b.serviceId, b.flightDate, b.flightTime, Math.floor((b.flightAt.getTime() - createdAt.getTime()) / 3_600_000)],
      );
    }
    await client.query(
      `INSERT INTO bookings (${COLUMNS.map(([c]) => c).join(', ')}) VALUES ${placeholders(bookings.length, COLUMNS.length)}`,
      bookings.flatMap((b) => COLUMNS.map(([, value]) => value(b))),
    );
    const events = bookings.map((b) => eventOf(b, bookings.length));
    await client.query(
      `INSERT INTO outbox_events (id, topic, event_type, aggregate_id, envelope) VALUES ${placeholders(events.length, 5)}`,
      events.flatMap((e) => [e.id, topicOf(e.type, e.version), e.type, e.aggregateId, JSON.stringify(e)]),
    );
    const body = {
      success: true,
      message: RECEIVED,
      groupId,
      contactEmail,
      emailRecipients: bookingEmailRecipients(
        contactEmail,
        input.bookingContext === 'other' ? input.bookerEmail : null,
      ),
      bookings: bookings.map((b) => ({
        referenceCode: b.referenceCode,
        serviceId: b.serviceId,
        serviceName: b.serviceName,
        airport: { code: b.airportCode, name: b.airportName },
        flightDate: b.flightDate,
        flightTime: b.flightTime,
        porterSelected: b.porterSelected,
        discountPercentage: b.discountPercentage,
        totalPrice: toDollars(b.price.totalPriceCents),
        status: 'Requested',
      })),
      totalPrice: toDollars(bookings.reduce((sum, b) => sum + b.price.totalPriceCents, 0)),
    };
    if (key) {
      await client.query(
        'INSERT INTO idempotency_keys (key, scope, request_hash, response_status, response_body) VALUES ($1, $2, $3, 201, $4)',
        [key, SCOPE, hash, JSON.stringify(body)],
      );
    }
    await client.query('COMMIT');
    return body;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function stored(key, hash) {
  const { rows } = await pool.query(
    'SELECT scope, request_hash, response_status, response_body FROM idempotency_keys WHERE key = $1',
    [key],
  );
  if (rows.length === 0) return null;
  if (rows[0].scope !== SCOPE || rows[0].request_hash !== hash)
    throw new HttpError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request.',
    );
  return { status: rows[0].response_status, body: rows[0].response_body };
}

async function checkout(ctx) {
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  let raw;
  try {
    raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'BAD_JSON', 'The body is not JSON');
  }
  const parsed = checkoutRequestSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(422, 'VALIDATION_FAILED', 'Please check the form', parsed.error.flatten());
  const input = parsed.data;
  const header = ctx.get('idempotency-key') || undefined;
  if (header !== undefined && !idempotencyKeySchema.safeParse(header).success)
    throw new HttpError(422, 'VALIDATION_FAILED', 'Idempotency-Key must be 8-128 characters');
  const hash = requestHash(input);
  const replay = header ? await stored(header, hash) : null;
  if (replay) {
    ctx.set('Idempotent-Replayed', 'true');
    ctx.status = replay.status;
    ctx.body = replay.body;
    return;
  }
  const contactEmail = input.contactEmail ?? input.bookerEmail;
  const priced = price(input);
  for (let attempt = 1; ; attempt++) {
    try {
      ctx.body = await write(input, priced, contactEmail, header, hash);
      ctx.status = 201;
      return;
    } catch (error) {
      if (error.code !== '23505') throw error;
      // A key that raced in twice answers with the winner's answer; a reference code taken is tried again.
      if (header && error.constraint === 'idempotency_keys_pkey') {
        const winner = await stored(header, hash);
        ctx.status = winner.status;
        ctx.body = winner.body;
        return;
      }
      if (attempt >= 8) throw error;
    }
  }
}

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    ctx.status = error instanceof HttpError ? error.status : 500;
    ctx.body = { error: { code: error.code ?? 'INTERNAL', message: error.message, details: error.details } };
  }
});
app.use(async (ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/readyz') ctx.body = { status: 'ok' };
  else if (ctx.method === 'POST' && ctx.path === '/api/bookings/checkout') await checkout(ctx);
  else ctx.status = 404;
});
const server = createServer(app.callback());
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
