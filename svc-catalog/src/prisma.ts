import type { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type CatalogPrisma = PrismaClient;

export function createPrisma(adapter: PrismaPg): CatalogPrisma {
  return new PrismaClient({ adapter });
}
