import type { OpsPrisma } from '../prisma';

export interface SigningKeyRow {
  kid: string;
  algorithm: string;
  publicJwk: unknown;
  privateJwk: unknown;
  signFrom: Date;
  signUntil: Date;
  publishUntil: Date;
}

/** Key of the advisory lock under which one replica at a time makes the next signing key. */
const KEY_MAKING_LOCK = 4_071_777_001;

export class SigningKeysRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** Keys still published at `at`, the newest first. */
  published(at: Date): Promise<SigningKeyRow[]> {
    return this.prisma.staffSigningKey.findMany({
      where: { publishUntil: { gt: at } },
      orderBy: [{ signFrom: 'desc' }, { createdAt: 'desc' }],
    });
  }

  /**
   * Runs `decide` with the published keys under a lock, so replicas starting together make one key, not one each;
   * the rows it answers are stored in the same transaction.
   */
  withKeyLock(at: Date, decide: (keys: SigningKeyRow[]) => Promise<SigningKeyRow[]>): Promise<void> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', KEY_MAKING_LOCK);
      const keys = await tx.staffSigningKey.findMany({
        where: { publishUntil: { gt: at } },
        orderBy: [{ signFrom: 'desc' }, { createdAt: 'desc' }],
      });
      const made = await decide(keys);
      if (made.length > 0)
        await tx.staffSigningKey.createMany({
          data: made.map((k) => ({
            ...k,
            publicJwk: k.publicJwk as object,
            privateJwk: k.privateJwk as object,
          })),
        });
    });
  }
}
