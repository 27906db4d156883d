import { TransfersRepository } from './transfers.repository';
import { transfersRoutes } from './transfers.routes';
import { TransfersService, type TransfersServiceDeps } from './transfers.service';

/** Chauffeur transfers: Create Chauffeur Service, and each transfer case's own fields. */
export function transfersModule(deps: Omit<TransfersServiceDeps, 'transfers'>) {
  const service = new TransfersService({ ...deps, transfers: new TransfersRepository(deps.prisma) });
  return { service, routers: [transfersRoutes(service)] };
}
