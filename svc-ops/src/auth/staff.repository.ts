import { createHash, randomUUID } from 'node:crypto';
import type { OpsPrisma } from '../prisma';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class StaffRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  findUserByEmail(email: string) {
    return this.prisma.staffUser.findUnique({ where: { email } });
  }

  countUsers() {
    return this.prisma.staffUser.count();
  }

  upsertUser(data: { email: string; name: string; role: string; passwordHash: string }) {
    return this.prisma.staffUser.upsert({
      where: { email: data.email },
      create: { id: randomUUID(), ...data },
      update: { name: data.name, role: data.role, passwordHash: data.passwordHash, active: true },
    });
  }

  listUsers() {
    return this.prisma.staffUser.findMany({ orderBy: [{ active: 'desc' }, { name: 'asc' }] });
  }

  findUserById(id: string) {
    return this.prisma.staffUser.findUnique({ where: { id } });
  }

  createUser(data: { email: string; name: string; role: string; passwordHash: string }) {
    return this.prisma.staffUser.create({ data: { id: randomUUID(), ...data } });
  }

  /** Changes an account; disabling it or replacing its password also ends its sessions. */
  async updateUser(id: string, data: { active?: boolean; role?: string; passwordHash?: string }) {
    const endSessions = data.active === false || data.passwordHash !== undefined;
    const [user] = await this.prisma.$transaction([
      this.prisma.staffUser.update({ where: { id }, data }),
      ...(endSessions ? [this.prisma.staffSession.deleteMany({ where: { userId: id } })] : []),
    ]);
    return user;
  }

  async createSession(data: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date }) {
    await this.prisma.$transaction([
      this.prisma.staffSession.create({ data: { id: data.tokenHash, userId: data.userId, csrfToken: data.csrfToken, expiresAt: data.expiresAt } }),
      this.prisma.staffUser.update({ where: { id: data.userId }, data: { lastLoginAt: new Date() } }),
      this.prisma.staffSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    ]);
  }

  findSession(tokenHash: string) {
    return this.prisma.staffSession.findUnique({ where: { id: tokenHash }, include: { user: true } });
  }

  touchSession(tokenHash: string, at: Date) {
    return this.prisma.staffSession.update({ where: { id: tokenHash }, data: { lastSeenAt: at } });
  }

  deleteSession(tokenHash: string) {
    return this.prisma.staffSession.deleteMany({ where: { id: tokenHash } });
  }

  recordAttempt(keyHashes: string[], succeeded: boolean) {
    return this.prisma.loginAttempt.createMany({ data: keyHashes.map((keyHash) => ({ keyHash, succeeded })) });
  }

  countFailures(keyHash: string, since: Date) {
    return this.prisma.loginAttempt.count({ where: { keyHash, succeeded: false, attemptedAt: { gte: since } } });
  }

  oldestFailure(keyHash: string, since: Date) {
    return this.prisma.loginAttempt.findFirst({
      where: { keyHash, succeeded: false, attemptedAt: { gte: since } },
      orderBy: { attemptedAt: 'asc' },
      select: { attemptedAt: true },
    });
  }
}
