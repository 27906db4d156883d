import type { AdminBookingDetail, SupplierAssignment } from '@vip/contracts';
import type { AuditActor, CasesRepository } from '../cases/cases.repository';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { chauffeurIneligibility, vipIneligibility } from './supplier-rules';
import type { SuppliersRepository } from './suppliers.repository';

export interface SupplierAssignmentDeps {
  prisma: OpsPrisma;
  cases: CasesRepository;
  suppliers: SuppliersRepository;
  now: () => Date;
  /** Tells open boards (cards show the assigned supplier); called after a commit that changed a case. */
  onBoardChanged: () => void;
  /** The booking detail the modal reads (CasesService.detail). */
  detail: (id: string) => Promise<AdminBookingDetail>;
}

type Assigned = { assignedSupplierId: string | null; assignedSupplierName: string | null; assignedSupplierEmail: string | null; assignedSupplierPhone: string | null };

const NONE: Assigned = { assignedSupplierId: null, assignedSupplierName: null, assignedSupplierEmail: null, assignedSupplierPhone: null };

function changesBetween(from: Assigned, to: Assigned) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(to) as Array<keyof Assigned>) if (from[key] !== to[key]) changes[key] = { from: from[key], to: to[key] };
  return changes;
}

/**
 * Assigns a supplier to a case (spec §4: Assign to Trip → Assigned; Unassign clears it). The
 * supplier's name, e-mail and phone are copied onto the case, so later edits of the supplier do not
 * rewrite what was sent to the trip; the audit trail keeps who changed it and when.
 */
export class SupplierAssignmentService {
  constructor(private readonly deps: SupplierAssignmentDeps) {}

  async assign(caseId: string, input: SupplierAssignment, actor: AuditActor): Promise<AdminBookingDetail> {
    const changed = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, caseId);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      let to: Assigned;
      if (input.kind === 'vip') {
        const supplier = await this.deps.suppliers.findVip(input.supplierId, tx);
        if (!supplier) throw opsErrors.create('SUPPLIER_NOT_FOUND', 'Supplier not found');
        const why = vipIneligibility(current, supplier);
        if (why) throw opsErrors.create('SUPPLIER_NOT_ELIGIBLE', why);
        to = { assignedSupplierId: supplier.id, assignedSupplierName: supplier.companyName, assignedSupplierEmail: supplier.email, assignedSupplierPhone: supplier.phone ?? supplier.mobile };
      } else {
        const supplier = await this.deps.suppliers.findChauffeur(input.supplierId, tx);
        if (!supplier) throw opsErrors.create('SUPPLIER_NOT_FOUND', 'Supplier not found');
        const why = chauffeurIneligibility(current, supplier);
        if (why) throw opsErrors.create('SUPPLIER_NOT_ELIGIBLE', why);
        to = { assignedSupplierId: supplier.id, assignedSupplierName: supplier.supplierName, assignedSupplierEmail: supplier.email, assignedSupplierPhone: supplier.phone };
      }
      // The same supplier again (a double click, a retried request) changes nothing, whatever version it names.
      if (current.assignedSupplierId === to.assignedSupplierId) return false;
      if (input.version !== undefined && current.version !== input.version) {
        throw opsErrors.create('VERSION_CONFLICT', 'Someone else changed this booking while you were editing. Reload it to see their changes.', { currentVersion: current.version });
      }
      await this.deps.cases.update(tx, caseId, to);
      await this.deps.cases.addAudit(tx, { caseId, actor, action: 'supplier_assigned', changes: changesBetween(current, to), at: this.deps.now() });
      return true;
    });
    if (changed) this.deps.onBoardChanged();
    return this.deps.detail(caseId);
  }

  /** Clears the case's supplier; a case without one is left as it is. */
  async unassign(caseId: string, actor: AuditActor): Promise<AdminBookingDetail> {
    const changed = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, caseId);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      const changes = changesBetween(current, NONE);
      if (Object.keys(changes).length === 0) return false;
      await this.deps.cases.update(tx, caseId, NONE);
      await this.deps.cases.addAudit(tx, { caseId, actor, action: 'supplier_unassigned', changes, at: this.deps.now() });
      return true;
    });
    if (changed) this.deps.onBoardChanged();
    return this.deps.detail(caseId);
  }
}
