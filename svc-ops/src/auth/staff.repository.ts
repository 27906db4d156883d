import { createHash, randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

/** Work to do in the transaction of a change (its audit entry). */
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
  role?: string;
  passwordHash?: string;
  mustChangePassword?: boolean;
}

/** A sign-in attempt counted before the password is checked; settled once it is known. */
export type AttemptReservation = { ok: true; ids: bigint[] } | { ok: false; key: string; oldest: Date };

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
   * Changes an account. A new password, a disable or a role change ends its other sessions (all of them
   * unless `keepSession` names the one the person is using to change their own password).
   */
  async updateUser(id: string, data: StaffUserChange, options: { keepSession?: string; audit?: InTransaction } = {}) {
    const endSessions = data.active === false || data.passwordHash !== undefined || data.role !== undefined;
    const changes = data.passwordHash !== undefined ? { ...data, passwordChangedAt: new Date() } : data;
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.staffUser.update({ where: { id }, data: changes });
      if (endSessions)
        await tx.staffSession.deleteMany({
          where: { userId: id, ...(options.keepSession ? { id: { not: options.keepSession } } : {}) },
        });
      await options.audit?.(tx);
      return user;
    });
  }

  /** The same password, hashed with today's parameters: nothing else changes, no session ends. */
  async upgradeHash(id: string, passwordHash: string): Promise<void> {
    await this.prisma.staffUser.update({ where: { id }, data: { passwordHash } });
  }

  /** The bootstrap admin, created only when no account has its e-mail. */
  async createIfMissing(data: NewStaffUser): Promise<boolean> {
    const created = await this.prisma.staffUser.createMany({
      data: [{ id: randomUUID(), ...data, passwordChangedAt: new Date() }],
      skipDuplicates: true,
    });
    return created.count === 1;
  }

  /** A new session, seen now (the service's clock, which the idle time is measured with); expired ones go. */
  async createSession(data: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date; at: Date }) {
    await this.prisma.$transaction([
      this.prisma.staffSession.create({
        data: {
          id: data.tokenHash,
          userId: data.userId,
          csrfToken: data.csrfToken,
          expiresAt: data.expiresAt,
          createdAt: data.at,
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

  /**
   * Counts an attempt against each key before the password is checked, in one transaction per sign-in
   * that holds a lock per key: concurrent guesses queue on the lock and each sees the ones before it,
   * so none slips past the limit. A key at its limit reserves nothing and says since when it counts.
   */
  reserveLoginAttempts(keys: { keyHash: string; limit: number }[], since: Date, at: Date): Promise<AttemptReservation> {
    return this.prisma.$transaction(async (tx) => {
      const ordered = [...keys].sort((a, b) => a.keyHash.localeCompare(b.keyHash));
      for (const { keyHash } of ordered)
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${keyHash}, 0))`;
      for (const { keyHash, limit } of keys) {
        const failures = await tx.loginAttempt.count({
          where: { keyHash, succeeded: false, attemptedAt: { gte: since } },
        });
        if (failures < limit) continue;
        const oldest = await tx.loginAttempt.findFirst({
          where: { keyHash, succeeded: false, attemptedAt: { gte: since } },
          orderBy: { attemptedAt: 'asc' },
          select: { attemptedAt: true },
        });
        return { ok: false as const, key: keyHash, oldest: oldest?.attemptedAt ?? since };
      }
      const ids: bigint[] = [];
      for (const { keyHash } of keys)
        ids.push(
          (await tx.loginAttempt.create({ data: { keyHash, succeeded: false, attemptedAt: at }, select: { id: true } }))
            .id,
        );
      return { ok: true as const, ids };
    });
  }

  /** A right password: the reserved attempts did not fail. */
  async settleLoginAttempts(ids: bigint[]): Promise<void> {
    await this.prisma.loginAttempt.updateMany({ where: { id: { in: ids } }, data: { succeeded: true } });
  }
}
