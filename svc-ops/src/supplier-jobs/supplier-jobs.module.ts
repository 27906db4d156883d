import type { OpsPrisma } from '../prisma';
import { SupplierJobsRepository } from './supplier-jobs.repository';
import { SupplierJobsService } from './supplier-jobs.service';

export function supplierJobsModule({
  prisma,
  now,
  graceHours,
}: {
  prisma: OpsPrisma;
  now: () => Date;
  graceHours: number;
}) {
  return {
    service: new SupplierJobsService({ prisma, repository: new SupplierJobsRepository(prisma), now, graceHours }),
  };
}
