import { randomBytes, randomUUID } from 'node:crypto';
import { hashPartnerKey } from '@vip/platform/koa';
import type { CatalogPrisma } from '../src/prisma';

/** A key as svc-catalog's old command-line tool made it (before partner accounts moved to svc-ops). */
export async function insertLegacyKey(prisma: CatalogPrisma, name: string, rateLimitPerMinute: number) {
  const prefix = randomBytes(6).toString('hex');
  const key = `vipk_${prefix}_${randomBytes(32).toString('base64url')}`;
  await prisma.partnerApiKey.create({
    data: { id: randomUUID(), name, prefix, keyHash: hashPartnerKey(key), rateLimitPerMinute },
  });
  return { key, prefix };
}
