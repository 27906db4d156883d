import {
  CORE_FIELDS,
  caseOperationsUpdateSchema,
  type AdminBookingUpdate,
  type BookingCoreChange,
  type BookingCoreUpdateInput,
  type CaseOperationsUpdate,
} from '@vip/contracts/schemas';
import { AppError } from '@vip/platform/koa';
import { type Logger } from '@vip/platform/logger';
import { randomUUID } from 'node:crypto';
import type { BookingClient } from '../booking/booking.client';
import {
  cancelledCase,
  versionConflict,
  type AuditActor,
  type Case,
  type CaseUpdate,
  type CasesService,
  type Changes,
} from '../cases/cases.service';
import type { CommercialService } from '../commercial/commercial.service';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { CurrencyRatesService } from '../currency/currency-rates.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { TransfersService } from '../transfers/transfers.service';

export interface StaffSaveDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  transfers: TransfersService;
  confirmations: ConfirmationsService;
  commercial: CommercialService;
  rates: CurrencyRatesService;
  booking: BookingClient;
  now: () => Date;
  onBoardChanged: () => void;
  logger?: Logger;
}

const UNDO_ATTEMPTS = 3;
const OPERATIONS_FIELDS = Object.keys(caseOperationsUpdateSchema.shape);

function pickDefined(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

/** A retried call (a lost answer) is applied once; a new attempt, after an undo say, is a new correction. */
function correctionKey(caseId: string, version: number): string {
  return `case-${caseId}-v${version}-${randomUUID()}`;
}

/**
 * Steps: (1) check everything (version, each folder's fields, rates); (2) claim the case and change svc-booking's
 * part; (3) write every folder's part in one transaction. Compensation: if 3 fails after 2, svc-booking's part is
 * undone; the claim is released either way.
 */
export class StaffSaveWorkflow {
  constructor(private readonly deps: StaffSaveDeps) {}

  async run(id: string, update: AdminBookingUpdate, actor: AuditActor): Promise<void> {
    const { version, internalNotes, specialRequests, escalationFlag, ...rest } = update;
    const opsUpdate = pickDefined(rest, OPERATIONS_FIELDS) as CaseOperationsUpdate;
    const core = pickDefined(rest, [...CORE_FIELDS, 'serviceId']) as Partial<BookingCoreUpdateInput>;
    const touchesCost = opsUpdate.supplierCostOriginal !== undefined || opsUpdate.supplierCurrency !== undefined;
    const rates = touchesCost ? await this.deps.rates.ratesToUsd() : new Map<string, string>();
    const rateOf = (currency: string) => rates.get(currency);

    // 1. A stale version or an invalid field writes nothing anywhere.
    const loaded = await this.deps.cases.require(id);
    if (loaded.version !== version) throw versionConflict(loaded.version);
    // Its charge was fixed when it was cancelled.
    if (loaded.cancelledAt) throw cancelledCase();
    const plan = async (current: Case, tx?: OpsTx) => {
      const [supplier, coordination, transfer, confirmation, commercial] = await Promise.all([
        this.deps.suppliers.forCase(id, tx),
        this.deps.coordination.forCase(id, tx),
        current.isChauffeur ? this.deps.transfers.forCase(id, tx) : Promise.resolve(null),
        this.deps.confirmations.forCase(id, tx),
        this.deps.commercial.forCase(id, tx),
      ]);
      return {
        supplier: this.deps.suppliers.planChange(supplier, opsUpdate, rateOf),
        coordination: this.deps.coordination.planChange(coordination, opsUpdate),
        transfer: this.deps.transfers.planChange(current, transfer, opsUpdate),
        confirmation: this.deps.confirmations.planChange(confirmation, opsUpdate),
        commercial: this.deps.commercial.planChange(commercial, opsUpdate),
      };
    };
    await plan(loaded);
    const remoteCore = Object.keys(core).length > 0 && loaded.bookingId !== null;

    // 2. No transaction of ours is open across the remote call; the claim keeps a cancel out meanwhile.
    const key = correctionKey(id, version);
    const claim = remoteCore ? await this.deps.cases.claimForChange(id, version) : undefined;
    const release = () => (claim ? this.deps.cases.releaseChangeClaim(id, claim).catch(() => undefined) : undefined);
    let correction: BookingCoreChange | undefined;
    try {
      correction = remoteCore
        ? await this.deps.booking.updateCore(loaded.bookingId!, { ...core, actor }, { idempotencyKey: key })
        : undefined;
    } catch (error) {
      await release();
      throw error;
    }

    // 3. Every folder in one transaction; svc-booking's part is undone if it fails.
    let changedAny = false;
    try {
      await this.deps.prisma.$transaction(async (tx) => {
        const current = await this.deps.cases.lockForChange(tx, id, version);
        if (claim) await this.deps.cases.releaseChangeClaim(id, claim, tx);
        const changes: Changes = {};
        const caseData: Record<string, unknown> = {};
        if (correction) {
          Object.assign(changes, await this.deps.cases.applyCorrection(tx, current, correction));
        } else if (Object.keys(core).length > 0) {
          // A standalone transfer: svc-ops owns its contact and flight.
          const local = this.deps.transfers.planCoreChange(current, core);
          Object.assign(changes, local.changes);
          Object.assign(caseData, local.data);
        }
        const parts = await plan(current, tx);
        Object.assign(
          changes,
          parts.supplier.changes,
          parts.coordination.changes,
          parts.transfer.changes,
          parts.confirmation.changes,
          parts.commercial.changes,
        );
        Object.assign(caseData, parts.transfer.caseData);
        for (const [field, to] of [
          ['internalNotes', internalNotes],
          ['specialRequests', specialRequests],
          ['escalationFlag', escalationFlag],
        ] as const) {
          if (to === undefined || to === current[field]) continue;
          changes[field] = { from: current[field], to };
          caseData[field] = to;
        }
        if (Object.keys(changes).length === 0) return;
        await this.deps.suppliers.applyChange(tx, id, parts.supplier);
        await this.deps.coordination.applyChange(tx, id, parts.coordination);
        await this.deps.transfers.applyChange(tx, id, parts.transfer);
        await this.deps.confirmations.applyChange(tx, id, parts.confirmation);
        await this.deps.commercial.applyChange(tx, id, parts.commercial);
        const at = this.deps.now();
        // Bumps the version for svc-booking's fields too: their event does not.
        await this.deps.cases.recordChange(tx, id, {
          actor,
          action: 'details_edited',
          changes,
          at,
          data: caseData as CaseUpdate,
        });
        if (current.isChauffeur && (changes.driverName || changes.driverPhone))
          await this.driverReceived(tx, id, actor, at);
        changedAny = true;
      });
    } catch (error) {
      if (correction && correction.coreVersion !== correction.previous.coreVersion)
        await this.undoCorrection(loaded.bookingId!, loaded.airportTimeZone, correction, actor, key);
      await release();
      throw error;
    }
    if (changedAny) this.deps.onBoardChanged();
  }

  /** A transfer's driver is known once staff have the name and the phone. */
  private async driverReceived(tx: OpsTx, id: string, actor: AuditActor, at: Date): Promise<void> {
    const driver = await this.deps.coordination.forCase(id, tx);
    if (driver.driverName?.trim() && driver.driverPhone?.trim())
      await this.deps.cases.tick(tx, id, 'driver_info_received', actor, at);
  }

  /**
   * Only on the version the correction made, so a later change by someone else stays. What still fails is logged with
   * ids for a person, never with the values (personal data).
   */
  private async undoCorrection(
    bookingId: string,
    timeZone: string,
    correction: BookingCoreChange,
    actor: AuditActor,
    key: string,
  ): Promise<void> {
    const previous = correction.previous;
    const back = Object.fromEntries(
      CORE_FIELDS.filter((f) => JSON.stringify(previous[f]) !== JSON.stringify(correction[f])).map((f) => [
        f,
        previous[f],
      ]),
    );
    if (previous.porterSelected) back.porterCost = previous.porterCost;
    if (previous.service.id !== correction.service.id) back.serviceId = previous.service.id;
    for (let attempt = 1; ; attempt++) {
      try {
        const undone = await this.deps.booking.updateCore(
          bookingId,
          { ...back, actor },
          { ifMatch: correction.coreVersion, idempotencyKey: `${key}.undo` },
        );
        // Best effort: svc-booking's events bring the same later.
        await this.deps.cases.applyCorrectionAlone(bookingId, timeZone, undone).catch(() => undefined);
        return;
      } catch (error) {
        const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
        if (conflict || attempt >= UNDO_ATTEMPTS) {
          this.deps.logger?.error(
            { bookingId, attempt, conflict },
            'a staff correction in svc-booking could not be undone after svc-ops failed to save its part',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}
