#!/usr/bin/env node
// @ts-check
// A partner's whole journey with the typed client: find a service, quote it, book it, read it back, find it in the
// list, ask what cancelling costs, and cancel it. Against a running product (npm start) with a key from the back
// office:
//
//   PARTNER_API_URL=http://127.0.0.1:8080 PARTNER_API_KEY=vipk_test_… node tools/partner-client/example.mjs
import { randomUUID } from 'node:crypto';
import { createPartnerClient } from './client.mjs';

const baseUrl = process.env.PARTNER_API_URL ?? 'http://127.0.0.1:8080';
const apiKey = process.env.PARTNER_API_KEY;
if (!apiKey) throw new Error('Set PARTNER_API_KEY to a key issued in the back office (vipk_test_… or vipk_live_…)');
const api = createPartnerClient({ baseUrl, apiKey });

/**
 * The answer's data, or the API's error (one shape: { error: { code, message, details?, requestId } }) thrown.
 * @template T
 * @param {string} step
 * @param {Promise<{ data?: T; error?: unknown; response: Response }>} call
 * @returns {Promise<T>}
 */
async function ok(step, call) {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined)
    throw new Error(`${step}: ${response.status} ${JSON.stringify(error)}`);
  return data;
}

// A month ahead, 14:00 local time at the airport.
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const airport = process.env.PARTNER_AIRPORT ?? 'LHR';

const services = await ok(
  'services',
  api.GET('/api/partner/v1/services', {
    params: { query: { airport, type: 'arrival', date, time: '14:00', adults: 2 } },
  }),
);
const service = services[0];
if (!service) throw new Error(`No arrival service at ${airport}`);
console.log(`service: ${service.name} at ${service.airport.code}, ${service.pricing?.totalPrice} USD`);

const quote = await ok(
  'quote',
  api.POST('/api/partner/v1/quotes', { body: { serviceId: service.id, date, time: '14:00', adults: 2 } }),
);
console.log(`quote: ${quote.pricing.totalPrice} USD, valid until ${quote.validUntil}`);

const partnerReference = `EXAMPLE-${Date.now()}`;
const booked = await ok(
  'book',
  api.POST('/api/partner/v1/bookings', {
    // One key per booking request: a retry with it gets this booking's answer again, never a second booking.
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      partnerReference,
      contact: { name: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '+1 212 555 0100' },
      additionalTravellers: ['Alan Turing'],
      items: [{ serviceId: service.id, flightDate: date, flightTime: '14:00', flightNumber: 'BA117', adults: 2 }],
    },
  }),
);
const reference = booked.bookings[0].referenceCode;
console.log(
  `booked: ${reference} (${booked.bookings[0].status}, ${booked.bookings[0].mode}), total ${booked.total.total} USD, commission ${booked.total.commission ?? '-'}, net price ${booked.total.netPrice ?? '-'}`,
);

const booking = await ok(
  'retrieve',
  api.GET('/api/partner/v1/bookings/{reference}', { params: { path: { reference } } }),
);
console.log(
  `retrieved: ${booking.referenceCode} for ${booking.contact.name}, ${booking.flight.date} ${booking.flight.time}`,
);

const list = await ok(
  'list',
  api.GET('/api/partner/v1/bookings', { params: { query: { partnerReference, limit: 10 } } }),
);
console.log(`listed: ${list.items.map((b) => b.referenceCode).join(', ')}`);

const cancellation = await ok(
  'cancellation',
  api.GET('/api/partner/v1/bookings/{reference}/cancellation', { params: { path: { reference } } }),
);
console.log(`cancelling now costs ${cancellation.charge} USD (${cancellation.chargePercent}%): ${cancellation.rule}`);

const cancelled = await ok(
  'cancel',
  api.POST('/api/partner/v1/bookings/{reference}/cancel', {
    params: { path: { reference } },
    body: { chargePercent: cancellation.chargePercent, reason: 'Example run: the traveller changed their plans.' },
  }),
);
console.log(
  `cancelled: ${cancelled.referenceCode} is ${cancelled.status}, charge ${cancelled.cancellation?.charge} USD`,
);
