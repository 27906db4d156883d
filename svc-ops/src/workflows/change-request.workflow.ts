import type { BookingChangeRequestedV1 } from '@vip/contracts/events';
import type { CasesService } from '../cases/cases.service';
import { TRAVELLER_ACTOR, type CancellationsService } from '../cancellations/cancellations.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { OpsTx } from '../prisma';
import { changeRequestMessages } from './cancellation-messages';
import { partnerActor } from './partner-actor';

/**
 * Steps, in the event's inbox transaction: keep the request once, comment it, move the case to Change Requested
 * (a cancelled one stays cancelled), queue the receipt and the alert, delivered after commit. No compensation: the
 * transaction is all or nothing.
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
    // Another consumer group opens the case: throw so the bus retries later.
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
    const byPartner = request.source === 'partner';
    const actor = byPartner ? partnerActor(c.partnerName) : TRAVELLER_ACTOR;
    await this.deps.cases.commentInTx(
      tx,
      c.id,
      byPartner
        ? `${c.partnerName ?? 'The partner'} ${asked} (partner API): ${request.message}`
        : `Traveller ${asked} (Manage Booking): ${request.message}`,
      actor.name,
      at,
    );
    const moved = c.cancelledAt
      ? { changed: false }
      : await this.deps.cases.moveStatus(tx, c, 'change_requested', actor, at);
    const queued = await this.deps.communications.queueSystemMessages(
      tx,
      c.id,
      changeRequestMessages(c, request, this.deps.communications.addresses),
    );
    return { queued, changed: true, eventsWritten: moved.changed && c.bookingId !== null };
  }
}
