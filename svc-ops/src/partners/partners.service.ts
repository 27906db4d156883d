import {
  fromBasisPoints,
  PARTNER_MESSAGES,
  toBasisPoints,
  type Partner,
  type PartnerContact,
  type PartnerCreate,
  type PartnerKey,
  type PartnerKeyCreate,
  type PartnerKeyCreated,
  type PartnerKeyMode,
  type PartnerKeyState,
  type PartnerListItem,
  type PartnerTerms,
  type PartnerTermsCreate,
  type PartnerTermsKind,
  type PartnerUpdate,
  type PartnerWebhook,
  type PartnerWebhookSecret,
  type PartnerWebhookUpdate,
} from '@vip/contracts/schemas';
import type { EventEnvelope } from '@vip/contracts/events';
import { appendToOutbox } from '@vip/platform/outbox';
import { changesBetween, type Actor, type Changes, type StaffAuditLog } from '../audit/staff-audit.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import { keyState, keyWorks, termsInForce, utcDate, webhookUrlProblem } from './partner-rules';
import { hashKey, newPartnerKey, newWebhookSecret, parsePartnerKey } from './partner-secrets';
import { partnerKeyIssuedEvent, partnerKeyRevokedEvent, partnerUpdatedEvent } from './partners.events';
import type {
  PartnerData,
  PartnerKeyRecord,
  PartnerRecord,
  PartnerTermsRecord,
  PartnersRepository,
  PartnerWebhookRecord,
} from './partners.repository';

export interface PartnersServiceDeps {
  prisma: OpsPrisma;
  partners: PartnersRepository;
  audit: StaffAuditLog;
  now: () => Date;
  onEventsCommitted: () => void;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: off in production, where only public https addresses are saved. */
  allowPrivateWebhookTargets: boolean;
}

export interface CommandLineKey {
  partner: string;
  prefix: string;
  name: string;
  mode: PartnerKeyMode;
  perMinute: number;
  state: PartnerKeyState;
  created: string;
  ends: string | null;
}

export type SavedWebhook =
  { created: true; webhook: PartnerWebhookSecret } | { created: false; webhook: PartnerWebhook };

export const COMMAND_LINE_ACTOR: Actor = { id: null, name: 'Command line (partner-key)' };
const HOUR_MS = 3_600_000;

const PARTNER_FIELDS = ['companyName', 'contacts', 'billingEmail', 'sandbox', 'active', 'notes'] as const;

const notFound = () => opsErrors.create('PARTNER_NOT_FOUND', 'Partner not found');
const keyNotFound = () => opsErrors.create('PARTNER_KEY_NOT_FOUND', 'Key not found');
const webhookNotSet = () => opsErrors.create('WEBHOOK_NOT_SET', 'This partner has no web hook address');
const nameTaken = (name: string) =>
  opsErrors.create('PARTNER_NAME_TAKEN', `A partner named ${name} already exists`, {
    fieldErrors: { companyName: ['A partner with this company name already exists'] },
    formErrors: [],
  });
const liveKeyRefused = (message: string = PARTNER_MESSAGES.liveKeyInSandbox) =>
  opsErrors.create('PARTNER_LIVE_KEY_NOT_ALLOWED', message, { fieldErrors: { mode: [message] }, formErrors: [] });
const versionConflict = (currentVersion: number) =>
  opsErrors.create(
    'VERSION_CONFLICT',
    'Someone else changed this partner while you were editing. Reload it to see their changes.',
    { currentVersion },
  );

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const subject = (p: { id: string; companyName: string }) => ({
  type: 'partner' as const,
  id: p.id,
  label: p.companyName,
});

/** Stored and compared in one shape: an absent phone or role is null. */
function normalContacts(contacts: readonly PartnerContact[]): Partner['contacts'] {
  return contacts.map((c) => ({ name: c.name, email: c.email, phone: c.phone ?? null, role: c.role ?? null }));
}

const contactsOf = (p: PartnerRecord) => normalContacts(p.contacts as unknown as PartnerContact[]);

function toTerms(t: PartnerTermsRecord): PartnerTerms {
  return {
    id: t.id,
    kind: t.kind as PartnerTermsKind,
    percent: fromBasisPoints(t.basisPoints),
    effectiveFrom: t.effectiveFrom,
    createdAt: t.createdAt.toISOString(),
    createdBy: t.createdBy,
  };
}

function toKey(k: PartnerKeyRecord, now: Date): PartnerKey {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    mode: k.mode as PartnerKeyMode,
    rateLimitPerMinute: k.rateLimitPerMinute,
    state: keyState(k, now),
    createdAt: k.createdAt.toISOString(),
    expiresAt: iso(k.expiresAt),
    revokedAt: iso(k.revokedAt),
    replacesKeyId: k.replacesKeyId,
  };
}

function toWebhook(w: PartnerWebhookRecord, now: Date): PartnerWebhook {
  const overlapping = w.previousSecretExpiresAt && w.previousSecretExpiresAt > now;
  return {
    url: w.url,
    enabled: w.enabled,
    secretCreatedAt: w.secretCreatedAt.toISOString(),
    previousSecretExpiresAt: overlapping ? iso(w.previousSecretExpiresAt) : null,
  };
}

/** What the audit log keeps of a partner: never a key or a secret. */
function audited(p: PartnerRecord) {
  return {
    companyName: p.companyName,
    contacts: contactsOf(p),
    billingEmail: p.billingEmail,
    sandbox: p.sandbox,
    active: p.active,
    notes: p.notes,
  };
}

const keyFacts = (k: PartnerKeyRecord) => ({
  name: k.name,
  prefix: k.prefix,
  mode: k.mode,
  rateLimitPerMinute: k.rateLimitPerMinute,
});

/**
 * Partner accounts, their terms, API keys and web-hook endpoint. Each change locks the partner, is audited and
 * writes its events to the outbox in one transaction.
 */
export class PartnersService {
  constructor(private readonly deps: PartnersServiceDeps) {}

  private toPartner(p: PartnerRecord): Partner {
    const now = this.deps.now();
    const current = termsInForce(p.terms, utcDate(now));
    return {
      id: p.id,
      companyName: p.companyName,
      contacts: contactsOf(p),
      billingEmail: p.billingEmail,
      sandbox: p.sandbox,
      active: p.active,
      notes: p.notes,
      version: p.version,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      currentTerms: current ? toTerms(current) : null,
      terms: p.terms.map(toTerms),
      // Newest first, as the back office lists them.
      keys: p.keys.map((k) => toKey(k, now)).reverse(),
      webhook: p.webhook ? toWebhook(p.webhook, now) : null,
    };
  }

  /** Runs `change` on the locked partner; events it returns are written beside it, and the relay is woken after. */
  private async change<T>(
    id: string,
    change: (tx: OpsTx, partner: PartnerRecord, at: Date) => Promise<{ answer: T; events?: EventEnvelope[] }>,
  ): Promise<T> {
    const { answer, eventsWritten } = await this.deps.prisma.$transaction(async (tx) => {
      const partner = await this.deps.partners.lock(tx, id);
      if (!partner) throw notFound();
      const { answer, events = [] } = await change(tx, partner, this.deps.now());
      await appendToOutbox(tx, events);
      return { answer, eventsWritten: events.length > 0 };
    });
    if (eventsWritten) this.deps.onEventsCommitted();
    return answer;
  }

  async list(filter: { q?: string; active?: boolean }): Promise<{ items: PartnerListItem[] }> {
    const now = this.deps.now();
    const rows = await this.deps.partners.list(filter);
    return {
      items: rows.map((p) => {
        const { id, companyName, billingEmail, sandbox, active, createdAt, currentTerms } = this.toPartner(p);
        return {
          id,
          companyName,
          billingEmail,
          sandbox,
          active,
          createdAt,
          currentTerms,
          activeKeys: p.keys.filter((k) => keyWorks(k, now)).length,
          webhookUrl: p.webhook?.url ?? null,
        };
      }),
    };
  }

  async get(id: string): Promise<Partner> {
    const partner = await this.deps.partners.find(id);
    if (!partner) throw notFound();
    return this.toPartner(partner);
  }

  async create(input: PartnerCreate, actor: Actor): Promise<Partner> {
    return this.createPartner(
      {
        companyName: input.companyName,
        contacts: normalContacts(input.contacts),
        billingEmail: input.billingEmail,
        sandbox: input.sandbox,
        active: true,
        notes: input.notes ?? null,
      },
      actor,
    );
  }

  private async createPartner(data: PartnerData, actor: Actor): Promise<Partner> {
    const created = await this.deps.prisma.$transaction(async (tx) => {
      await this.deps.partners.lockNames(tx);
      if (await this.deps.partners.findByName(tx, data.companyName)) throw nameTaken(data.companyName);
      const partner = await this.deps.partners.create(tx, data);
      await this.deps.audit.record(
        tx,
        actor,
        'partner.created',
        subject(partner),
        changesBetween(null, audited(partner), PARTNER_FIELDS),
      );
      await appendToOutbox(tx, [partnerUpdatedEvent(partner, this.deps.now())]);
      return partner;
    });
    this.deps.onEventsCommitted();
    return this.toPartner(created);
  }

  async update(id: string, input: PartnerUpdate, actor: Actor): Promise<Partner> {
    return this.change(id, async (tx, current, at) => {
      if (input.version !== current.version) throw versionConflict(current.version);
      const data: Partial<PartnerData> = {};
      for (const field of PARTNER_FIELDS)
        if (input[field] !== undefined) Object.assign(data, { [field]: input[field] });
      if (input.contacts) data.contacts = normalContacts(input.contacts);
      const changes = changesBetween(audited(current), { ...audited(current), ...data }, PARTNER_FIELDS);
      if (Object.keys(changes).length === 0) return { answer: this.toPartner(current) };
      if (changes.companyName) {
        await this.deps.partners.lockNames(tx);
        const same = await this.deps.partners.findByName(tx, data.companyName!);
        if (same && same.id !== id) throw nameTaken(data.companyName!);
      }
      if (changes.sandbox && data.sandbox && current.keys.some((k) => k.mode === 'live' && keyWorks(k, at)))
        throw liveKeyRefused('This partner holds live keys: revoke them before making it a sandbox account');
      const updated = await this.deps.partners.update(tx, id, data);
      await this.deps.audit.record(tx, actor, 'partner.updated', subject(updated), changes);
      return { answer: this.toPartner(updated), events: [partnerUpdatedEvent(updated, at)] };
    });
  }

  /** Terms start today or later, each on its own date: terms that have priced bookings are never rewritten. */
  async addTerms(id: string, input: PartnerTermsCreate, actor: Actor): Promise<Partner> {
    return this.change(id, async (tx, current, at) => {
      if (input.effectiveFrom < utcDate(at))
        throw opsErrors.create('PARTNER_TERMS_IN_PAST', PARTNER_MESSAGES.effectiveFromPast, {
          fieldErrors: { effectiveFrom: [PARTNER_MESSAGES.effectiveFromPast] },
          formErrors: [],
        });
      if (current.terms.some((t) => t.effectiveFrom === input.effectiveFrom))
        throw opsErrors.create(
          'PARTNER_TERMS_DATE_TAKEN',
          `This partner already has terms from ${input.effectiveFrom}: remove them first or choose another date`,
          { fieldErrors: { effectiveFrom: ['Terms from this date already exist'] }, formErrors: [] },
        );
      const terms = await this.deps.partners.addTerms(tx, id, {
        kind: input.kind,
        basisPoints: toBasisPoints(input.percent),
        effectiveFrom: input.effectiveFrom,
        createdBy: actor.name,
      });
      const updated = await this.deps.partners.update(tx, id, {});
      await this.deps.audit.record(tx, actor, 'partner.terms-added', subject(updated), {
        terms: { from: null, to: { kind: terms.kind, percent: input.percent, effectiveFrom: terms.effectiveFrom } },
      });
      return { answer: this.toPartner(updated), events: [partnerUpdatedEvent(updated, at)] };
    });
  }

  async removeTerms(id: string, termsId: string, actor: Actor): Promise<Partner> {
    return this.change(id, async (tx, current, at) => {
      const terms = current.terms.find((t) => t.id === termsId);
      if (!terms) throw opsErrors.create('PARTNER_TERMS_NOT_FOUND', 'Terms not found');
      if (terms.effectiveFrom <= utcDate(at))
        throw opsErrors.create(
          'PARTNER_TERMS_IN_FORCE',
          'These terms have taken effect and stay on record: add new terms from a later date instead',
        );
      await this.deps.partners.deleteTerms(tx, termsId);
      const updated = await this.deps.partners.update(tx, id, {});
      await this.deps.audit.record(tx, actor, 'partner.terms-removed', subject(updated), {
        terms: {
          from: { kind: terms.kind, percent: fromBasisPoints(terms.basisPoints), effectiveFrom: terms.effectiveFrom },
          to: null,
        },
      });
      return { answer: this.toPartner(updated), events: [partnerUpdatedEvent(updated, at)] };
    });
  }

  private async issueKey(
    tx: OpsTx,
    partner: PartnerRecord,
    spec: { name: string; mode: PartnerKeyMode; rateLimitPerMinute: number; replacesKeyId: string | null },
    at: Date,
  ) {
    if (partner.sandbox && spec.mode === 'live') throw liveKeyRefused();
    const { key, prefix, keyHash } = newPartnerKey(spec.mode);
    const record = await this.deps.partners.createKey(tx, partner.id, { ...spec, prefix, keyHash, createdAt: at });
    return { key, record };
  }

  /** The key is in this answer only; its hash is what is kept and published. */
  async createKey(id: string, input: PartnerKeyCreate, actor: Actor): Promise<PartnerKeyCreated> {
    return this.change(id, async (tx, partner, at) => {
      const { key, record } = await this.issueKey(tx, partner, { ...input, replacesKeyId: null }, at);
      await this.deps.audit.record(
        tx,
        actor,
        'partner.key-issued',
        subject(partner),
        changesBetween(null, keyFacts(record), ['name', 'prefix', 'mode', 'rateLimitPerMinute']),
      );
      return { answer: { ...toKey(record, at), key }, events: [partnerKeyIssuedEvent(record, at)] };
    });
  }

  private ownKey(partner: PartnerRecord, keyId: string): PartnerKeyRecord {
    // Another partner's key is as unknown as a key that never existed.
    const key = partner.keys.find((k) => k.id === keyId);
    if (!key) throw keyNotFound();
    return key;
  }

  /** A successor with the same name, mode and limit; the old key works beside it for the overlap. */
  async rotateKey(id: string, keyId: string, overlapHours: number, actor: Actor): Promise<PartnerKeyCreated> {
    return this.change(id, async (tx, partner, at) => {
      const old = this.ownKey(partner, keyId);
      const state = keyState(old, at);
      if (state !== 'active')
        throw opsErrors.create('PARTNER_KEY_NOT_ACTIVE', `Only a key in use can be rotated: this one is ${state}`);
      const { key, record } = await this.issueKey(
        tx,
        partner,
        {
          name: old.name,
          mode: old.mode as PartnerKeyMode,
          rateLimitPerMinute: old.rateLimitPerMinute,
          replacesKeyId: old.id,
        },
        at,
      );
      const endsAt = new Date(at.getTime() + overlapHours * HOUR_MS);
      const retired = await this.deps.partners.updateKey(tx, old.id, { expiresAt: endsAt });
      await this.deps.audit.record(tx, actor, 'partner.key-rotated', subject(partner), {
        prefix: { from: old.prefix, to: record.prefix },
        expiresAt: { from: null, to: endsAt.toISOString() },
      });
      return {
        answer: { ...toKey(record, at), key },
        events: [partnerKeyIssuedEvent(record, at), partnerKeyRevokedEvent(retired, endsAt, 'rotated', at)],
      };
    });
  }

  /** Ends the key at once (an expiring key too); revoking a revoked key changes nothing. */
  async revokeKey(id: string, keyId: string, actor: Actor): Promise<PartnerKey> {
    return this.change(id, async (tx, partner, at) => {
      const key = this.ownKey(partner, keyId);
      if (keyState(key, at) === 'revoked') return { answer: toKey(key, at) };
      const revoked = await this.deps.partners.updateKey(tx, key.id, { revokedAt: at });
      await this.deps.audit.record(tx, actor, 'partner.key-revoked', subject(partner), {
        prefix: { from: key.prefix, to: key.prefix },
        revokedAt: { from: null, to: at.toISOString() },
      });
      return { answer: toKey(revoked, at), events: [partnerKeyRevokedEvent(revoked, at, 'revoked', at)] };
    });
  }

  /**
   * The first address comes with a new signing secret, answered this once; a later one keeps the secret (the
   * partner's verifier needs no change).
   */
  async setWebhook(id: string, input: PartnerWebhookUpdate, actor: Actor): Promise<SavedWebhook> {
    const problem = webhookUrlProblem(input.url, this.deps.allowPrivateWebhookTargets);
    if (problem)
      throw opsErrors.create('WEBHOOK_URL_NOT_ALLOWED', problem, { fieldErrors: { url: [problem] }, formErrors: [] });
    return this.change<SavedWebhook>(id, async (tx, partner, at) => {
      const before = partner.webhook;
      if (before) {
        const after = await this.deps.partners.updateWebhook(tx, id, { url: input.url, enabled: input.enabled });
        const changes = changesBetween(before, after, ['url', 'enabled']);
        if (Object.keys(changes).length)
          await this.deps.audit.record(tx, actor, 'partner.webhook-updated', subject(partner), changes);
        return { answer: { created: false, webhook: toWebhook(after, at) } };
      }
      const secret = newWebhookSecret();
      const saved = await this.deps.partners.saveWebhook(tx, id, {
        url: input.url,
        enabled: input.enabled,
        secret,
        secretCreatedAt: at,
        previousSecret: null,
        previousSecretExpiresAt: null,
      });
      await this.deps.audit.record(
        tx,
        actor,
        'partner.webhook-set',
        subject(partner),
        changesBetween(null, saved, ['url', 'enabled']),
      );
      return { answer: { created: true, webhook: { ...toWebhook(saved, at), secret } } };
    });
  }

  /** The previous secret keeps signing beside the new one for the overlap, so the partner can switch without a gap. */
  async rotateWebhookSecret(id: string, overlapHours: number, actor: Actor): Promise<PartnerWebhookSecret> {
    return this.change(id, async (tx, partner, at) => {
      const before = partner.webhook;
      if (!before) throw webhookNotSet();
      const secret = newWebhookSecret();
      const previousSecretExpiresAt = overlapHours > 0 ? new Date(at.getTime() + overlapHours * HOUR_MS) : null;
      const after = await this.deps.partners.updateWebhook(tx, id, {
        secret,
        secretCreatedAt: at,
        previousSecret: previousSecretExpiresAt ? before.secret : null,
        previousSecretExpiresAt,
      });
      await this.deps.audit.record(tx, actor, 'partner.webhook-secret-rotated', subject(partner), {
        secretCreatedAt: { from: before.secretCreatedAt.toISOString(), to: at.toISOString() },
        previousSecretExpiresAt: { from: null, to: iso(previousSecretExpiresAt) },
      });
      return { answer: { ...toWebhook(after, at), secret } };
    });
  }

  async removeWebhook(id: string, actor: Actor): Promise<void> {
    await this.change(id, async (tx, partner) => {
      // Removing an address that is not there leaves what was asked for: a repeated DELETE answers the same.
      if (!partner.webhook) return { answer: undefined };
      await this.deps.partners.deleteWebhook(tx, id);
      const changes: Changes = { url: { from: partner.webhook.url, to: null } };
      await this.deps.audit.record(tx, actor, 'partner.webhook-removed', subject(partner), changes);
      return { answer: undefined };
    });
  }

  /** For the web-hook dispatcher: where to post and the secrets that sign, newest first. */
  async partnerExists(partnerId: string): Promise<boolean> {
    return (await this.deps.partners.find(partnerId)) !== null;
  }

  async webhookTarget(
    partnerId: string,
    tx?: OpsTx,
  ): Promise<{ url: string; enabled: boolean; secrets: string[] } | null> {
    const endpoint = await this.deps.partners.webhookOf(partnerId, tx);
    if (!endpoint) return null;
    const now = this.deps.now();
    const previous =
      endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
        ? [endpoint.previousSecret]
        : [];
    return { url: endpoint.url, enabled: endpoint.enabled, secrets: [endpoint.secret, ...previous] };
  }

  /** Null for anything but a key in use of an active partner. */
  async partnerForKey(presentedKey: string): Promise<{
    partnerId: string;
    keyId: string;
    mode: 'live' | 'sandbox';
    rateLimitPerMinute: number;
  } | null> {
    if (!parsePartnerKey(presentedKey)) return null;
    const key = await this.deps.partners.keyByHash(hashKey(presentedKey));
    if (!key || !key.partner.active || !keyWorks(key, this.deps.now())) return null;
    return {
      partnerId: key.partnerId,
      keyId: key.id,
      mode: key.mode as PartnerKeyMode,
      rateLimitPerMinute: key.rateLimitPerMinute,
    };
  }

  /**
   * The command-line tool: a key for the partner of that company name, made first (without contacts, for an admin to
   * complete) when there is none. A live key makes a new partner a live account.
   */
  async issueKeyFromCommandLine(
    companyName: string,
    rateLimitPerMinute: number,
    mode: PartnerKeyMode,
  ): Promise<{ partner: Partner; created: boolean; key: PartnerKeyCreated }> {
    const existing = await this.deps.partners.findByName(this.deps.prisma, companyName);
    const partner = existing
      ? await this.get(existing.id)
      : await this.createPartner(
          { companyName, contacts: [], billingEmail: '', sandbox: mode === 'sandbox', active: true, notes: null },
          COMMAND_LINE_ACTOR,
        );
    const key = await this.createKey(
      partner.id,
      { name: 'Command-line key', mode, rateLimitPerMinute },
      COMMAND_LINE_ACTOR,
    );
    return { partner, created: !existing, key };
  }

  async keysForCommandLine(): Promise<CommandLineKey[]> {
    const now = this.deps.now();
    return (await this.deps.partners.allKeys()).map((k) => ({
      partner: k.partner.companyName,
      prefix: k.prefix,
      name: k.name,
      mode: k.mode as PartnerKeyMode,
      perMinute: k.rateLimitPerMinute,
      state: keyState(k, now),
      created: k.createdAt.toISOString(),
      ends: iso(k.revokedAt ?? k.expiresAt),
    }));
  }

  /** Null when no key has that prefix. */
  async revokeByPrefix(prefix: string): Promise<PartnerKey | null> {
    const key = await this.deps.partners.keyByPrefix(prefix);
    return key ? this.revokeKey(key.partnerId, key.id, COMMAND_LINE_ACTOR) : null;
  }
}
