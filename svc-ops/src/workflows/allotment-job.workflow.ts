import { BRAND } from '@vip/contracts/brand';
import type { BookingRequestedV3 } from '@vip/contracts/events';
import type { AuditActor, Case, CasesService } from '../cases/cases.service';
import type { CommunicationRecord, CommunicationsService } from '../communications/communications.service';
import type { PlannedMessage } from '../communications/plan';
import type { OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { SupplierJobWorkflow } from './supplier-job.workflow';

/** Who assigned the supplier, in the audit trail: the allotment the booking took its seat from. */
export const ALLOTMENT_ACTOR: AuditActor = { id: null, name: 'Allotment (instant confirmation)' };

export interface AllotmentJobDeps {
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  communications: CommunicationsService;
  jobLinks: Pick<SupplierJobWorkflow, 'withLink'>;
  supportEmail: string;
  now: () => Date;
}

/** What receiving the event did, for the subscription to act on after the commit. */
export interface AllotmentJobOutcome {
  messages: CommunicationRecord[];
  /** The case changed column: its case.status-changed event waits in the outbox. */
  statusMoved: boolean;
}

const NOTHING: AllotmentJobOutcome = { messages: [], statusMoved: false };

/** The job as the supplier reads it: what and when, never the price or the traveller's contact. */
function jobLines(c: Case): string[] {
  const party = [`${c.adultCount} adult${c.adultCount === 1 ? '' : 's'}`];
  if (c.childCount > 0) party.push(`${c.childCount} child${c.childCount === 1 ? '' : 'ren'}`);
  return [
    `Reference: ${c.referenceCode}`,
    `Service: ${c.serviceName}`,
    `Airport: ${c.airportName} (${c.airportCode})`,
    `Date and time: ${c.flightDate} at ${c.flightTime} (local time at the airport)`,
    ...(c.flightNumber ? [`Flight: ${[c.airline, c.flightNumber].filter(Boolean).join(' ')}`] : []),
    ...(c.terminal ? [`Terminal: ${c.terminal}`] : []),
    `Travellers: ${party.join(', ')}`,
    ...(c.specialRequests ? [`Special requests: ${c.specialRequests}`] : []),
  ];
}

/**
 * A booking svc-booking confirmed at once from an allotment that names its supplier: in the event's inbox
 * transaction, that supplier is assigned and its job message (with the job link) queued, so it happens once however
 * often the event comes; the message goes out after commit, or with the message relay if that send fails.
 */
export class AllotmentJobWorkflow {
  constructor(private readonly deps: AllotmentJobDeps) {}

  /** Only a booking confirmed from an allotment that names its supplier: the others need nothing, not even a read. */
  concerns(booking: BookingRequestedV3): boolean {
    return booking.status === 'confirmed' && Boolean(booking.allotmentSupplierId);
  }

  async receive(tx: OpsTx, booking: BookingRequestedV3): Promise<AllotmentJobOutcome> {
    if (!this.concerns(booking) || !booking.allotmentSupplierId) return NOTHING;
    // Any consumer of booking.requested may come first.
    await this.deps.cases.ensureOpened(tx, booking);
    const found = await this.deps.cases.findByBooking(tx, booking.bookingId);
    if (!found) return NOTHING;
    const c = await this.deps.cases.lockForChange(tx, found.id);
    if (c.cancelledAt || c.partnerMode === 'sandbox') return NOTHING;
    if (!(await this.deps.suppliers.assignVipInTx(tx, c, booking.allotmentSupplierId, ALLOTMENT_ACTOR))) return NOTHING;
    // The vendor is no longer needed: the allotment's supplier has the job. A column staff chose stays.
    const { changed: statusMoved } =
      c.adminStatus === 'confirmation_sent_vendor_needed'
        ? await this.deps.cases.moveStatus(tx, c, 'confirmation_sent', ALLOTMENT_ACTOR, this.deps.now())
        : { changed: false };
    const supplier = await this.deps.suppliers.forCase(c.id, tx);
    if (!supplier.supplierEmail) return { messages: [], statusMoved };
    const to = supplier.supplierEmail.toLowerCase();
    const support = this.deps.supportEmail.toLowerCase();
    const body = [
      `Dear ${supplier.supplierName},`,
      '',
      `A traveller booked one of the seats you gave us, and the booking is confirmed. Here is the job:`,
      '',
      ...jobLines(c),
      '',
      `Questions: ${this.deps.supportEmail}`,
      '',
      BRAND.productName,
    ].join('\n');
    const planned: PlannedMessage[] = [
      {
        channel: 'email',
        to: [to],
        cc: support === to ? [] : [support],
        subject: `New job – ${c.referenceCode}`,
        body,
      },
    ];
    const withLink = await this.deps.jobLinks.withLink(
      tx,
      { ...c, assignedSupplierId: supplier.supplierId, assignedSupplierEmail: supplier.supplierEmail },
      'supplier_email',
      planned,
    );
    const messages = await this.deps.communications.queueSystemMessages(
      tx,
      c.id,
      withLink.map((m) => ({ ...m, purpose: 'supplier_email' as const })),
    );
    return { messages, statusMoved };
  }
}
