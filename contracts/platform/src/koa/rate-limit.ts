import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error';
import { describes } from '../openapi/route-docs';

export interface RateLimitOptions {
  /** Limits with different names never share counts. */
  name: string;
  limit: number;
  windowMs: number;
  /** The client address (one trusted hop) unless given. */
  key?: (ctx: Context) => string;
  message?: string;
  headers?: boolean;
}

export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * The rate limits' own small pool. Its commits do not wait for the disk (synchronous_commit off): a count lost to
 * a database crash lets a client a few more requests, while a flush per request cost the database more than the
 * statement itself (about 60 of 105 µs here). Every other write keeps durable commits.
 */
export function rateLimitPoolConfig(connection: pg.ClientConfig): pg.PoolConfig {
  return {
    ...connection,
    options: [connection.options, '-c synchronous_commit=off'].filter(Boolean).join(' '),
    max: 2,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  };
}

// Counts live in PostgreSQL, so replicas share them and a restart forgets nothing; a memory limiter stands in when
// the database cannot answer, so a hiccup neither opens the flood gates nor fails the request.
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(private readonly pool?: pg.Pool) {}

  static memory(): RateLimits {
    return new RateLimits();
  }

  static postgres(pool: pg.Pool): RateLimits {
    return new RateLimits(pool);
  }

  get store(): 'postgres' | 'memory' {
    return this.pool ? 'postgres' : 'memory';
  }

  private limiter(name: string, limit: number, windowMs: number): RateLimiterAbstract {
    const id = `${name}:${limit}:${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const shape = { keyPrefix: id, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
      limiter = this.pool
        ? new RateLimiterPostgres({
            ...shape,
            storeClient: this.pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            insuranceLimiter: new RateLimiterMemory(shape),
          })
        : new RateLimiterMemory(shape);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Keys are hashed, so no client address is stored. */
  async consume(options: Omit<RateLimitOptions, 'key'>, key: string, ctx?: Context): Promise<void> {
    const limiter = this.limiter(options.name, options.limit, options.windowMs);
    let result: RateLimiterRes;
    let limited = false;
    try {
      result = await limiter.consume(hashKey(key));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      limited = true;
    }
    if (options.headers && ctx) {
      ctx.set('RateLimit-Limit', String(options.limit));
      ctx.set('RateLimit-Remaining', String(result.remainingPoints));
    }
    if (limited) {
      const retryAfter = String(Math.max(1, Math.ceil(result.msBeforeNext / 1000)));
      throw new AppError(
        429,
        'RATE_LIMITED',
        options.message ?? 'Too many requests. Please wait a moment and try again.',
        undefined,
        { 'Retry-After': retryAfter },
      );
    }
  }

  middleware(options: RateLimitOptions): Middleware {
    const limited: Middleware = async (ctx, next) => {
      await this.consume(options, options.key ? options.key(ctx) : ctx.ip, ctx);
      await next();
    };
    return describes(limited, {
      errors: [429],
      note: `Limited to ${options.limit} requests per ${options.windowMs / 1000} s per ${options.key ? 'caller' : 'client address'}.`,
    });
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
