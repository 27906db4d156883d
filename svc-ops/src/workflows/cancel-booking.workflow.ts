import { toDollars } from '@vip/contracts/money';
import { type CancellationInvoiceOutcome, type CancellationQuote, type CaseCancel } from '@vip/contracts/schemas';
import type { Logger } from '@vip/platform/logger';
import {
  cancelledCase,
  changeInProgress,
  changeUnderWay,
  type AuditActor,
  type CasesService,
} from '../cases/cases.service';
import {
  cancellationTermsOf,
  invoiceActionOf,
  partiesOf,
  type CancellationsService,
} from '../cancellations/cancellations.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { CoordinationService } from '../coordination/coordination.service';
import { opsErrors } from '../errors';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import { cancellationNotice } from './cancellation-messages';

export interface CancelBookingDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  cancellations: CancellationsService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  invoices: InvoicesService;
  communications: CommunicationsService;
  now: () => Date;
  logger: Logger;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
}

/**
 * Staff cancel a booking with the charge its policy implies, shown first. Steps: (1) one transaction writes the
 * cancellation, the case's change, booking.cancelled and the traveller's notice as queued; (2) the notice is
 * delivered; (3) the open invoice is cancelled at its provider (a paid one is flagged for refund). A failed
 * step 3 does not undo the cancellation: its outcome is kept, and the invoice tab still offers Cancel Invoice.
 */
export class CancelBookingWorkflow {
  constructor(private readonly deps: CancelBookingDeps) {}

  /** What cancelling now would cost and do, for the confirmation (409 BOOKING_CANCELLED once cancelled). */
  async quote(id: string): Promise<CancellationQuote> {
    const c = await this.deps.cases.require(id);
    if (c.cancelledAt) throw cancelledCase();
    const [invoice, supplier, people] = await Promise.all([
      this.deps.invoices.forCase(c),
      this.deps.suppliers.forCase(id),
      this.deps.coordination.forCase(id),
    ]);
    const terms = cancellationTermsOf(c, this.deps.now());
    const status = invoice.invoice?.status ?? null;
    return {
      hoursBeforeService: terms.hoursBeforeService,
      policyHours: c.cancellationPolicyHours,
      chargePercent: terms.chargePercent,
      charge: toDollars(terms.chargeCents),
      totalPrice: toDollars(c.totalPriceCents),
      rule: terms.rule,
      invoice: { status, outcome: invoiceActionOf(c, status) },
      notify: partiesOf({ supplier, people }),
    };
  }

  /** The charge is worked out again in the transaction and must be the one staff confirmed (409 otherwise). */
  async run(id: string, input: CaseCancel, actor: AuditActor): Promise<void> {
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
      // Read in the transaction: the case is locked and every invoice change locks it too.
      const invoice = await this.deps.invoices.forCase(c, tx);
      const action = invoiceActionOf(c, invoice.invoice?.status ?? null);
      const updated = await this.deps.cancellations.record(tx, c, { reason: input.reason, terms, action, actor, at });
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
}
