import { createHash, randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

export type InTransaction = (tx: Prisma.TransactionClient) => Promise<void>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface NewStaffUser {
  email: string;
  name: string;
  role: string;
  passwordHash: string;
  mustChangePassword: boolean;
}

export interface StaffUserChange {
  active?: boolean;
  name?: string;
  role?: string;
  passwordHash?: string;
  mustChangePassword?: boolean;
}

export type AttemptReservation = { ok: true; ids: bigint[] } | { ok: false; key: string; retryAt: Date };

export interface NewSession {
  tokenHash: string;
  userId: string;
  csrfToken: string;
  method: string;
  device: string;
  network: string;
  expiresAt: Date;
  at: Date;
  /** A session made anew (a password change) keeps its first sign-in time. */
  createdAt?: Date;
}

export interface SignInRules {
  windowMs: number;
  /** Failures from one address, whatever the account, before it is refused until the window passes. */
  addressLimit: number;
  /** Failures of one account, from anywhere, after which every address waits from its first failure. */
  accountLimit: number;
  /** How long one account from one address waits after its last failure. */
  delayMs: (failuresFromThisAddress: number, accountUnderAttack: boolean) => number;
}

async function lockKeys(tx: Prisma.TransactionClient, keys: string[]): Promise<void> {
  // One order for every caller, so two sign-ins never wait on each other's locks.
  for (const key of [...new Set(keys)].sort())
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

async function recordFailures(tx: Prisma.TransactionClient, keys: string[], at: Date): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const keyHash of keys)
    ids.push(
      (await tx.loginAttempt.create({ data: { keyHash, succeeded: false, attemptedAt: at }, select: { id: true } })).id,
    );
  return ids;
}

const refusal = (key: string, retryAtMs: number, at: Date) => ({
  ok: false as const,
  key,
  retryAt: new Date(Math.max(retryAtMs, at.getTime() + 1000)),
});

export class StaffRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  findUserByEmail(email: string) {
    return this.prisma.staffUser.findUnique({ where: { email } });
  }

  countUsers() {
    return this.prisma.staffUser.count();
  }

  listUsers() {
    return this.prisma.staffUser.findMany({ orderBy: [{ active: 'desc' }, { name: 'asc' }] });
  }

  findUserById(id: string) {
    return this.prisma.staffUser.findUnique({ where: { id } });
  }

  createUser(data: NewStaffUser, audit?: InTransaction) {
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.staffUser.create({ data: { id: randomUUID(), ...data, passwordChangedAt: new Date() } });
      await audit?.(tx);
      return user;
    });
  }

  /**
   * A new password, a disable or a role change ends every session but `keepSession`, and any sign-in half done. A new
   * name reaches every case the colleague owns in the same transaction.
   */
  async updateUser(id: string, data: StaffUserChange, options: { keepSession?: string; audit?: InTransaction } = {}) {
    const endSessions = data.active === false || data.passwordHash !== undefined || data.role !== undefined;
    const changes = data.passwordHash !== undefined ? { ...data, passwordChangedAt: new Date() } : data;
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.staffUser.update({ where: { id }, data: changes });
      // Cases keep their owner's name for the board's reads (no join over every case): it follows a rename here.
      if (data.name !== undefined)
        await tx.operationsCase.updateMany({ where: { assignedAgentId: id }, data: { assignedAgentName: data.name } });
      if (endSessions) {
        await tx.staffSession.deleteMany({
          where: { userId: id, ...(options.keepSession ? { id: { not: options.keepSession } } : {}) },
        });
        await tx.staffPendingSignIn.deleteMany({ where: { userId: id } });
      }
      await options.audit?.(tx);
      return user;
    });
  }

  async upgradeHash(id: string, passwordHash: string): Promise<void> {
    await this.prisma.staffUser.update({ where: { id }, data: { passwordHash } });
  }

  async createIfMissing(data: NewStaffUser): Promise<boolean> {
    const created = await this.prisma.staffUser.createMany({
      data: [{ id: randomUUID(), ...data, passwordChangedAt: new Date() }],
      skipDuplicates: true,
    });
    return created.count === 1;
  }

  /** `at` is the service's clock, which the idle time is measured with. */
  async createSession(data: NewSession, options: { replaces?: string } = {}) {
    await this.prisma.$transaction([
      ...(options.replaces ? [this.prisma.staffSession.deleteMany({ where: { id: options.replaces } })] : []),
      this.prisma.staffSession.create({
        data: {
          id: data.tokenHash,
          userId: data.userId,
          csrfToken: data.csrfToken,
          method: data.method,
          device: data.device,
          network: data.network,
          expiresAt: data.expiresAt,
          createdAt: data.createdAt ?? data.at,
          lastSeenAt: data.at,
        },
      }),
      this.prisma.staffUser.update({ where: { id: data.userId }, data: { lastLoginAt: data.at } }),
      this.prisma.staffSession.deleteMany({ where: { expiresAt: { lt: data.at } } }),
    ]);
  }

  findSession(tokenHash: string) {
    return this.prisma.staffSession.findUnique({ where: { id: tokenHash }, include: { user: true } });
  }

  touchSession(tokenHash: string, at: Date) {
    return this.prisma.staffSession.updateMany({ where: { id: tokenHash }, data: { lastSeenAt: at } });
  }

  deleteSession(tokenHash: string) {
    return this.prisma.staffSession.deleteMany({ where: { id: tokenHash } });
  }

  /** The account's live sessions, the most recently used first. */
  listSessions(userId: string, at: Date) {
    return this.prisma.staffSession.findMany({
      where: { userId, expiresAt: { gt: at } },
      orderBy: { lastSeenAt: 'desc' },
    });
  }

  countSessions(at: Date) {
    return this.prisma.staffSession.groupBy({ by: ['userId'], where: { expiresAt: { gt: at } }, _count: true });
  }

  /** Ends the sessions of `userId` named by `publicIds` (all when omitted), never `keep`; answers how many. */
  async endSessions(
    userId: string,
    options: { publicIds?: string[]; keep?: string; audit?: InTransaction } = {},
  ): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.staffSession.deleteMany({
        where: {
          userId,
          ...(options.publicIds ? { publicId: { in: options.publicIds } } : {}),
          ...(options.keep ? { id: { not: options.keep } } : {}),
        },
      });
      if (count > 0) await options.audit?.(tx);
      return count;
    });
  }

  /**
   * Counts a sign-in try before its password is checked, under a lock per key, so concurrent guesses queue and each
   * sees the ones before it. The address key has a hard limit (one address trying many accounts); the account, from
   * one address, waits a growing delay after its last failure; other addresses' failures never refuse it.
   */
  reserveSignIn(
    keys: { account: string; address: string; pair: string },
    rules: SignInRules,
    at: Date,
  ): Promise<AttemptReservation> {
    const since = new Date(at.getTime() - rules.windowMs);
    return this.prisma.$transaction(async (tx) => {
      await lockKeys(tx, [keys.account, keys.address, keys.pair]);
      const failures = (keyHash: string) =>
        tx.loginAttempt.aggregate({
          where: { keyHash, succeeded: false, attemptedAt: { gte: since } },
          _count: true,
          _min: { attemptedAt: true },
          _max: { attemptedAt: true },
        });
      const address = await failures(keys.address);
      if (address._count >= rules.addressLimit)
        return refusal(keys.address, (address._min.attemptedAt ?? since).getTime() + rules.windowMs, at);
      const account = await failures(keys.account);
      const pair = await failures(keys.pair);
      const wait = rules.delayMs(pair._count, account._count >= rules.accountLimit);
      const last = pair._max.attemptedAt;
      if (wait > 0 && last && at.getTime() < last.getTime() + wait)
        return refusal(keys.pair, last.getTime() + wait, at);
      return { ok: true as const, ids: await recordFailures(tx, [keys.account, keys.address, keys.pair], at) };
    });
  }

  /** One key, a growing delay after its last failure (wrong second factors of one account). */
  reserveAttempt(
    keyHash: string,
    rules: Pick<SignInRules, 'windowMs'> & { delayMs: (failures: number) => number },
    at: Date,
  ) {
    const since = new Date(at.getTime() - rules.windowMs);
    return this.prisma.$transaction(async (tx): Promise<AttemptReservation> => {
      await lockKeys(tx, [keyHash]);
      const failures = await tx.loginAttempt.aggregate({
        where: { keyHash, succeeded: false, attemptedAt: { gte: since } },
        _count: true,
        _max: { attemptedAt: true },
      });
      const wait = rules.delayMs(failures._count);
      const last = failures._max.attemptedAt;
      if (wait > 0 && last && at.getTime() < last.getTime() + wait) return refusal(keyHash, last.getTime() + wait, at);
      return { ok: true as const, ids: await recordFailures(tx, [keyHash], at) };
    });
  }

  /** Earlier failures of a key stop counting (a right second factor proves the person; their typos are forgiven). */
  async forgiveFailures(keyHash: string): Promise<void> {
    await this.prisma.loginAttempt.updateMany({ where: { keyHash, succeeded: false }, data: { succeeded: true } });
  }

  async settleLoginAttempts(ids: bigint[]): Promise<void> {
    await this.prisma.loginAttempt.updateMany({ where: { id: { in: ids } }, data: { succeeded: true } });
  }
}
