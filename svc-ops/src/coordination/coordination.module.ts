import type { OpsPrisma } from '../prisma';
import { CoordinationRepository } from './coordination.repository';
import { CoordinationService } from './coordination.service';

export function coordinationModule({ prisma }: { prisma: OpsPrisma }) {
  return { service: new CoordinationService(new CoordinationRepository(prisma)) };
}
