import type { OpsPrisma } from '../prisma';
import { CoordinationRepository } from './coordination.repository';
import { CoordinationService } from './coordination.service';

/** Greeters, drivers and vehicles per case; saved through the booking's operations tab (case-view) and set by sends. */
export function coordinationModule({ prisma }: { prisma: OpsPrisma }) {
  return { service: new CoordinationService(new CoordinationRepository(prisma)) };
}
