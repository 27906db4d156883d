import type { OpsPrisma } from '../prisma';
import { CommercialRepository } from './commercial.repository';
import { CommercialService } from './commercial.service';

/** No routes: saved with the staff edit. */
export function commercialModule({ prisma }: { prisma: OpsPrisma }): { service: CommercialService } {
  return { service: new CommercialService(new CommercialRepository(prisma)) };
}
