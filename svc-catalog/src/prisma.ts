import type { PrismaPg } from '@prisma/adapter-pg';
import type { PrismaSettings } from '@vip/platform/runtime';
import { PrismaClient } from './generated/prisma/client.ts';

export type CatalogPrisma = PrismaClient;

/**
 * Transactions get the configured limits (DB_TRANSACTION_TIMEOUT_MS, DB_TRANSACTION_MAX_WAIT_MS), not Prisma's
 * defaults.
 */
export function createPrisma(adapter: PrismaPg, settings?: PrismaSettings): CatalogPrisma {
  return new PrismaClient({ adapter, transactionOptions: settings?.transactionOptions });
}
