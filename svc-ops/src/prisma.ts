import type { PrismaPg } from '@prisma/adapter-pg';
import type { PrismaSettings } from '@vip/platform/runtime';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type OpsPrisma = PrismaClient;

/** Passed from folder to folder so one staff change commits as one. */
export type OpsTx = Prisma.TransactionClient;

/** The configured transaction limits, not Prisma's defaults. */
export function createPrisma(adapter: PrismaPg, settings?: PrismaSettings): OpsPrisma {
  return new PrismaClient({ adapter, transactionOptions: settings?.transactionOptions });
}
