import { type BookingRequestedV3, type EventEnvelope } from '@vip/contracts/events';
import {
  CHECKLIST_LABELS,
  DERIVED_CHECKLIST_ITEMS,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingSummary,
  type AdminComment,
  type AssignableStaff,
  type CaseOwner,
  type AuditEntry,
  CORE_FIELDS,
  type BookingCore,
  type BookingCoreChange,
  type ChecklistItem,
  type ChecklistItemType,
  checklistItemsFor,
} from '@vip/contracts/schemas';
import { roleCan } from '@vip/contracts/permissions';
import {
  ADMIN_STATUSES,
  STAFF_ROLES,
  initialsOf,
  type AdminStatus,
  type BoardOwnerFilter,
  type StaffRole,
} from '@vip/contracts/vocabulary';
import { appendToOutbox, consumeOnce, type SqlClient, type TransactionRunner } from '@vip/platform/outbox';
import { opsErrors } from '../errors';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { Actor, StaffAuditLog } from '../audit/staff-audit.service';
import type { BoardCursor } from './board-cursor';
import { coreOf, snapshotOf } from './core-snapshot';
import { caseStatusChangedEvent } from './cases.events';
import { overdueBefore, statusClockOf, type StatusClock, type StatusTargets } from './status-clock';
import type { AuditActor, BoardFilter, Case, CaseUpdate, CasesRepository, NewStandaloneCase } from './cases.repository';

export type { AuditActor, BoardFilter, Case, CaseUpdate, NewStandaloneCase } from './cases.repository';
export type Changes = Record<string, { from: unknown; to: unknown }>;
/** Assembled above every folder (case-view/) and handed down to the routes that answer with it. */
export type DetailOf = (caseId: string) => Promise<AdminBookingDetail>;

export type OpeningStep = (tx: OpsTx, opened: Case, booking: BookingRequestedV3) => Promise<void>;
interface RegisteredStep {
  step: OpeningStep;
  appliesTo: (booking: BookingRequestedV3) => boolean;
}
/** Run in the transaction that writes one of a case's own events to the outbox, with the case as it then is. */
export type AnnouncedStep = (tx: OpsTx, event: EventEnvelope, c: Case) => Promise<void>;

export interface CaseAnswers {
  detail: DetailOf;
  boardItem: (c: Case) => Promise<AdminBooking>;
}

export interface CasesServiceDeps {
  prisma: OpsPrisma;
  /** The same database in plain SQL (the pool Prisma uses), for the consumer's hot path. */
  sql: SqlClient & TransactionRunner;
  cases: CasesRepository;
  now: () => Date;
  /** So the relay publishes at once rather than at its next poll. */
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  /** Each status's target (STATUS_TARGET_HOURS). */
  statusTargets: StatusTargets;
  /** Staff accounts, read to assign a case (auth/ owns them). */
  colleagues: Colleagues;
}

export interface Colleague {
  id: string;
  name: string;
  role: string;
  active: boolean;
}
export interface Colleagues {
  listUsers(): Promise<Colleague[]>;
  findUserById(id: string): Promise<Colleague | null>;
}

/** The board's owner and overdue filters, as the signed-in colleague asks for them. */
export interface BoardAsk {
  owner?: BoardOwnerFilter;
  overdue?: boolean;
}

const mayOwnCases = (c: Colleague) =>
  c.active && (STAFF_ROLES as readonly string[]).includes(c.role) && roleCan(c.role as StaffRole, 'bookings.work');

export function ownerOf(c: Pick<Case, 'assignedAgentId' | 'assignedAgentName'>): CaseOwner | null {
  if (c.assignedAgentId === null) return null;
  const name = c.assignedAgentName ?? '';
  return { id: c.assignedAgentId, name, initials: initialsOf(name) };
}

export const cancelledCase = () => opsErrors.create('BOOKING_CANCELLED', 'This booking is cancelled.');

export const changeInProgress = () =>
  opsErrors.create(
    'CHANGE_IN_PROGRESS',
    'A change to this booking is being saved right now. Reload it in a moment to see it, then try again.',
  );

/** A partner's sandbox booking is a test: nothing of it may reach a supplier or an invoice. */
export function refuseSandbox(c: Pick<Case, 'partnerMode' | 'partnerName'>, never: string): void {
  if (c.partnerMode === 'sandbox')
    throw opsErrors.create(
      'SANDBOX_BOOKING',
      `This is a sandbox booking of ${c.partnerName ?? 'a partner'} (a test through the partner API): it is never ${never}.`,
    );
}

/** Outlives a save's svc-booking call and an undo's retries, yet frees a case whose saver died. */
export const CHANGE_CLAIM_MS = 60_000;

export const changeUnderWay = (c: Case, now: Date) => c.changeClaimedUntil !== null && c.changeClaimedUntil > now;

export const versionConflict = (currentVersion: number) =>
  opsErrors.create(
    'VERSION_CONFLICT',
    'Someone else changed this booking while you were editing. Reload it to see their changes.',
    { currentVersion },
  );

/** Other folders reach a case only through here: they lock it and record the change in their own transaction. */
export class CasesService {
  private readonly openingSteps: RegisteredStep[] = [];
  private readonly announcedSteps: AnnouncedStep[] = [];

  constructor(private readonly deps: CasesServiceDeps) {}

  async find(id: string, tx?: OpsTx): Promise<Case | null> {
    return this.deps.cases.findById(id, tx);
  }

  async require(id: string): Promise<Case> {
    const found = await this.deps.cases.findById(id);
    if (!found) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    return found;
  }

  partnerLive(partnerId: string, from: Date, to: Date): Promise<Case[]> {
    return this.deps.cases.partnerLive(partnerId, from, to);
  }

  findMany(ids: readonly string[]): Promise<Case[]> {
    return this.deps.cases.findByIds(ids);
  }

  findWithNotes(id: string) {
    return this.deps.cases.findWithNotes(id);
  }

  /** The repository's filter for the board's owner and overdue choices, at this moment. */
  boardFilter(ask: BoardAsk, staffId: string): Pick<BoardFilter, 'ownerId' | 'overdueBefore'> {
    return {
      ...(ask.owner ? { ownerId: ask.owner === 'me' ? staffId : null } : {}),
      ...(ask.overdue ? { overdueBefore: overdueBefore(this.deps.statusTargets, this.deps.now()) } : {}),
    };
  }

  clock(c: Case, now = this.deps.now()): StatusClock {
    return statusClockOf(c, this.deps.statusTargets, now);
  }

  groupSizes(groupIds: readonly string[]): Promise<Map<string, number>> {
    return this.deps.cases.groupSizes(groupIds);
  }

  /** The other bookings of a case's checkout, by reference. */
  async groupOf(c: Pick<Case, 'id' | 'groupId'>): Promise<Case[]> {
    if (!c.groupId) return [];
    const groupId = c.groupId;
    const all = await this.deps.prisma.$transaction((tx) => this.deps.cases.findGroup(tx, groupId));
    return all.filter((other) => other.id !== c.id);
  }

  reconfirmationDue(from: Date, to: Date, take: number): Promise<string[]> {
    return this.deps.cases.reconfirmationDue(from, to, take);
  }

  findChecklistItem(tx: OpsTx, id: string, itemType: ChecklistItemType) {
    return this.deps.cases.findChecklistItem(tx, id, itemType);
  }

  /** An item left open with a note (e.g. why an automatic step did not happen). */
  async noteChecklistItem(tx: OpsTx, id: string, itemType: ChecklistItemType, notes: string): Promise<void> {
    await this.deps.cases.saveChecklistItem(tx, id, itemType, {
      isCompleted: false,
      completedAt: null,
      completedBy: null,
      notes,
    });
  }

  /** Open cases past their status's target, by status. */
  overdueCounts(): Promise<Partial<Record<AdminStatus, number>>> {
    return this.deps.cases.overdueByStatus(overdueBefore(this.deps.statusTargets, this.deps.now()));
  }

  /** Active colleagues who work bookings, by name. */
  async assignable(): Promise<AssignableStaff> {
    const users = await this.deps.colleagues.listUsers();
    return users
      .filter(mayOwnCases)
      .map((u) => ({ id: u.id, name: u.name, initials: initialsOf(u.name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Null leaves the case unassigned. Setting the owner it already has changes nothing. */
  async assignOwner(id: string, staffId: string | null, actor: AuditActor): Promise<Case> {
    const owner = staffId === null ? null : await this.deps.colleagues.findUserById(staffId);
    if (staffId !== null && (!owner || !mayOwnCases(owner)))
      throw opsErrors.create('OWNER_UNKNOWN', 'Choose an active colleague who works bookings');
    const { row, changed } = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockForChange(tx, id);
      if (current.assignedAgentId === (owner?.id ?? null)) return { row: current, changed: false };
      const updated = await this.recordChange(tx, id, {
        actor,
        action: 'owner_changed',
        changes: { owner: { from: current.assignedAgentName, to: owner?.name ?? null } },
        at: this.deps.now(),
        data: { assignedAgentId: owner?.id ?? null, assignedAgentName: owner?.name ?? null },
      });
      return { row: updated, changed: true };
    });
    if (changed) this.deps.onBoardChanged();
    return row;
  }

  page(filter: BoardFilter, after: BoardCursor | undefined, take: number): Promise<Case[]> {
    return this.deps.cases.page(filter, after, take);
  }

  latestChange(): Promise<Date | null> {
    return this.deps.cases.latestChange();
  }

  /** Row lock until the transaction ends, so concurrent staff changes queue up instead of overwriting. */
  async lockForChange(tx: OpsTx, id: string, expectedVersion?: number): Promise<Case> {
    const current = await this.deps.cases.lockById(tx, id);
    if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw versionConflict(current.version);
    return current;
  }

  /** Spans the svc-booking call, which no transaction can; a cancel is refused meanwhile so both cannot half-apply. */
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

  /** Matches on `claim`, so a newer save's claim stays. */
  async releaseChangeClaim(id: string, claim: Date, tx?: OpsTx): Promise<void> {
    if (tx) await this.deps.cases.setChangeClaim(tx, id, null, claim);
    else await this.deps.prisma.$transaction((t) => this.deps.cases.setChangeClaim(t, id, null, claim));
  }

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

  async audit(
    tx: OpsTx,
    id: string,
    entry: { actor: AuditActor; action: string; changes: Changes; at: Date },
  ): Promise<void> {
    await this.deps.cases.addAudit(tx, { caseId: id, ...entry });
  }

  /**
   * A step run in the transaction that opens a case, whichever consumer of booking.requested opens it: so it runs
   * once per case (app.ts registers the features' steps, such as the commercial record from the partner's terms).
   * `appliesTo` says which bookings it acts on: a case no step acts on opens without the ORM.
   */
  whenOpened(step: OpeningStep, appliesTo: (booking: BookingRequestedV3) => boolean = () => true): void {
    this.openingSteps.push({ step, appliesTo });
  }

  /**
   * A step run with each event a case's change writes (a status move, a cancellation, a payment), in its
   * transaction and in the order written. The bus keeps order per topic only, so a feature that must see svc-ops'
   * own events in order reacts here rather than to their copies on the bus.
   */
  whenAnnounced(step: AnnouncedStep): void {
    this.announcedSteps.push(step);
  }

  /** A case's events to the outbox, with the steps that commit with them. */
  async announce(tx: OpsTx, c: Case, events: EventEnvelope[]): Promise<void> {
    await appendToOutbox(tx, events);
    for (const event of events) for (const step of this.announcedSteps) await step(tx, event, c);
  }

  /** Idempotent: any consumer of booking.requested may come first. */
  async ensureOpened(tx: OpsTx, booking: BookingRequestedV3): Promise<void> {
    const id = await this.deps.cases.openFromBooking(tx, booking);
    if (!id) return;
    const steps = this.openingSteps.filter((s) => s.appliesTo(booking));
    if (steps.length === 0) return;
    const opened = await this.deps.cases.findById(id, tx);
    for (const { step } of steps) await step(tx, opened!, booking);
  }

  /**
   * The case of a booking.requested, once per event and consumer through the inbox, and `then` in the same
   * transaction (a consumer's own writes). In plain SQL on one pg connection unless an opening step acts on the
   * booking: the steps take the ORM's transaction. With nothing else to write, one statement and no transaction.
   * `then` gets the case when the opening statement could answer it, else null (read it in `tx`).
   */
  openOnce(
    consumer: string,
    event: EventEnvelope,
    booking: BookingRequestedV3,
    then?: (tx: SqlClient, opened: Case | null) => Promise<void>,
  ): Promise<'applied' | 'duplicate'> {
    if (this.openingSteps.some((s) => s.appliesTo(booking)))
      return consumeOnce(this.deps.prisma, consumer, event, async (tx) => {
        await this.ensureOpened(tx, booking);
        await then?.(tx, null);
      });
    if (!then) return this.deps.cases.openOnceAlone(this.deps.sql, consumer, event, booking);
    // The inbox row, the case and the case read back in one statement here too; `then` writes in the same
    // transaction.
    return this.deps.sql.$transaction(async (tx) => {
      const { outcome, opened } = await this.deps.cases.openOnceWithCase(tx, consumer, event, booking);
      if (outcome === 'applied') await then(tx, opened);
      return outcome;
    });
  }

  findByBooking(tx: SqlClient, bookingId: string): Promise<Case | null> {
    return this.deps.cases.findByBooking(tx, bookingId);
  }

  findByBookingId(bookingId: string): Promise<Case | null> {
    return this.deps.cases.findByBooking(this.deps.prisma, bookingId);
  }

  findGroup(tx: SqlClient, groupId: string): Promise<Case[]> {
    return this.deps.cases.findGroup(tx, groupId);
  }

  openStandalone(tx: OpsTx, data: NewStandaloneCase): Promise<Case> {
    return this.deps.cases.insert(tx, data);
  }

  async findLinkable(tx: OpsTx, id: string): Promise<Case | null> {
    const found = await this.deps.cases.findById(id, tx);
    return found && !found.isChauffeur ? found : null;
  }

  /** Never over a newer copy: applyCore compares coreVersion. */
  async applyCorrection(tx: OpsTx, current: Case, correction: BookingCoreChange): Promise<Changes> {
    const before = coreOf(current);
    const changes: Changes = {};
    for (const field of CORE_FIELDS) {
      if (JSON.stringify(before[field]) !== JSON.stringify(correction[field]))
        changes[field] = { from: before[field], to: correction[field] };
    }
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

  async applyCorrectionAlone(bookingId: string, timeZone: string, correction: BookingCore): Promise<void> {
    await this.deps.prisma.$transaction((tx) =>
      this.deps.cases.applyCore(tx, bookingId, snapshotOf(correction, timeZone), correction.coreVersion),
    );
  }

  /** A ticked item keeps its first who and when. */
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

  /** When what the item says no longer holds (a supplier unassigned, say): who and when go with the tick. */
  async untick(tx: OpsTx, id: string, itemType: ChecklistItemType, actor: AuditActor, at: Date): Promise<void> {
    const before = await this.deps.cases.findChecklistItem(tx, id, itemType);
    if (!before?.isCompleted) return;
    await this.deps.cases.saveChecklistItem(tx, id, itemType, {
      isCompleted: false,
      completedAt: null,
      completedBy: null,
    });
    await this.deps.cases.addAudit(tx, {
      caseId: id,
      actor,
      action: 'checklist_changed',
      changes: { [itemType]: { from: true, to: false } },
      at,
    });
  }

  /** Exporting personal data is audited: who, when and the filter, never the rows. */
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

  async summary(
    { q, partnerId, ...ask }: { q?: string; partnerId?: string } & BoardAsk,
    staffId: string,
  ): Promise<AdminBookingSummary> {
    const filter = { q, partnerId, ...this.boardFilter(ask, staffId) };
    const [groups, cancelled] = await Promise.all([
      this.deps.cases.countsByStatusAndFlags({ ...filter, view: 'active' }),
      this.deps.cases.count({ ...filter, view: 'cancelled' }),
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

  /** One transaction, so the event svc-booking shows the traveller cannot diverge from the case. */
  async changeStatus(id: string, adminStatus: AdminStatus, actor: AuditActor, withGroup = false): Promise<Case> {
    const { row, changed } = await this.deps.prisma.$transaction(async (tx) => {
      const first = await this.deps.cases.findById(id, tx);
      // The checkout's bookings are locked in id order, so two group moves at once cannot deadlock.
      const group = withGroup && first?.groupId ? await this.deps.cases.findGroup(tx, first.groupId) : [];
      const others = group.filter((g) => g.id !== id && !g.cancelledAt).sort((a, b) => a.id.localeCompare(b.id));
      const at = this.deps.now();
      let moved = { row: null as Case | null, changed: false };
      for (const caseId of [...others.map((o) => o.id), id].sort()) {
        const current = await this.lockForChange(tx, caseId);
        // A cancelled booking is out of the columns: moving it would tell the traveller it is under way again.
        if (current.cancelledAt) {
          if (caseId === id) throw cancelledCase();
          continue;
        }
        const result = await this.moveStatus(tx, current, adminStatus, actor, at);
        if (caseId === id) moved = { ...moved, row: result.row };
        moved.changed ||= result.changed;
      }
      return { row: moved.row!, changed: moved.changed };
    });
    if (changed) {
      this.deps.onEventsCommitted();
      this.deps.onBoardChanged();
    }
    return row;
  }

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
      data: { adminStatus, statusChangedAt: at },
    });
    if (updated.bookingId)
      await this.announce(tx, updated, [caseStatusChangedEvent(updated, updated.bookingId, current.adminStatus, at)]);
    return { row: updated, changed: true };
  }

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
      const current = await this.lockForChange(tx, id);
      if (!checklistItemsFor(current).includes(itemType))
        throw opsErrors.create(
          'CHECKLIST_ITEM_NOT_FOR_BOOKING',
          current.isChauffeur
            ? `${CHECKLIST_LABELS[itemType]} is not on a chauffeur transfer's checklist`
            : `${CHECKLIST_LABELS[itemType]} is on a chauffeur transfer's checklist only`,
        );
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
