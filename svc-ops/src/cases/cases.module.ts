import type Router from '@koa/router';
import type { SubscriptionSpec } from '@vip/platform/bus';
import type { SqlClient, TransactionRunner } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import { casesSubscription } from './cases.subscription';
import { CasesRepository } from './cases.repository';
import { casesRoutes } from './cases.routes';
import { CasesService, type CaseAnswers, type Colleagues } from './cases.service';
import type { StatusTargets } from './status-clock';

export interface CasesModuleDeps {
  prisma: OpsPrisma;
  /** The same database in plain SQL (pgDatabase on Prisma's pool). */
  sql: SqlClient & TransactionRunner;
  now: () => Date;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  statusTargets: StatusTargets;
  colleagues: Colleagues;
}

export interface CasesModule {
  service: CasesService;
  routers: (answers: CaseAnswers) => Router[];
  subscription: (onOpened: () => void) => SubscriptionSpec;
}

export function casesModule({
  prisma,
  sql,
  now,
  onEventsCommitted,
  onBoardChanged,
  statusTargets,
  colleagues,
}: CasesModuleDeps): CasesModule {
  const repository = new CasesRepository(prisma);
  const service = new CasesService({
    prisma,
    sql,
    cases: repository,
    now,
    onEventsCommitted,
    onBoardChanged,
    statusTargets,
    colleagues,
  });
  return {
    service,
    routers: (answers) => [casesRoutes(service, answers)],
    subscription: (onOpened) => casesSubscription(prisma, repository, service, onOpened),
  };
}
