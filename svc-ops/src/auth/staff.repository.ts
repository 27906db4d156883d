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
  role?: string;
  passwordHash?: string;
  mustChangePassword?: boolean;
}

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

  /** A new password, a disable or a role change ends every session of the account but `keepSession`. */
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

  /** A lock per key: concurrent guesses queue and each sees the ones before it, so none slips past the limit. */
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

  async settleLoginAttempts(ids: bigint[]): Promise<void> {
    await this.prisma.loginAttempt.updateMany({ where: { id: { in: ids } }, data: { succeeded: true } });
  }
}
