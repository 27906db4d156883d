import type Router from '@koa/router';
import type { SubscriptionSpec } from '@vip/platform/bus';
import type { OpsPrisma } from '../prisma';
import { casesSubscription } from './cases.events';
import { CasesRepository } from './cases.repository';
import { casesRoutes } from './cases.routes';
import { CasesService, type CaseAnswers } from './cases.service';

export interface CasesModuleDeps {
  prisma: OpsPrisma;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

export interface CasesModule {
  service: CasesService;
  routers: (answers: CaseAnswers) => Router[];
  subscription: (onOpened: () => void) => SubscriptionSpec;
}

export function casesModule({ prisma, now, onEventsCommitted, onBoardChanged }: CasesModuleDeps): CasesModule {
  const repository = new CasesRepository(prisma);
  const service = new CasesService({ prisma, cases: repository, now, onEventsCommitted, onBoardChanged });
  return {
    service,
    routers: (answers) => [casesRoutes(service, answers)],
    subscription: (onOpened) => casesSubscription(prisma, repository, service, onOpened),
  };
}
