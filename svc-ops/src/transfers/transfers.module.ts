import type { CasesService } from '../cases/cases.service';
import type { CatalogClient } from '../catalog/catalog.client';
import type { CoordinationService } from '../coordination/coordination.service';
import type { OpsPrisma } from '../prisma';
import { TransfersRepository } from './transfers.repository';
import { transfersRoutes } from './transfers.routes';
import { TransfersService } from './transfers.service';

export interface TransfersModuleDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  coordination: CoordinationService;
  catalog: CatalogClient;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

/** Chauffeur transfers: Create Chauffeur Service, and each transfer case's own fields. */
export function transfersModule(deps: TransfersModuleDeps) {
  const service = new TransfersService({ ...deps, transfers: new TransfersRepository(deps.prisma) });
  return { service, routers: [transfersRoutes(service)] };
}
