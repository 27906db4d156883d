import { TransfersRepository } from './transfers.repository';
import { TransfersService, type TransfersServiceDeps } from './transfers.service';

export function transfersModule(deps: Omit<TransfersServiceDeps, 'transfers'>) {
  return { service: new TransfersService({ ...deps, transfers: new TransfersRepository(deps.prisma) }) };
}
