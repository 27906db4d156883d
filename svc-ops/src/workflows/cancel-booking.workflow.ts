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

export interface CancellationDone {
  cancelledAt: Date;
  chargePercent: number;
  chargeCents: number;
}

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
 * Steps: (1) one transaction writes the cancellation, booking.cancelled and the queued notice; (2) deliver the notice;
 * (3) cancel the open invoice at its provider (a paid one is flagged for refund). No compensation: a failed step 3
 * keeps the cancellation, and the invoice tab still offers Cancel Invoice.
 */
export class CancelBookingWorkflow {
  constructor(private readonly deps: CancelBookingDeps) {}

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

  /**
   * The charge is worked out again under the lock and must be the one staff (or the partner) confirmed. Without a
   * version (a partner's cancel through svc-booking) the case may have changed since: only the charge must hold.
   */
  async run(
    id: string,
    input: Omit<CaseCancel, 'version'> & { version?: number },
    actor: AuditActor,
  ): Promise<CancellationDone> {
    const { action, queued, done } = await this.deps.prisma.$transaction(async (tx) => {
      const c = await this.deps.cases.lockForChange(tx, id, input.version);
      if (c.cancelledAt) throw cancelledCase();
      // A save in svc-booking has not settled the price and party yet.
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
      // Every invoice change locks the case too, so this read is current.
      const invoice = await this.deps.invoices.forCase(c, tx);
      const action = invoiceActionOf(c, invoice.invoice?.status ?? null);
      const updated = await this.deps.cancellations.record(tx, c, { reason: input.reason, terms, action, actor, at });
      const queued = await this.deps.communications.queueSystemMessages(
        tx,
        id,
        cancellationNotice(updated, terms, action, this.deps.communications.addresses),
      );
      return {
        action,
        queued,
        done: { cancelledAt: at, chargePercent: terms.chargePercent, chargeCents: terms.chargeCents },
      };
    });
    this.deps.onEventsCommitted();
    this.deps.onBoardChanged();
    await this.deps.communications.deliverQueued(queued);
    if (action === 'cancel') await this.cancelInvoice(id, input.reason, actor);
    return done;
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
