import {
  BRAND,
  defaultPdfEmailBody,
  defaultPdfSubject,
  formatUsd,
  type AdminStatus,
  type BookingRequestedV1,
  type InvoiceSend,
  type Communication,
  type CommunicationCreate,
  type CommunicationPurpose,
  type CommunicationTransport,
  type PdfSend,
} from '@vip/contracts';
import { backoffFor, sleep, type Logger } from '@vip/platform';
import type { AuditActor, CaseRecord, CasesService, Changes } from '../cases/cases.service';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { InvoicesService } from '../invoices/invoices.service';
import { opsErrors } from '../errors';
import type { CommunicationRecord as CommunicationRow, CommunicationsRepository } from './communications.repository';
import { planMessages, SENT_EFFECTS, type CaseForMessages, type PlannedMessage } from './plan';
import { acknowledgementMessages, type AcknowledgementContext } from './acknowledgements';

/** Who wrote the messages svc-ops sends by itself. */
export const SYSTEM_SENDER = 'System';

/**
 * The group a case's booking belongs to: its checkout's, or itself when booked alone. A chauffeur transfer
 * (no svc-booking booking) is in no group, even linked to one: the group's acknowledgement is not its own.
 */
const groupKeyOf = (c: CaseRecord): string | null => (c.bookingId === null ? null : (c.groupId ?? c.bookingId));
import { DeliveryError, type Mailer, type SmsSender } from './ports';

export interface CommunicationsServiceDeps {
  prisma: OpsPrisma;
  communications: CommunicationsRepository;
  cases: CasesService;
  invoices: InvoicesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  confirmations: ConfirmationsService;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  supportEmail: string;
  logger: Logger;
  /** Tells open boards and modals that the case changed (timestamps, checklist). */
  onBoardChanged: () => void;
  onEventsCommitted: () => void;
  /** Who hears of a new booking group: the operations mailbox, and the public site for the traveller's link. */
  acknowledgements: Pick<AcknowledgementContext, 'opsEmail' | 'publicOrigin'>;
  /** How long a message may sit in 'queued' before it counts as stuck (its sender died) and may be retried. */
  stuckAfterMs?: number;
  /** How long a sender holds one of svc-ops' own messages before the message relay may take it. */
  messageLeaseMs?: number;
}

const STUCK_AFTER_MS = 2 * 60 * 1000;

/**
 * How long a sender holds one of svc-ops' own messages before the message relay may take it: longer than a
 * provider call can last (connect, greeting and reply timeouts) and the record after it, so a live sender is
 * never raced; a dead one's messages go out this long after it died.
 */
export const MESSAGE_LEASE_MS = 60 * 1000;

/** svc-ops' own messages are tried again automatically, doubling the pause up to an hour, this many times. */
export const AUTOMATIC_ATTEMPTS = 12;
const AUTOMATIC_BACKOFF = { initialBackoffMs: 30_000, maxBackoffMs: 60 * 60 * 1000 };

/** Records of a delivery are retried this often over a few seconds: a lost record would send the message again. */
const RECORD_ATTEMPTS = 6;

/**
 * E-mails and texts of the booking detail modal's dialogs. Each message is first written as 'queued'
 * (committed), then handed to the provider, then marked 'sent' or 'failed'; nothing is dropped silently
 * and a failed one can be sent again. A successful send sets the case's last-sent timestamp and ticks
 * its checklist item, with who and when.
 */
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

export class CommunicationsService {
  constructor(private readonly deps: CommunicationsServiceDeps) {}

  async list(caseId: string): Promise<Communication[]> {
    const c = await this.deps.cases.require(caseId);
    return this.toApi(await this.deps.communications.listForCase(caseId, groupKeyOf(c)));
  }

  /**
   * booking.requested, inside its inbox transaction: once every booking of the group has arrived, the group
   * is acknowledged — the traveller's (and booker's) e-mail and the operations alert written as 'queued',
   * exactly once per group however often and in whatever order its events come. Returns the rows to deliver
   * once the transaction has committed (no provider is called inside it).
   */
  async queueAcknowledgement(tx: OpsTx, booking: BookingRequestedV1): Promise<CommunicationRow[]> {
    await this.deps.cases.ensureOpened(tx, booking);
    // An event from before groupSize existed is its own group (the contract says so).
    const grouped = booking.groupId !== null && booking.groupSize !== undefined;
    const groupKey = grouped ? booking.groupId! : booking.bookingId;
    await this.deps.communications.lockGroup(tx, groupKey);
    const members = grouped
      ? (await this.deps.cases.findGroup(tx, booking.groupId!)).filter((c) => c.bookingId !== null)
      : [await this.deps.cases.findByBooking(tx, booking.bookingId)].filter((c): c is CaseRecord => c !== null);
    if (members.length === 0 || members.length < (grouped ? booking.groupSize! : 1)) return [];
    const at = this.deps.now();
    if (!(await this.deps.communications.claimAcknowledgement(tx, groupKey, at))) return [];
    const messages = acknowledgementMessages(members, {
      supportEmail: this.deps.supportEmail,
      ...this.deps.acknowledgements,
    });
    return this.deps.communications.insertQueued(
      tx,
      messages.map(({ purpose, ...m }) => ({
        caseId: members[0]!.id,
        purpose,
        ...m,
        attachmentId: null,
        groupKey,
        transport: this.transportOf(m.channel),
        createdBy: SYSTEM_SENDER,
        createdAt: at,
        retryAt: this.leaseFrom(at),
      })),
    );
  }

  /** Where svc-ops' own messages point: the operations mailbox, the support address, the public site. */
  get addresses(): { opsEmail: string; supportEmail: string; publicOrigin: string } {
    return {
      opsEmail: this.deps.acknowledgements.opsEmail,
      supportEmail: this.deps.supportEmail,
      publicOrigin: this.deps.acknowledgements.publicOrigin,
    };
  }

  /**
   * Messages svc-ops writes itself for a case (a cancellation notice, a change request's receipt and alert), as
   * 'queued' in the caller's transaction, logged in the case's Communication Center. Deliver the rows with
   * deliverQueued once that transaction has committed.
   */
  async queueSystemMessages(
    tx: OpsTx,
    caseId: string,
    messages: ReadonlyArray<PlannedMessage & { purpose: CommunicationPurpose }>,
  ): Promise<CommunicationRow[]> {
    const at = this.deps.now();
    const wanted = messages.filter((m) => m.to.length > 0);
    if (wanted.length === 0) return [];
    return this.deps.communications.insertQueued(
      tx,
      wanted.map(({ purpose, ...m }) => ({
        caseId,
        purpose,
        ...m,
        attachmentId: null,
        groupKey: null,
        transport: this.transportOf(m.channel),
        createdBy: SYSTEM_SENDER,
        createdAt: at,
        retryAt: this.leaseFrom(at),
      })),
    );
  }

  /** Hands messages written as 'queued' to their providers (after the transaction that wrote them). */
  async deliverQueued(rows: CommunicationRow[]): Promise<void> {
    await Promise.all(rows.map((row) => this.deliver(row)));
  }

  /**
   * The message relay's round: svc-ops' own messages whose sender died before it recorded the outcome, or whose
   * automatic retry is due, delivered now. Returns how many it took.
   */
  async deliverDue(limit = 20): Promise<number> {
    const now = this.deps.now();
    const rows = await this.deps.communications.claimDue(now, this.leaseFrom(now), limit);
    await this.deliverQueued(rows);
    return rows.length;
  }

  private leaseFrom(at: Date): Date {
    return new Date(at.getTime() + (this.deps.messageLeaseMs ?? MESSAGE_LEASE_MS));
  }

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
   * address and the support mailbox, with the default subject when none is given. Logged like
   * every other message; on success the confirmation is Sent (when, to whom) and 'Confirmation email sent' is ticked.
   */
  async sendPdf(caseId: string, input: PdfSend, actor: AuditActor): Promise<Communication> {
    const doc = await this.deps.confirmations.latestOrGenerate(caseId, actor);
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
   * e-mailed to the booking's contact and booker (or the address given), Cc the support mailbox, logged like
   * every message. A draft invoice counts as sent (UNPAID) once the e-mail went out.
   */
  async sendInvoice(caseId: string, input: InvoiceSend, actor: AuditActor): Promise<Communication> {
    const doc = await this.deps.invoices.documentToSend(caseId);
    const stored = await this.deps.confirmations.storeDocument(caseId, {
      kind: 'invoice',
      fileName: doc.fileName,
      html: doc.html,
      actor,
    });
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
          ...new Set(
            [input.ccEmail, this.deps.supportEmail.toLowerCase()].filter(
              (a): a is string => Boolean(a) && !to.includes(a!),
            ),
          ),
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
          `Please quote the invoice number ${doc.invoice.number} with your payment. Questions: ${this.deps.supportEmail}.`,
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

  /**
   * Writes the planned messages as 'queued' in one transaction with the case locked, then delivers each
   * one. `plan` sees the locked case with its supplier and greeter or driver, and may refuse (nothing is written then).
   */
  async sendPlanned(
    caseId: string,
    purpose: CommunicationPurpose,
    plan: (current: CaseForMessages) => PlannedMessage[],
    actor: AuditActor,
    attachmentId: string | null = null,
    /** A last check in the transaction that writes the messages (what was checked before may have changed). */
    guard?: (tx: OpsTx) => Promise<void>,
  ): Promise<Communication[]> {
    const at = this.deps.now();
    const rows = await this.deps.prisma.$transaction(async (tx) => {
      const planned = plan(await this.caseForMessages(tx, caseId));
      if (guard) await guard(tx);
      if (attachmentId) await this.deps.confirmations.markAttached(tx, attachmentId);
      return this.deps.communications.insertQueued(
        tx,
        planned.map((m) => ({
          caseId,
          purpose,
          ...m,
          attachmentId,
          transport: this.transportOf(m.channel),
          createdBy: actor.name,
          createdAt: at,
        })),
      );
    });
    const delivered = await Promise.all(rows.map((row) => this.deliver(row)));
    if (delivered.some((r) => r.status === 'sent'))
      await this.recordSent(
        caseId,
        purpose,
        delivered.filter((r) => r.status === 'sent'),
        actor,
      );
    return this.toApi(delivered);
  }

  /** Sends a failed (or stuck) message again; on success it counts as sent as if the first try had worked. */
  async retry(caseId: string, communicationId: string, actor: AuditActor): Promise<Communication> {
    await this.requireCase(caseId);
    const found = await this.deps.communications.findById(communicationId);
    if (!found || !(await this.belongsTo(found, caseId)))
      throw opsErrors.create('COMMUNICATION_NOT_FOUND', 'Message not found');
    const staleBefore = new Date(this.deps.now().getTime() - (this.deps.stuckAfterMs ?? STUCK_AFTER_MS));
    const now = this.deps.now();
    if (
      !(await this.deps.communications.claimForRetry(
        communicationId,
        found.caseId,
        staleBefore,
        now,
        this.leaseFrom(now),
      ))
    ) {
      throw opsErrors.create(
        'COMMUNICATION_NOT_ALLOWED',
        found.status === 'sent' ? 'This message was already sent' : 'This message is being sent right now',
      );
    }
    const row = await this.deps.communications.findById(communicationId);
    const delivered = await this.deliver(row!);
    if (delivered.status === 'sent')
      await this.recordSent(found.caseId, delivered.purpose as CommunicationPurpose, [delivered], actor);
    return (await this.toApi([delivered]))[0]!;
  }

  private transportOf(channel: string): CommunicationTransport {
    return channel === 'sms' ? this.deps.sms.transport : this.deps.mailer.transport;
  }

  /**
   * One provider call; its outcome is stored on the row either way. The message carries the row's id (an
   * e-mail's Message-ID), so a copy sent again after a crash between the call and its record is the same message.
   */
  private async deliver(row: CommunicationRow): Promise<CommunicationRow> {
    const transport = this.transportOf(row.channel);
    const log = { communicationId: row.id, caseId: row.caseId, purpose: row.purpose, channel: row.channel, transport };
    let result: Awaited<ReturnType<Mailer['send']>>;
    try {
      result =
        row.channel === 'sms'
          ? await this.deps.sms.send({ id: row.id, to: row.toAddresses[0]!, body: row.body })
          : await this.deps.mailer.send({
              id: row.id,
              to: row.toAddresses,
              cc: row.ccAddresses,
              subject: row.subject ?? '',
              text: row.body,
              attachments: await this.attachmentsOf(row),
            });
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError('The message could not be handed to the provider', 'UNEXPECTED');
      // Only codes in the log line: provider errors can quote addresses and numbers.
      this.deps.logger.warn({ ...log, status: 'failed', code: failure.logCode }, 'communication failed');
      return this.recorded(() =>
        this.deps.communications.markFailed(row.id, {
          transport,
          error: failure.message,
          retryAt: this.nextAutomaticTry(row),
        }),
      );
    }
    const sent = await this.recorded(() =>
      this.deps.communications.markSent(row.id, {
        transport,
        providerMessageId: result.providerMessageId,
        sentAt: this.deps.now(),
      }),
    );
    this.deps.logger.info({ ...log, status: 'sent' }, 'communication sent');
    return sent;
  }

  /** One of svc-ops' own messages is tried again later, until it has had its automatic attempts; staff's are not. */
  private nextAutomaticTry(row: CommunicationRow): Date | null {
    if (row.retryAt === null || row.attempts + 1 >= AUTOMATIC_ATTEMPTS) return null;
    return new Date(this.deps.now().getTime() + backoffFor(row.attempts + 1, AUTOMATIC_BACKOFF));
  }

  /**
   * The record of a provider's answer, retried through a moment's database trouble (a dropped connection): a
   * message sent but not recorded would be sent again once its lease ends.
   */
  private async recorded(write: () => Promise<CommunicationRow>): Promise<CommunicationRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error;
        await sleep(backoffFor(attempt, { initialBackoffMs: 100, maxBackoffMs: 2000 }));
      }
    }
  }

  private async attachmentsOf(row: CommunicationRow) {
    if (!row.attachmentId) return [];
    const doc = await this.deps.confirmations.document(row.attachmentId);
    if (!doc) throw new DeliveryError('The attached document no longer exists', 'ATTACHMENT_MISSING');
    return [{ fileName: doc.fileName, contentType: doc.contentType, content: doc.content }];
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

  /**
   * The last-sent timestamp, PDF recipient and checklist tick of a purpose, with the audit lines; a sent PDF confirms
   * the booking.
   */
  private async recordSent(
    caseId: string,
    purpose: CommunicationPurpose,
    sent: CommunicationRow[],
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
      // The terms: a booking is confirmed when its confirmation e-mail is sent. The PDF confirmation going
      // out is that moment: the case moves to Confirmation Sent (the traveller then reads Confirmed), unless
      // it is past it already, cancelled, or a standalone transfer (no traveller booking to tell).
      if (purpose === 'pdf' && !current.cancelledAt && CONFIRMED_BY_PDF_FROM.has(current.adminStatus as AdminStatus)) {
        return (await this.deps.cases.moveStatus(tx, current, 'confirmation_sent', actor, at)).changed;
      }
      return false;
    });
    if (moved) this.deps.onEventsCommitted();
    // A manual invoice e-mailed (first try or a retry) is sent: a draft becomes UNPAID, as Mark as Sent does.
    if (purpose === 'invoice') await this.deps.invoices.markManualSent(caseId, actor);
    this.deps.onBoardChanged();
  }

  private async requireCase(caseId: string): Promise<void> {
    await this.deps.cases.require(caseId);
  }

  /** A message is the case's own, or its group's (the acknowledgement of a checkout). */
  private async belongsTo(row: CommunicationRow, caseId: string): Promise<boolean> {
    if (row.caseId === caseId) return true;
    const c = await this.deps.cases.find(caseId);
    return c !== null && row.groupKey !== null && row.groupKey === groupKeyOf(c);
  }

  async toApi(rows: CommunicationRow[]): Promise<Communication[]> {
    const names = await this.deps.confirmations.documentNames([
      ...new Set(rows.map((r) => r.attachmentId).filter((id): id is string => id !== null)),
    ]);
    const now = this.deps.now().getTime();
    const staleBefore = now - (this.deps.stuckAfterMs ?? STUCK_AFTER_MS);
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
      retryable:
        r.status === 'failed' ||
        (r.status === 'queued' &&
          r.createdAt.getTime() < staleBefore &&
          (r.retryAt === null || r.retryAt.getTime() <= now)),
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  }
}
