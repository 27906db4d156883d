import {
  ADMIN_STATUSES,
  type AdminBooking,
  type AdminBookingListQuery,
  type AdminBookingPage,
  type AdminBookingSummary,
  type AdminStatus,
  type AuditEntry,
  type AdminBookingDetail,
  type AdminBookingUpdate,
  type AdminComment,
  type ChecklistItem,
  type ChecklistItemType,
  CHECKLIST_LABELS,
  DERIVED_CHECKLIST_ITEMS,
} from '@vip/contracts';
import { CORE_FIELDS, caseOperationsUpdateSchema, type BookingCoreChange, type BookingCoreUpdateInput, type CaseOperationsUpdate } from '@vip/contracts';
import type { CurrencyRatesRepository } from '../operations/currency-rates.repository';
import { operationsChange } from '../operations/operations-update';
import { transferCoreChange } from '../transfers/transfer-core';
import { AppError, appendToOutbox, type Logger } from '@vip/contracts/server';
import { randomUUID } from 'node:crypto';
import type { BookingClient } from '../booking/booking.client';
import type { OperationsCase } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { decodeCursor, encodeCursor } from './board-cursor';
import { checklistOf, toAdminBooking, toAdminBookingDetail } from './case-detail';
import { coreOf, snapshotOf } from './core-snapshot';
import { caseStatusChangedEvent } from './cases.events';
import type { AuditActor, CasesRepository } from './cases.repository';
import type { Actor, StaffAuditLog } from '../audit/staff-audit.service';

export interface CasesServiceDeps {
  prisma: OpsPrisma;
  cases: CasesRepository;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
  exportPageSize: number;
  booking: BookingClient;
  /** Tells open boards; called after a commit that changed a case. */
  onBoardChanged: () => void;
  rates: CurrencyRatesRepository;
  logger?: Logger;
}

const UNDO_ATTEMPTS = 3;

const versionConflict = (currentVersion: number) =>
  opsErrors.create('VERSION_CONFLICT', 'Someone else changed this booking while you were editing. Reload it to see their changes.', { currentVersion });

/**
 * Names one attempt of a staff save at svc-booking: a retry of that call (a lost answer) is answered once,
 * while a new attempt, after an undo say, is a new correction.
 */
function correctionKey(caseId: string, version: number): string {
  return `case-${caseId}-v${version}-${randomUUID()}`;
}

const OPERATIONS_FIELDS = Object.keys(caseOperationsUpdateSchema.shape);

function pickDefined(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

export class CasesService {
  constructor(private readonly deps: CasesServiceDeps) {}

  /** A page of the board: one column or all, a search, newest first. */
  async page(query: AdminBookingListQuery): Promise<AdminBookingPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.deps.cases.page({ status: query.status, q: query.q }, after, query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return { items: items.map(toAdminBooking), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
  }

  /** An export of every booking's personal data is itself kept: who, when and which filter (never the rows). */
  async recordExport(audit: StaffAuditLog, actor: Actor, filter: { status?: string; q?: string }): Promise<void> {
    await audit.record(this.deps.prisma, actor, 'bookings.exported', { type: 'bookings', id: null, label: 'CSV export' }, {
      status: { from: null, to: filter.status ?? 'all' },
      search: { from: null, to: filter.q ?? null },
    });
  }

  /** Every case of a filter, page by page, so an export of any size holds one page in memory. */
  async *allCases(filter: { status?: string; q?: string }, pageSize = this.deps.exportPageSize): AsyncGenerator<OperationsCase> {
    let after: { requestedAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await this.deps.cases.page(filter, after, pageSize);
      yield* rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { requestedAt: last.requestedAt, id: last.id };
    }
  }

  async summary(q: string | undefined): Promise<AdminBookingSummary> {
    const groups = await this.deps.cases.countsByStatusAndFlags({ q });
    const summary: AdminBookingSummary = {
      total: 0,
      paid: 0,
      escalations: 0,
      travelAgents: 0,
      byStatus: Object.fromEntries(ADMIN_STATUSES.map((s) => [s, 0])) as Record<AdminStatus, number>,
    };
    for (const g of groups) {
      const n = g._count._all;
      summary.total += n;
      if (g.isPaid) summary.paid += n;
      if (g.escalationFlag) summary.escalations += n;
      if (g.isTravelAgent) summary.travelAgents += n;
      if (g.adminStatus in summary.byStatus) summary.byStatus[g.adminStatus as AdminStatus] += n;
    }
    return summary;
  }

  /**
   * Moves a case to another admin status (any to any, spec §4), with its audit line and the
   * case.status-changed event svc-booking turns into the traveller's status, in one transaction.
   */
  async changeStatus(id: string, adminStatus: AdminStatus, actor: AuditActor): Promise<AdminBooking> {
    const { booking, changed } = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, id);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      if (current.adminStatus === adminStatus) return { booking: current, changed: false };
      const at = this.deps.now();
      const updated = await this.deps.cases.update(tx, id, { adminStatus });
      await this.deps.cases.addAudit(tx, { caseId: id, actor, action: 'status_changed', changes: { adminStatus: { from: current.adminStatus, to: adminStatus } }, at });
      // A standalone transfer has no svc-booking booking to tell.
      if (updated.bookingId) await appendToOutbox(tx, [caseStatusChangedEvent(updated, updated.bookingId, current.adminStatus as AdminStatus, at)]);
      return { booking: updated, changed: true };
    });
    if (changed) {
      this.deps.onEventsCommitted();
      this.deps.onBoardChanged();
    }
    return toAdminBooking(booking);
  }

  async detail(id: string): Promise<AdminBookingDetail> {
    const found = await this.deps.cases.findDetail(id);
    if (!found) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    const linked = found.linkedCaseId ? await this.deps.cases.findById(found.linkedCaseId) : null;
    return toAdminBookingDetail(found, linked ? { id: linked.id, referenceCode: linked.referenceCode } : null);
  }

  /**
   * A staff save, all or nothing as seen from both services. The whole change is checked before anything
   * is written anywhere (the version the modal loaded, the operations fields, the rates). svc-booking's part
   * goes first, outside any transaction of ours, named by an idempotency key of this case version and
   * change; then svc-ops writes its part in one transaction that checks the version again. If that fails
   * after svc-booking said yes, svc-booking's part is undone (its previous values, only on the version it
   * made), so neither side keeps half a save.
   */
  async update(id: string, update: AdminBookingUpdate, actor: AuditActor): Promise<AdminBookingDetail> {
    const { version, internalNotes, specialRequests, escalationFlag, ...rest } = update;
    const opsUpdate = pickDefined(rest, OPERATIONS_FIELDS) as CaseOperationsUpdate;
    const core = pickDefined(rest, CORE_FIELDS) as Partial<BookingCoreUpdateInput>;
    // The rate table is read only for a save that touches the supplier cost.
    const touchesCost = opsUpdate.supplierCostOriginal !== undefined || opsUpdate.supplierCurrency !== undefined;
    const rates = new Map(touchesCost ? (await this.deps.rates.list()).map((r) => [r.currency, r.rateToUsd.toFixed(8)]) : []);
    const rateOf = (currency: string) => rates.get(currency);

    // 1. Everything checked first: a stale version or an invalid operations field writes nothing anywhere.
    const loaded = await this.deps.cases.findById(id);
    if (!loaded) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    if (loaded.version !== version) throw versionConflict(loaded.version);
    operationsChange(loaded, opsUpdate, rateOf);
    const remoteCore = Object.keys(core).length > 0 && loaded.bookingId !== null;

    // 2. svc-booking's part, with no transaction of ours open.
    const key = correctionKey(id, version);
    const correction = remoteCore ? await this.deps.booking.updateCore(loaded.bookingId!, { ...core, actor }, { idempotencyKey: key }) : undefined;

    // 3. svc-ops' part; undone on svc-booking if it fails.
    let changedAny = false;
    try {
      await this.deps.prisma.$transaction(async (tx) => {
        const current = await this.lockCurrent(tx, id, version);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (correction) {
          const before = coreOf(current);
          for (const field of CORE_FIELDS) {
            if (JSON.stringify(before[field]) !== JSON.stringify(correction[field])) changes[field] = { from: before[field], to: correction[field] };
          }
          await this.deps.cases.applyCore(tx, current.bookingId!, snapshotOf(correction, current.airportTimeZone), correction.coreVersion);
        } else if (Object.keys(core).length > 0) {
          // A standalone transfer: svc-ops owns its contact and flight outright.
          const local = transferCoreChange(current, core);
          Object.assign(changes, local.changes);
          if (Object.keys(local.changes).length > 0) await tx.operationsCase.update({ where: { id }, data: local.data });
        }
        const ops = operationsChange(current, opsUpdate, rateOf);
        Object.assign(changes, ops.changes);
        const local: Record<string, unknown> = { ...ops.data };
        for (const [field, to] of [['internalNotes', internalNotes], ['specialRequests', specialRequests], ['escalationFlag', escalationFlag]] as const) {
          if (to === undefined || to === current[field]) continue;
          changes[field] = { from: current[field], to };
          local[field] = to;
        }
        if (Object.keys(changes).length === 0) return;
        // Bumps the version for every save that changed something, svc-booking's fields included.
        await this.deps.cases.update(tx, id, local);
        await this.deps.cases.addAudit(tx, { caseId: id, actor, action: 'details_edited', changes, at: this.deps.now() });
        changedAny = true;
      });
    } catch (error) {
      if (correction && correction.coreVersion !== correction.previous.coreVersion) await this.undoCorrection(loaded.bookingId!, loaded.airportTimeZone, correction, actor, key);
      throw error;
    }
    if (changedAny) this.deps.onBoardChanged();
    return this.detail(id);
  }

  /**
   * Puts svc-booking's fields back as they were before a correction whose svc-ops part failed. Only on
   * the version the correction made (a later change by someone else stays), idempotent, retried a few
   * times; what still fails is logged with the ids for a person to look at, never with the values.
   */
  private async undoCorrection(bookingId: string, timeZone: string, correction: BookingCoreChange, actor: AuditActor, key: string): Promise<void> {
    const previous = correction.previous;
    const back = Object.fromEntries(CORE_FIELDS.filter((f) => JSON.stringify(previous[f]) !== JSON.stringify(correction[f])).map((f) => [f, previous[f]]));
    if (previous.porterSelected) back.porterCost = previous.porterCost;
    for (let attempt = 1; ; attempt++) {
      try {
        const undone = await this.deps.booking.updateCore(bookingId, { ...back, actor }, { ifMatch: correction.coreVersion, idempotencyKey: `${key}.undo` });
        // Best effort: keep the case's copy in step at once (svc-booking's events bring the same later).
        await this.deps.prisma.$transaction((tx) => this.deps.cases.applyCore(tx, bookingId, snapshotOf(undone, timeZone), undone.coreVersion)).catch(() => undefined);
        return;
      } catch (error) {
        const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
        if (conflict || attempt >= UNDO_ATTEMPTS) {
          this.deps.logger?.error({ bookingId, attempt, conflict }, 'a staff correction in svc-booking could not be undone after svc-ops failed to save its part');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async setCancellationPolicy(id: string, hours: number, actor: AuditActor): Promise<AdminBookingDetail> {
    await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockCurrent(tx, id);
      if (current.cancellationPolicyHours === hours) return;
      await this.deps.cases.update(tx, id, { cancellationPolicyHours: hours });
      await this.deps.cases.addAudit(tx, {
        caseId: id,
        actor,
        action: 'cancellation_policy_changed',
        changes: { cancellationPolicyHours: { from: current.cancellationPolicyHours, to: hours } },
        at: this.deps.now(),
      });
    });
    return this.detail(id);
  }

  /** Ticks or unticks a checklist item with who and when; the two derived items cannot be set by hand. */
  async setChecklistItem(id: string, itemType: ChecklistItemType, input: { isCompleted: boolean; notes?: string | null }, actor: AuditActor): Promise<ChecklistItem> {
    if (DERIVED_CHECKLIST_ITEMS.includes(itemType)) {
      throw opsErrors.create('CHECKLIST_ITEM_DERIVED', `${CHECKLIST_LABELS[itemType]} follows the booking's payment and cannot be ticked by hand`);
    }
    return this.deps.prisma.$transaction(async (tx) => {
      const current = await this.lockCurrent(tx, id);
      const before = await this.deps.cases.findChecklistItem(tx, id, itemType);
      const at = this.deps.now();
      const row = await this.deps.cases.saveChecklistItem(tx, id, itemType, {
        isCompleted: input.isCompleted,
        completedAt: input.isCompleted ? (before?.isCompleted ? before.completedAt : at) : null,
        completedBy: input.isCompleted ? (before?.isCompleted ? before.completedBy : actor.name) : null,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      if ((before?.isCompleted ?? false) !== input.isCompleted) {
        await this.deps.cases.addAudit(tx, { caseId: id, actor, action: 'checklist_changed', changes: { [itemType]: { from: before?.isCompleted ?? false, to: input.isCompleted } }, at });
      }
      return checklistOf(current, [row]).find((i) => i.itemType === itemType)!;
    });
  }

  async addComment(id: string, comment: string, actor: AuditActor): Promise<AdminComment> {
    return this.deps.prisma.$transaction(async (tx) => {
      await this.lockCurrent(tx, id);
      const row = await this.deps.cases.addComment(tx, id, comment, actor.name, this.deps.now());
      return { id: row.id, comment: row.comment, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() };
    });
  }

  private async lockCurrent(tx: Parameters<CasesRepository['lockById']>[0], id: string, expectedVersion?: number) {
    const current = await this.deps.cases.lockById(tx, id);
    if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw versionConflict(current.version);
    return current;
  }

  async auditTrail(id: string): Promise<AuditEntry[]> {
    if (!(await this.deps.cases.findById(id))) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    return (await this.deps.cases.auditTrail(id)).map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: { id: e.actorId, name: e.actorName },
      action: e.action,
      changes: e.changes as AuditEntry['changes'],
    }));
  }
}
