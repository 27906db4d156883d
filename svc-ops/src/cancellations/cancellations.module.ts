import type { CasesService } from '../cases/cases.service';
import type { OpsPrisma } from '../prisma';
import { CancellationsRepository } from './cancellations.repository';
import { CancellationsService } from './cancellations.service';

export function cancellationsModule(deps: { prisma: OpsPrisma; cases: CasesService }): {
  service: CancellationsService;
} {
  return {
    service: new CancellationsService({
      prisma: deps.prisma,
      cancellations: new CancellationsRepository(deps.prisma),
      cases: deps.cases,
    }),
  };
}
