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
import type { AuditActor, Case, CasesService, Changes } from '../cases/cases.service';
import type { CommunicationRecord, CommunicationsService } from '../communications/communications.service';
import { planMessages, type CaseForMessages, type PlannedMessage } from '../communications/plan';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService, SentTimestamp } from '../coordination/coordination.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { ConfirmationPdfWorkflow } from './confirmation-pdf.workflow';
import { invoiceEmail } from './invoice-email';
import type { SupplierJobWorkflow } from './supplier-job.workflow';

/** A PDF's sent time and recipient are the confirmation's, not a timestamp here. */
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
  // The reconfirmation sweep ticks its item in the transaction that queues the message.
  final_reconfirmation: { timestamp: null, checklist: null },
};

/** A chauffeur transfer's own checklist: the confirmation sent to the client is the one message it follows. */
export const TRANSFER_SENT_CHECKLIST: Partial<Record<CommunicationPurpose, ChecklistItemType>> = {
  pdf: 'client_confirmation_sent',
};

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
  onBoardChanged: () => void;
  /** Adds the job link to a supplier's messages. */
  jobLinks?: Pick<SupplierJobWorkflow, 'withLink'>;
}

/**
 * Steps: (1) case locked, plan by the dialog's rules and write the messages as queued; (2) deliver each, recording its
 * outcome; (3) for what went out: timestamp, checklist, audit, and for a PDF the move to Confirmation Sent.
 * No compensation: a failed row stays failed and can be sent again.
 */
export class SendMessageWorkflow {
  constructor(private readonly deps: SendMessageDeps) {}

  async send(caseId: string, input: CommunicationCreate, actor: AuditActor): Promise<Communication[]> {
    if (input.purpose === 'pdf') {
      const { purpose: _purpose, ...pdf } = input;
      return [await this.sendPdf(caseId, pdf, actor)];
    }
    // Planned under the lock, against the case as it is when the rows are written.
    return this.sendPlanned(
      caseId,
      input.purpose,
      (current) => planMessages(current, input, this.deps.supportEmail),
      actor,
    );
  }

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
          // Staff's dialog prefills the same words; a caller sending none gets them in the traveller's language.
          subject: input.subject ?? defaultPdfSubject(current.referenceCode, current.locale),
          body: input.emailBody ?? defaultPdfEmailBody(current, current.locale),
        },
      ],
      actor,
      doc.id,
    );
    return sent!;
  }

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
                [current.contactEmail, current.bookerEmail]
                  .filter((a): a is string => Boolean(a && a.trim()))
                  .map((a) => a.toLowerCase()),
              ),
            ];
        const cc = [
          ...new Set([input.ccEmail, support.toLowerCase()].filter((a): a is string => Boolean(a) && !to.includes(a!))),
        ];
        const { subject, body } = invoiceEmail({
          locale: current.locale,
          contactName: current.contactName,
          referenceCode: current.referenceCode,
          invoice: doc.invoice,
          instructions: doc.instructions,
          supportEmail: support,
        });
        return [{ channel: 'email', to, cc, subject, body }];
      },
      actor,
      stored.id,
      // The invoice may have been cancelled or paid while its PDF was rendered.
      (tx) => this.deps.invoices.assertSendable(tx, caseId),
    );
    return sent!;
  }

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
    /** Re-checked in the writing transaction: what was checked before may have changed. */
    guard?: (tx: OpsTx) => Promise<void>,
  ): Promise<Communication[]> {
    const rows = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.caseForMessages(tx, caseId);
      const planned = this.deps.jobLinks
        ? await this.deps.jobLinks.withLink(tx, current, purpose, plan(current))
        : plan(current);
      if (guard) await guard(tx);
      if (attachmentId) await this.deps.confirmations.markAttached(tx, attachmentId);
      return this.deps.communications.queue(tx, caseId, purpose, planned, actor.name, attachmentId);
    });
    const delivered = await this.deps.communications.deliverEach(rows);
    const sent = delivered.filter((r) => r.status === 'sent');
    if (sent.length > 0) await this.recordSent(caseId, purpose, sent, actor);
    return this.deps.communications.toApi(delivered);
  }

  private async caseForMessages(
    tx: OpsTx,
    caseId: string,
  ): Promise<CaseForMessages & Case & { assignedSupplierId: string | null }> {
    const c = await this.deps.cases.lockForChange(tx, caseId);
    const [supplier, coordination] = await Promise.all([
      this.deps.suppliers.forCase(caseId, tx),
      this.deps.coordination.forCase(caseId, tx),
    ]);
    return {
      ...c,
      ...coordination,
      assignedSupplierId: supplier.supplierId,
      assignedSupplierName: supplier.supplierName,
      assignedSupplierEmail: supplier.supplierEmail,
    };
  }

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
        // No addresses or text: those stay in the communications log.
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
      const item = current.isChauffeur ? TRANSFER_SENT_CHECKLIST[purpose] : effect.checklist;
      if (item) await this.deps.cases.tick(tx, caseId, item, actor, at);
      // Sending the confirmation is what confirms the booking to the traveller.
      if (purpose === 'pdf' && !current.cancelledAt && CONFIRMED_BY_PDF_FROM.has(current.adminStatus)) {
        return (await this.deps.cases.moveStatus(tx, current, 'confirmation_sent', actor, at)).changed;
      }
      return false;
    });
    if (moved) this.deps.onEventsCommitted();
    // Also on a retry: an e-mailed draft becomes UNPAID, as Mark as Sent does.
    if (purpose === 'invoice') await this.deps.invoices.markManualSent(caseId, actor);
    this.deps.onBoardChanged();
  }
}
