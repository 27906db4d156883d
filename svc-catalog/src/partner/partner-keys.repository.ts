import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CatalogPrisma } from '../prisma';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `vipk_<prefix>_<secret>`: 32 random bytes, so a plain SHA-256 is enough to store it safely. */
export function newPartnerKey(): { key: string; prefix: string } {
  const prefix = randomBytes(6).toString('hex');
  return { prefix, key: `vipk_${prefix}_${randomBytes(32).toString('base64url')}` };
}

export class PartnerKeysRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  findActiveByHash(keyHash: string) {
    return this.prisma.partnerApiKey.findFirst({ where: { keyHash, active: true, revokedAt: null } });
  }

  async create(name: string, rateLimitPerMinute: number): Promise<{ key: string; prefix: string }> {
    const { key, prefix } = newPartnerKey();
    await this.prisma.partnerApiKey.create({
      data: { id: randomUUID(), name, prefix, keyHash: hashKey(key), rateLimitPerMinute },
    });
    return { key, prefix };
  }

  list() {
    return this.prisma.partnerApiKey.findMany({
      orderBy: { createdAt: 'asc' },
      select: {
        prefix: true,
        name: true,
        rateLimitPerMinute: true,
        active: true,
        createdAt: true,
        lastUsedAt: true,
        revokedAt: true,
      },
    });
  }

  revoke(prefix: string) {
    return this.prisma.partnerApiKey.updateMany({
      where: { prefix, revokedAt: null },
      data: { active: false, revokedAt: new Date() },
    });
  }

  touch(id: string, at: Date) {
    return this.prisma.partnerApiKey.update({ where: { id }, data: { lastUsedAt: at } });
  }
}
