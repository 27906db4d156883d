import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import type { OpsPrisma } from '../prisma';
import { PartnerStatements } from './partner-statements.service';
import type { PartnerBookingsLedger, StatementPdfRenderer } from './partners.ports';
import { PartnersRepository } from './partners.repository';
import { partnersRoutes } from './partners.routes';
import { PartnersService } from './partners.service';

export type { PartnerBookingsLedger, StatementLine, StatementPdfRenderer } from './partners.ports';

export interface PartnersModuleDeps {
  prisma: OpsPrisma;
  audit: StaffAuditLog;
  now: () => Date;
  onEventsCommitted: () => void;
  allowPrivateWebhookTargets: boolean;
  /** The cases feature's bookings, for statements. */
  ledger: PartnerBookingsLedger;
  pdf: StatementPdfRenderer;
  limitSecrets: Middleware;
}

/** The service alone, for the command-line tool. */
export function partnersService(
  deps: Pick<PartnersModuleDeps, 'prisma' | 'audit' | 'now' | 'onEventsCommitted' | 'allowPrivateWebhookTargets'>,
): PartnersService {
  const { prisma, audit, now, onEventsCommitted, allowPrivateWebhookTargets } = deps;
  return new PartnersService({
    prisma,
    partners: new PartnersRepository(prisma),
    audit,
    now,
    onEventsCommitted,
    allowPrivateWebhookTargets,
  });
}

export function partnersModule(deps: PartnersModuleDeps): {
  service: PartnersService;
  statements: PartnerStatements;
  routers: Router[];
} {
  const service = partnersService(deps);
  const statements = new PartnerStatements({
    prisma: deps.prisma,
    partners: service,
    ledger: deps.ledger,
    pdf: deps.pdf,
    audit: deps.audit,
    now: deps.now,
  });
  return { service, statements, routers: [partnersRoutes(service, statements, deps.limitSecrets)] };
}
