import type Router from '@koa/router';
import { silentLogger, type Logger, type SubscriptionSpec } from '@vip/platform';
import type { CasesService, DetailOf } from '../cases/cases.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import { CancellationsRepository } from './cancellations.repository';
import { cancellationsRoutes } from './cancellations.routes';
import { CancellationsService } from './cancellations.service';
import { changeRequestsSubscription } from './cancellations.subscription';

export interface CancellationsModuleDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  invoices: InvoicesService;
  communications: CommunicationsService;
  now: () => Date;
  logger?: Logger;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  detail: DetailOf;
}

/** Staff cancellations and travellers' change requests. */
export function cancellationsModule(deps: CancellationsModuleDeps): {
  service: CancellationsService;
  routers: Router[];
  subscriptions: SubscriptionSpec[];
} {
  const { prisma, onEventsCommitted, onBoardChanged } = deps;
  const service = new CancellationsService({
    prisma,
    cancellations: new CancellationsRepository(prisma),
    cases: deps.cases,
    suppliers: deps.suppliers,
    coordination: deps.coordination,
    invoices: deps.invoices,
    communications: deps.communications,
    now: deps.now,
    logger: (deps.logger ?? silentLogger()).child({ component: 'cancellations' }),
    onEventsCommitted,
    onBoardChanged,
  });
  return {
    service,
    routers: [cancellationsRoutes(service, deps.detail)],
    subscriptions: [
      changeRequestsSubscription(prisma, service, deps.communications, { onEventsCommitted, onBoardChanged }),
    ],
  };
}
