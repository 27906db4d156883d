import type { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type OpsPrisma = PrismaClient;

export function createPrisma(adapter: PrismaPg): OpsPrisma {
  return new PrismaClient({ adapter });
}
