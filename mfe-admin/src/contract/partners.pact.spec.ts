/**
 * @jest-environment node
 */
// Consumer contract of the back office's partner screens with svc-ops (partners/api.ts): partner accounts, terms,
// API keys, the web hook and its delivery log, the statement files, and the partner on the board and in the
// booking modal. Every call goes through the function the screens use (partnerCalls, fetchColumnPage,
// fetchBookingDetail) with the pact's URL as base. Session and CSRF token as in ops.pact.spec.ts.
//
// The provider states svc-ops' verification sets up (each answers the ids the paths need):
// - 'partner Acme Travel exists': a fresh partner (version 1) named Acme Travel, sandbox, billing e-mail
//   billing@acme.example, one contact (Paula Partner, paula@acme.example, role Operations, no phone), no notes, terms,
//   keys or web hook → { id };
// - 'no partner named Orbit Concierge exists';
// - 'partner Acme Travel was changed by another admin since version 1' → { id };
// - 'partner Acme Travel has terms from 2099-01-01' (commission, 10 %) → { id, termsId };
// - 'partner Acme Travel has an active sandbox key' → { id, keyId };
// - 'partner Acme Travel has a web hook' (https://acme.example/hooks, enabled) → { id };
// - 'partner Acme Travel has a web-hook delivery that failed with HTTP 500' → { id, deliveryId };
// - 'booking VIP-77777-FCO, made by a travel agent through partner Acme Travel with a sandbox key, awaits in
//   inquiry_received' → { id (the case), partnerId }: the travel-agent booking of the other states' fixtures, its
//   booking.requested carrying Acme Travel's partner object (reference ACME-778, mode sandbox, 12.5 % commission).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import {
  PARTNER_KEY_MODES,
  PARTNER_KEY_STATES,
  PARTNER_TERMS_KINDS,
  PARTNER_WEBHOOK_TYPES,
  WEBHOOK_SECRET_PATTERN,
} from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { fetchBookingDetail } from '../booking-detail/api';
import { COLUMN_PAGE_SIZE, fetchColumnPage } from '../dashboard/api';
import { partnerCalls, partnerPaths } from '../partners/api';
import {
  CASE_ID,
  CSRF_TOKEN,
  INSTANT,
  REFERENCE,
  adminBooking,
  bookingDetail,
  freshOperations,
  oneOf,
  requestId,
} from './pact-bodies';

const { boolean, eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

const CONSUMER = 'mfe-admin-partners';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const SIGNED_IN = 'a staff member is signed in';
const ACME = 'partner Acme Travel exists';
const ACME_ID = '5e0c3a1d-2b4f-4c6a-8d9e-0f1a2b3c4d5e';
const TERMS_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const KEY_ID = '2c3d4e5f-6071-4b8c-9dae-1f2a3b4c5d6e';
const DELIVERY_ID = 'msg_2c3d4e5f60714b8c9dae';
const writer = (baseUrl: string) => ({ csrfToken: CSRF_TOKEN, baseUrl });
const jsonHeaders = { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN };
const csrfOnly = { 'X-CSRF-Token': CSRF_TOKEN };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A path under the partner whose id the provider state returns. */
const partnerPath = (suffix = '') =>
  fromProviderState(`/api/admin/partners/\${id}${suffix}`, `/api/admin/partners/${ACME_ID}${suffix}`);

const contact = {
  name: like('Paula Partner'),
  email: like('paula@acme.example'),
  phone: null,
  role: like('Operations'),
};

/** Acme Travel as the 'partner Acme Travel exists' state makes it. */
function acme(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(ACME_ID),
    companyName: like('Acme Travel'),
    contacts: eachLike(contact),
    billingEmail: like('billing@acme.example'),
    sandbox: boolean(true),
    active: boolean(true),
    notes: null,
    version: integer(1),
    createdAt: regex(INSTANT, '2030-04-15T09:00:00.000Z'),
    updatedAt: regex(INSTANT, '2030-04-15T09:00:00.000Z'),
    currentTerms: null,
    terms: [],
    keys: [],
    webhook: null,
    ...overrides,
  };
}

const terms = (effectiveFrom: string) => ({
  id: uuid(TERMS_ID),
  kind: regex(oneOf(PARTNER_TERMS_KINDS), 'commission'),
  percent: number(10),
  effectiveFrom: regex(DAY, effectiveFrom),
  createdAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
  createdBy: like('Ops Lead'),
});

function apiKey(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(KEY_ID),
    name: like('Booking engine'),
    prefix: regex(/^[0-9a-f]{12}$/, 'a1b2c3d4e5f6'),
    mode: regex(oneOf(PARTNER_KEY_MODES), 'sandbox'),
    rateLimitPerMinute: integer(120),
    state: regex(oneOf(PARTNER_KEY_STATES), 'active'),
    createdAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
    expiresAt: null,
    revokedAt: null,
    replacesKeyId: null,
    ...overrides,
  };
}
/** The one answer that carries the key itself. */
const SANDBOX_KEY = regex(
  /^vipk_test_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/,
  'vipk_test_a1b2c3d4e5f6_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
);

const webhook = (overrides: Record<string, unknown> = {}) => ({
  url: like('https://acme.example/hooks'),
  enabled: boolean(true),
  secretCreatedAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
  previousSecretExpiresAt: null,
  ...overrides,
});
const SECRET = regex(WEBHOOK_SECRET_PATTERN, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    id: regex(/^msg_[A-Za-z0-9]{10,40}$/, DELIVERY_ID),
    type: regex(oneOf(PARTNER_WEBHOOK_TYPES), 'booking.confirmed'),
    referenceCode: regex(REFERENCE, 'VIP-77777-FCO'),
    status: 'failed',
    attempts: integer(12),
    nextAttemptAt: null,
    lastAttemptAt: regex(INSTANT, '2030-06-01T11:00:00.000Z'),
    lastResponseStatus: integer(500),
    lastError: like('Internal Server Error'),
    createdAt: regex(INSTANT, '2030-05-29T10:00:00.000Z'),
    deliveredAt: null,
    payload: {
      type: regex(oneOf(PARTNER_WEBHOOK_TYPES), 'booking.confirmed'),
      timestamp: regex(INSTANT, '2030-05-29T10:00:00.000Z'),
      data: {
        referenceCode: regex(REFERENCE, 'VIP-77777-FCO'),
        partnerReference: like('ACME-778'),
        status: like('confirmed'),
        paymentStatus: like('to_be_arranged'),
        mode: regex(oneOf(PARTNER_KEY_MODES), 'sandbox'),
        flightDate: regex(DAY, '2030-06-20'),
        flightTime: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '14:00'),
        airportCode: regex(/^[A-Z]{3}$/, 'FCO'),
        serviceName: like('VIP Meet & Greet - Arrival'),
        total: number(545),
        cancellation: null,
        changed: null,
      },
    },
    history: eachLike({
      at: regex(INSTANT, '2030-06-01T11:00:00.000Z'),
      responseStatus: integer(500),
      error: like('Internal Server Error'),
      durationMs: integer(84),
    }),
    ...overrides,
  };
}

/** Acme Travel on the card of the booking it made with a sandbox key. */
const casePartner = {
  id: fromProviderState('${partnerId}', ACME_ID),
  name: like('Acme Travel'),
  reference: like('ACME-778'),
  mode: 'sandbox',
};

describe('mfe-admin → svc-ops: partners', () => {
  afterAll(() => assertPactCommitted(output));

  describe('accounts', () => {
    it('lists partners found by a search, with their terms, keys and web hook at a glance', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a search of the partners for acme')
        .withRequest('GET', '/api/admin/partners', (b) => b.query({ q: 'acme' }))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            items: eachLike({
              id: uuid(ACME_ID),
              companyName: like('Acme Travel'),
              billingEmail: like('billing@acme.example'),
              sandbox: boolean(true),
              active: boolean(true),
              currentTerms: null,
              createdAt: regex(INSTANT, '2030-04-15T09:00:00.000Z'),
              activeKeys: integer(0),
              webhookUrl: null,
            }),
          }),
        )
        .executeTest(async (server) => {
          const { items } = await partnerCalls.list({ q: 'acme', active: 'all' }, server.url);
          expect(items[0]).toMatchObject({ companyName: 'Acme Travel', activeKeys: 0, webhookUrl: null });
        });
    });

    it('creates a partner, a sandbox account, and gets it with its id', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('no partner named Orbit Concierge exists')
        .uponReceiving('a new partner Orbit Concierge, with the CSRF token')
        .withRequest('POST', partnerPaths.create, (b) =>
          b.headers(jsonHeaders).jsonBody({
            companyName: 'Orbit Concierge',
            contacts: [{ name: 'Tom Travel', email: 'tom@orbit.example', role: 'Developer' }],
            billingEmail: 'ap@orbit.example',
            sandbox: true,
          }),
        )
        .willRespondWith(201, (b) =>
          b.jsonBody(
            acme({
              companyName: 'Orbit Concierge',
              billingEmail: 'ap@orbit.example',
              contacts: [{ name: 'Tom Travel', email: 'tom@orbit.example', phone: null, role: 'Developer' }],
            }),
          ),
        )
        .executeTest(async (server) => {
          const created = await partnerCalls.create(
            {
              companyName: 'Orbit Concierge',
              contacts: [{ name: 'Tom Travel', email: 'tom@orbit.example', role: 'Developer' }],
              billingEmail: 'ap@orbit.example',
              sandbox: true,
            },
            writer(server.url),
          );
          expect(created).toMatchObject({ companyName: 'Orbit Concierge', sandbox: true, version: 1 });
        });
    });

    it('is told in words, on the field, that a company name is taken', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a new partner with the name of one that exists')
        .withRequest('POST', partnerPaths.create, (b) =>
          b.headers(jsonHeaders).jsonBody({
            companyName: 'Acme Travel',
            contacts: [{ name: 'Tom Travel', email: 'tom@acme.example' }],
            billingEmail: 'ap@acme.example',
            sandbox: true,
          }),
        )
        .willRespondWith(409, (b) =>
          b.jsonBody({
            error: {
              code: 'PARTNER_NAME_TAKEN',
              message: like('A partner named Acme Travel already exists'),
              requestId,
              details: {
                fieldErrors: { companyName: eachLike(like('A partner with this company name already exists')) },
              },
            },
          }),
        )
        .executeTest(async (server) => {
          const failure = await partnerCalls
            .create(
              {
                companyName: 'Acme Travel',
                contacts: [{ name: 'Tom Travel', email: 'tom@acme.example' }],
                billingEmail: 'ap@acme.example',
                sandbox: true,
              },
              writer(server.url),
            )
            .catch((e: unknown) => e);
          expect((failure as ApiRequestError).code).toBe('PARTNER_NAME_TAKEN');
        });
    });

    it('reads a partner', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a request for partner Acme Travel')
        .withRequest('GET', partnerPath())
        .willRespondWith(200, (b) => b.jsonBody(acme()))
        .executeTest(async (server) => {
          expect(await partnerCalls.get(ACME_ID, server.url)).toMatchObject({ companyName: 'Acme Travel', version: 1 });
        });
    });

    it('is told when there is no such partner', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .uponReceiving('a request for a partner that does not exist')
        .withRequest('GET', '/api/admin/partners/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f')
        .willRespondWith(404, (b) =>
          b.jsonBody({ error: { code: 'PARTNER_NOT_FOUND', message: like('Partner not found'), requestId } }),
        )
        .executeTest(async (server) => {
          const failure = await partnerCalls
            .get('0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f', server.url)
            .catch((e: unknown) => e);
          expect((failure as ApiRequestError).status).toBe(404);
        });
    });

    it('saves a change with the version it was made on', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a change of partner Acme Travel made on version 1')
        .withRequest('PATCH', partnerPath(), (b) =>
          b.headers(jsonHeaders).jsonBody({ version: 1, companyName: 'Acme Travel Group', notes: 'Pays by transfer' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(acme({ companyName: 'Acme Travel Group', notes: like('Pays by transfer'), version: integer(2) })),
        )
        .executeTest(async (server) => {
          const saved = await partnerCalls.update(
            ACME_ID,
            { version: 1, companyName: 'Acme Travel Group', notes: 'Pays by transfer' },
            writer(server.url),
          );
          expect(saved).toMatchObject({ companyName: 'Acme Travel Group', version: 2 });
        });
    });

    it('is refused a change made on a version another admin has since changed', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel was changed by another admin since version 1')
        .uponReceiving('a change of partner Acme Travel made on a stale version')
        .withRequest('PATCH', partnerPath(), (b) => b.headers(jsonHeaders).jsonBody({ version: 1, active: false }))
        .willRespondWith(409, (b) =>
          b.jsonBody({
            error: {
              code: 'VERSION_CONFLICT',
              message: like(
                'Someone else changed this partner while you were editing. Reload it to see their changes.',
              ),
              requestId,
            },
          }),
        )
        .executeTest(async (server) => {
          const failure = await partnerCalls
            .update(ACME_ID, { version: 1, active: false }, writer(server.url))
            .catch((e: unknown) => e);
          expect((failure as ApiRequestError).code).toBe('VERSION_CONFLICT');
        });
    });
  });

  describe('terms', () => {
    it('adds terms from a later day and gets the partner with them', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('new commission terms for partner Acme Travel from 2099-02-01')
        .withRequest('POST', partnerPath('/terms'), (b) =>
          b.headers(jsonHeaders).jsonBody({ kind: 'commission', percent: 12.5, effectiveFrom: '2099-02-01' }),
        )
        .willRespondWith(201, (b) => b.jsonBody(acme({ version: integer(2), terms: eachLike(terms('2099-02-01')) })))
        .executeTest(async (server) => {
          const saved = await partnerCalls.addTerms(
            ACME_ID,
            { kind: 'commission', percent: 12.5, effectiveFrom: '2099-02-01' },
            writer(server.url),
          );
          expect(saved.terms[0]!.effectiveFrom).toBe('2099-02-01');
          expect(saved.currentTerms).toBeNull();
        });
    });

    it('removes terms that have not taken effect', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has terms from 2099-01-01')
        .uponReceiving('a removal of the terms of partner Acme Travel from 2099-01-01')
        .withRequest(
          'DELETE',
          fromProviderState(
            '/api/admin/partners/${id}/terms/${termsId}',
            `/api/admin/partners/${ACME_ID}/terms/${TERMS_ID}`,
          ),
          (b) => b.headers(csrfOnly),
        )
        .willRespondWith(200, (b) => b.jsonBody(acme({ version: integer(3) })))
        .executeTest(async (server) => {
          const saved = await partnerCalls.removeTerms(ACME_ID, TERMS_ID, writer(server.url));
          expect(saved.terms).toEqual([]);
        });
    });
  });

  describe('API keys', () => {
    it('creates a sandbox key and gets the key itself, this once', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a new sandbox key for partner Acme Travel')
        .withRequest('POST', partnerPath('/keys'), (b) =>
          b.headers(jsonHeaders).jsonBody({ name: 'Booking engine', mode: 'sandbox', rateLimitPerMinute: 300 }),
        )
        .willRespondWith(201, (b) =>
          b.jsonBody(apiKey({ mode: 'sandbox', rateLimitPerMinute: integer(300), key: SANDBOX_KEY })),
        )
        .executeTest(async (server) => {
          const created = await partnerCalls.createKey(
            ACME_ID,
            { name: 'Booking engine', mode: 'sandbox', rateLimitPerMinute: 300 },
            writer(server.url),
          );
          expect(created.key).toMatch(/^vipk_test_/);
          expect(created.state).toBe('active');
        });
    });

    it('rotates a key: the successor comes with its key, the old one keeps working for the overlap', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has an active sandbox key')
        .uponReceiving('a rotation of a key of partner Acme Travel with 48 hours of overlap')
        .withRequest(
          'POST',
          fromProviderState(
            '/api/admin/partners/${id}/keys/${keyId}/rotate',
            `/api/admin/partners/${ACME_ID}/keys/${KEY_ID}/rotate`,
          ),
          (b) => b.headers(jsonHeaders).jsonBody({ overlapHours: 48 }),
        )
        .willRespondWith(201, (b) =>
          b.jsonBody(
            apiKey({
              id: uuid('3d4e5f60-7182-4c9d-8ebf-2a3b4c5d6e7f'),
              replacesKeyId: fromProviderState('${keyId}', KEY_ID),
              key: SANDBOX_KEY,
            }),
          ),
        )
        .executeTest(async (server) => {
          const created = await partnerCalls.rotateKey(ACME_ID, KEY_ID, { overlapHours: 48 }, writer(server.url));
          expect(created.replacesKeyId).toBe(KEY_ID);
          expect(created.key).toMatch(/^vipk_test_/);
        });
    });

    it('revokes a key at once', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has an active sandbox key')
        .uponReceiving('a revocation of a key of partner Acme Travel')
        .withRequest(
          'POST',
          fromProviderState(
            '/api/admin/partners/${id}/keys/${keyId}/revoke',
            `/api/admin/partners/${ACME_ID}/keys/${KEY_ID}/revoke`,
          ),
          (b) => b.headers(csrfOnly),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(apiKey({ state: 'revoked', revokedAt: regex(INSTANT, '2030-06-01T12:00:00.000Z') })),
        )
        .executeTest(async (server) => {
          const revoked = await partnerCalls.revokeKey(ACME_ID, KEY_ID, writer(server.url));
          expect(revoked.state).toBe('revoked');
        });
    });
  });

  describe('web hook', () => {
    it('sets the first address and gets the whsec_ signing secret, this once', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(ACME)
        .uponReceiving('a first web-hook address for partner Acme Travel')
        .withRequest('PUT', partnerPath('/webhook'), (b) =>
          b.headers(jsonHeaders).jsonBody({ url: 'https://acme.example/hooks', enabled: true }),
        )
        .willRespondWith(201, (b) => b.jsonBody(webhook({ secret: SECRET })))
        .executeTest(async (server) => {
          const saved = await partnerCalls.setWebhook(
            ACME_ID,
            { url: 'https://acme.example/hooks', enabled: true },
            writer(server.url),
          );
          expect('secret' in saved && saved.secret).toMatch(/^whsec_/);
        });
    });

    it('changes the address and keeps the secret, which is not answered again', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has a web hook')
        .uponReceiving('a new web-hook address for partner Acme Travel, paused')
        .withRequest('PUT', partnerPath('/webhook'), (b) =>
          b.headers(jsonHeaders).jsonBody({ url: 'https://acme.example/v2/hooks', enabled: false }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(webhook({ url: like('https://acme.example/v2/hooks'), enabled: boolean(false) })),
        )
        .executeTest(async (server) => {
          const saved = await partnerCalls.setWebhook(
            ACME_ID,
            { url: 'https://acme.example/v2/hooks', enabled: false },
            writer(server.url),
          );
          expect(saved).not.toHaveProperty('secret');
          expect(saved.enabled).toBe(false);
        });
    });

    it('rotates the signing secret: the new one once, the old one signing beside it for the overlap', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has a web hook')
        .uponReceiving('a rotation of the signing secret of partner Acme Travel with 24 hours of overlap')
        .withRequest('POST', partnerPath('/webhook/rotate-secret'), (b) =>
          b.headers(jsonHeaders).jsonBody({ overlapHours: 24 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(webhook({ previousSecretExpiresAt: regex(INSTANT, '2030-06-02T12:00:00.000Z'), secret: SECRET })),
        )
        .executeTest(async (server) => {
          const rotated = await partnerCalls.rotateWebhookSecret(ACME_ID, { overlapHours: 24 }, writer(server.url));
          expect(rotated.secret).toMatch(/^whsec_/);
          expect(rotated.previousSecretExpiresAt).toBeTruthy();
        });
    });

    it('removes the web hook', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has a web hook')
        .uponReceiving('a removal of the web hook of partner Acme Travel')
        .withRequest('DELETE', partnerPath('/webhook'), (b) => b.headers(csrfOnly))
        .willRespondWith(204)
        .executeTest(async (server) => {
          await expect(partnerCalls.removeWebhook(ACME_ID, writer(server.url))).resolves.toBeUndefined();
        });
    });

    it('lists the failed deliveries with their attempts and the last answer', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has a web-hook delivery that failed with HTTP 500')
        .uponReceiving('a request for the failed web-hook deliveries of partner Acme Travel')
        .withRequest('GET', partnerPath('/webhook-deliveries'), (b) => b.query({ status: 'failed' }))
        .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(delivery()), nextCursor: null }))
        .executeTest(async (server) => {
          const page = await partnerCalls.deliveries(ACME_ID, 'failed', undefined, server.url);
          expect(page.items[0]).toMatchObject({ status: 'failed', lastResponseStatus: 500 });
          expect(page.nextCursor).toBeNull();
        });
    });

    it('replays a delivery: pending again, with the same webhook-id', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given('partner Acme Travel has a web-hook delivery that failed with HTTP 500')
        .uponReceiving('a replay of a failed web-hook delivery of partner Acme Travel')
        .withRequest(
          'POST',
          fromProviderState(
            '/api/admin/partners/${id}/webhook-deliveries/${deliveryId}/replay',
            `/api/admin/partners/${ACME_ID}/webhook-deliveries/${DELIVERY_ID}/replay`,
          ),
          (b) => b.headers(csrfOnly),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            delivery({
              id: fromProviderState('${deliveryId}', DELIVERY_ID),
              status: 'pending',
              nextAttemptAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
            }),
          ),
        )
        .executeTest(async (server) => {
          const replayed = await partnerCalls.replay(ACME_ID, DELIVERY_ID, writer(server.url));
          expect(replayed).toMatchObject({ id: DELIVERY_ID, status: 'pending' });
        });
    });
  });

  describe('statements', () => {
    for (const [format, type] of [
      ['csv', /^text\/csv/],
      ['pdf', /^application\/pdf$/],
    ] as const) {
      it(`downloads a month's statement as ${format.toUpperCase()}, an attachment`, async () => {
        await pact
          .addInteraction()
          .given(SIGNED_IN)
          .given(ACME)
          .uponReceiving(`a request for the May 2030 statement of partner Acme Travel as ${format.toUpperCase()}`)
          .withRequest('GET', partnerPath(`/statements/2030-05.${format}`))
          .willRespondWith(200, (b) =>
            b.headers({
              // Exact for CSV: pact's Content-Type comparison refuses a regex match of a value with a charset.
              'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : regex(type, 'application/pdf'),
              'Content-Disposition': regex(
                /^attachment; filename="[^"]+"$/,
                `attachment; filename="statement.${format}"`,
              ),
            }),
          )
          .executeTest(async (server) => {
            // The page links here; the browser downloads it with the session cookie.
            const res = await fetch(server.url + partnerPaths.statement(ACME_ID, '2030-05', format));
            expect(res.status).toBe(200);
            expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
          });
      });
    }
  });

  describe('the partner on the board and in the booking', () => {
    const PARTNER_BOOKING =
      'booking VIP-77777-FCO, made by a travel agent through partner Acme Travel with a sandbox key, awaits in inquiry_received';

    it("loads a column of one partner's bookings, each card carrying the partner", async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(PARTNER_BOOKING)
        .uponReceiving("a request for the inquiry_received column of Acme Travel's bookings")
        .withRequest('GET', '/api/admin/bookings', (b) =>
          b.query({
            status: 'inquiry_received',
            limit: String(COLUMN_PAGE_SIZE),
            partnerId: fromProviderState('${partnerId}', ACME_ID),
          }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            items: eachLike({ ...adminBooking('inquiry_received', 'VIP-77777-FCO'), partner: casePartner }),
            nextCursor: null,
          }),
        )
        .executeTest(async (server) => {
          const page = await fetchColumnPage('inquiry_received', { q: '', partnerId: ACME_ID }, undefined, server.url);
          expect(page.items[0]!.partner).toMatchObject({ id: ACME_ID, reference: 'ACME-778', mode: 'sandbox' });
        });
    });

    it('reads a partner booking with the terms its commission comes from', async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(PARTNER_BOOKING)
        .uponReceiving('a request for the detail of a booking made by partner Acme Travel')
        .withRequest('GET', fromProviderState('/api/admin/bookings/${id}', `/api/admin/bookings/${CASE_ID}`))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ...bookingDetail('inquiry_received', 'VIP-77777-FCO', { internalNotes: null, comments: [] }),
            // The partner is the agency and its consultant the advisor; the API takes no departure flight.
            companyName: like('Acme Travel'),
            departureAirline: null,
            departureFlightNumber: null,
            operations: {
              ...freshOperations,
              advisorName: like('Phileas Fogg'),
              advisorAgency: like('Acme Travel'),
              advisorEmail: like('phileas@acme.example'),
              advisorPhone: like('+44 20 7946 0100'),
              advisorCommission: number(12.5),
              advisorCommissionType: 'percent',
              advisorCommissionAmount: number(68.13),
            },
            partner: {
              ...casePartner,
              terms: { kind: regex(oneOf(PARTNER_TERMS_KINDS), 'commission'), percent: number(12.5) },
              commission: number(68.13),
              netPrice: null,
              notifyTraveller: boolean(true),
            },
          }),
        )
        .executeTest(async (server) => {
          const detail = await fetchBookingDetail(CASE_ID, server.url);
          expect(detail.partner).toMatchObject({
            name: 'Acme Travel',
            reference: 'ACME-778',
            terms: { kind: 'commission', percent: 12.5 },
            commission: 68.13,
          });
        });
    });
  });
});
