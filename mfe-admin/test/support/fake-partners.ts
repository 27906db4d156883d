// Test helper: svc-ops's partner endpoints (/api/admin/partners*, the delivery log) as the contracts say they
// behave, for fakeOps (fake-ops.tsx) to answer with. Every request body is checked with the contract's schema (a
// refusal is the 400 the validation middleware answers) and every answer is parsed with its schema before it is
// sent, so a screen tested against this fake reads what svc-ops is bound to answer.
import type { ZodType } from 'zod';
import {
  PARTNER_MESSAGES,
  overlapSchema,
  partnerCreateSchema,
  partnerKeyCreateSchema,
  partnerKeyCreatedSchema,
  partnerKeySchema,
  partnerListSchema,
  partnerSchema,
  partnerTermsCreateSchema,
  partnerUpdateSchema,
  partnerWebhookSchema,
  partnerWebhookSecretSchema,
  partnerWebhookUpdateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  type Partner,
  type PartnerKey,
  type PartnerKeyState,
  type PartnerTerms,
  type WebhookDelivery,
} from '@vip/contracts/schemas';

/** The fake's clock: the day web tests take for today (tools/jest/web-setup.ts). */
export const PARTNER_NOW = '2030-06-01T12:00:00.000Z';
const HOUR_MS = 3_600_000;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { error: { code, message, requestId: 'r', ...(details ? { details } : {}) } });
const fieldProblem = (status: number, code: string, field: string, message: string) =>
  problem(status, code, message, { fieldErrors: { [field]: [message] }, formErrors: [] });
/** An answer as the contract types it, or the test fails here. */
const answer = <T>(status: number, schema: ZodType<T>, body: T) => json(status, schema.parse(body));

let counter = 0;
/** A new id in the UUID shape the contract asks for. */
export const fakeUuid = () => `7a1c0000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function partnerTerms(overrides: Partial<PartnerTerms> = {}): PartnerTerms {
  return {
    id: fakeUuid(),
    kind: 'commission',
    percent: 12.5,
    effectiveFrom: '2030-05-01',
    createdAt: '2030-04-20T09:00:00.000Z',
    createdBy: 'Olivia Ops',
    ...overrides,
  };
}

export function partnerKey(overrides: Partial<PartnerKey> = {}): PartnerKey {
  return {
    id: fakeUuid(),
    name: 'Booking engine',
    prefix: 'a1b2c3d4e5f6',
    mode: 'sandbox',
    rateLimitPerMinute: 120,
    state: 'active',
    createdAt: '2030-05-02T09:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    replacesKeyId: null,
    ...overrides,
  };
}

/** A partner as svc-ops answers it: Acme Travel, a sandbox account with one contact and nothing else yet. */
export function partner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: '5e0c3a1d-2b4f-4c6a-8d9e-0f1a2b3c4d5e',
    companyName: 'Acme Travel',
    contacts: [{ name: 'Paula Partner', email: 'paula@acme.example', phone: null, role: 'Operations' }],
    billingEmail: 'billing@acme.example',
    sandbox: true,
    active: true,
    notes: null,
    version: 1,
    createdAt: '2030-04-15T09:00:00.000Z',
    updatedAt: '2030-04-15T09:00:00.000Z',
    currentTerms: null,
    terms: [],
    keys: [],
    webhook: null,
    ...overrides,
  };
}

export function webhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: `msg_${String(++counter).padStart(12, '0')}abcd`,
    type: 'booking.confirmed',
    referenceCode: 'VIP-12345-FCO',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2030-05-30T10:00:05.000Z',
    lastResponseStatus: 200,
    lastError: null,
    createdAt: '2030-05-30T10:00:00.000Z',
    deliveredAt: '2030-05-30T10:00:05.000Z',
    payload: {
      type: 'booking.confirmed',
      timestamp: '2030-05-30T10:00:00.000Z',
      data: {
        referenceCode: 'VIP-12345-FCO',
        partnerReference: 'ACME-778',
        status: 'confirmed',
        paymentStatus: 'to_be_arranged',
        mode: 'sandbox',
        flightDate: '2030-06-20',
        flightTime: '14:00',
        airportCode: 'FCO',
        serviceName: 'VIP Meet & Greet - Arrival',
        total: 545,
        cancellation: null,
        changed: null,
      },
    },
    history: [{ at: '2030-05-30T10:00:05.000Z', responseStatus: 200, error: null, durationMs: 84 }],
    ...overrides,
  };
}

export interface FakePartnerOptions {
  partners?: Partner[];
  /** Delivery log rows per partner id. */
  deliveries?: Record<string, WebhookDelivery[]>;
  /** Rows per delivery-log page (svc-ops: 50). */
  deliveryPageSize?: number;
  /** These reads answer 503, as a svc-ops that is away. */
  fail?: ReadonlyArray<'list' | 'detail' | 'deliveries'>;
}

const keyState = (k: { expiresAt: string | null; revokedAt: string | null }, now: string): PartnerKeyState => {
  if (k.revokedAt && k.revokedAt <= now) return 'revoked';
  if (k.expiresAt) return k.expiresAt <= now ? 'expired' : 'expiring';
  return 'active';
};

/** svc-ops' partner routes over an in-memory store. */
export function fakePartners(options: FakePartnerOptions = {}) {
  const partners = (options.partners ?? []).map((p) => structuredClone(p));
  const deliveries = new Map(
    Object.entries(options.deliveries ?? {}).map(([id, rows]) => [id, rows.map((d) => structuredClone(d))]),
  );
  const pageSize = options.deliveryPageSize ?? 50;
  const failing = new Set(options.fail ?? []);
  let now = PARTNER_NOW;
  const today = () => now.slice(0, 10);

  /** The stored partner with what svc-ops works out on each read: key states and the terms in force. */
  const view = (p: Partner): Partner => {
    const current =
      [...p.terms]
        .filter((t) => t.effectiveFrom <= today())
        .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0] ?? null;
    const previousSecretExpiresAt =
      p.webhook?.previousSecretExpiresAt && p.webhook.previousSecretExpiresAt > now
        ? p.webhook.previousSecretExpiresAt
        : null;
    return {
      ...p,
      currentTerms: current,
      keys: p.keys.map((k) => ({ ...k, state: keyState(k, now) })),
      webhook: p.webhook ? { ...p.webhook, previousSecretExpiresAt } : null,
    };
  };
  const changed = (p: Partner) => {
    p.version += 1;
    p.updatedAt = now;
  };
  const newKey = (
    p: Partner,
    spec: Pick<PartnerKey, 'name' | 'mode' | 'rateLimitPerMinute'>,
    replaces: string | null,
  ) => {
    const prefix = String(p.keys.length + 1).padStart(12, 'f');
    const key: PartnerKey = {
      ...spec,
      id: fakeUuid(),
      prefix,
      state: 'active',
      createdAt: now,
      expiresAt: null,
      revokedAt: null,
      replacesKeyId: replaces,
    };
    p.keys.push(key);
    const word = spec.mode === 'live' ? 'live' : 'test';
    return { ...key, key: `vipk_${word}_${prefix}_${'S'.repeat(40)}${String(p.keys.length).padStart(3, '0')}` };
  };
  const secret = () => `whsec_${Buffer.from(`signing-secret-${++counter}`).toString('base64')}`;

  async function handle(url: URL, method: string, body: unknown): Promise<Response | null> {
    const path = url.pathname;
    if (!path.startsWith('/api/admin/partners')) return null;
    const parse = <T>(schema: ZodType<T>): T | Response => {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fieldErrors[issue.path.map(String).join('.')] ??= []).push(issue.message);
      const first = parsed.error.issues[0]!.message;
      return problem(400, 'VALIDATION_FAILED', first, { fieldErrors, formErrors: [] });
    };

    if (path === '/api/admin/partners' && method === 'GET') {
      if (failing.has('list')) return problem(503, 'UNAVAILABLE', 'The partner list is not available right now.');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const active = url.searchParams.get('active');
      const items = partners
        .filter((p) => !q || p.companyName.toLowerCase().includes(q) || p.billingEmail.includes(q))
        .filter((p) => active === null || String(p.active) === active)
        .sort((a, b) => a.companyName.localeCompare(b.companyName))
        .map(view)
        .map((p) => ({
          id: p.id,
          companyName: p.companyName,
          billingEmail: p.billingEmail,
          sandbox: p.sandbox,
          active: p.active,
          currentTerms: p.currentTerms,
          createdAt: p.createdAt,
          activeKeys: p.keys.filter((k) => k.state === 'active' || k.state === 'expiring').length,
          webhookUrl: p.webhook?.url ?? null,
        }));
      return answer(200, partnerListSchema, { items });
    }
    if (path === '/api/admin/partners' && method === 'POST') {
      const input = parse(partnerCreateSchema);
      if (input instanceof Response) return input;
      if (partners.some((p) => p.companyName.toLowerCase() === input.companyName.toLowerCase()))
        return fieldProblem(
          409,
          'PARTNER_NAME_TAKEN',
          'companyName',
          'A partner with this company name already exists',
        );
      const created = partner({
        id: fakeUuid(),
        companyName: input.companyName,
        contacts: input.contacts.map((c) => ({
          name: c.name,
          email: c.email,
          phone: c.phone ?? null,
          role: c.role ?? null,
        })),
        billingEmail: input.billingEmail,
        sandbox: input.sandbox,
        notes: input.notes ?? null,
        createdAt: now,
        updatedAt: now,
      });
      partners.push(created);
      return answer(201, partnerSchema, view(created));
    }

    const match = /^\/api\/admin\/partners\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) return problem(404, 'NOT_FOUND', 'Not Found');
    const found = partners.find((p) => p.id === decodeURIComponent(match[1]!));
    if (!found) return problem(404, 'PARTNER_NOT_FOUND', 'Partner not found');
    const rest = match[2] ?? '';

    if (rest === '' && method === 'GET') {
      if (failing.has('detail')) return problem(503, 'UNAVAILABLE', 'The partner is not available right now.');
      return answer(200, partnerSchema, view(found));
    }
    if (rest === '' && method === 'PATCH') {
      const input = parse(partnerUpdateSchema);
      if (input instanceof Response) return input;
      if (input.version !== found.version)
        return problem(
          409,
          'VERSION_CONFLICT',
          'Someone else changed this partner while you were editing. Reload it to see their changes.',
          { currentVersion: found.version },
        );
      const { version: _version, contacts, notes: _notes, ...fields } = input;
      Object.assign(
        found,
        Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        contacts
          ? {
              contacts: contacts.map((c) => ({
                name: c.name,
                email: c.email,
                phone: c.phone ?? null,
                role: c.role ?? null,
              })),
            }
          : {},
        // Empty clears the notes, absent keeps them.
        'notes' in (body as object) ? { notes: (body as { notes: string | null }).notes || null } : {},
      );
      changed(found);
      return answer(200, partnerSchema, view(found));
    }
    if (rest === '/terms' && method === 'POST') {
      const input = parse(partnerTermsCreateSchema);
      if (input instanceof Response) return input;
      if (input.effectiveFrom < today())
        return fieldProblem(422, 'PARTNER_TERMS_IN_PAST', 'effectiveFrom', PARTNER_MESSAGES.effectiveFromPast);
      if (found.terms.some((t) => t.effectiveFrom === input.effectiveFrom))
        return fieldProblem(409, 'PARTNER_TERMS_DATE_TAKEN', 'effectiveFrom', 'Terms from this date already exist');
      found.terms.push(partnerTerms({ ...input, createdAt: now, createdBy: 'Olivia Ops' }));
      changed(found);
      return answer(201, partnerSchema, view(found));
    }
    const termsMatch = /^\/terms\/([^/]+)$/.exec(rest);
    if (termsMatch && method === 'DELETE') {
      const terms = found.terms.find((t) => t.id === decodeURIComponent(termsMatch[1]!));
      if (!terms) return problem(404, 'PARTNER_TERMS_NOT_FOUND', 'Terms not found');
      if (terms.effectiveFrom <= today())
        return problem(
          409,
          'PARTNER_TERMS_IN_FORCE',
          'These terms have taken effect and stay on record: add new terms from a later date instead',
        );
      found.terms = found.terms.filter((t) => t !== terms);
      changed(found);
      return answer(200, partnerSchema, view(found));
    }
    if (rest === '/keys' && method === 'POST') {
      const input = parse(partnerKeyCreateSchema);
      if (input instanceof Response) return input;
      if (found.sandbox && input.mode === 'live')
        return fieldProblem(422, 'PARTNER_LIVE_KEY_NOT_ALLOWED', 'mode', PARTNER_MESSAGES.liveKeyInSandbox);
      const created = newKey(found, input, null);
      return answer(201, partnerKeyCreatedSchema, created);
    }
    const keyMatch = /^\/keys\/([^/]+)\/(rotate|revoke)$/.exec(rest);
    if (keyMatch && method === 'POST') {
      const key = found.keys.find((k) => k.id === decodeURIComponent(keyMatch[1]!));
      if (!key) return problem(404, 'PARTNER_KEY_NOT_FOUND', 'Key not found');
      const state = keyState(key, now);
      if (keyMatch[2] === 'revoke') {
        if (state !== 'revoked') key.revokedAt = now;
        return answer(200, partnerKeySchema, { ...key, state: keyState(key, now) });
      }
      const input = parse(overlapSchema);
      if (input instanceof Response) return input;
      if (state !== 'active')
        return problem(409, 'PARTNER_KEY_NOT_ACTIVE', `Only a key in use can be rotated: this one is ${state}`);
      const created = newKey(found, key, key.id);
      key.expiresAt = new Date(Date.parse(now) + input.overlapHours * HOUR_MS).toISOString();
      return answer(201, partnerKeyCreatedSchema, created);
    }
    if (rest === '/webhook' && method === 'PUT') {
      const input = parse(partnerWebhookUpdateSchema);
      if (input instanceof Response) return input;
      const host = new URL(input.url).hostname;
      if (host === 'localhost' || /^(10|127|192\.168)\./.test(host))
        return fieldProblem(
          422,
          'WEBHOOK_URL_NOT_ALLOWED',
          'url',
          'The web hook address must be a public host, not a private, loopback or link-local address',
        );
      if (found.webhook) {
        found.webhook = { ...found.webhook, url: input.url, enabled: input.enabled };
        return answer(200, partnerWebhookSchema, view(found).webhook!);
      }
      found.webhook = { url: input.url, enabled: input.enabled, secretCreatedAt: now, previousSecretExpiresAt: null };
      return answer(201, partnerWebhookSecretSchema, { ...view(found).webhook!, secret: secret() });
    }
    if (rest === '/webhook/rotate-secret' && method === 'POST') {
      const input = parse(overlapSchema);
      if (input instanceof Response) return input;
      if (!found.webhook) return problem(409, 'WEBHOOK_NOT_SET', 'This partner has no web hook address');
      found.webhook = {
        ...found.webhook,
        secretCreatedAt: now,
        previousSecretExpiresAt:
          input.overlapHours > 0 ? new Date(Date.parse(now) + input.overlapHours * HOUR_MS).toISOString() : null,
      };
      return answer(200, partnerWebhookSecretSchema, { ...view(found).webhook!, secret: secret() });
    }
    if (rest === '/webhook' && method === 'DELETE') {
      found.webhook = null;
      return new Response(null, { status: 204 });
    }
    if (rest === '/webhook-deliveries' && method === 'GET') {
      if (failing.has('deliveries')) return problem(503, 'UNAVAILABLE', 'The delivery log is not available right now.');
      const status = url.searchParams.get('status');
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const rows = (deliveries.get(found.id) ?? [])
        .filter((d) => !status || d.status === status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const items = rows.slice(start, start + pageSize);
      return answer(200, webhookDeliveryListSchema, {
        items,
        nextCursor: start + pageSize < rows.length ? String(start + pageSize) : null,
      });
    }
    const replayMatch = /^\/webhook-deliveries\/([^/]+)\/replay$/.exec(rest);
    if (replayMatch && method === 'POST') {
      const delivery = (deliveries.get(found.id) ?? []).find((d) => d.id === decodeURIComponent(replayMatch[1]!));
      if (!delivery) return problem(404, 'WEBHOOK_DELIVERY_NOT_FOUND', 'Delivery not found');
      Object.assign(delivery, { status: 'pending', nextAttemptAt: now, deliveredAt: null });
      return answer(200, webhookDeliverySchema, delivery);
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }

  return {
    partners,
    deliveries,
    handle,
    /** Another admin saves the partner (a new name, version + 1). */
    changeElsewhere: (id: string, companyName: string) => {
      const p = partners.find((x) => x.id === id)!;
      p.companyName = companyName;
      changed(p);
    },
    /** svc-ops answers that read again. */
    recover: (what: 'list' | 'detail' | 'deliveries') => void failing.delete(what),
    /** Time passes (key expiries and overlaps are read against it). */
    setNow: (iso: string) => void (now = iso),
  };
}
