import { toDollars } from '@vip/contracts/money';
import {
  MANAGE_BOOKING_ACTOR,
  canCancelInvoice,
  type CancellationInvoiceOutcome,
  type CaseCancellation,
  type NotifyParty,
} from '@vip/contracts/schemas';
import type { AuditActor, Case, CasesService } from '../cases/cases.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import { bookingCancelledEvent } from './cancellations.events';
import type { CancellationTerms } from './cancellation-terms';
import type { CancellationRecord, CancellationsRepository } from './cancellations.repository';

export type { CancellationRecord } from './cancellations.repository';
export { cancellationTermsOf, type CancellationTerms } from './cancellation-terms';

export interface CancellationsServiceDeps {
  prisma: OpsPrisma;
  cancellations: CancellationsRepository;
  cases: CasesService;
}

export const TRAVELLER_ACTOR: AuditActor = { id: null, name: MANAGE_BOOKING_ACTOR };

export type InvoiceAction = 'none' | 'cancel' | 'refund';

export function invoiceActionOf(c: Case, invoiceStatus: string | null): InvoiceAction {
  if (c.isPaid || invoiceStatus === 'PAID' || invoiceStatus === 'PARTIALLY_PAID') return 'refund';
  return invoiceStatus !== null && canCancelInvoice(invoiceStatus) ? 'cancel' : 'none';
}

const OUTCOME_OF_ACTION = { none: 'none', cancel: 'pending', refund: 'refund_due' } as const satisfies Record<
  InvoiceAction,
  CancellationInvoiceOutcome
>;

export interface ArrangedParties {
  supplier: { supplierName: string | null; supplierEmail: string | null; supplierPhone: string | null };
  people: {
    greeterName: string | null;
    greeterEmail: string | null;
    greeterPhone: string | null;
    driverName: string | null;
    driverPhone: string | null;
  };
}

/** When to cancel and whom to tell is the cancellation workflow's. */
export class CancellationsService {
  constructor(private readonly deps: CancellationsServiceDeps) {}

  /** In the caller's transaction, so booking.cancelled goes out only with the cancellation. */
  async record(
    tx: OpsTx,
    c: Case,
    cancel: { reason: string; terms: CancellationTerms; action: InvoiceAction; actor: AuditActor; at: Date },
  ): Promise<Case> {
    const { reason, terms, action, actor, at } = cancel;
    await this.deps.cancellations.insert(tx, {
      caseId: c.id,
      reason,
      chargePercent: terms.chargePercent,
      chargeCents: terms.chargeCents,
      hoursBeforeService: terms.hoursBeforeService,
      invoiceOutcome: OUTCOME_OF_ACTION[action],
      cancelledById: actor.id,
      cancelledByName: actor.name,
      cancelledAt: at,
    });
    const updated = await this.deps.cases.recordChange(tx, c.id, {
      actor,
      action: 'booking_cancelled',
      changes: {
        cancelledAt: { from: null, to: at.toISOString() },
        cancellationReason: { from: null, to: reason },
        cancellationCharge: { from: null, to: toDollars(terms.chargeCents) },
      },
      at,
      data: { cancelledAt: at, bookingStatus: 'cancelled' },
    });
    if (updated.bookingId) {
      await this.deps.cases.announce(tx, updated, [
        bookingCancelledEvent(
          { ...updated, bookingId: updated.bookingId },
          { reason, chargePercent: terms.chargePercent, chargeCents: terms.chargeCents, at },
        ),
      ]);
    }
    return updated;
  }

  async setInvoiceOutcome(caseId: string, outcome: CancellationInvoiceOutcome): Promise<void> {
    await this.deps.cancellations.setInvoiceOutcome(caseId, outcome);
  }

  async forCase(c: Case, parts: ArrangedParties & { invoiceStatus: string | null }): Promise<CaseCancellation | null> {
    if (!c.cancelledAt) return null;
    const row = await this.deps.cancellations.find(c.id);
    return row ? cancellationOf(row, partiesOf(parts), parts.invoiceStatus) : null;
  }

  async forCases(cases: readonly Case[]): Promise<Map<string, CancellationRecord>> {
    const rows = await this.deps.cancellations.findMany(cases.filter((c) => c.cancelledAt).map((c) => c.id));
    return new Map(rows.map((r) => [r.caseId, r]));
  }

  /** Idempotent: the event may come again. */
  keepChangeRequest(
    tx: OpsTx,
    request: { id: string; caseId: string; kind: string; message: string; requestedAt: Date; receivedAt: Date },
  ): Promise<boolean> {
    return this.deps.cancellations.insertChangeRequest(tx, request);
  }
}

export function partiesOf({ supplier, people }: ArrangedParties): NotifyParty[] {
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

function cancellationOf(
  row: CancellationRecord,
  notify: NotifyParty[],
  invoiceStatus: string | null,
): CaseCancellation {
  const stored = row.invoiceOutcome as CancellationInvoiceOutcome;
  const settled = (stored === 'pending' || stored === 'cancel_failed') && invoiceStatus === 'CANCELED';
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
