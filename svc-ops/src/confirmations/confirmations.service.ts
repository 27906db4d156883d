import { BRAND, defaultPdfEmailBody, defaultPdfSubject, type Communication, type PdfSend } from '@vip/contracts';
import type { AuditActor, CasesRepository } from '../cases/cases.repository';
import type { CommunicationsService } from '../communications/communications.service';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import type { ConfirmationsRepository } from './confirmations.repository';
import { confirmationHtml } from './pdf-template';
import type { PdfRenderer } from './pdf-renderer';

export interface ConfirmationsServiceDeps {
  prisma: OpsPrisma;
  confirmations: ConfirmationsRepository;
  cases: CasesRepository;
  communications: CommunicationsService;
  renderer: PdfRenderer;
  now: () => Date;
  supportEmail: string;
  onBoardChanged: () => void;
}

export interface StoredPdf {
  id: string;
  fileName: string;
  content: Uint8Array;
  createdAt: Date;
}

/** PDF confirmations (spec §4): Not Generated → Generated (Re-Generate), Not Sent → Sent. */
export class ConfirmationsService {
  constructor(private readonly deps: ConfirmationsServiceDeps) {}

  /** Renders the booking as it is now, stores the PDF and marks the case Generated. */
  async generate(caseId: string, actor: AuditActor): Promise<StoredPdf> {
    const found = await this.deps.cases.findById(caseId);
    if (!found) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    const at = this.deps.now();
    // Rendered outside the transaction: Chromium takes a few hundred milliseconds, no row stays locked meanwhile.
    const content = await this.deps.renderer.render(confirmationHtml(found, { email: this.deps.supportEmail, phone: BRAND.supportPhone }, at));
    const doc = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, caseId);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      const saved = await this.deps.confirmations.savePdf(tx, { caseId, fileName: `Reservation-Confirmation-${current.referenceCode}.pdf`, content, createdBy: actor.name, createdAt: at });
      await this.deps.confirmations.pruneUnsentPdfs(tx, caseId);
      await this.deps.cases.update(tx, caseId, { pdfGeneratedAt: at });
      await this.deps.cases.addAudit(tx, {
        caseId,
        actor,
        action: 'pdf_generated',
        changes: { pdfGeneratedAt: { from: current.pdfGeneratedAt?.toISOString() ?? null, to: at.toISOString() } },
        at,
      });
      return saved;
    });
    this.deps.onBoardChanged();
    return doc;
  }

  /** The latest stored PDF; 409 PDF_NOT_GENERATED before the first Generate. */
  async latest(caseId: string): Promise<StoredPdf> {
    if (!(await this.deps.cases.findById(caseId))) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    const doc = await this.deps.confirmations.latestPdf(caseId);
    if (!doc) throw opsErrors.create('PDF_NOT_GENERATED', 'No PDF confirmation has been generated for this booking yet');
    return doc;
  }

  /**
   * E-mails the latest PDF (generated first if there is none) to the recipient, Cc the given address and
   * the support mailbox (spec §9), with the default subject when none is given. The message is logged
   * like every other; on success the case is Sent (when, to whom) and 'Confirmation email sent' is ticked.
   */
  async send(caseId: string, input: PdfSend, actor: AuditActor): Promise<Communication> {
    const found = await this.deps.cases.findById(caseId);
    if (!found) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    const doc = (await this.deps.confirmations.latestPdf(caseId)) ?? (await this.generate(caseId, actor));
    const to = input.recipientEmail;
    const cc = [...new Set([input.ccEmail, this.deps.supportEmail.toLowerCase()].filter((a): a is string => Boolean(a) && a !== to))];
    const [sent] = await this.deps.communications.sendPlanned(
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
}
