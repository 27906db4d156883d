import type Router from '@koa/router';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import type { CasesService, DetailOf } from '../cases/cases.service';
import type { OpsPrisma } from '../prisma';
import { SupplierAssignmentService } from './supplier-assignment.service';
import { SupplierAssignmentsRepository } from './supplier-assignments.repository';
import { supplierAssignmentRoutes, suppliersRoutes } from './suppliers.routes';
import { SuppliersRepository } from './suppliers.repository';
import { SuppliersService } from './suppliers.service';

export interface SuppliersModuleDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  audit: StaffAuditLog;
  now: () => Date;
  onBoardChanged: () => void;
  onEventsCommitted: () => void;
  detail: DetailOf;
}

export function suppliersModule({
  prisma,
  cases,
  audit,
  now,
  onBoardChanged,
  onEventsCommitted,
  detail,
}: SuppliersModuleDeps) {
  const suppliers = new SuppliersRepository(prisma);
  const assignment = new SupplierAssignmentService({
    prisma,
    cases,
    assignments: new SupplierAssignmentsRepository(prisma),
    suppliers,
    now,
    onBoardChanged,
  });
  const routers: Router[] = [
    suppliersRoutes(new SuppliersService({ prisma, suppliers, audit, now, onEventsCommitted })),
    supplierAssignmentRoutes(assignment, detail),
  ];
  return { service: assignment, routers };
}
