import { type BookingRequestedV1 } from '@vip/contracts/events';
import {
  CHECKLIST_LABELS,
  DERIVED_CHECKLIST_ITEMS,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingSummary,
  type AdminComment,
  type AuditEntry,
  CORE_FIELDS,
  type BookingCore,
  type BookingCoreChange,
  type ChecklistItem,
  type ChecklistItemType,
} from '@vip/contracts/schemas';
import { ADMIN_STATUSES, type AdminStatus } from '@vip/contracts/vocabulary';
import { appendToOutbox } from '@vip/platform/outbox';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { Actor, StaffAuditLog } from '../audit/staff-audit.service';
import type { BoardCursor } from './board-cursor';
import { coreOf, snapshotOf } from './core-snapshot';
import { caseStatusChangedEvent } from './cases.events';
import type { AuditActor, BoardFilter, Case, CaseUpdate, CasesRepository, NewStandaloneCase } from './cases.repository';

export type { AuditActor, BoardFilter, Case, CaseUpdate, NewStandaloneCase } from './cases.repository';
export type Changes = Record<string, { from: unknown; to: unknown }>;
/**
 * The booking as the modal shows it, assembled above every folder (case-view/) and handed down to routes that answer
 * with it.
 */
export type DetailOf = (caseId: string) => Promise<AdminBookingDetail>;

/** How routes that change a case answer: the booking as the board card or the modal shows it (the read side's). */
export interface CaseAnswers {
  detail: DetailOf;
  boardItem: (c: Case) => Promise<AdminBooking>;
}

export interface CasesServiceDeps {
  prisma: OpsPrisma;
  cases: CasesRepository;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
  /** Tells open boards; called after a commit that changed a case. */
  onBoardChanged: () => void;
}

export const cancelledCase = () => opsErrors.create('BOOKING_CANCELLED', 'This booking is cancelled.');

export const changeInProgress = () =>
  opsErrors.create(
    'CHANGE_IN_PROGRESS',
    'A change to this booking is being saved right now. Reload it in a moment to see it, then try again.',
  );

/** How long a save's claim holds at most: its svc-booking call and an undo's retries take far less. */
export const CHANGE_CLAIM_MS = 60_000;

/** Whether a staff save holds the case (its svc-booking part under way). */
export const changeUnderWay = (c: Case, now: Date) => c.changeClaimedUntil !== null && c.changeClaimedUntil > now;

export const versionConflict = (currentVersion: number) =>
  opsErrors.create(
    'VERSION_CONFLICT',
    'Someone else changed this booking while you were editing. Reload it to see their changes.',
    { currentVersion },
  );

/**
 * The case: a booking's identity, its copy of svc-booking's fields, status, version, checklist, comments
 * and audit trail. The other folders keep their own tables per case and reach the case only through this
 * service: they lock it for a change, and record the change (version bump and audit line) here, in their
 * transaction.
 */
export class CasesService {
  constructor(private readonly deps: CasesServiceDeps) {}

  async find(id: string, tx?: OpsTx): Promise<Case | null> {
    return this.deps.cases.findById(id, tx);
  }

  /** The case, or 404 CASE_NOT_FOUND. */
  async require(id: string): Promise<Case> {
    const found = await this.deps.cases.findById(id);
    if (!found) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    return found;
  }

  findMany(ids: readonly string[]): Promise<Case[]> {
    return this.deps.cases.findByIds(ids);
  }

  /** The case with its checklist rows and comments (newest first). */
  findWithNotes(id: string) {
    return this.deps.cases.findWithNotes(id);
  }

  /** One page of cases in board order, one row more than asked tells if there is a next page. */
  page(filter: BoardFilter, after: BoardCursor | undefined, take: number): Promise<Case[]> {
    return this.deps.cases.page(filter, after, take);
  }

  latestChange(): Promise<Date | null> {
    return this.deps.cases.latestChange();
  }

  /**
   * Locks the case until the transaction ends (concurrent staff changes queue up) and checks the version
   * the change was made on, when given: 404 CASE_NOT_FOUND, 409 VERSION_CONFLICT.
   */
  async lockForChange(tx: OpsTx, id: string, expectedVersion?: number): Promise<Case> {
    const current = await this.deps.cases.lockById(tx, id);
    if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw versionConflict(current.version);
    return current;
  }

  /**
   * Claims the case for a staff save whose first part is svc-booking's, made on `expectedVersion`: refused if
   * the case moved on, is cancelled or another save holds it. Until the save releases it (or CHANGE_CLAIM_MS
   * pass) a cancel is refused, so the two cannot each apply in one service. Returns the claim, to release.
   */
  async claimForChange(id: string, expectedVersion: number): Promise<Date> {
    return this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockForChange(tx, id, expectedVersion);
      if (current.cancelledAt) throw cancelledCase();
      const now = this.deps.now();
      if (changeUnderWay(current, now)) throw changeInProgress();
      const claim = new Date(now.getTime() + CHANGE_CLAIM_MS);
      await this.deps.cases.setChangeClaim(tx, id, claim);
      return claim;
    });
  }

  /** Releases a save's claim, in the save's transaction or, after a failure, on its own; another's claim stays. */
  async releaseChangeClaim(id: string, claim: Date, tx?: OpsTx): Promise<void> {
    if (tx) await this.deps.cases.setChangeClaim(tx, id, null, claim);
    else await this.deps.prisma.$transaction((t) => this.deps.cases.setChangeClaim(t, id, null, claim));
  }

  /** A staff change of a locked case: the case's own fields when given, the version bumped, the audit line written. */
  async recordChange(
    tx: OpsTx,
    id: string,
    entry: { actor: AuditActor; action: string; changes: Changes; at: Date; data?: CaseUpdate },
  ): Promise<Case> {
    const row = await this.deps.cases.update(tx, id, entry.data ?? {});
    await this.deps.cases.addAudit(tx, {
      caseId: id,
      actor: entry.actor,
      action: entry.action,
      changes: entry.changes,
      at: entry.at,
    });
    return row;
  }

  /** An audit line with no version bump (the case was just opened). */
  async audit(
    tx: OpsTx,
    id: string,
    entry: { actor: AuditActor; action: string; changes: Changes; at: Date },
  ): Promise<void> {
    await this.deps.cases.addAudit(tx, { caseId: id, ...entry });
  }

  /**
   * Opens the case of a requested booking, if it is not open yet (any consumer of booking.requested may come first).
   */
  async ensureOpened(tx: OpsTx, booking: BookingRequestedV1): Promise<void> {
    await this.deps.cases.openFromBooking(tx, booking);
  }

  /** The case of svc-booking's booking, if open. */
  findByBooking(tx: OpsTx, bookingId: string): Promise<Case | null> {
    return this.deps.cases.findByBooking(tx, bookingId);
  }

  /** The cases of a booking group (one checkout), by reference. */
  findGroup(tx: OpsTx, groupId: string): Promise<Case[]> {
    return this.deps.cases.findGroup(tx, groupId);
  }

  /** Opens a case svc-ops owns alone (a standalone chauffeur transfer); the reference must be unique. */
  openStandalone(tx: OpsTx, data: NewStandaloneCase): Promise<Case> {
    return this.deps.cases.insert(tx, data);
  }

  /** A meet-and-greet case a transfer may link to. */
  async findLinkable(tx: OpsTx, id: string): Promise<Case | null> {
    const found = await this.deps.cases.findById(id, tx);
    return found && !found.isChauffeur ? found : null;
  }

  /**
   * svc-booking's answer to a staff correction, applied to the case's copy (not over a newer one); returns
   * the changes as the audit trail shows them.
   */
  async applyCorrection(tx: OpsTx, current: Case, correction: BookingCoreChange): Promise<Changes> {
    const before = coreOf(current);
    const changes: Changes = {};
    for (const field of CORE_FIELDS) {
      if (JSON.stringify(before[field]) !== JSON.stringify(correction[field]))
        changes[field] = { from: before[field], to: correction[field] };
    }
    // A re-priced correction: the service and the total as staff see them in the trail.
    if (current.serviceId !== correction.service.id)
      changes.service = { from: current.serviceName, to: correction.service.name };
    if (before.totalPrice !== correction.totalPrice)
      changes.totalPrice = { from: before.totalPrice, to: correction.totalPrice };
    await this.deps.cases.applyCore(
      tx,
      current.bookingId!,
      snapshotOf(correction, current.airportTimeZone),
      correction.coreVersion,
    );
    return changes;
  }

  /** The same, outside a staff save: an undo put svc-booking's fields back. */
  async applyCorrectionAlone(bookingId: string, timeZone: string, correction: BookingCore): Promise<void> {
    await this.deps.prisma.$transaction((tx) =>
      this.deps.cases.applyCore(tx, bookingId, snapshotOf(correction, timeZone), correction.coreVersion),
    );
  }

  /**
   * Ticks a checklist item for something the system did (a message sent); a ticked item keeps its first who and when.
   */
  async tick(tx: OpsTx, id: string, itemType: ChecklistItemType, actor: AuditActor, at: Date): Promise<void> {
    const before = await this.deps.cases.findChecklistItem(tx, id, itemType);
    if (before?.isCompleted) return;
    await this.deps.cases.saveChecklistItem(tx, id, itemType, {
      isCompleted: true,
      completedAt: at,
      completedBy: actor.name,
    });
    await this.deps.cases.addAudit(tx, {
      caseId: id,
      actor,
      action: 'checklist_changed',
      changes: { [itemType]: { from: false, to: true } },
      at,
    });
  }

  /** An export of every booking's personal data is itself kept: who, when and which filter (never the rows). */
  async recordExport(audit: StaffAuditLog, actor: Actor, filter: { status?: string; q?: string }): Promise<void> {
    await audit.record(
      this.deps.prisma,
      actor,
      'bookings.exported',
      { type: 'bookings', id: null, label: 'CSV export' },
      {
        status: { from: null, to: filter.status ?? 'all' },
        search: { from: null, to: filter.q ?? null },
      },
    );
  }

  /** The cards and the columns count bookings under way; the cancelled ones are counted apart (the Cancelled view). */
  async summary(q: string | undefined): Promise<AdminBookingSummary> {
    const [groups, cancelled] = await Promise.all([
      this.deps.cases.countsByStatusAndFlags({ q, view: 'active' }),
      this.deps.cases.count({ q, view: 'cancelled' }),
    ]);
    const summary: AdminBookingSummary = {
      total: 0,
      paid: 0,
      escalations: 0,
      travelAgents: 0,
      byStatus: Object.fromEntries(ADMIN_STATUSES.map((s) => [s, 0])) as Record<AdminStatus, number>,
      cancelled,
    };
    for (const g of groups) {
      const n = g._count._all;
      summary.total += n;
      if (g.isPaid) summary.paid += n;
      if (g.escalationFlag) summary.escalations += n;
      if (g.isTravelAgent) summary.travelAgents += n;
      summary.byStatus[g.adminStatus] += n;
    }
    return summary;
  }

  /**
   * Moves a case to another admin status (any to any), with its audit line and the
   * case.status-changed event svc-booking turns into the traveller's status, in one transaction.
   */
  async changeStatus(id: string, adminStatus: AdminStatus, actor: AuditActor): Promise<Case> {
    const { row, changed } = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockForChange(tx, id);
      // A cancelled booking is out of the columns: moving it would tell the traveller it is under way again.
      if (current.cancelledAt) throw cancelledCase();
      return this.moveStatus(tx, current, adminStatus, actor, this.deps.now());
    });
    if (changed) {
      this.deps.onEventsCommitted();
      this.deps.onBoardChanged();
    }
    return row;
  }

  /**
   * Moves a locked case to `adminStatus` in the caller's transaction: the audit line, the version bump and
   * the case.status-changed event (a standalone transfer has no svc-booking booking to tell).
   */
  async moveStatus(
    tx: OpsTx,
    current: Case,
    adminStatus: AdminStatus,
    actor: AuditActor,
    at: Date,
  ): Promise<{ row: Case; changed: boolean }> {
    if (current.adminStatus === adminStatus) return { row: current, changed: false };
    const updated = await this.recordChange(tx, current.id, {
      actor,
      action: 'status_changed',
      changes: { adminStatus: { from: current.adminStatus, to: adminStatus } },
      at,
      data: { adminStatus },
    });
    if (updated.bookingId)
      await appendToOutbox(tx, [caseStatusChangedEvent(updated, updated.bookingId, current.adminStatus, at)]);
    return { row: updated, changed: true };
  }

  /** A comment written in the caller's transaction (by staff, or by the system for a traveller's request). */
  async commentInTx(tx: OpsTx, id: string, comment: string, author: string, at: Date): Promise<void> {
    await this.deps.cases.addComment(tx, id, comment, author, at);
  }

  async setCancellationPolicy(id: string, hours: number, actor: AuditActor): Promise<void> {
    await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockForChange(tx, id);
      if (current.cancelledAt) throw cancelledCase();
      if (current.cancellationPolicyHours === hours) return;
      await this.recordChange(tx, id, {
        actor,
        action: 'cancellation_policy_changed',
        changes: { cancellationPolicyHours: { from: current.cancellationPolicyHours, to: hours } },
        at: this.deps.now(),
        data: { cancellationPolicyHours: hours },
      });
    });
  }

  /** Ticks or unticks a checklist item with who and when; the two derived items cannot be set by hand. */
  async setChecklistItem(
    id: string,
    itemType: ChecklistItemType,
    input: { isCompleted: boolean; notes?: string | null },
    actor: AuditActor,
  ): Promise<ChecklistItem> {
    if (DERIVED_CHECKLIST_ITEMS.includes(itemType)) {
      throw opsErrors.create(
        'CHECKLIST_ITEM_DERIVED',
        `${CHECKLIST_LABELS[itemType]} follows the booking's payment and cannot be ticked by hand`,
      );
    }
    return this.deps.prisma.$transaction(async (tx) => {
      await this.lockForChange(tx, id);
      const before = await this.deps.cases.findChecklistItem(tx, id, itemType);
      const at = this.deps.now();
      const row = await this.deps.cases.saveChecklistItem(tx, id, itemType, {
        isCompleted: input.isCompleted,
        completedAt: input.isCompleted ? (before?.isCompleted ? before.completedAt : at) : null,
        completedBy: input.isCompleted ? (before?.isCompleted ? before.completedBy : actor.name) : null,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      if ((before?.isCompleted ?? false) !== input.isCompleted) {
        await this.deps.cases.addAudit(tx, {
          caseId: id,
          actor,
          action: 'checklist_changed',
          changes: { [itemType]: { from: before?.isCompleted ?? false, to: input.isCompleted } },
          at,
        });
      }
      return {
        itemType,
        isCompleted: row.isCompleted,
        derived: false,
        completedAt: row.completedAt?.toISOString() ?? null,
        completedBy: row.completedBy,
        notes: row.notes,
      };
    });
  }

  async addComment(id: string, comment: string, actor: AuditActor): Promise<AdminComment> {
    return this.deps.prisma.$transaction(async (tx) => {
      await this.lockForChange(tx, id);
      const row = await this.deps.cases.addComment(tx, id, comment, actor.name, this.deps.now());
      return { id: row.id, comment: row.comment, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() };
    });
  }

  async auditTrail(id: string): Promise<AuditEntry[]> {
    await this.require(id);
    return (await this.deps.cases.auditTrail(id)).map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: { id: e.actorId, name: e.actorName },
      action: e.action,
      changes: e.changes as AuditEntry['changes'],
    }));
  }
}
