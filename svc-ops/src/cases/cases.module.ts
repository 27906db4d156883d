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
  /** The case's routes, answering with the read side's views. */
  routers: (answers: CaseAnswers) => Router[];
  /** Opens cases from svc-booking's booking.requested and keeps their copy in step with booking.updated. */
  subscription: (onOpened: () => void) => SubscriptionSpec;
}

/** The case, svc-ops' core: every feature reaches it through `service`. */
export function casesModule({ prisma, now, onEventsCommitted, onBoardChanged }: CasesModuleDeps): CasesModule {
  const repository = new CasesRepository(prisma);
  const service = new CasesService({ prisma, cases: repository, now, onEventsCommitted, onBoardChanged });
  return {
    service,
    routers: (answers) => [casesRoutes(service, answers)],
    subscription: (onOpened) => casesSubscription(prisma, repository, onOpened),
  };
}
