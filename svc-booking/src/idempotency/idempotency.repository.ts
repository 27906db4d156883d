import pg from 'pg';
import { Prisma } from '../generated/prisma/client.ts';
import type { SqlClient } from '@vip/platform/outbox';
import { pgDatabase } from '@vip/platform/db';

/** Whether a write failed on a unique constraint on `needle`: Prisma's P2002 (its name or columns mention it), or a raw
 * statement's P2010 or pg's 23505 whose key's columns include it. */
export function uniqueViolationOn(error: unknown, needle: string): boolean {
  if (isPgError(error)) return error.code === '23505' && pgKeyColumns(error.detail).includes(needle);
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2010') return rawUniqueViolationFields(error)?.includes(needle) ?? false;
  if (error.code !== 'P2002') return false;
  return JSON.stringify(error.meta ?? {}).includes(needle) || error.message.includes(needle);
}

/** An error pg gave for a statement (the checkout's own transaction runs on pg without Prisma). */
function isPgError(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError;
}

/** The columns of `Key (a, b)=(…) already exists.` */
function pgKeyColumns(detail: string | undefined): string[] {
  return /^Key \(([^)]+)\)/.exec(detail ?? '')?.[1]?.split(', ') ?? [];
}

/** A raw statement's unique violation (P2010 from the driver adapter): the key's columns, or undefined. */
function rawUniqueViolationFields(error: Prisma.PrismaClientKnownRequestError): string[] | undefined {
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: string; constraint?: { fields?: string[] } } })
    ?.cause;
  return cause?.kind === 'UniqueConstraintViolation' ? (cause.constraint?.fields ?? []) : undefined;
}

export interface StoredResponse {
  /** The endpoint the key was first used with. */
  scope: string;
  requestHash: string;
  status: number;
  body: unknown;
}

export class IdempotencyRepository {
  private readonly sql: SqlClient;

  /** `pool`: Prisma's own, read without the ORM (every checkout with a key asks first), as a prepared statement. */
  constructor(pool: pg.Pool) {
    this.sql = pgDatabase(pool);
  }

  async find(key: string): Promise<StoredResponse | null> {
    const rows = await this.sql.$queryRawUnsafe<StoredResponse[]>(
      `SELECT scope, request_hash AS "requestHash", response_status AS status, response_body AS body
       FROM idempotency_keys WHERE key = $1`,
      key,
    );
    return rows[0] ?? null;
  }

  /** A key already stored fails with a unique violation on `key` (uniqueViolationOn). */
  async save(tx: SqlClient, key: string, stored: StoredResponse): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO idempotency_keys (key, scope, request_hash, response_status, response_body)
       VALUES ($1, $2, $3, $4::int, $5::jsonb)`,
      key,
      stored.scope,
      stored.requestHash,
      stored.status,
      JSON.stringify(stored.body),
    );
  }
}
