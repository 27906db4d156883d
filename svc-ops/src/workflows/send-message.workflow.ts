import { BRAND } from '@vip/contracts/brand';
import { formatUsd } from '@vip/contracts/money';
import {
  defaultPdfEmailBody,
  defaultPdfSubject,
  type ChecklistItemType,
  type Communication,
  type CommunicationCreate,
  type CommunicationPurpose,
  type InvoiceSend,
  type PdfSend,
} from '@vip/contracts/schemas';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import type { AuditActor, CasesService, Changes } from '../cases/cases.service';
import type { CommunicationRecord, CommunicationsService } from '../communications/communications.service';
import { planMessages, type CaseForMessages, type PlannedMessage } from '../communications/plan';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService, SentTimestamp } from '../coordination/coordination.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { ConfirmationPdfWorkflow } from './confirmation-pdf.workflow';

/**
 * What a successful send of each purpose records (the last-sent times, the checklist); a PDF's
 * sent time and recipient are the confirmation's.
 */
export const SENT_EFFECTS: Record<
  CommunicationPurpose,
  { timestamp: SentTimestamp | null; checklist: ChecklistItemType | null }
> = {
  supplier_email: { timestamp: null, checklist: null },
  greeter_contact: { timestamp: 'lastGreeterContactSentAt', checklist: 'greeter_info_sent' },
  greeter_info: { timestamp: 'lastGreeterContactSentAt', checklist: 'greeter_info_sent' },
  greeter_request: { timestamp: 'lastGreeterRequestSentAt', checklist: 'greeter_info_requested' },
  driver_info: { timestamp: 'lastDriverInfoSentAt', checklist: 'driver_info_sent' },
  driver_request: { timestamp: 'lastDriverInfoRequestedAt', checklist: 'driver_info_requested' },
  pdf: { timestamp: null, checklist: 'confirmation_email_sent' },
  invoice: { timestamp: null, checklist: null },
  booking_acknowledgement: { timestamp: null, checklist: null },
  ops_new_booking: { timestamp: null, checklist: null },
  booking_cancelled: { timestamp: null, checklist: null },
  change_request_received: { timestamp: null, checklist: null },
  ops_change_request: { timestamp: null, checklist: null },
};

/**
 * Statuses a sent PDF confirmation moves on to Confirmation Sent: before the traveller was told, or a change being
 * answered.
 */
const CONFIRMED_BY_PDF_FROM = new Set<AdminStatus>([
  'inquiry_received',
  'inquiry_responded',
  'pending_supplier_availability',
  'pending_client_confirmation',
  'pending_vendor_confirmation',
  'change_requested',
]);

export interface SendMessageDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  communications: CommunicationsService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  confirmations: ConfirmationsService;
  confirmationPdf: ConfirmationPdfWorkflow;
  invoices: InvoicesService;
  now: () => Date;
  supportEmail: string;
  onEventsCommitted: () => void;
  /** Tells open boards and modals that the case changed (timestamps, checklist). */
  onBoardChanged: () => void;
}

/**
 * A staff send from the booking modal. Steps: (1) with the case locked, read it with its supplier and greeter or
 * driver, plan the messages by the dialog's rules (a refusal writes nothing) and write them as queued, with the
 * attachment kept; (2) hand each to its provider, each outcome recorded on its row; (3) for what went out, the
 * case's last-sent time, checklist tick and audit line, and for a PDF confirmation the move to Confirmation
 * Sent. A failed delivery is no compensation case: the row says failed and can be sent again.
 */
export class SendMessageWorkflow {
  constructor(private readonly deps: SendMessageDeps) {}

  async send(caseId: string, input: CommunicationCreate, actor: AuditActor): Promise<Communication[]> {
    if (input.purpose === 'pdf') {
      const { purpose: _purpose, ...pdf } = input;
      return [await this.sendPdf(caseId, pdf, actor)];
    }
    // The rules are checked against the case as it is when the rows are written (locked), not as read before.
    return this.sendPlanned(
      caseId,
      input.purpose,
      (current) => planMessages(current, input, this.deps.supportEmail),
      actor,
    );
  }

  /**
   * E-mails the latest PDF confirmation (generated first if there is none) to the recipient, Cc the given
   * address and the support mailbox, with the default subject when none is given. On success the confirmation is
   * Sent (when, to whom) and 'Confirmation email sent' is ticked.
   */
  async sendPdf(caseId: string, input: PdfSend, actor: AuditActor): Promise<Communication> {
    const doc = await this.deps.confirmationPdf.latestOrGenerate(caseId, actor);
    const to = input.recipientEmail;
    const cc = [
      ...new Set(
        [input.ccEmail, this.deps.supportEmail.toLowerCase()].filter((a): a is string => Boolean(a) && a !== to),
      ),
    ];
    const [sent] = await this.sendPlanned(
      caseId,
      'pdf',
      (current) => [
        {
          channel: 'email',
          to: [to],
          cc,
          subject: input.subject ?? defaultPdfSubject(current.referenceCode),
          body: input.emailBody ?? defaultPdfEmailBody(current),
        },
      ],
      actor,
      doc.id,
    );
    return sent!;
  }

  /**
   * Send Invoice by E-mail (manual invoices): the invoice rendered as a PDF with the payment instructions,
   * e-mailed to the booking's contact and booker (or the address given), Cc the support mailbox. A draft invoice
   * counts as sent (UNPAID) once the e-mail went out.
   */
  async sendInvoice(caseId: string, input: InvoiceSend, actor: AuditActor): Promise<Communication> {
    const doc = await this.deps.invoices.documentToSend(caseId);
    const stored = await this.deps.confirmations.storeDocument(caseId, {
      kind: 'invoice',
      fileName: doc.fileName,
      html: doc.html,
      actor,
    });
    const support = this.deps.supportEmail;
    const [sent] = await this.sendPlanned(
      caseId,
      'invoice',
      (current) => {
        const to = input.recipientEmail
          ? [input.recipientEmail]
          : [
              ...new Set(
                [current.contactEmail, current.agentEmail]
                  .filter((a): a is string => Boolean(a && a.trim()))
                  .map((a) => a.toLowerCase()),
              ),
            ];
        const cc = [
          ...new Set([input.ccEmail, support.toLowerCase()].filter((a): a is string => Boolean(a) && !to.includes(a!))),
        ];
        const due = doc.invoice.dueDate ? ` by ${doc.invoice.dueDate}` : '';
        const body = [
          `Dear ${current.contactName},`,
          '',
          `Please find attached invoice ${doc.invoice.number} for your booking ${current.referenceCode}: ${formatUsd(doc.invoice.amount)} USD, due${due || ' on receipt'}.`,
          '',
          'How to pay:',
          doc.instructions,
          '',
          `Please quote the invoice number ${doc.invoice.number} with your payment. Questions: ${support}.`,
          '',
          BRAND.productName,
        ].join('\n');
        return [
          { channel: 'email', to, cc, subject: `Invoice ${doc.invoice.number} – ${current.referenceCode}`, body },
        ];
      },
      actor,
      stored.id,
      // The invoice may have been cancelled or paid while its PDF was rendered.
      (tx) => this.deps.invoices.assertSendable(tx, caseId),
    );
    return sent!;
  }

  /** Sends a failed (or stuck) message again; on success it counts as sent as if the first try had worked. */
  async retry(caseId: string, communicationId: string, actor: AuditActor): Promise<Communication> {
    const delivered = await this.deps.communications.resend(caseId, communicationId);
    if (delivered.status === 'sent')
      await this.recordSent(delivered.caseId, delivered.purpose as CommunicationPurpose, [delivered], actor);
    return (await this.deps.communications.toApi([delivered]))[0]!;
  }

  private async sendPlanned(
    caseId: string,
    purpose: CommunicationPurpose,
    plan: (current: CaseForMessages) => PlannedMessage[],
    actor: AuditActor,
    attachmentId: string | null = null,
    /** A last check in the transaction that writes the messages (what was checked before may have changed). */
    guard?: (tx: OpsTx) => Promise<void>,
  ): Promise<Communication[]> {
    const rows = await this.deps.prisma.$transaction(async (tx) => {
      const planned = plan(await this.caseForMessages(tx, caseId));
      if (guard) await guard(tx);
      if (attachmentId) await this.deps.confirmations.markAttached(tx, attachmentId);
      return this.deps.communications.queue(tx, caseId, purpose, planned, actor.name, attachmentId);
    });
    const delivered = await this.deps.communications.deliverEach(rows);
    const sent = delivered.filter((r) => r.status === 'sent');
    if (sent.length > 0) await this.recordSent(caseId, purpose, sent, actor);
    return this.deps.communications.toApi(delivered);
  }

  /** The case, its supplier and its greeter or driver, as the dialogs' rules read them; the case locked. */
  private async caseForMessages(tx: OpsTx, caseId: string): Promise<CaseForMessages> {
    const c = await this.deps.cases.lockForChange(tx, caseId);
    const [supplier, coordination] = await Promise.all([
      this.deps.suppliers.forCase(caseId, tx),
      this.deps.coordination.forCase(caseId, tx),
    ]);
    return {
      ...c,
      ...coordination,
      assignedSupplierName: supplier.supplierName,
      assignedSupplierEmail: supplier.supplierEmail,
    };
  }

  /** The last-sent timestamp, PDF recipient and checklist tick of a purpose, with the audit line. */
  private async recordSent(
    caseId: string,
    purpose: CommunicationPurpose,
    sent: CommunicationRecord[],
    actor: AuditActor,
  ): Promise<void> {
    const effect = SENT_EFFECTS[purpose];
    const at = this.deps.now();
    const moved = await this.deps.prisma.$transaction(async (tx) => {
      if (!(await this.deps.cases.find(caseId, tx))) return false;
      const current = await this.deps.cases.lockForChange(tx, caseId);
      const changes: Changes = {
        // What went out, without addresses or text (those are in the communications log).
        [purpose]: { from: null, to: sent.map((r) => r.channel).join(', ') },
      };
      if (purpose === 'pdf') {
        const to = sent[0]!.toAddresses.join(', ');
        const before = await this.deps.confirmations.recordSent(tx, caseId, to, at);
        changes.pdfSentAt = { from: before.sentAt?.toISOString() ?? null, to: at.toISOString() };
        changes.pdfSentTo = { from: before.sentTo, to };
      } else if (effect.timestamp) {
        const before = await this.deps.coordination.recordSent(tx, caseId, effect.timestamp, at);
        changes[effect.timestamp] = { from: before?.toISOString() ?? null, to: at.toISOString() };
      }
      await this.deps.cases.recordChange(tx, caseId, { actor, action: 'communication_sent', changes, at });
      if (effect.checklist) await this.deps.cases.tick(tx, caseId, effect.checklist, actor, at);
      // A booking is confirmed when its confirmation e-mail is sent: the case moves to Confirmation Sent (the
      // traveller then reads Confirmed), unless it is past it already, cancelled, or a standalone transfer.
      if (purpose === 'pdf' && !current.cancelledAt && CONFIRMED_BY_PDF_FROM.has(current.adminStatus)) {
        return (await this.deps.cases.moveStatus(tx, current, 'confirmation_sent', actor, at)).changed;
      }
      return false;
    });
    if (moved) this.deps.onEventsCommitted();
    // A manual invoice e-mailed (first try or a retry) is sent: a draft becomes UNPAID, as Mark as Sent does.
    if (purpose === 'invoice') await this.deps.invoices.markManualSent(caseId, actor);
    this.deps.onBoardChanged();
  }
}
