import { TransfersRepository } from './transfers.repository';
import { TransfersService, type TransfersServiceDeps } from './transfers.service';

/** Chauffeur transfers: each transfer case's own fields (creating one is a workflow). */
export function transfersModule(deps: Omit<TransfersServiceDeps, 'transfers'>) {
  return { service: new TransfersService({ ...deps, transfers: new TransfersRepository(deps.prisma) }) };
}
