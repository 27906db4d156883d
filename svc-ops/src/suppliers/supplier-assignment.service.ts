import { randomUUID } from 'node:crypto';
import type { CaseOperationsUpdate, SupplierAssignment } from '@vip/contracts/schemas';
import { refuseSandbox, versionConflict, type AuditActor, type Case, type CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import { chauffeurIneligibility, vipIneligibility } from './supplier-rules';
import type { SupplierAssignmentRecord, SupplierAssignmentsRepository } from './supplier-assignments.repository';
import { NO_ASSIGNMENT, supplierChange, type SupplierChange } from './supplier-costs';
import type { SuppliersRepository } from './suppliers.repository';

export type { SupplierAssignmentRecord } from './supplier-assignments.repository';
export type { SupplierChange } from './supplier-costs';
export type CaseSupplier = Omit<SupplierAssignmentRecord, 'caseId'>;

export interface SupplierAssignmentDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  assignments: SupplierAssignmentsRepository;
  suppliers: SuppliersRepository;
  now: () => Date;
  onBoardChanged: () => void;
}

type Assigned = {
  assignedSupplierId: string | null;
  assignedSupplierName: string | null;
  assignedSupplierEmail: string | null;
  assignedSupplierPhone: string | null;
};

const assignedOf = (s: CaseSupplier): Assigned => ({
  assignedSupplierId: s.supplierId,
  assignedSupplierName: s.supplierName,
  assignedSupplierEmail: s.supplierEmail,
  assignedSupplierPhone: s.supplierPhone,
});

function withoutCaseId(s: CaseSupplier): CaseSupplier {
  const { caseId: _caseId, ...rest } = s as SupplierAssignmentRecord;
  return rest;
}

function changesBetween(from: Assigned, to: Assigned) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(to) as Array<keyof Assigned>)
    if (from[key] !== to[key]) changes[key] = { from: from[key], to: to[key] };
  return changes;
}

/** The supplier's contact is copied at assignment, so later edits of the supplier do not rewrite what was sent. */
export class SupplierAssignmentService {
  constructor(private readonly deps: SupplierAssignmentDeps) {}

  async forCase(caseId: string, tx?: OpsTx): Promise<CaseSupplier> {
    return (await this.deps.assignments.find(caseId, tx)) ?? NO_ASSIGNMENT;
  }

  /** Whether staff deleted this VIP supplier: its job links are dead. */
  isDeleted(supplierId: string, tx?: OpsTx): Promise<boolean> {
    return this.deps.suppliers.isDeleted(supplierId, tx);
  }

  async forCases(caseIds: readonly string[]): Promise<Map<string, CaseSupplier>> {
    const rows = await this.deps.assignments.findMany(caseIds);
    return new Map(rows.map((r) => [r.caseId, r]));
  }

  /** Checked before anything is written: a missing rate refuses the save. */
  planChange(
    current: CaseSupplier,
    update: CaseOperationsUpdate,
    rateNow: (currency: string) => string | undefined,
  ): SupplierChange {
    return supplierChange(current, update, rateNow);
  }

  async applyChange(tx: OpsTx, caseId: string, change: SupplierChange): Promise<void> {
    if (Object.keys(change.data).length === 0) return;
    const current = await this.forCase(caseId, tx);
    await this.deps.assignments.save(tx, caseId, { ...withoutCaseId(current), ...change.data });
  }

  async assign(caseId: string, input: SupplierAssignment, actor: AuditActor): Promise<void> {
    const changed = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockForChange(tx, caseId);
      refuseSandbox(current, 'assigned to a supplier');
      const held = await this.forCase(caseId, tx);
      let to: Assigned;
      if (input.kind === 'vip') {
        const supplier = await this.deps.suppliers.findVip(input.supplierId, tx);
        if (!supplier) throw opsErrors.create('SUPPLIER_NOT_FOUND', 'Supplier not found');
        const why = vipIneligibility(current, supplier);
        if (why) throw opsErrors.create('SUPPLIER_NOT_ELIGIBLE', why);
        to = {
          assignedSupplierId: supplier.id,
          assignedSupplierName: supplier.companyName,
          assignedSupplierEmail: supplier.email,
          assignedSupplierPhone: supplier.phone ?? supplier.mobile,
        };
      } else {
        const supplier = await this.deps.suppliers.findChauffeur(input.supplierId, tx);
        if (!supplier) throw opsErrors.create('SUPPLIER_NOT_FOUND', 'Supplier not found');
        const why = chauffeurIneligibility(current, supplier);
        if (why) throw opsErrors.create('SUPPLIER_NOT_ELIGIBLE', why);
        to = {
          assignedSupplierId: supplier.id,
          assignedSupplierName: supplier.supplierName,
          assignedSupplierEmail: supplier.email,
          assignedSupplierPhone: supplier.phone,
        };
      }
      // A double click or retry changes nothing, whatever version it names.
      if (held.supplierId === to.assignedSupplierId) return false;
      if (input.version !== undefined && current.version !== input.version) throw versionConflict(current.version);
      await this.save(tx, caseId, held, to);
      const at = this.deps.now();
      await this.deps.cases.recordChange(tx, caseId, {
        actor,
        action: 'supplier_assigned',
        changes: changesBetween(assignedOf(held), to),
        at,
      });
      if (current.isChauffeur) await this.deps.cases.tick(tx, caseId, 'supplier_assigned', actor, at);
      return true;
    });
    if (changed) this.deps.onBoardChanged();
  }

  /**
   * In the caller's transaction, on the case it locked: the VIP supplier a booking came with (an allotment's), when
   * none is assigned yet and it fits the booking. False when nothing was assigned; staff then choose one.
   */
  async assignVipInTx(tx: OpsTx, current: Case, supplierId: string, actor: AuditActor): Promise<boolean> {
    const held = await this.forCase(current.id, tx);
    if (held.supplierId) return false;
    const supplier = await this.deps.suppliers.findVip(supplierId, tx);
    if (!supplier || vipIneligibility(current, supplier)) return false;
    const to: Assigned = {
      assignedSupplierId: supplier.id,
      assignedSupplierName: supplier.companyName,
      assignedSupplierEmail: supplier.email,
      assignedSupplierPhone: supplier.phone ?? supplier.mobile,
    };
    await this.save(tx, current.id, held, to);
    await this.deps.cases.recordChange(tx, current.id, {
      actor,
      action: 'supplier_assigned',
      changes: changesBetween(assignedOf(held), to),
      at: this.deps.now(),
    });
    return true;
  }

  async unassign(caseId: string, actor: AuditActor): Promise<void> {
    const none: Assigned = {
      assignedSupplierId: null,
      assignedSupplierName: null,
      assignedSupplierEmail: null,
      assignedSupplierPhone: null,
    };
    const changed = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockForChange(tx, caseId);
      const held = await this.forCase(caseId, tx);
      const changes = changesBetween(assignedOf(held), none);
      if (Object.keys(changes).length === 0) return false;
      await this.save(tx, caseId, held, none);
      const at = this.deps.now();
      await this.deps.cases.recordChange(tx, caseId, { actor, action: 'supplier_unassigned', changes, at });
      // The transfer has no supplier any more: its checklist says so until the next one is assigned.
      if (current.isChauffeur) await this.deps.cases.untick(tx, caseId, 'supplier_assigned', actor, at);
      return true;
    });
    if (changed) this.deps.onBoardChanged();
  }

  /** Every assignment is a new one, even of the supplier assigned before: what was sent for the old one stays dead. */
  private save(tx: OpsTx, caseId: string, held: CaseSupplier, to: Assigned) {
    const same = to.assignedSupplierId !== null && to.assignedSupplierId === held.supplierId;
    return this.deps.assignments.save(tx, caseId, {
      ...withoutCaseId(held),
      supplierId: to.assignedSupplierId,
      assignmentId: same ? held.assignmentId : to.assignedSupplierId ? randomUUID() : null,
      supplierName: to.assignedSupplierName,
      supplierEmail: to.assignedSupplierEmail,
      supplierPhone: to.assignedSupplierPhone,
    });
  }
}
