#!/usr/bin/env node
// The embedded product (tools/dev/stack.mjs, as `npm start` runs it) with partners to try the partner API with, for
// the partner integration test and the fuzz run. Prints one line, `PARTNER_STACK {json}`, with the URL, the staff
// login and each partner's id and keys, once the keys work; Ctrl-C (SIGINT) stops it.
//
//   PORT=… DATA_DIR=… ADMIN_EMAIL=… ADMIN_PASSWORD=… node tools/test-support/partner-stack.mjs
//
// Partners are made through the back office's API as the admin (sign in, POST /api/admin/partners, their terms and
// keys), and svc-ops' events carry them to svc-catalog and svc-booking as in production.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startStack } from '../dev/stack.mjs';

/** Who the fuzz run and the integration test book as: a live partner with both kinds of key, and another partner. */
const PARTNERS = [
  {
    name: 'acme',
    companyName: 'Acme Travel',
    terms: [{ kind: 'commission', percentBasisPoints: 1000 }],
    keys: ['live', 'sandbox'],
  },
  { name: 'other', companyName: 'Other Travel', terms: [], keys: ['live'] },
];

const port = Number(process.env.PORT ?? 0);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const rateLimitPerMinute = Number(process.env.PARTNER_KEY_LIMIT_PER_MINUTE ?? 600);
// On PostgreSQL the stack generates no admin password (only the embedded default does): give it one.
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@example.com';
const adminPassword = process.env.ADMIN_PASSWORD ?? `stack-${randomBytes(12).toString('hex')}`;
let stack;

/** Partners made as an admin makes them in the back office: the account, its terms from today, its keys. */
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
    email: adminEmail,
    password: adminPassword,
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

stack = await startStack({
  port,
  host: '127.0.0.1',
  dataDir,
  logLevel: process.env.LOG_LEVEL ?? 'error',
  // The admin makes the partners with the password alone (the second factor has its own tests).
  env: {
    STAFF_SECOND_FACTOR: 'optional',
    ...process.env,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
  },
});
const partners = await partnersByAdminApi();
await untilKeysWork(partners);
process.stdout.write(`PARTNER_STACK ${JSON.stringify({ url: stack.url, partners })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
