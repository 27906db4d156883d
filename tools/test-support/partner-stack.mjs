#!/usr/bin/env node
// The embedded product (tools/dev/stack.mjs, as `npm start` runs it) with partners to try the partner API with, for
// the partner integration test and the fuzz run. Prints one line, `PARTNER_STACK {json}`, with the URL, the staff
// login and each partner's id and keys, once the keys work; Ctrl-C (SIGINT) stops it.
//
//   PORT=… DATA_DIR=… ADMIN_EMAIL=… ADMIN_PASSWORD=… node tools/test-support/partner-stack.mjs
//
// Partners are made by publishing svc-ops' partner events on the stack's bus (partner.updated, partner.key-issued):
// what the back office does once svc-ops owns partner accounts. With that merged, make them through its API instead:
// set PARTNERS_BY = 'admin-api' (sign in, POST /api/admin/partners, POST /api/admin/partners/{id}/keys).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { bookingCancelledV1, createEnvelope } from '@vip/contracts/events';
import { testPartner } from '@vip/platform/testing';
import { startStack } from '../dev/stack.mjs';

/** 'events' until svc-ops' back office API for partners is merged; then 'admin-api'. */
const PARTNERS_BY = 'events';
/**
 * svc-ops' internal partner-booking routes (cancel, sandbox move) come with the partner web hooks; until they are
 * merged a stand-in answers as the pact describes (contracts/pacts/svc-booking-ops-client-svc-ops.json) and publishes
 * booking.cancelled as svc-ops would. Then set this to false: svc-booking calls the real svc-ops.
 */
const OPS_STAND_IN = true;

/** Who the fuzz run and the integration test book as: a live partner with both kinds of key, and another partner. */
const PARTNERS = [
  {
    name: 'acme',
    companyName: 'Acme Travel',
    terms: [{ kind: 'commission', percentBasisPoints: 1000, effectiveFrom: '2020-01-01' }],
    keys: ['live', 'sandbox'],
  },
  { name: 'other', companyName: 'Other Travel', terms: [], keys: ['live'] },
];

const port = Number(process.env.PORT ?? 0);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const rateLimitPerMinute = Number(process.env.PARTNER_KEY_LIMIT_PER_MINUTE ?? 600);
const token = process.env.INTERNAL_API_TOKEN ?? randomBytes(32).toString('hex');
let stack;

/** The stand-in of svc-ops' two internal routes, on the stack's own bus and svc-booking's own database. */
async function startOpsStandIn() {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const json = (status, body) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body ? JSON.stringify(body) : undefined);
      try {
        if (req.headers.authorization !== `Bearer ${token}`)
          return json(401, {
            error: {
              code: 'SERVICE_TOKEN_INVALID',
              message: 'A valid service token is required',
              requestId: randomUUID(),
            },
          });
        const match = /^\/internal\/partner-bookings\/([0-9a-f-]{36})\/(cancel|sandbox-status)$/.exec(req.url ?? '');
        const booking = match
          ? await stack.services.booking.prisma.booking.findUnique({ where: { id: match[1] } })
          : null;
        const body = JSON.parse(raw || '{}');
        if (!booking || booking.partnerId !== body.partnerId)
          return json(404, {
            error: { code: 'CASE_NOT_FOUND', message: 'Booking not found', requestId: randomUUID() },
          });
        if (match[2] === 'sandbox-status') return json(204);
        const cancelledAt = new Date().toISOString();
        const chargeCents = Math.round((booking.totalPriceCents * body.chargePercent) / 100);
        await stack.services.ops.bus.publish([
          createEnvelope(bookingCancelledV1, {
            producer: 'svc-ops',
            aggregateId: booking.id,
            payload: {
              bookingId: booking.id,
              caseId: randomUUID(),
              referenceCode: booking.referenceCode,
              reason: body.reason,
              chargePercent: body.chargePercent,
              chargeCents,
              cancelledAt,
            },
          }),
        ]);
        json(200, { cancelledAt, chargePercent: body.chargePercent, chargeCents });
      } catch (error) {
        json(500, { error: { code: 'INTERNAL', message: String(error), requestId: randomUUID() } });
      }
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((ok) => server.close(ok)) };
}

async function partnersByEvents() {
  const made = {};
  for (const p of PARTNERS) {
    const partner = testPartner({ companyName: p.companyName, terms: p.terms, sandbox: false });
    const keys = Object.fromEntries(p.keys.map((mode) => [mode, partner.key(mode, rateLimitPerMinute)]));
    await stack.services.ops.bus.publish([partner.updated(), ...Object.values(keys).map((k) => k.issued)]);
    made[p.name] = {
      id: partner.partnerId,
      companyName: p.companyName,
      keys: Object.fromEntries(Object.entries(keys).map(([mode, k]) => [mode, k.key])),
    };
  }
  return made;
}

async function partnersByAdminApi() {
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return { res, json };
  };
  const signIn = await call('POST', '/api/admin/session', {
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
  });
  const staff = {
    Cookie: signIn.res.headers.get('set-cookie').split(';')[0],
    'X-CSRF-Token': signIn.json.csrfToken,
  };
  const made = {};
  for (const p of PARTNERS) {
    const { json: partner } = await call(
      'POST',
      '/api/admin/partners',
      {
        companyName: p.companyName,
        contacts: [{ name: 'Integration Desk', email: `${p.name}@partner.example` }],
        billingEmail: `billing.${p.name}@partner.example`,
        sandbox: false,
      },
      staff,
    );
    for (const t of p.terms)
      await call(
        'POST',
        `/api/admin/partners/${partner.id}/terms`,
        { kind: t.kind, percent: t.percentBasisPoints / 100, effectiveFrom: new Date().toISOString().slice(0, 10) },
        staff,
      );
    const keys = {};
    for (const mode of p.keys)
      keys[mode] = (
        await call(
          'POST',
          `/api/admin/partners/${partner.id}/keys`,
          { name: `${mode} key`, mode, rateLimitPerMinute },
          staff,
        )
      ).json.key;
    made[p.name] = { id: partner.id, companyName: p.companyName, keys };
  }
  return made;
}

/** A key works in svc-catalog and svc-booking once each applied its events. */
async function untilKeysWork(partners) {
  for (const partner of Object.values(partners))
    for (const key of Object.values(partner.keys))
      for (const path of ['/api/partner/v1/airports', '/api/partner/v1/bookings?limit=1'])
        for (let i = 0; ; i++) {
          const res = await fetch(`${stack.url}${path}`, { headers: { 'X-API-Key': key } });
          await res.arrayBuffer();
          if (res.status === 200) break;
          if (i > 200) throw new Error(`${path} still answers ${res.status} for a new key`);
          await new Promise((r) => setTimeout(r, 50));
        }
}

const standIn = OPS_STAND_IN ? await startOpsStandIn() : undefined;
stack = await startStack({
  port,
  host: '127.0.0.1',
  dataDir,
  logLevel: process.env.LOG_LEVEL ?? 'error',
  env: { ...process.env, INTERNAL_API_TOKEN: token },
  opsUrl: standIn?.url,
});
const partners = PARTNERS_BY === 'events' ? await partnersByEvents() : await partnersByAdminApi();
await untilKeysWork(partners);
process.stdout.write(`PARTNER_STACK ${JSON.stringify({ url: stack.url, partners })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    Promise.all([stack.stop(), standIn?.close()])
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
