import {
  canCancelInvoice,
  toDollars,
  type BookingChangeRequestedV1,
  type CancellationInvoiceOutcome,
  type CancellationQuote,
  type CaseCancel,
  type CaseCancellation,
  type NotifyParty,
} from '@vip/contracts';
import { appendToOutbox, type Logger } from '@vip/platform';
import {
  cancelledCase,
  changeInProgress,
  changeUnderWay,
  type AuditActor,
  type CaseRecord,
  type CasesService,
} from '../cases/cases.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { CaseCoordination, CoordinationService } from '../coordination/coordination.service';
import { opsErrors } from '../errors';
import type { CaseInvoiceView, InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { CaseSupplier, SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import { changeRequestMessages, cancellationNotice } from './cancellation-messages';
import { cancellationTermsOf } from './cancellation-terms';
import { bookingCancelledEvent } from './cancellations.events';
import type { CancellationRecord, CancellationsRepository } from './cancellations.repository';

export type { CancellationRecord } from './cancellations.repository';

export interface CancellationsServiceDeps {
  prisma: OpsPrisma;
  cancellations: CancellationsRepository;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  invoices: InvoicesService;
  communications: CommunicationsService;
  now: () => Date;
  logger: Logger;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

/** Who wrote what a traveller asked for from Manage Booking (comments, audit). */
export const TRAVELLER_ACTOR: AuditActor = { id: null, name: 'Traveller (Manage Booking)' };

/** What cancelling does to the invoice: nothing, cancel the open one, or (paid) a refund to make. */
function invoiceAction(c: CaseRecord, view: CaseInvoiceView): 'none' | 'cancel' | 'refund' {
  const status = view.invoice?.status ?? null;
  if (c.isPaid || status === 'PAID' || status === 'PARTIALLY_PAID') return 'refund';
  return status !== null && canCancelInvoice(status) ? 'cancel' : 'none';
}

const OUTCOME_OF_ACTION = { none: 'none', cancel: 'pending', refund: 'refund_due' } as const satisfies Record<
  string,
  CancellationInvoiceOutcome
>;

/**
 * Cancellations: staff cancel a booking with the charge its policy implies, shown first; the
 * case leaves the status columns, svc-booking is told (booking.cancelled), the traveller is told, and the
 * open invoice is cancelled after the commit (a paid one is flagged for refund). The supplier, greeter
 * and driver already arranged are listed for staff to tell. And travellers' own requests to change or
 * cancel, from Manage Booking (booking.change-requested), move the case to Change Requested.
 */
export class CancellationsService {
  constructor(private readonly deps: CancellationsServiceDeps) {}

  /** What cancelling now would cost and do, for the confirmation (409 BOOKING_CANCELLED once cancelled). */
  async quote(id: string): Promise<CancellationQuote> {
    const c = await this.deps.cases.require(id);
    if (c.cancelledAt) throw cancelledCase();
    const [invoice, notify] = await Promise.all([this.deps.invoices.forCase(c), this.notifyOf(id)]);
    const terms = cancellationTermsOf(c, this.deps.now());
    return {
      hoursBeforeService: terms.hoursBeforeService,
      policyHours: c.cancellationPolicyHours,
      chargePercent: terms.chargePercent,
      charge: toDollars(terms.chargeCents),
      totalPrice: toDollars(c.totalPriceCents),
      rule: terms.rule,
      invoice: { status: invoice.invoice?.status ?? null, outcome: invoiceAction(c, invoice) },
      notify,
    };
  }

  /**
   * Cancels the booking. One transaction writes the cancellation, the case's change (version, audit),
   * booking.cancelled and the traveller's notice; the charge is worked out again there and must be the one
   * staff confirmed (409 CANCELLATION_CHARGE_CHANGED otherwise). The invoice provider is called after the
   * commit; if it fails the cancellation stands and the invoice tab still offers Cancel Invoice.
   */
  async cancel(id: string, input: CaseCancel, actor: AuditActor): Promise<void> {
    const { action, queued } = await this.deps.prisma.$transaction(async (tx) => {
      const c = await this.deps.cases.lockForChange(tx, id, input.version);
      if (c.cancelledAt) throw cancelledCase();
      // A save is changing the booking in svc-booking: its price and party are not settled yet.
      if (changeUnderWay(c, this.deps.now())) throw changeInProgress();
      const at = this.deps.now();
      const terms = cancellationTermsOf(c, at);
      if (terms.chargePercent !== input.chargePercent) {
        throw opsErrors.create(
          'CANCELLATION_CHARGE_CHANGED',
          `The cancellation charge is now ${terms.chargePercent}%. ${terms.rule} Review it and confirm again.`,
          { chargePercent: terms.chargePercent },
        );
      }
      // In the transaction (one connection on embedded PGlite); the case is locked and every invoice change locks
      // it too, so this read stands until the commit.
      const action = invoiceAction(c, await this.deps.invoices.forCase(c, tx));
      await this.deps.cancellations.insert(tx, {
        caseId: id,
        reason: input.reason,
        chargePercent: terms.chargePercent,
        chargeCents: terms.chargeCents,
        hoursBeforeService: terms.hoursBeforeService,
        invoiceOutcome: OUTCOME_OF_ACTION[action],
        cancelledById: actor.id,
        cancelledByName: actor.name,
        cancelledAt: at,
      });
      const updated = await this.deps.cases.recordChange(tx, id, {
        actor,
        action: 'booking_cancelled',
        changes: {
          cancelledAt: { from: null, to: at.toISOString() },
          cancellationReason: { from: null, to: input.reason },
          cancellationCharge: { from: null, to: toDollars(terms.chargeCents) },
        },
        at,
        data: { cancelledAt: at, bookingStatus: 'cancelled' },
      });
      // A standalone chauffeur transfer has no svc-booking booking to tell.
      if (updated.bookingId) {
        await appendToOutbox(tx, [
          bookingCancelledEvent(
            { ...updated, bookingId: updated.bookingId },
            { reason: input.reason, chargePercent: terms.chargePercent, chargeCents: terms.chargeCents, at },
          ),
        ]);
      }
      const queued = await this.deps.communications.queueSystemMessages(
        tx,
        id,
        cancellationNotice(updated, terms, action, this.deps.communications.addresses),
      );
      return { action, queued };
    });
    this.deps.onEventsCommitted();
    this.deps.onBoardChanged();
    await this.deps.communications.deliverQueued(queued);
    if (action === 'cancel') await this.cancelInvoice(id, input.reason, actor);
  }

  /** The cancelled booking's open invoice, cancelled at its provider; the outcome is kept either way. */
  private async cancelInvoice(id: string, reason: string, actor: AuditActor): Promise<void> {
    let outcome: CancellationInvoiceOutcome = 'cancelled';
    try {
      await this.deps.invoices.cancel(id, `Booking cancelled: ${reason}`.slice(0, 500), actor);
    } catch (error) {
      outcome = 'cancel_failed';
      this.deps.logger.warn(
        { caseId: id, code: (error as { code?: string }).code ?? 'UNKNOWN' },
        'the invoice of a cancelled booking could not be cancelled',
      );
    }
    await this.deps.cancellations.setInvoiceOutcome(id, outcome);
    this.deps.onBoardChanged();
  }

  /**
   * The modal's cancellation part, from the parts the modal already read; an invoice cancelled since (from the
   * invoice tab) reads as cancelled.
   */
  async forCase(
    c: CaseRecord,
    parts: { invoice: CaseInvoiceView; supplier: CaseSupplier; coordination: CaseCoordination },
  ): Promise<CaseCancellation | null> {
    if (!c.cancelledAt) return null;
    const row = await this.deps.cancellations.find(c.id);
    return row ? cancellationOf(row, partiesOf(parts.supplier, parts.coordination), parts.invoice) : null;
  }

  /** Every cancelled case's cancellation in one query (the export); no one to notify is listed there. */
  async forCases(cases: readonly CaseRecord[]): Promise<Map<string, CancellationRecord>> {
    const rows = await this.deps.cancellations.findMany(cases.filter((c) => c.cancelledAt).map((c) => c.id));
    return new Map(rows.map((r) => [r.caseId, r]));
  }

  /**
   * booking.change-requested, inside its inbox transaction: the request is kept once, its message becomes a
   * comment, the case moves to Change Requested (a cancelled one stays cancelled), and the traveller's receipt
   * and the operations alert are written as 'queued'. Returns them to deliver after the commit.
   */
  async receiveChangeRequest(tx: OpsTx, request: BookingChangeRequestedV1) {
    const found = await this.deps.cases.findByBooking(tx, request.bookingId);
    // The case is opened by another consumer group from booking.requested: try again later (the bus retries).
    if (!found) throw new Error(`no case yet for booking ${request.bookingId}`);
    const c = await this.deps.cases.lockForChange(tx, found.id);
    const at = this.deps.now();
    const kept = await this.deps.cancellations.insertChangeRequest(tx, {
      id: request.requestId,
      caseId: c.id,
      kind: request.kind,
      message: request.message,
      requestedAt: new Date(request.requestedAt),
      receivedAt: at,
    });
    if (!kept) return { queued: [], changed: false, eventsWritten: false };
    const asked = request.kind === 'cancel' ? 'asked to cancel' : 'asked for a change';
    await this.deps.cases.commentInTx(
      tx,
      c.id,
      `Traveller ${asked} (Manage Booking): ${request.message}`,
      TRAVELLER_ACTOR.name,
      at,
    );
    const moved = c.cancelledAt
      ? { changed: false }
      : await this.deps.cases.moveStatus(tx, c, 'change_requested', TRAVELLER_ACTOR, at);
    const queued = await this.deps.communications.queueSystemMessages(
      tx,
      c.id,
      changeRequestMessages(c, request, this.deps.communications.addresses),
    );
    return { queued, changed: true, eventsWritten: moved.changed && c.bookingId !== null };
  }

  private async notifyOf(caseId: string): Promise<NotifyParty[]> {
    const [supplier, people] = await Promise.all([
      this.deps.suppliers.forCase(caseId),
      this.deps.coordination.forCase(caseId),
    ]);
    return partiesOf(supplier, people);
  }
}

/** The supplier, greeter and driver already arranged for the case: who should hear of a cancellation. */
function partiesOf(supplier: CaseSupplier, people: CaseCoordination): NotifyParty[] {
  const parties: NotifyParty[] = [];
  if (supplier.supplierName)
    parties.push({
      role: 'supplier',
      name: supplier.supplierName,
      email: supplier.supplierEmail,
      phone: supplier.supplierPhone,
    });
  if (people.greeterName)
    parties.push({ role: 'greeter', name: people.greeterName, email: people.greeterEmail, phone: people.greeterPhone });
  if (people.driverName)
    parties.push({ role: 'driver', name: people.driverName, email: null, phone: people.driverPhone });
  return parties;
}

function cancellationOf(row: CancellationRecord, notify: NotifyParty[], invoice: CaseInvoiceView): CaseCancellation {
  const stored = row.invoiceOutcome as CancellationInvoiceOutcome;
  const settled = (stored === 'pending' || stored === 'cancel_failed') && invoice.invoice?.status === 'CANCELED';
  return {
    cancelledAt: row.cancelledAt.toISOString(),
    cancelledBy: row.cancelledByName,
    reason: row.reason,
    chargePercent: row.chargePercent,
    charge: toDollars(row.chargeCents),
    hoursBeforeService: Number(row.hoursBeforeService),
    invoiceOutcome: settled ? 'cancelled' : stored,
    notify,
  };
}
