import type { Communication, CommunicationCreate, CommunicationPurpose, CommunicationTransport, PdfSend } from '@vip/contracts';
import type { Logger } from '@vip/contracts/server';
import type { Communication as CommunicationRow } from '../generated/prisma/client.ts';
import type { AuditActor, CasesRepository } from '../cases/cases.repository';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import type { CommunicationsRepository } from './communications.repository';
import { planMessages, SENT_EFFECTS, type PlannedMessage } from './plan';
import { DeliveryError, type Mailer, type SmsSender } from './ports';

export interface CommunicationsServiceDeps {
  prisma: OpsPrisma;
  communications: CommunicationsRepository;
  cases: CasesRepository;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  supportEmail: string;
  logger: Logger;
  /** Tells open boards and modals that the case changed (timestamps, checklist). */
  onBoardChanged: () => void;
  /** How long a message may sit in 'queued' before it counts as stuck (its sender died) and may be retried. */
  stuckAfterMs?: number;
}

/** The PDF send lives with the confirmations; the communications endpoint hands purpose 'pdf' to it. */
export type PdfSendHandler = (caseId: string, input: PdfSend, actor: AuditActor) => Promise<Communication>;

const STUCK_AFTER_MS = 2 * 60 * 1000;

/**
 * E-mails and texts of the booking detail modal's dialogs. Each message is first written as 'queued'
 * (committed), then handed to the provider, then marked 'sent' or 'failed'; nothing is dropped silently
 * and a failed one can be sent again. A successful send sets the case's last-sent timestamp and ticks
 * its checklist item, with who and when.
 */
export class CommunicationsService {
  private pdfHandler: PdfSendHandler | null = null;

  constructor(private readonly deps: CommunicationsServiceDeps) {}

  handlePdfWith(handler: PdfSendHandler): void {
    this.pdfHandler = handler;
  }

  async list(caseId: string): Promise<Communication[]> {
    await this.requireCase(caseId);
    return this.toApi(await this.deps.communications.listForCase(caseId));
  }

  async send(caseId: string, input: CommunicationCreate, actor: AuditActor): Promise<Communication[]> {
    if (input.purpose === 'pdf') {
      if (!this.pdfHandler) throw opsErrors.create('PDF_UNAVAILABLE', 'PDF confirmations are not available');
      const { purpose: _purpose, ...pdf } = input;
      return [await this.pdfHandler(caseId, pdf, actor)];
    }
    // The rules are checked against the case as it is when the rows are written (locked), not as read before.
    return this.sendPlanned(caseId, input.purpose, (current) => planMessages(current, input, this.deps.supportEmail), actor);
  }

  /**
   * Writes the planned messages as 'queued' in one transaction with the case locked, then delivers each
   * one. `plan` sees the locked case and may refuse (nothing is written then).
   */
  async sendPlanned(
    caseId: string,
    purpose: CommunicationPurpose,
    plan: (current: NonNullable<Awaited<ReturnType<CasesRepository['lockById']>>>) => PlannedMessage[],
    actor: AuditActor,
    attachmentId: string | null = null,
  ): Promise<Communication[]> {
    const at = this.deps.now();
    const rows = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, caseId);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      const planned = plan(current);
      return this.deps.communications.insertQueued(
        tx,
        planned.map((m) => ({ caseId, purpose, ...m, attachmentId, transport: this.transportOf(m.channel), createdBy: actor.name, createdAt: at })),
      );
    });
    const delivered = await Promise.all(rows.map((row) => this.deliver(row)));
    if (delivered.some((r) => r.status === 'sent')) await this.recordSent(caseId, purpose, delivered.filter((r) => r.status === 'sent'), actor);
    return this.toApi(delivered);
  }

  /** Sends a failed (or stuck) message again; on success it counts as sent as if the first try had worked. */
  async retry(caseId: string, communicationId: string, actor: AuditActor): Promise<Communication> {
    await this.requireCase(caseId);
    const staleBefore = new Date(this.deps.now().getTime() - (this.deps.stuckAfterMs ?? STUCK_AFTER_MS));
    if (!(await this.deps.communications.claimForRetry(communicationId, caseId, staleBefore))) {
      const found = await this.deps.communications.findById(communicationId);
      if (!found || found.caseId !== caseId) throw opsErrors.create('COMMUNICATION_NOT_FOUND', 'Message not found');
      throw opsErrors.create(
        'COMMUNICATION_NOT_ALLOWED',
        found.status === 'sent' ? 'This message was already sent' : 'This message is being sent right now',
      );
    }
    const row = await this.deps.communications.findById(communicationId);
    const delivered = await this.deliver(row!);
    if (delivered.status === 'sent') await this.recordSent(caseId, delivered.purpose as CommunicationPurpose, [delivered], actor);
    return (await this.toApi([delivered]))[0]!;
  }

  private transportOf(channel: string): CommunicationTransport {
    return channel === 'sms' ? this.deps.sms.transport : this.deps.mailer.transport;
  }

  /** One provider call; its outcome is stored on the row either way. */
  private async deliver(row: CommunicationRow): Promise<CommunicationRow> {
    const transport = this.transportOf(row.channel);
    const log = { communicationId: row.id, caseId: row.caseId, purpose: row.purpose, channel: row.channel, transport };
    try {
      const result =
        row.channel === 'sms'
          ? await this.deps.sms.send({ to: row.toAddresses[0]!, body: row.body })
          : await this.deps.mailer.send({
              to: row.toAddresses,
              cc: row.ccAddresses,
              subject: row.subject ?? '',
              text: row.body,
              attachments: await this.attachmentsOf(row),
            });
      const sent = await this.deps.communications.markSent(row.id, { transport, providerMessageId: result.providerMessageId, sentAt: this.deps.now() });
      this.deps.logger.info({ ...log, status: 'sent' }, 'communication sent');
      return sent;
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('The message could not be handed to the provider', 'UNEXPECTED');
      // Only codes in the log line: provider errors can quote addresses and numbers.
      this.deps.logger.warn({ ...log, status: 'failed', code: failure.logCode }, 'communication failed');
      return this.deps.communications.markFailed(row.id, { transport, error: failure.message });
    }
  }

  private async attachmentsOf(row: CommunicationRow) {
    if (!row.attachmentId) return [];
    const doc = await this.deps.communications.findAttachment(row.attachmentId);
    if (!doc) throw new DeliveryError('The attached document no longer exists', 'ATTACHMENT_MISSING');
    return [{ fileName: doc.fileName, contentType: doc.contentType, content: doc.content }];
  }

  /** The case's last-sent timestamp, PDF recipient and checklist tick for a purpose, with the audit lines. */
  private async recordSent(caseId: string, purpose: CommunicationPurpose, sent: CommunicationRow[], actor: AuditActor): Promise<void> {
    const effect = SENT_EFFECTS[purpose];
    const at = this.deps.now();
    await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, caseId);
      if (!current) return;
      const data: Record<string, unknown> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {
        // What went out, without addresses or text (those are in the communications log).
        [purpose]: { from: null, to: sent.map((r) => r.channel).join(', ') },
      };
      if (effect.timestamp) {
        data[effect.timestamp] = at;
        changes[effect.timestamp] = { from: current[effect.timestamp]?.toISOString() ?? null, to: at.toISOString() };
      }
      if (purpose === 'pdf') {
        const to = sent[0]!.toAddresses.join(', ');
        data.pdfSentTo = to;
        changes.pdfSentTo = { from: current.pdfSentTo, to };
      }
      if (Object.keys(data).length > 0) await this.deps.cases.update(tx, caseId, data);
      await this.deps.cases.addAudit(tx, { caseId, actor, action: 'communication_sent', changes, at });
      if (!effect.checklist) return;
      const before = await this.deps.cases.findChecklistItem(tx, caseId, effect.checklist);
      // Already ticked: the first tick's who and when stay.
      if (before?.isCompleted) return;
      await this.deps.cases.saveChecklistItem(tx, caseId, effect.checklist, { isCompleted: true, completedAt: at, completedBy: actor.name });
      await this.deps.cases.addAudit(tx, { caseId, actor, action: 'checklist_changed', changes: { [effect.checklist]: { from: false, to: true } }, at });
    });
    this.deps.onBoardChanged();
  }

  private async requireCase(caseId: string): Promise<void> {
    if (!(await this.deps.cases.findById(caseId))) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
  }

  async toApi(rows: CommunicationRow[]): Promise<Communication[]> {
    const names = await this.deps.communications.attachmentNames([...new Set(rows.map((r) => r.attachmentId).filter((id): id is string => id !== null))]);
    const staleBefore = this.deps.now().getTime() - (this.deps.stuckAfterMs ?? STUCK_AFTER_MS);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel as Communication['channel'],
      purpose: r.purpose as Communication['purpose'],
      to: r.toAddresses,
      cc: r.ccAddresses,
      subject: r.subject,
      body: r.body,
      attachmentName: r.attachmentId ? (names.get(r.attachmentId) ?? null) : null,
      transport: r.transport as Communication['transport'],
      status: r.status as Communication['status'],
      error: r.error,
      attempts: r.attempts,
      retryable: r.status === 'failed' || (r.status === 'queued' && r.createdAt.getTime() < staleBefore),
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  }
}
