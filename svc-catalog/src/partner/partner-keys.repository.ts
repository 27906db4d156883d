import type { PartnerKeyRecord } from '@vip/platform/koa';
import type { CatalogPrisma } from '../prisma';

type Tx = Parameters<Parameters<CatalogPrisma['$transaction']>[0]>[0];

/**
 * Legacy keys: made by svc-catalog's own command-line tool before partner accounts moved to svc-ops (keys are now
 * issued there and reach this service as partner.key-issued). They keep reading the catalog until revoked.
 */
export class LegacyPartnerKeysRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async findByHash(keyHash: string): Promise<PartnerKeyRecord | null> {
    const row = await this.prisma.partnerApiKey.findUnique({ where: { keyHash } });
    if (!row) return null;
    return {
      keyId: row.id,
      legacy: true,
      partner: null,
      mode: 'live',
      rateLimitPerMinute: row.rateLimitPerMinute,
      revokedAt: row.revokedAt ?? (row.active ? null : row.createdAt),
    };
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

  /** A partner.key-revoked naming a legacy key's id (svc-ops may take the old keys over): whether it was one. */
  async revokeById(tx: Tx, id: string, at: Date): Promise<boolean> {
    const { count } = await tx.partnerApiKey.updateMany({
      where: { id, revokedAt: null },
      data: { active: false, revokedAt: at },
    });
    return count > 0;
  }

  /** Only legacy keys record their last use here (svc-ops' keys are svc-ops' business). */
  async touch(id: string, at: Date): Promise<void> {
    await this.prisma.partnerApiKey.updateMany({ where: { id }, data: { lastUsedAt: at } });
  }
}
