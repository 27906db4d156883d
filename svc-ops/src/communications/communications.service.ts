import { type BookingRequestedV3, type EventEnvelope } from '@vip/contracts/events';
import { type Communication, type CommunicationPurpose, type CommunicationTransport } from '@vip/contracts/schemas';
import { backoffFor, sleep } from '@vip/platform/bus';
import { type Logger } from '@vip/platform/logger';
import type { SqlClient } from '@vip/platform/outbox';
import type { Case, CasesService } from '../cases/cases.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import { opsErrors } from '../errors';
import {
  CommunicationGoneError,
  type CommunicationRecord as CommunicationRow,
  type CommunicationsRepository,
  type DeliveryOutcome,
} from './communications.repository';
import type { PlannedMessage } from './plan';
import { acknowledgementMessages, type AcknowledgementContext } from './acknowledgements';
import { whyNotSent, type PartnerCase } from './partner-rules';

export const SYSTEM_SENDER = 'System';

/** A chauffeur transfer is in no group, even linked to one: the group's acknowledgement is not its own. */
const groupKeyOf = (c: Case): string | null => (c.bookingId === null ? null : (c.groupId ?? c.bookingId));
import { DeliveryError, type AttachmentStore, type Mailer, type SmsSender } from './ports';

export type { CommunicationRecord } from './communications.repository';

export interface CommunicationsServiceDeps {
  prisma: OpsPrisma;
  communications: CommunicationsRepository;
  cases: CasesService;
  attachments: AttachmentStore;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  supportEmail: string;
  logger: Logger;
  acknowledgements: Pick<AcknowledgementContext, 'opsEmail' | 'publicOrigin'>;
  /** Past this, a 'queued' message's sender is presumed dead and staff may retry it. */
  stuckAfterMs?: number;
  messageLeaseMs?: number;
}

const STUCK_AFTER_MS = 2 * 60 * 1000;

/** Longer than a provider call and its record, so the relay never races a live sender. */
export const MESSAGE_LEASE_MS = 60 * 1000;

export const AUTOMATIC_ATTEMPTS = 12;
const AUTOMATIC_BACKOFF = { initialBackoffMs: 30_000, maxBackoffMs: 60 * 60 * 1000 };

/** A lost record would send the message again. */
const RECORD_ATTEMPTS = 6;

/** How long the outcomes of messages sent together wait for each other, to be recorded in one statement. */
const RECORD_TOGETHER_MS = 1000;

/** Resolves when `work` settles or after `ms`, whichever is first; never rejects (the caller awaits `work` itself). */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Each message is committed as 'queued' before its provider call, so none is dropped silently. */
export class CommunicationsService {
  constructor(private readonly deps: CommunicationsServiceDeps) {}

  async list(caseId: string): Promise<Communication[]> {
    const c = await this.deps.cases.require(caseId);
    return this.toApi(await this.deps.communications.listForCase(caseId, groupKeyOf(c)));
  }

  /**
   * Once per event (the inbox) and per checkout (queueAcknowledgement's claim): queued in the transaction that opens
   * the case if no other consumer has, delivered after commit, so no provider is called inside a transaction and a
   * crash in between leaves the rows 'queued' for the message relay.
   */
  async acknowledge(consumer: string, event: EventEnvelope, booking: BookingRequestedV3): Promise<void> {
    let queued: CommunicationRow[] = [];
    await this.deps.cases.openOnce(consumer, event, booking, async (tx, opened) => {
      queued = await this.queueAcknowledgement(tx, booking, opened);
    });
    await this.deliverQueued(queued);
  }

  /** Exactly once per group, whatever the order and repetition of its events (group lock and claim). */
  private async queueAcknowledgement(
    tx: SqlClient,
    booking: BookingRequestedV3,
    opened: Case | null,
  ): Promise<CommunicationRow[]> {
    // The contract: an event from before groupSize existed is its own group.
    const grouped = booking.groupId !== null && booking.groupSize !== undefined;
    const groupKey = grouped ? booking.groupId! : booking.bookingId;
    const alone = !grouped || booking.groupSize === 1;
    // Members of a bigger group race to be the last one in; a group of one only races its own redelivery (the claim).
    if (!alone) await this.deps.communications.lockGroup(tx, groupKey);
    const members =
      alone && opened
        ? [opened]
        : grouped
          ? (await this.deps.cases.findGroup(tx, booking.groupId!)).filter((c) => c.bookingId !== null)
          : [await this.deps.cases.findByBooking(tx, booking.bookingId)].filter((c): c is Case => c !== null);
    if (members.length === 0 || members.length < (grouped ? booking.groupSize! : 1)) return [];
    const at = this.deps.now();
    const messages = acknowledgementMessages(members, {
      supportEmail: this.deps.supportEmail,
      ...this.deps.acknowledgements,
    });
    // Nothing queued when the group was claimed before.
    return this.deps.communications.claimAndQueue(
      tx,
      { groupKey, at },
      messages.map(({ purpose, ...m }) => ({
        caseId: members[0]!.id,
        purpose,
        ...m,
        skipReason: whyNotSent(members[0]!, purpose, m),
        attachmentId: null,
        groupKey,
        transport: this.transportOf(m.channel),
        createdBy: SYSTEM_SENDER,
        createdAt: at,
        retryAt: this.leaseFrom(at),
      })),
    );
  }

  get addresses(): { opsEmail: string; supportEmail: string; publicOrigin: string } {
    return {
      opsEmail: this.deps.acknowledgements.opsEmail,
      supportEmail: this.deps.supportEmail,
      publicOrigin: this.deps.acknowledgements.publicOrigin,
    };
  }

  /** Deliver the rows with deliverQueued after the caller's transaction commits. */
  async queueSystemMessages(
    tx: OpsTx,
    caseId: string,
    messages: ReadonlyArray<PlannedMessage & { purpose: CommunicationPurpose; notSent?: string | null }>,
  ): Promise<CommunicationRow[]> {
    const at = this.deps.now();
    const wanted = messages.filter((m) => m.to.length > 0);
    if (wanted.length === 0) return [];
    const c = await this.caseOf(tx, caseId);
    return this.deps.communications.insertQueued(
      tx,
      wanted.map(({ purpose, notSent, ...m }) => ({
        caseId,
        purpose,
        ...m,
        skipReason: notSent ?? (c ? whyNotSent(c, purpose, m) : null),
        attachmentId: null,
        groupKey: null,
        transport: this.transportOf(m.channel),
        createdBy: SYSTEM_SENDER,
        createdAt: at,
        retryAt: this.leaseFrom(at),
      })),
    );
  }

  async deliverQueued(rows: CommunicationRow[]): Promise<void> {
    await this.deliverEach(rows);
  }

  private async caseOf(tx: OpsTx, caseId: string): Promise<PartnerCase | null> {
    return this.deps.cases.find(caseId, tx);
  }

  /** Messages whose sender died before recording the outcome, or whose automatic retry is due. */
  async deliverDue(limit = 20): Promise<number> {
    const now = this.deps.now();
    const rows = await this.deps.communications.claimDue(now, this.leaseFrom(now), limit);
    await this.deliverQueued(rows);
    return rows.length;
  }

  private leaseFrom(at: Date): Date {
    return new Date(at.getTime() + (this.deps.messageLeaseMs ?? MESSAGE_LEASE_MS));
  }

  /** No retryAt: staff's messages are not retried automatically. */
  async queue(
    tx: OpsTx,
    caseId: string,
    purpose: CommunicationPurpose,
    planned: PlannedMessage[],
    createdBy: string,
    attachmentId: string | null,
  ): Promise<CommunicationRow[]> {
    const at = this.deps.now();
    const c = await this.caseOf(tx, caseId);
    return this.deps.communications.insertQueued(
      tx,
      planned.map((m) => ({
        caseId,
        purpose,
        ...m,
        skipReason: c ? whyNotSent(c, purpose, m) : null,
        attachmentId,
        transport: this.transportOf(m.channel),
        createdBy,
        createdAt: at,
      })),
    );
  }

  /**
   * Sent side by side. The outcomes of sends that end within RECORD_TOGETHER_MS are recorded in one statement (a
   * checkout's two e-mails: one write, not two); a send slower than that is recorded on its own when it ends, so it
   * never keeps the others unrecorded (a crash then would send them again). A skipped row is kept as it is.
   */
  async deliverEach(rows: CommunicationRow[]): Promise<CommunicationRow[]> {
    const due = rows.filter((row) => row.status !== 'skipped');
    if (due.length === 0) return rows;
    const recorded = new Map<string, CommunicationRow>();
    const record = async (outcomes: Array<DeliveryOutcome & { row: CommunicationRow }>) => {
      if (outcomes.length === 0) return;
      for (const row of await this.recorded(() => this.deps.communications.recordOutcomes(outcomes))) {
        recorded.set(row.id, row);
      }
      for (const outcome of outcomes) {
        if ('sent' in outcome)
          this.deps.logger.info({ ...this.logFields(outcome.row), status: 'sent' }, 'communication sent');
      }
    };
    const ended: Array<DeliveryOutcome & { row: CommunicationRow }> = [];
    const sends = due.map((row) => this.send(row).then((outcome) => (ended.push(outcome), outcome)));
    await settledWithin(Promise.all(sends), RECORD_TOGETHER_MS);
    await record(ended.splice(0));
    // The rest, each recorded as it ends.
    await Promise.all(
      sends.map(async (send) => {
        const outcome = await send;
        if (!recorded.has(outcome.id)) await record([outcome]);
      }),
    );
    return rows.map((row) => recorded.get(row.id) ?? row);
  }

  /** The claim makes two clicks send it once. */
  async resend(caseId: string, communicationId: string): Promise<CommunicationRow> {
    await this.deps.cases.require(caseId);
    const found = await this.deps.communications.findById(communicationId);
    if (!found || !(await this.belongsTo(found, caseId)))
      throw opsErrors.create('COMMUNICATION_NOT_FOUND', 'Message not found');
    if (found.status === 'skipped')
      throw opsErrors.create('COMMUNICATION_NOT_ALLOWED', found.error ?? 'This message is not sent for this booking');
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
    const [delivered] = await this.deliverEach([row!]);
    return delivered!;
  }

  private transportOf(channel: string): CommunicationTransport {
    return channel === 'sms' ? this.deps.sms.transport : this.deps.mailer.transport;
  }

  /**
   * The provider's answer, not yet recorded. The row's id is the Message-ID, so a copy resent after a crash before
   * the record is the same message.
   */
  private async send(row: CommunicationRow): Promise<DeliveryOutcome & { row: CommunicationRow }> {
    const transport = this.transportOf(row.channel);
    try {
      const result =
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
      return {
        row,
        id: row.id,
        transport,
        sent: { providerMessageId: result.providerMessageId, sentAt: this.deps.now() },
      };
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError('The message could not be handed to the provider', 'UNEXPECTED');
      // Only codes in the log line: provider errors can quote addresses and numbers.
      this.deps.logger.warn(
        { ...this.logFields(row), status: 'failed', code: failure.logCode },
        'communication failed',
      );
      return { row, id: row.id, transport, failed: { error: failure.message, retryAt: this.nextAutomaticTry(row) } };
    }
  }

  private logFields(row: CommunicationRow) {
    const transport = this.transportOf(row.channel);
    return { communicationId: row.id, caseId: row.caseId, purpose: row.purpose, channel: row.channel, transport };
  }

  private nextAutomaticTry(row: CommunicationRow): Date | null {
    if (row.retryAt === null || row.attempts + 1 >= AUTOMATIC_ATTEMPTS) return null;
    return new Date(this.deps.now().getTime() + backoffFor(row.attempts + 1, AUTOMATIC_BACKOFF));
  }

  /** Retried through a dropped connection: a message sent but not recorded would be sent again after its lease. */
  private async recorded<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        // A row that is gone stays gone: writing the others again would only count their attempts twice.
        if (attempt >= RECORD_ATTEMPTS || error instanceof CommunicationGoneError) throw error;
        await sleep(backoffFor(attempt, { initialBackoffMs: 100, maxBackoffMs: 2000 }));
      }
    }
  }

  private async attachmentsOf(row: CommunicationRow) {
    if (!row.attachmentId) return [];
    const doc = await this.deps.attachments.document(row.attachmentId);
    if (!doc) throw new DeliveryError('The attached document no longer exists', 'ATTACHMENT_MISSING');
    return [{ fileName: doc.fileName, contentType: doc.contentType, content: doc.content }];
  }

  private async belongsTo(row: CommunicationRow, caseId: string): Promise<boolean> {
    if (row.caseId === caseId) return true;
    const c = await this.deps.cases.find(caseId);
    return c !== null && row.groupKey !== null && row.groupKey === groupKeyOf(c);
  }

  async toApi(rows: CommunicationRow[]): Promise<Communication[]> {
    const names = await this.deps.attachments.documentNames([
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
