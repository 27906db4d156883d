import type { BookingChangeRequestedV1 } from '@vip/contracts/events';
import type { CasesService } from '../cases/cases.service';
import { TRAVELLER_ACTOR, type CancellationsService } from '../cancellations/cancellations.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { OpsTx } from '../prisma';
import { changeRequestMessages } from './cancellation-messages';

/**
 * A traveller's change or cancellation request from Manage Booking (booking.change-requested), inside its
 * inbox transaction: kept once, its message a comment, the case moved to Change Requested (a cancelled one
 * stays cancelled), the traveller's receipt and the operations alert written as queued. Returns them to deliver
 * after the commit.
 */
export class ChangeRequestWorkflow {
  constructor(
    private readonly deps: {
      cases: CasesService;
      cancellations: CancellationsService;
      communications: CommunicationsService;
      now: () => Date;
    },
  ) {}

  async receive(tx: OpsTx, request: BookingChangeRequestedV1) {
    const found = await this.deps.cases.findByBooking(tx, request.bookingId);
    // The case is opened by another consumer group from booking.requested: try again later (the bus retries).
    if (!found) throw new Error(`no case yet for booking ${request.bookingId}`);
    const c = await this.deps.cases.lockForChange(tx, found.id);
    const at = this.deps.now();
    const kept = await this.deps.cancellations.keepChangeRequest(tx, {
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
}
