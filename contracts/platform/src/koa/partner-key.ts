import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { PARTNER_API_KEY_HEADER, type PartnerKeyMode } from '@vip/contracts/schemas';
import { describes, type DescribedMiddleware } from '../openapi/route-docs';
import { AppError } from './app-error';
import type { RateLimits } from './rate-limit';

/** Keys are 32 random bytes, so a plain SHA-256 stores them safely; the hex digest is what the events carry. */
export const hashPartnerKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const INVALID_API_KEY = 'INVALID_API_KEY';
export const MISSING_KEY_MESSAGE = `Send your partner API key in the ${PARTNER_API_KEY_HEADER} header`;
export const INVALID_KEY_MESSAGE = 'This API key is not valid';

/** A service's copy of a key (from partner.key-issued and partner.key-revoked) with its partner (partner.updated). */
export interface PartnerKeyRecord {
  keyId: string;
  /** A key made by svc-catalog's old command-line tool: no partner account, catalog reads only. */
  legacy: boolean;
  /** Null until the partner's partner.updated is applied (a key is never good without its partner). */
  partner: { id: string; name: string; active: boolean; sandbox: boolean } | null;
  mode: PartnerKeyMode;
  rateLimitPerMinute: number;
  /** May lie ahead: a rotated key works until then. */
  revokedAt: Date | null;
}

/** Who is calling, in `ctx.state.partner` behind the guard. */
export interface PartnerCaller {
  keyId: string;
  /** Null for a legacy key. */
  partnerId: string | null;
  partnerName: string | null;
  mode: PartnerKeyMode;
}

/** Why a key is refused at `at`, or null when it works. */
export function partnerKeyRefusal(record: PartnerKeyRecord, at: number, requirePartner: boolean): string | null {
  if (record.revokedAt && record.revokedAt.getTime() <= at) return 'revoked or expired';
  if (record.legacy) return requirePartner ? 'a legacy key' : null;
  if (!record.partner) return 'no partner yet';
  if (!record.partner.active) return 'partner inactive';
  // A sandbox account may hold sandbox keys only: its live keys wait until it is made live again.
  if (record.partner.sandbox && record.mode === 'live') return 'live key of a sandbox partner';
  return null;
}

export interface PartnerKeyGuardOptions {
  find(keyHash: string): Promise<PartnerKeyRecord | null>;
  limits: RateLimits;
  now?: () => number;
  /** The booking API: a legacy key (no partner account) is refused. */
  requirePartner?: boolean;
  /** How long a found key is trusted before it is read again (other replicas apply the events too). */
  cacheMs?: number;
  /** Called at most once a minute per key while it is used (svc-catalog's legacy keys record their last use). */
  onUse?: (keyId: string, at: Date) => Promise<void>;
}

export type PartnerKeyGuard = DescribedMiddleware<Middleware> & {
  /** Drops the cache (after this replica applied a key or partner event). */
  forget(): void;
};

const CACHE_LIMIT = 10_000;

/**
 * Partner calls carry an API key in X-API-Key, checked against this service's own copy of the keys (no call to
 * svc-ops): looked up by hash, cached for a minute so a busy partner does not cost a query per call (unknown keys
 * are not cached, so a key issued a moment ago works at once), and limited per key per minute in the service's
 * shared rate-limit store, so every replica enforces one budget. A revoked or expired key, an inactive partner and
 * a live key of a sandbox account are refused with the same 401 as an unknown key.
 */
export function partnerKeyGuard(options: PartnerKeyGuardOptions): PartnerKeyGuard {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 60_000;
  const cache = new Map<string, { record: PartnerKeyRecord; cachedAt: number }>();
  const used = new Map<string, number>();

  const recordOf = async (keyHash: string, t: number): Promise<PartnerKeyRecord | null> => {
    const cached = cache.get(keyHash);
    if (cached && t - cached.cachedAt <= cacheMs) return cached.record;
    const record = await options.find(keyHash);
    cache.delete(keyHash);
    if (record) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(keyHash, { record, cachedAt: t });
    }
    return record;
  };

  const guard: Middleware = async (ctx, next) => {
    const presented = ctx.get(PARTNER_API_KEY_HEADER);
    if (!presented) throw new AppError(401, INVALID_API_KEY, MISSING_KEY_MESSAGE);
    const t = now();
    const record = await recordOf(hashPartnerKey(presented), t);
    if (!record || partnerKeyRefusal(record, t, options.requirePartner ?? false))
      throw new AppError(401, INVALID_API_KEY, INVALID_KEY_MESSAGE);
    await options.limits.consume(
      {
        name: 'partner-key',
        limit: record.rateLimitPerMinute,
        windowMs: 60_000,
        headers: true,
        message: `Rate limit of ${record.rateLimitPerMinute} requests per minute reached`,
      },
      record.keyId,
      ctx,
    );
    if (options.onUse && (used.get(record.keyId) ?? 0) < t - 60_000) {
      used.set(record.keyId, t);
      await options.onUse(record.keyId, new Date(t));
    }
    const caller: PartnerCaller = {
      keyId: record.keyId,
      partnerId: record.partner?.id ?? null,
      partnerName: record.partner?.name ?? null,
      mode: record.mode,
    };
    ctx.state.partner = caller;
    await next();
  };
  const described = describes(guard, {
    security: { PartnerApiKey: [] },
    securitySchemes: {
      PartnerApiKey: {
        type: 'apiKey',
        in: 'header',
        name: PARTNER_API_KEY_HEADER,
        description:
          'A partner API key (vipk_live_… books for real, vipk_test_… into the sandbox), issued in the back office',
      },
    },
    errors: [401, 429],
    note: 'Each key has a per-minute limit; past it the answer is 429 with Retry-After.',
    examples: {
      401: {
        error: {
          code: INVALID_API_KEY,
          message: INVALID_KEY_MESSAGE,
          requestId: 'c0a8012e-7f3a-4c1e-9b2d-1e5f0a9d3c47',
        },
      },
      429: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Rate limit of 120 requests per minute reached',
          requestId: 'c0a8012e-7f3a-4c1e-9b2d-1e5f0a9d3c48',
        },
      },
    },
  });
  return Object.assign(described, {
    forget: () => {
      cache.clear();
    },
  });
}

/** The caller the partner guard let through. */
export function partnerCallerOf(state: { partner?: PartnerCaller }): PartnerCaller {
  if (!state.partner) throw new AppError(401, INVALID_API_KEY, MISSING_KEY_MESSAGE);
  return state.partner;
}
