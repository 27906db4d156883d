import type { PartnerKeyIssuedV1, PartnerKeyRevokedV1, PartnerUpdatedV1 } from '@vip/contracts/events';
import type { PartnerKeyMode, PartnerTermsKind } from '@vip/contracts/schemas';
import type { SubscriptionSpec } from '../bus/event-bus';
import type { PartnerKeyRecord } from '../koa/partner-key';
import type { Logger } from '../logger';
import { consumeOnce } from '../outbox/inbox';
import type { SqlClient, TransactionRunner } from '../outbox/sql-client';

/** A terms row as partner.updated carries it. */
export interface PartnerTermsRow {
  kind: PartnerTermsKind;
  percentBasisPoints: number;
  effectiveFrom: string;
}

/** A service's copy of a partner (the newest partner.updated it applied). */
export interface PartnerCopy {
  id: string;
  companyName: string;
  active: boolean;
  sandbox: boolean;
  terms: PartnerTermsRow[];
  version: number;
}

interface KeyRow {
  id: string;
  mode: string;
  rate_limit_per_minute: number;
  revoked_at: Date | null;
  partner_id: string;
  company_name: string | null;
  active: boolean | null;
  sandbox: boolean | null;
}

/**
 * svc-ops owns partner accounts and keys; svc-catalog and svc-booking each keep a copy in their own `partners` and
 * `partner_keys` tables (the same tables in both, created by each service's migrations, as the outbox's are), made
 * from the events: the newest partner.updated by `version`, every issued key's hash, and its revocation time (the
 * earliest one heard: a rotated key's expiry may be brought forward by a revocation, never put back).
 */
export class PartnerCopies {
  constructor(private readonly db: SqlClient) {}

  async findKey(keyHash: string): Promise<PartnerKeyRecord | null> {
    const rows = await this.db.$queryRawUnsafe<KeyRow[]>(
      `SELECT k.id, k.mode, k.rate_limit_per_minute, k.revoked_at, k.partner_id, p.company_name, p.active, p.sandbox
         FROM partner_keys k LEFT JOIN partners p ON p.id = k.partner_id
        WHERE k.key_hash = $1`,
      keyHash,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      keyId: row.id,
      legacy: false,
      partner:
        row.company_name === null
          ? null
          : { id: row.partner_id, name: row.company_name, active: Boolean(row.active), sandbox: Boolean(row.sandbox) },
      mode: row.mode as PartnerKeyMode,
      rateLimitPerMinute: row.rate_limit_per_minute,
      revokedAt: row.revoked_at,
    };
  }

  async partner(id: string, db: SqlClient = this.db): Promise<PartnerCopy | null> {
    const rows = await db.$queryRawUnsafe<
      { id: string; company_name: string; active: boolean; sandbox: boolean; terms: unknown; version: number }[]
    >(`SELECT id, company_name, active, sandbox, terms, version FROM partners WHERE id = $1::uuid`, id);
    const row = rows[0];
    if (!row) return null;
    const terms = typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms;
    return {
      id: row.id,
      companyName: row.company_name,
      active: row.active,
      sandbox: row.sandbox,
      terms: Array.isArray(terms) ? (terms as PartnerTermsRow[]) : [],
      version: row.version,
    };
  }

  /** Whether the state was newer than the one kept (an older one arriving late changes nothing). */
  async applyUpdated(tx: SqlClient, p: PartnerUpdatedV1): Promise<boolean> {
    const changed = await tx.$executeRawUnsafe(
      `INSERT INTO partners (id, company_name, active, sandbox, terms, version, updated_at)
       VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6, $7::timestamptz)
       ON CONFLICT (id) DO UPDATE SET company_name = EXCLUDED.company_name, active = EXCLUDED.active,
         sandbox = EXCLUDED.sandbox, terms = EXCLUDED.terms, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
       WHERE partners.version < EXCLUDED.version`,
      p.partnerId,
      p.companyName,
      p.active,
      p.sandbox,
      JSON.stringify(p.terms),
      p.version,
      p.updatedAt,
    );
    return changed > 0;
  }

  async applyKeyIssued(tx: SqlClient, k: PartnerKeyIssuedV1): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO partner_keys (id, partner_id, name, prefix, key_hash, mode, rate_limit_per_minute, issued_at)
       VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, $8::timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      k.keyId,
      k.partnerId,
      k.name,
      k.prefix,
      k.keyHash,
      k.mode,
      k.rateLimitPerMinute,
      k.issuedAt,
    );
  }

  /** Whether a key of this id was known. */
  async applyKeyRevoked(tx: SqlClient, r: PartnerKeyRevokedV1): Promise<boolean> {
    const changed = await tx.$executeRawUnsafe(
      `UPDATE partner_keys SET revoked_at = LEAST(COALESCE(revoked_at, $2::timestamptz), $2::timestamptz)
        WHERE id = $1::uuid AND partner_id = $3::uuid`,
      r.keyId,
      r.revokedAt,
      r.partnerId,
    );
    return changed > 0;
  }
}

export interface PartnerCopiesSubscriptionOptions<Tx extends SqlClient> {
  /** The consumer group, e.g. `svc-booking.partners`. */
  group: string;
  db: SqlClient & TransactionRunner<Tx>;
  logger: Logger;
  /** After an event was applied (drop the key guard's cache). */
  onChange?: () => void;
  /** A revocation of a key this copy does not hold (svc-catalog: a legacy key of the same id). */
  revokeOther?: (tx: Tx, revoked: PartnerKeyRevokedV1) => Promise<boolean>;
}

/** Keeps the copy from svc-ops' partner events; each applied once (inbox). */
export function partnerCopiesSubscription<Tx extends SqlClient>(
  options: PartnerCopiesSubscriptionOptions<Tx>,
): SubscriptionSpec {
  const copies = new PartnerCopies(options.db);
  const { group, db, logger } = options;
  const changed = () => options.onChange?.();
  return {
    group,
    handlers: {
      'partner.updated': async (event) => {
        await consumeOnce(db, group, event, async (tx) => {
          if (!(await copies.applyUpdated(tx, event.payload)))
            logger.info({ eventId: event.id, version: event.payload.version }, 'partner.updated older than the copy');
        });
        changed();
      },
      'partner.key-issued': async (event) => {
        await consumeOnce(db, group, event, (tx) => copies.applyKeyIssued(tx, event.payload));
        changed();
      },
      'partner.key-revoked': async (event) => {
        await consumeOnce(db, group, event, async (tx) => {
          const known =
            (await copies.applyKeyRevoked(tx, event.payload)) ||
            (options.revokeOther ? await options.revokeOther(tx, event.payload) : false);
          if (!known)
            logger.warn({ eventId: event.id, keyId: event.payload.keyId }, 'partner.key-revoked for an unknown key');
        });
        changed();
      },
    },
  };
}
