import { Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

/** Whether a write failed on a unique constraint whose name or columns mention `needle` (Prisma's P2002). */
export function uniqueViolationOn(error: unknown, needle: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  return JSON.stringify(error.meta ?? {}).includes(needle) || error.message.includes(needle);
}

export interface StoredResponse {
  /** The endpoint the key was first used with. */
  scope: string;
  requestHash: string;
  status: number;
  body: unknown;
}

export class IdempotencyRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  async find(key: string): Promise<StoredResponse | null> {
    const row = await this.prisma.idempotencyKey.findUnique({ where: { key } });
    if (!row) return null;
    return { scope: row.scope, requestHash: row.requestHash, status: row.responseStatus, body: row.responseBody };
  }

  async save(tx: Tx, key: string, stored: StoredResponse): Promise<void> {
    await tx.idempotencyKey.create({
      data: {
        key,
        scope: stored.scope,
        requestHash: stored.requestHash,
        responseStatus: stored.status,
        responseBody: stored.body as Prisma.InputJsonValue,
      },
    });
  }
}
