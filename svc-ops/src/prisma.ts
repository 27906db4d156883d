import type { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type OpsPrisma = PrismaClient;

/** An open transaction: services pass it from folder to folder so one staff change commits as one. */
export type OpsTx = Prisma.TransactionClient;

export function createPrisma(adapter: PrismaPg): OpsPrisma {
  return new PrismaClient({ adapter });
}
