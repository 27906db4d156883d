import type { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type BookingPrisma = PrismaClient;

export function createPrisma(adapter: PrismaPg): BookingPrisma {
  return new PrismaClient({ adapter });
}
