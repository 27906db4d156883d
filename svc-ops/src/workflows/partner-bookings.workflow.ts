import { type InternalPartnerCancel, type PartnerSandboxMove } from '@vip/contracts/schemas';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import { cancelledCase, type Case, type CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma } from '../prisma';
import type { CancelBookingWorkflow, CancellationDone } from './cancel-booking.workflow';
import { partnerActor } from './partner-actor';

export interface PartnerBookingsDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  invoices: InvoicesService;
  cancelBooking: CancelBookingWorkflow;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  now: () => Date;
}

const SANDBOX_STATUS: Record<Exclude<PartnerSandboxMove['status'], 'paid'>, AdminStatus> = {
  confirmed: 'confirmation_sent',
  completed: 'service_completed',
};

/** Where the case stands after the move; `changed` false when it already stood there. */
export interface SandboxMoved {
  adminStatus: AdminStatus;
  paid: boolean;
  changed: boolean;
}

/** Another partner's booking, or none, is the same answer: nothing says it exists. */
const notFound = () => opsErrors.create('CASE_NOT_FOUND', 'Booking not found');

/**
 * What a partner asks of operations through svc-booking (the internal routes beside it), each as staff would do it and
 * audited as the partner. Cancel: the cancellation workflow, its steps and settling as for staff. Sandbox move: one
 * transaction (status or payment, its events and audit line); nothing to settle.
 */
export class PartnerBookingsWorkflow {
  constructor(private readonly deps: PartnerBookingsDeps) {}

  private async partnerCase(bookingId: string, partnerId: string): Promise<Case> {
    const found = await this.deps.cases.findByBookingId(bookingId);
    if (!found || found.partnerId !== partnerId) throw notFound();
    return found;
  }

  async cancel(bookingId: string, input: InternalPartnerCancel): Promise<CancellationDone> {
    const c = await this.partnerCase(bookingId, input.partnerId);
    if (c.cancelledAt) throw cancelledCase();
    return this.deps.cancelBooking.run(
      c.id,
      { reason: input.reason, chargePercent: input.chargePercent },
      partnerActor(input.partnerName || c.partnerName),
    );
  }

  /** A sandbox booking only: a live one is moved by operations, never by its partner. */
  async moveSandbox(bookingId: string, partnerId: string, move: PartnerSandboxMove['status']): Promise<SandboxMoved> {
    const found = await this.partnerCase(bookingId, partnerId);
    if (found.partnerMode !== 'sandbox') throw notFound();
    const actor = partnerActor(found.partnerName);
    const outcome = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockForChange(tx, found.id);
      if (current.cancelledAt) throw cancelledCase();
      if (move === 'paid') {
        const changed = await this.deps.invoices.markSandboxPaid(tx, current, actor);
        return { adminStatus: current.adminStatus, paid: true, changed };
      }
      const moved = await this.deps.cases.moveStatus(tx, current, SANDBOX_STATUS[move], actor, this.deps.now());
      return { adminStatus: moved.row.adminStatus, paid: moved.row.isPaid, changed: moved.changed };
    });
    if (outcome.changed) {
      this.deps.onEventsCommitted();
      this.deps.onBoardChanged();
    }
    return outcome;
  }
}
