// Partner accounts in the back office, against PostgreSQL and the bus: a partner, its terms, keys (rotated with an
// overlap, revoked at once), its web hook and secret, the events svc-catalog and svc-booking keep copies from, the
// staff audit log, monthly statements (CSV, PDF from Chromium), the command-line tool, and who may do any of it.
import { createHash } from 'node:crypto';
import request from 'supertest';
import type Router from '@koa/router';
import type { EventEnvelope, PartnerKeyIssuedV1, PartnerKeyRevokedV1, PartnerUpdatedV1 } from '@vip/contracts/events';
import {
  PARTNER_MESSAGES,
  WEBHOOK_SECRET_PATTERN,
  partnerKeyCreatedSchema,
  partnerKeySchema,
  partnerListSchema,
  partnerSchema,
  partnerWebhookSchema,
  partnerWebhookSecretSchema,
  staffAuditListSchema,
  staffCredentialsSchema,
  staffSessionSchema,
  type PartnerCreate,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, describeWithInfra, type TestDatabase } from '@vip/platform/testing';
import { runPartnerKeyCommand } from '../src/partners/partner-key.command';
import type { StatementLine } from '../src/partners/partners.ports';
import { startOpsService, type OpsService } from '../src/server';
import { pdfText } from './support/mail-and-sms';

const ADMIN = { email: 'partners.admin@example.com', password: 'a-long-and-secret-password', name: 'Partner Admin' };
const HOUR = 3_600_000;
/** The suite's clock: terms from 2030-06-10 are in force today. */
const START = new Date('2030-06-10T09:00:00.000Z');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const AGENCY: PartnerCreate = {
  companyName: 'Skyline Travel Agency',
  contacts: [
    { name: 'Ada Byron', email: 'ada@skyline.example', phone: '+44 20 7946 0018', role: 'Operations' },
    { name: 'Charles Babbage', email: 'charles@skyline.example', phone: undefined, role: undefined },
  ],
  billingEmail: 'billing@skyline.example',
  sandbox: true,
  notes: undefined,
};

/** The statement lines of part 2's ledger, as svc-ops' cases would give them. */
const LEDGER: Record<string, StatementLine[]> = {};

type Agent = ReturnType<typeof request.agent>;

describe('partner accounts in the back office', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = START;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const seen: EventEnvelope[] = [];
  let admin: { agent: Agent; csrf: string };

  const start = (extra: Record<string, string> = {}, alongside = false) =>
    startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        // The suite makes many keys within a minute; its own test lowers it.
        PARTNER_SECRET_LIMIT_PER_MINUTE: '1000',
        ...extra,
      },
      bus: alongside ? new LocalEventBus({ publishWaitsForApply: true }) : bus,
      // One relay: an instance alongside would publish the shared outbox to its own bus.
      deferRelay: alongside,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
      partnerBookings: { monthOf: async (partnerId, month) => (LEDGER[`${partnerId} ${month}`] ?? []).slice() },
    });

  beforeAll(async () => {
    db = await createTestDatabase('ops_partners');
    // What svc-catalog and svc-booking would receive.
    await bus.subscribe({
      group: 'partner-copies',
      handlers: {
        'partner.updated': async (e) => void seen.push(e),
        'partner.key-issued': async (e) => void seen.push(e),
        'partner.key-revoked': async (e) => void seen.push(e),
      },
    });
    service = await start();
    admin = await signIn(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  const partners = () => service.partners!;

  async function signIn(email: string, password: string, on: OpsService = service) {
    const agent = request.agent(on.app.callback());
    const res = await agent.post('/api/admin/session').send({ email, password }).expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  async function until(check: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 400; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('timed out');
  }

  const published = async <P>(type: string, partnerId: string, count: number) => {
    const mine = () => seen.filter((e) => e.type === type && e.aggregateId === partnerId);
    await until(() => mine().length >= count);
    return mine().map((e) => e.payload as P);
  };

  const post = (path: string, body: object = {}) => admin.agent.post(path).set('X-CSRF-Token', admin.csrf).send(body);
  const patch = (path: string, body: object) => admin.agent.patch(path).set('X-CSRF-Token', admin.csrf).send(body);
  const put = (path: string, body: object) => admin.agent.put(path).set('X-CSRF-Token', admin.csrf).send(body);
  const del = (path: string) => admin.agent.delete(path).set('X-CSRF-Token', admin.csrf);

  async function createPartner(overrides: Partial<PartnerCreate> = {}) {
    const res = await post('/api/admin/partners', { ...AGENCY, ...overrides }).expect(201);
    return partnerSchema.parse(res.body);
  }

  describe('the partner and its terms', () => {
    it('creates a sandbox partner, answers 201 with its id, lists and finds it, and publishes partner.updated', async () => {
      const created = await createPartner();
      expect(created).toMatchObject({
        companyName: 'Skyline Travel Agency',
        billingEmail: 'billing@skyline.example',
        sandbox: true,
        active: true,
        notes: null,
        version: 1,
        currentTerms: null,
        terms: [],
        keys: [],
        webhook: null,
        contacts: [
          { name: 'Ada Byron', email: 'ada@skyline.example', phone: '+442079460018', role: 'Operations' },
          { name: 'Charles Babbage', email: 'charles@skyline.example', phone: null, role: null },
        ],
      });
      expect(
        partnerSchema.parse((await admin.agent.get(`/api/admin/partners/${created.id}`).expect(200)).body),
      ).toEqual(created);
      const list = partnerListSchema.parse((await admin.agent.get('/api/admin/partners?q=skyline').expect(200)).body);
      expect(list.items).toEqual([
        expect.objectContaining({ id: created.id, activeKeys: 0, webhookUrl: null, currentTerms: null }),
      ]);
      expect((await admin.agent.get('/api/admin/partners?q=nobody-like-this').expect(200)).body.items).toEqual([]);
      expect((await admin.agent.get('/api/admin/partners?active=false').expect(200)).body.items).toEqual([]);

      const [event] = await published<PartnerUpdatedV1>('partner.updated', created.id, 1);
      expect(event).toEqual({
        partnerId: created.id,
        companyName: 'Skyline Travel Agency',
        active: true,
        sandbox: true,
        terms: [],
        version: 1,
        updatedAt: created.updatedAt,
      });

      const twin = await post('/api/admin/partners', { ...AGENCY, companyName: 'SKYLINE travel agency' }).expect(409);
      expect(twin.body.error.code).toBe('PARTNER_NAME_TAKEN');
    });

    it('refuses a partner without contacts or with a billing e-mail that is none, naming the fields', async () => {
      const res = await post('/api/admin/partners', { ...AGENCY, contacts: [], billingEmail: 'not-mail' }).expect(400);
      expect(res.body.error.details.fieldErrors).toMatchObject({
        contacts: [PARTNER_MESSAGES.contacts],
        billingEmail: [expect.any(String)],
      });
    });

    it('changes a partner at the version it was read, refuses a stale version (409), and clears notes', async () => {
      const p = await createPartner({ companyName: 'Versioned Desk', notes: 'Met at ITB' });
      const changed = partnerSchema.parse(
        (
          await patch(`/api/admin/partners/${p.id}`, {
            version: 1,
            billingEmail: 'Accounts@Versioned.example',
            notes: '',
          }).expect(200)
        ).body,
      );
      expect(changed).toMatchObject({ version: 2, billingEmail: 'accounts@versioned.example', notes: null });
      const stale = await patch(`/api/admin/partners/${p.id}`, { version: 1, companyName: 'Overwritten' }).expect(409);
      expect(stale.body.error).toMatchObject({ code: 'VERSION_CONFLICT', details: { currentVersion: 2 } });
      // Nothing to change: no new version, no event.
      const same = await patch(`/api/admin/partners/${p.id}`, { version: 2, notes: '' }).expect(200);
      expect(same.body.version).toBe(2);
      const events = await published<PartnerUpdatedV1>('partner.updated', p.id, 2);
      expect(events.map((e) => e.version)).toEqual([1, 2]);
    });

    it('keeps terms: none before today (UTC), one per date, the latest started in force, future ones removable', async () => {
      const p = await createPartner({ companyName: 'Terms Travel' });
      const past = await post(`/api/admin/partners/${p.id}/terms`, {
        kind: 'commission',
        percent: 10,
        effectiveFrom: '2030-06-09',
      }).expect(422);
      expect(past.body.error).toMatchObject({
        code: 'PARTNER_TERMS_IN_PAST',
        message: PARTNER_MESSAGES.effectiveFromPast,
        details: { fieldErrors: { effectiveFrom: [PARTNER_MESSAGES.effectiveFromPast] } },
      });
      const badPercent = await post(`/api/admin/partners/${p.id}/terms`, {
        kind: 'commission',
        percent: 12.345,
        effectiveFrom: '2030-06-10',
      }).expect(422);
      expect(badPercent.body.error.details.fieldErrors.percent).toEqual([PARTNER_MESSAGES.percent]);

      const today = partnerSchema.parse(
        (
          await post(`/api/admin/partners/${p.id}/terms`, {
            kind: 'commission',
            percent: 12.5,
            effectiveFrom: '2030-06-10',
          }).expect(201)
        ).body,
      );
      expect(today.currentTerms).toMatchObject({ kind: 'commission', percent: 12.5, createdBy: ADMIN.name });
      const future = partnerSchema.parse(
        (
          await post(`/api/admin/partners/${p.id}/terms`, {
            kind: 'net_discount',
            percent: 15,
            effectiveFrom: '2030-07-01',
          }).expect(201)
        ).body,
      );
      expect(future.currentTerms?.effectiveFrom).toBe('2030-06-10');
      expect(future.terms.map((t) => t.effectiveFrom)).toEqual(['2030-06-10', '2030-07-01']);
      expect(future.version).toBe(3);
      const twice = await post(`/api/admin/partners/${p.id}/terms`, {
        kind: 'commission',
        percent: 11,
        effectiveFrom: '2030-07-01',
      }).expect(409);
      expect(twice.body.error.code).toBe('PARTNER_TERMS_DATE_TAKEN');

      const inForce = await del(`/api/admin/partners/${p.id}/terms/${today.currentTerms!.id}`).expect(409);
      expect(inForce.body.error.code).toBe('PARTNER_TERMS_IN_FORCE');
      const removed = partnerSchema.parse(
        (await del(`/api/admin/partners/${p.id}/terms/${future.terms[1]!.id}`).expect(200)).body,
      );
      expect(removed.terms.map((t) => t.effectiveFrom)).toEqual(['2030-06-10']);

      const events = await published<PartnerUpdatedV1>('partner.updated', p.id, 4);
      expect(events.map((e) => [e.version, e.terms])).toEqual([
        [1, []],
        [2, [{ kind: 'commission', percentBasisPoints: 1250, effectiveFrom: '2030-06-10' }]],
        [
          3,
          [
            { kind: 'commission', percentBasisPoints: 1250, effectiveFrom: '2030-06-10' },
            { kind: 'net_discount', percentBasisPoints: 1500, effectiveFrom: '2030-07-01' },
          ],
        ],
        [4, [{ kind: 'commission', percentBasisPoints: 1250, effectiveFrom: '2030-06-10' }]],
      ]);
    });
  });

  describe('API keys', () => {
    it('issues a sandbox key once; a sandbox partner gets no live key (422); the hash, not the key, is published', async () => {
      const p = await createPartner({ companyName: 'Key Partners' });
      const refused = await post(`/api/admin/partners/${p.id}/keys`, { name: 'Booking engine', mode: 'live' }).expect(
        422,
      );
      expect(refused.body.error).toMatchObject({
        code: 'PARTNER_LIVE_KEY_NOT_ALLOWED',
        message: PARTNER_MESSAGES.liveKeyInSandbox,
      });

      const res = await post(`/api/admin/partners/${p.id}/keys`, { name: 'Booking engine' }).expect(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const key = partnerKeyCreatedSchema.parse(res.body);
      expect(key).toMatchObject({ mode: 'sandbox', rateLimitPerMinute: 120, state: 'active', expiresAt: null });
      expect(key.key).toMatch(new RegExp(`^vipk_test_${key.prefix}_[A-Za-z0-9_-]{43}$`));
      expect(await partners().partnerForKey(key.key)).toEqual({
        partnerId: p.id,
        keyId: key.id,
        mode: 'sandbox',
        rateLimitPerMinute: 120,
      });
      // Shown once: the partner's page lists the key without it.
      const page = (await admin.agent.get(`/api/admin/partners/${p.id}`).expect(200)).body;
      expect(JSON.stringify(page)).not.toContain(key.key);
      expect(page.keys).toEqual([partnerKeySchema.parse({ ...key, key: undefined })]);

      const [issued] = await published<PartnerKeyIssuedV1>('partner.key-issued', p.id, 1);
      expect(issued).toEqual({
        partnerId: p.id,
        keyId: key.id,
        name: 'Booking engine',
        prefix: key.prefix,
        keyHash: sha256(key.key),
        mode: 'sandbox',
        rateLimitPerMinute: 120,
        issuedAt: now.toISOString(),
      });
      expect(JSON.stringify(seen)).not.toContain(key.key);
    });

    it('issues live keys once the partner is made live, and refuses to make it sandbox again while they work', async () => {
      const p = await createPartner({ companyName: 'Live Desk' });
      const live = partnerSchema.parse(
        (await patch(`/api/admin/partners/${p.id}`, { version: 1, sandbox: false }).expect(200)).body,
      );
      const key = partnerKeyCreatedSchema.parse(
        (
          await post(`/api/admin/partners/${p.id}/keys`, {
            name: 'GDS bridge',
            mode: 'live',
            rateLimitPerMinute: 600,
          }).expect(201)
        ).body,
      );
      expect(key.key).toMatch(/^vipk_live_[0-9a-f]{12}_/);
      expect((await partners().partnerForKey(key.key))?.mode).toBe('live');
      const back = await patch(`/api/admin/partners/${p.id}`, { version: live.version, sandbox: true }).expect(422);
      expect(back.body.error.code).toBe('PARTNER_LIVE_KEY_NOT_ALLOWED');

      // An inactive partner's keys are refused, and work again when it is active.
      const inactive = await patch(`/api/admin/partners/${p.id}`, { version: live.version, active: false }).expect(200);
      expect(await partners().partnerForKey(key.key)).toBeNull();
      await patch(`/api/admin/partners/${p.id}`, { version: inactive.body.version, active: true }).expect(200);
      expect(await partners().partnerForKey(key.key)).not.toBeNull();
    });

    it('rotates a key: both work until the overlap ends, then only the successor; revoking ends a key at once', async () => {
      const p = await createPartner({ companyName: 'Rotation Tours' });
      const first = partnerKeyCreatedSchema.parse(
        (await post(`/api/admin/partners/${p.id}/keys`, { name: 'Website', rateLimitPerMinute: 30 }).expect(201)).body,
      );
      const rotatedAt = new Date(now.getTime() + 60_000);
      now = rotatedAt;
      const second = partnerKeyCreatedSchema.parse(
        (await post(`/api/admin/partners/${p.id}/keys/${first.id}/rotate`, { overlapHours: 24 }).expect(201)).body,
      );
      expect(second).toMatchObject({
        name: 'Website',
        mode: 'sandbox',
        rateLimitPerMinute: 30,
        replacesKeyId: first.id,
      });
      expect(second.key).not.toBe(first.key);
      expect(await partners().partnerForKey(first.key)).toMatchObject({ keyId: first.id });
      expect(await partners().partnerForKey(second.key)).toMatchObject({ keyId: second.id, rateLimitPerMinute: 30 });
      const listed = partnerSchema.parse((await admin.agent.get(`/api/admin/partners/${p.id}`).expect(200)).body).keys;
      expect(listed.map((k) => [k.id, k.state])).toEqual([
        [second.id, 'active'],
        [first.id, 'expiring'],
      ]);
      const again = await post(`/api/admin/partners/${p.id}/keys/${first.id}/rotate`, { overlapHours: 1 }).expect(409);
      expect(again.body.error.code).toBe('PARTNER_KEY_NOT_ACTIVE');

      const [revokedEvent] = await published<PartnerKeyRevokedV1>('partner.key-revoked', p.id, 1);
      expect(revokedEvent).toEqual({
        partnerId: p.id,
        keyId: first.id,
        revokedAt: new Date(rotatedAt.getTime() + 24 * HOUR).toISOString(),
        reason: 'rotated',
      });
      expect((await published<PartnerKeyIssuedV1>('partner.key-issued', p.id, 2))[1]).toMatchObject({
        keyId: second.id,
        keyHash: sha256(second.key),
      });

      // Sessions end after a day idle: the clock moves for the key check only.
      now = new Date(rotatedAt.getTime() + 24 * HOUR - 1000);
      expect(await partners().partnerForKey(first.key)).not.toBeNull();
      now = new Date(rotatedAt.getTime() + 24 * HOUR);
      expect(await partners().partnerForKey(first.key)).toBeNull();
      expect(await partners().partnerForKey(second.key)).not.toBeNull();
      now = rotatedAt;

      const revoked = partnerKeySchema.parse(
        (await post(`/api/admin/partners/${p.id}/keys/${second.id}/revoke`).expect(200)).body,
      );
      expect(revoked).toMatchObject({ state: 'revoked', revokedAt: now.toISOString() });
      expect(await partners().partnerForKey(second.key)).toBeNull();
      const events = await published<PartnerKeyRevokedV1>('partner.key-revoked', p.id, 2);
      expect(events[1]).toEqual({ partnerId: p.id, keyId: second.id, revokedAt: now.toISOString(), reason: 'revoked' });
      // Revoking again changes nothing and publishes nothing more.
      await post(`/api/admin/partners/${p.id}/keys/${second.id}/revoke`).expect(200);
      // No overlap: the old key ends with the rotation.
      const backend = partnerKeyCreatedSchema.parse(
        (await post(`/api/admin/partners/${p.id}/keys`, { name: 'Backend' }).expect(201)).body,
      );
      await post(`/api/admin/partners/${p.id}/keys/${backend.id}/rotate`, { overlapHours: 0 }).expect(201);
      expect(await partners().partnerForKey(backend.key)).toBeNull();
      const all = await published<PartnerKeyRevokedV1>('partner.key-revoked', p.id, 3);
      expect(all.map((e) => [e.keyId, e.reason])).toEqual([
        [first.id, 'rotated'],
        [second.id, 'revoked'],
        [backend.id, 'rotated'],
      ]);
      now = START;
    });

    it('refuses what is no key of a partner in use', async () => {
      for (const presented of ['', 'vipk_test_000000000000_' + 'A'.repeat(43), 'Bearer x', 'vipk_0123456789ab_x'])
        expect(await partners().partnerForKey(presented)).toBeNull();
    });
  });

  describe('the web hook', () => {
    it('answers the secret once when the address is first set, keeps it when the address changes, and rotates it with an overlap', async () => {
      const p = await createPartner({ companyName: 'Hooked Travel' });
      const first = await put(`/api/admin/partners/${p.id}/webhook`, { url: 'http://127.0.0.1:9/hooks' }).expect(201);
      const set = partnerWebhookSecretSchema.parse(first.body);
      expect(set).toMatchObject({ url: 'http://127.0.0.1:9/hooks', enabled: true, previousSecretExpiresAt: null });
      expect(set.secret).toMatch(WEBHOOK_SECRET_PATTERN);
      expect(Buffer.from(set.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

      const moved = await put(`/api/admin/partners/${p.id}/webhook`, {
        url: 'https://hooks.hooked.example/vip',
        enabled: false,
      }).expect(200);
      expect(moved.body).toEqual(partnerWebhookSchema.parse(moved.body));
      expect(moved.body.secret).toBeUndefined();
      expect(await partners().webhookTarget(p.id)).toEqual({
        url: 'https://hooks.hooked.example/vip',
        enabled: false,
        secrets: [set.secret],
      });
      const page = (await admin.agent.get(`/api/admin/partners/${p.id}`).expect(200)).body;
      expect(page.webhook).toMatchObject({ url: 'https://hooks.hooked.example/vip', enabled: false });
      expect(JSON.stringify(page)).not.toContain(set.secret.slice(6));

      const rotatedAt = now;
      const rotated = partnerWebhookSecretSchema.parse(
        (await post(`/api/admin/partners/${p.id}/webhook/rotate-secret`, { overlapHours: 12 }).expect(200)).body,
      );
      expect(rotated.secret).not.toBe(set.secret);
      expect(rotated.previousSecretExpiresAt).toBe(new Date(rotatedAt.getTime() + 12 * HOUR).toISOString());
      expect((await partners().webhookTarget(p.id))?.secrets).toEqual([rotated.secret, set.secret]);
      now = new Date(rotatedAt.getTime() + 12 * HOUR);
      expect((await partners().webhookTarget(p.id))?.secrets).toEqual([rotated.secret]);
      now = START;

      await del(`/api/admin/partners/${p.id}/webhook`).expect(204);
      expect(await partners().webhookTarget(p.id)).toBeNull();
      // Removed again (a client that lost the first answer): the same answer.
      await del(`/api/admin/partners/${p.id}/webhook`).expect(204);
      expect(await partners().webhookTarget(p.id)).toBeNull();
      // The partner is there; it has no web hook to rotate a secret of.
      const rotate = await post(`/api/admin/partners/${p.id}/webhook/rotate-secret`, { overlapHours: 12 }).expect(409);
      expect(rotate.body.error.code).toBe('WEBHOOK_NOT_SET');
      // Set again, it gets a new secret.
      const reset = await put(`/api/admin/partners/${p.id}/webhook`, { url: 'https://hooks.hooked.example/v2' }).expect(
        201,
      );
      expect(reset.body.secret).toMatch(WEBHOOK_SECRET_PATTERN);
      expect([set.secret, rotated.secret]).not.toContain(reset.body.secret);
    });

    it('where private targets are not allowed (production), saves only https addresses of public hosts', async () => {
      const strict = await start({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }, true);
      try {
        const p = await createPartner({ companyName: 'Strict Hooks' });
        const { agent, csrf } = await signIn(ADMIN.email, ADMIN.password, strict);
        for (const [url, message] of [
          ['http://hooks.strict.example/vip', 'The web hook address must start with https://'],
          [
            'https://127.0.0.1/hooks',
            'The web hook address must be a public host, not a private, loopback or link-local address',
          ],
          [
            'https://169.254.169.254/latest',
            'The web hook address must be a public host, not a private, loopback or link-local address',
          ],
        ]) {
          const res = await agent
            .put(`/api/admin/partners/${p.id}/webhook`)
            .set('X-CSRF-Token', csrf)
            .send({ url })
            .expect(422);
          expect(res.body.error).toMatchObject({
            code: 'WEBHOOK_URL_NOT_ALLOWED',
            message,
            details: { fieldErrors: { url: [message] } },
          });
        }
        expect(await strict.partners!.webhookTarget(p.id)).toBeNull();
        await agent
          .put(`/api/admin/partners/${p.id}/webhook`)
          .set('X-CSRF-Token', csrf)
          .send({ url: 'https://hooks.strict.example/vip' })
          .expect(201);
      } finally {
        await strict.stop();
      }
    });
  });

  describe('object-level checks', () => {
    it('answers 404 PARTNER_NOT_FOUND on every route for a partner that does not exist', async () => {
      const ghost = '7d0c5a4e-0000-4000-8000-000000000000';
      const key = '7d0c5a4e-0000-4000-8000-000000000001';
      const calls: [string, string, object?][] = [
        ['get', `/api/admin/partners/${ghost}`],
        ['patch', `/api/admin/partners/${ghost}`, { version: 1, notes: 'x' }],
        [
          'post',
          `/api/admin/partners/${ghost}/terms`,
          { kind: 'commission', percent: 10, effectiveFrom: '2030-07-01' },
        ],
        ['delete', `/api/admin/partners/${ghost}/terms/${key}`],
        ['post', `/api/admin/partners/${ghost}/keys`, { name: 'x' }],
        ['post', `/api/admin/partners/${ghost}/keys/${key}/rotate`, {}],
        ['post', `/api/admin/partners/${ghost}/keys/${key}/revoke`, {}],
        ['put', `/api/admin/partners/${ghost}/webhook`, { url: 'https://hooks.example/x' }],
        ['post', `/api/admin/partners/${ghost}/webhook/rotate-secret`, {}],
        ['delete', `/api/admin/partners/${ghost}/webhook`],
        ['get', `/api/admin/partners/${ghost}/statements/2030-06.csv`],
        ['get', `/api/admin/partners/${ghost}/statements/2030-06.pdf`],
        ['get', `/api/admin/partners/${ghost}/webhook-deliveries`],
        ['get', `/api/admin/partners/${ghost}/webhook-deliveries/msg_0000000000000000000000`],
        ['post', `/api/admin/partners/${ghost}/webhook-deliveries/msg_0000000000000000000000/replay`, {}],
      ];
      expect(calls.length).toBe(
        routesOf(service.routers!.staff).filter((r) => r.path.startsWith('/api/admin/partners/:id')).length,
      );
      const answers = [];
      for (const [method, path, body] of calls) {
        const call = admin.agent[method as 'post'](path).set('X-CSRF-Token', admin.csrf);
        const res = await (body ? call.send(body) : call);
        answers.push(`${method} ${path} → ${res.status} ${res.body?.error?.code}`);
      }
      expect(answers).toEqual(calls.map(([method, path]) => `${method} ${path} → 404 PARTNER_NOT_FOUND`));
    });

    it("answers 404 for another partner's key or terms, and leaves them as they were", async () => {
      const mine = await createPartner({ companyName: 'Own Keys Ltd' });
      const theirs = await createPartner({ companyName: 'Other Keys Ltd' });
      const key = partnerKeyCreatedSchema.parse(
        (await post(`/api/admin/partners/${theirs.id}/keys`, { name: 'Theirs' }).expect(201)).body,
      );
      const terms = partnerSchema.parse(
        (
          await post(`/api/admin/partners/${theirs.id}/terms`, {
            kind: 'commission',
            percent: 9,
            effectiveFrom: '2030-08-01',
          }).expect(201)
        ).body,
      ).terms[0]!;
      for (const path of [`keys/${key.id}/rotate`, `keys/${key.id}/revoke`]) {
        const res = await post(`/api/admin/partners/${mine.id}/${path}`, { overlapHours: 1 }).expect(404);
        expect(res.body.error.code).toBe('PARTNER_KEY_NOT_FOUND');
      }
      const res = await del(`/api/admin/partners/${mine.id}/terms/${terms.id}`).expect(404);
      expect(res.body.error.code).toBe('PARTNER_TERMS_NOT_FOUND');
      expect(await partners().partnerForKey(key.key)).toMatchObject({ partnerId: theirs.id });
      expect((await admin.agent.get(`/api/admin/partners/${theirs.id}`).expect(200)).body.terms).toHaveLength(1);
    });

    it('refuses an agent (403) on every partner route, and changes nothing', async () => {
      const p = await createPartner({ companyName: 'Agents Cannot Touch' });
      const agent = await colleague('agent');
      const routes = routesOf(service.routers!.staff).filter((r) => r.path.startsWith('/api/admin/partners'));
      expect(routes.length).toBe(17);
      const answers = [];
      for (const route of routes) {
        const path = route.path
          .replace(':id', p.id)
          .replace(':keyId', '7d0c5a4e-0000-4000-8000-000000000001')
          .replace(':termsId', '7d0c5a4e-0000-4000-8000-000000000002')
          .replace(':month', '2030-06')
          .replace(':deliveryId', 'msg_0000000000000000000000');
        const res = await agent.agent[route.method.toLowerCase() as 'post'](path)
          .set('X-CSRF-Token', agent.csrf)
          .send({ url: 'https://x.example', name: 'x', version: 1 });
        answers.push(`${route.method} ${route.path} → ${res.status} ${res.body?.error?.code}`);
      }
      expect(answers).toEqual(routes.map((r) => `${r.method} ${r.path} → 403 PERMISSION_DENIED`));
      expect(partnerSchema.parse((await admin.agent.get(`/api/admin/partners/${p.id}`).expect(200)).body)).toEqual(p);
    });

    async function colleague(role: 'agent') {
      const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const invited = staffCredentialsSchema.parse(
        (await post('/api/admin/staff', { email, name: `A ${role}`, role }).expect(201)).body,
      );
      const first = await signIn(email, invited.temporaryPassword);
      const password = `${role}-own-password-0123`;
      await first.agent
        .post('/api/admin/session/password')
        .set('X-CSRF-Token', first.csrf)
        .send({ currentPassword: invited.temporaryPassword, newPassword: password })
        .expect(200);
      return signIn(email, password);
    }
  });

  describe('the staff audit log', () => {
    it('records who changed which partner, its terms, keys and web hook, and never a key or a secret', async () => {
      const p = await createPartner({ companyName: 'Audited Journeys' });
      const p2 = partnerSchema.parse(
        (await patch(`/api/admin/partners/${p.id}`, { version: 1, notes: 'Signed 2030-06' }).expect(200)).body,
      );
      await post(`/api/admin/partners/${p.id}/terms`, { kind: 'commission', percent: 8, effectiveFrom: '2030-09-01' });
      const key = (await post(`/api/admin/partners/${p.id}/keys`, { name: 'Audit key' }).expect(201)).body;
      const rotated = (await post(`/api/admin/partners/${p.id}/keys/${key.id}/rotate`, {}).expect(201)).body;
      await post(`/api/admin/partners/${p.id}/keys/${rotated.id}/revoke`).expect(200);
      const hook = (await put(`/api/admin/partners/${p.id}/webhook`, { url: 'https://audit.example/h' }).expect(201))
        .body;
      const hook2 = (await post(`/api/admin/partners/${p.id}/webhook/rotate-secret`, {}).expect(200)).body;
      await del(`/api/admin/partners/${p.id}/webhook`).expect(204);
      // A removal repeated changes nothing and is not recorded twice.
      await del(`/api/admin/partners/${p.id}/webhook`).expect(204);

      const log = staffAuditListSchema.parse((await admin.agent.get('/api/admin/audit?limit=100').expect(200)).body);
      const mine = log.filter((e) => e.subject.type === 'partner' && e.subject.id === p.id).reverse();
      expect(mine.map((e) => e.action)).toEqual([
        'partner.created',
        'partner.updated',
        'partner.terms-added',
        'partner.key-issued',
        'partner.key-rotated',
        'partner.key-revoked',
        'partner.webhook-set',
        'partner.webhook-secret-rotated',
        'partner.webhook-removed',
      ]);
      expect(mine.every((e) => e.actor.name === ADMIN.name && e.subject.label === 'Audited Journeys')).toBe(true);
      expect(mine[1]!.changes).toEqual({ notes: { from: null, to: p2.notes } });
      expect(mine[2]!.changes).toEqual({
        terms: { from: null, to: { kind: 'commission', percent: 8, effectiveFrom: '2030-09-01' } },
      });
      expect(mine[3]!.changes).toMatchObject({ prefix: { from: null, to: key.prefix }, mode: { to: 'sandbox' } });
      const text = JSON.stringify(log);
      for (const secret of [key.key, rotated.key, sha256(key.key), hook.secret, hook2.secret])
        expect(text).not.toContain(secret);
    });
  });

  describe('the command-line tool', () => {
    it('creates the partner when none has the name, prints a key once that the key check accepts, lists and revokes it', async () => {
      const lines: string[] = [];
      const print = (line: string) => void lines.push(line);
      await runPartnerKeyCommand(['create', 'Console Concierge', '60'], partners(), print);
      const key = lines.at(-1)!;
      expect(key).toMatch(/^vipk_test_[0-9a-f]{12}_/);
      expect(lines[0]).toMatch(/^Created the sandbox partner Console Concierge \([0-9a-f-]{36}\)/);
      expect(lines[1]).toMatch(/^Sandbox key for Console Concierge \(prefix [0-9a-f]{12}, 60 requests a minute\)/);
      const presented = await partners().partnerForKey(key);
      expect(presented).toMatchObject({ mode: 'sandbox', rateLimitPerMinute: 60 });
      await published<PartnerKeyIssuedV1>('partner.key-issued', presented!.partnerId, 1);

      // The same name: the same partner, no second one; a sandbox partner gets no live key.
      lines.length = 0;
      await runPartnerKeyCommand(['create', 'console concierge'], partners(), print);
      expect(lines).toHaveLength(2);
      expect((await partners().partnerForKey(lines[1]!))?.partnerId).toBe(presented!.partnerId);
      await expect(runPartnerKeyCommand(['create', 'Console Concierge', '--live'], partners(), print)).rejects.toThrow(
        PARTNER_MESSAGES.liveKeyInSandbox,
      );
      lines.length = 0;
      await runPartnerKeyCommand(['create', 'Live From Console', '--live'], partners(), print);
      expect(lines[0]).toMatch(/^Created the live partner Live From Console/);
      expect(await partners().partnerForKey(lines.at(-1)!)).toMatchObject({ mode: 'live', rateLimitPerMinute: 120 });

      const prefix = key.split('_')[2]!;
      lines.length = 0;
      await runPartnerKeyCommand(['list'], partners(), print);
      expect(lines.find((l) => l.startsWith(prefix))).toMatch(/\tsandbox\tactive\t60\/min\t.*\tConsole Concierge\t/);
      await runPartnerKeyCommand(['revoke', prefix], partners(), print);
      expect(lines.at(-1)).toBe(`Revoked ${prefix} (Command-line key)`);
      expect(await partners().partnerForKey(key)).toBeNull();
      await runPartnerKeyCommand(['revoke', 'ffffffffffff'], partners(), print);
      expect(lines.at(-1)).toBe('No key with prefix ffffffffffff');
      await expect(runPartnerKeyCommand(['create'], partners(), print)).rejects.toThrow(/^usage: partner-key/);
      await expect(runPartnerKeyCommand(['create', 'X', '0'], partners(), print)).rejects.toThrow(/per-minute/);
      // Audited as the command line.
      const log = staffAuditListSchema.parse((await admin.agent.get('/api/admin/audit?limit=100').expect(200)).body);
      expect(log.find((e) => e.subject.label === 'Console Concierge' && e.action === 'partner.created')?.actor).toEqual(
        {
          id: null,
          name: 'Command line (partner-key)',
        },
      );
    });
  });

  it('limits key and secret making per admin to PARTNER_SECRET_LIMIT_PER_MINUTE', async () => {
    const limited = await start({ PARTNER_SECRET_LIMIT_PER_MINUTE: '2' }, true);
    try {
      const p = await createPartner({ companyName: 'Limited Keys' });
      const { agent, csrf } = await signIn(ADMIN.email, ADMIN.password, limited);
      const issue = () =>
        agent.post(`/api/admin/partners/${p.id}/keys`).set('X-CSRF-Token', csrf).send({ name: 'Many' });
      await issue().expect(201);
      await issue().expect(201);
      const refused = await issue().expect(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });

  describeWithInfra('chromium', 'monthly statements', () => {
    const line = (ref: string, overrides: Partial<StatementLine> = {}): StatementLine => ({
      referenceCode: ref,
      partnerReference: `SKY-${ref.slice(4, 9)}`,
      requestedAt: '2030-05-03T10:15:00.000Z',
      serviceDate: '2030-06-20',
      serviceName: 'VIP Meet & Greet - Arrival',
      airportCode: 'FCO',
      travellerName: 'Grace Hopper',
      status: 'confirmed',
      totalCents: 60500,
      commissionCents: 7563,
      netPriceCents: 52937,
      cancellationChargeCents: null,
      ...overrides,
    });

    it("lists a month's bookings with totals and commission as CSV, cancelled ones apart, and records the download", async () => {
      const p = await createPartner({ companyName: 'Statement Voyages' });
      LEDGER[`${p.id} 2030-05`] = [
        line('VIP-10001-FCO'),
        line('VIP-10002-LHR', {
          airportCode: 'LHR',
          travellerName: '=HYPERLINK("http://evil.example")',
          partnerReference: null,
          totalCents: 39500,
          commissionCents: 4938,
          netPriceCents: 34562,
          status: 'completed',
        }),
        line('VIP-10003-JFK', { status: 'cancelled', airportCode: 'JFK', cancellationChargeCents: 30250 }),
      ];
      const res = await admin.agent.get(`/api/admin/partners/${p.id}/statements/2030-05.csv`).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="statement-Statement-Voyages-2030-05.csv"');
      expect(res.text.split('\r\n')).toEqual([
        '\ufeffReference,Partner Reference,Requested At (UTC),Service Date (local),Service,Airport,Traveller,Status,Total (USD),Commission (USD),Net Price (USD),Cancellation Charge (USD)',
        'VIP-10001-FCO,SKY-10001,2030-05-03T10:15:00.000Z,2030-06-20,VIP Meet & Greet - Arrival,FCO,Grace Hopper,Confirmed,605.00,75.63,529.37,',
        `VIP-10002-LHR,,2030-05-03T10:15:00.000Z,2030-06-20,VIP Meet & Greet - Arrival,LHR,"'=HYPERLINK(""http://evil.example"")",Completed,395.00,49.38,345.62,`,
        'VIP-10003-JFK,SKY-10003,2030-05-03T10:15:00.000Z,2030-06-20,VIP Meet & Greet - Arrival,JFK,Grace Hopper,Cancelled,605.00,75.63,529.37,302.50',
        'Total: 2 bookings (cancelled ones not counted),,,,,,,,1000.00,125.01,874.99,302.50',
        '',
      ]);
      const empty = await admin.agent.get(`/api/admin/partners/${p.id}/statements/2030-04.csv`).expect(200);
      expect(empty.text.split('\r\n').slice(1)).toEqual([
        'Total: 0 bookings (cancelled ones not counted),,,,,,,,0.00,0.00,0.00,0.00',
        '',
      ]);
      const bad = await admin.agent.get(`/api/admin/partners/${p.id}/statements/2030-13.csv`).expect(400);
      expect(bad.body.error.details.fieldErrors.month).toEqual(['Month must be YYYY-MM, from 2000-01 to 2999-12']);
      // Found by the fuzzing: the last month of year 9999 ends in year 10000, which the database cannot take (a 500).
      for (const month of ['9999-12', '1999-12'])
        expect(
          (await admin.agent.get(`/api/admin/partners/${p.id}/statements/${month}.pdf`).expect(400)).body.error.details
            .fieldErrors.month,
        ).toEqual(['Month must be YYYY-MM, from 2000-01 to 2999-12']);

      const log = staffAuditListSchema.parse((await admin.agent.get('/api/admin/audit?limit=20').expect(200)).body);
      expect(log.find((e) => e.subject.id === p.id && e.action === 'partner.statement-exported')?.changes).toEqual({
        month: { from: null, to: '2030-04' },
        format: { from: null, to: 'csv' },
      });
    });

    it('renders the statement as a PDF that opens, with the partner, the bookings and the totals', async () => {
      const p = await createPartner({ companyName: 'Printed Partner <b>&</b>' });
      LEDGER[`${p.id} 2030-05`] = [
        line('VIP-20001-FCO'),
        line('VIP-20002-FCO', { totalCents: 100000, commissionCents: 12500 }),
      ];
      const res = await admin.agent
        .get(`/api/admin/partners/${p.id}/statements/2030-05.pdf`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain('Printed Partner <b>&</b>');
      expect(text).toContain('May 2030');
      expect(text).toContain('VIP-20001-FCO');
      expect(text).toContain('VIP-20002-FCO');
      expect(text).toContain('$1,605.00');
      expect(text).toContain('$200.63');
    });
  });
});

interface RouteInfo {
  method: string;
  path: string;
}

function routesOf(router: Router): RouteInfo[] {
  return router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path as string })),
  );
}
