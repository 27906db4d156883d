import { randomUUID } from 'node:crypto';
import type { CommunicationChannel, CommunicationPurpose, CommunicationTransport } from '@vip/contracts/schemas';
import type { Communication } from '../generated/prisma/client.ts';
import type { SqlClient } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import { insertRows, selectionOf, sqlTable, type Columns } from '../sql-columns';

export type CommunicationRecord = Communication;

export interface NewCommunication {
  caseId: string;
  channel: CommunicationChannel;
  purpose: CommunicationPurpose;
  to: string[];
  cc: string[];
  subject: string | null;
  body: string;
  attachmentId: string | null;
  /** Every case of the group lists the message. */
  groupKey?: string | null;
  transport: CommunicationTransport;
  createdBy: string;
  createdAt: Date;
  /** svc-ops' own messages only: when the sender's lease ends and the relay may take the row. */
  retryAt?: Date | null;
  /** Kept as 'skipped' with this reason, never sent (a partner's sandbox booking, for one). */
  skipReason?: string | null;
}

/** A checkout's acknowledgement, claimed once ($1 the group key, $2 when). */
const CLAIM_ACKNOWLEDGEMENT = `INSERT INTO booking_acknowledgements (group_key, created_at)
  VALUES ($1::text, $2::timestamptz) ON CONFLICT DO NOTHING`;

/** A message's row was deleted (with its case) before its outcome was recorded. */
export class CommunicationGoneError extends Error {
  constructor(id: string) {
    super(`communication ${id} not found`);
    this.name = 'CommunicationGoneError';
  }
}

/** What a provider did with a message: recorded with recordOutcomes. */
export type DeliveryOutcome = { id: string; transport: CommunicationTransport } & (
  { sent: { providerMessageId: string | null; sentAt: Date } } | { failed: { error: string; retryAt: Date | null } }
);

const outcomeRow = (o: DeliveryOutcome) =>
  'sent' in o
    ? {
        id: o.id,
        transport: o.transport,
        status: 'sent',
        error: null,
        retry_at: null,
        provider_message_id: o.sent.providerMessageId,
        sent_at: o.sent.sentAt.toISOString(),
      }
    : {
        id: o.id,
        transport: o.transport,
        status: 'failed',
        error: o.failed.error,
        retry_at: o.failed.retryAt?.toISOString() ?? null,
      };

export class CommunicationsRepository {
  /** `sql`: the same database in plain SQL (pgDatabase on Prisma's pool), for the acknowledgement's hot path. */
  constructor(
    private readonly prisma: OpsPrisma,
    private readonly sql: SqlClient,
  ) {}

  /** Written before anything is sent, so no message can vanish. One statement, on any client. */
  insertQueued(
    tx: SqlClient,
    rows: NewCommunication[],
    onlyAfter?: { sql: string; values: readonly unknown[] },
  ): Promise<CommunicationRecord[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return insertRows(
      tx,
      COMMUNICATIONS,
      INSERTED,
      rows.map((r) => ({
        id: randomUUID(),
        caseId: r.caseId,
        channel: r.channel,
        purpose: r.purpose,
        toAddresses: r.to,
        ccAddresses: r.cc,
        subject: r.subject,
        body: r.body,
        attachmentId: r.attachmentId,
        groupKey: r.groupKey ?? null,
        transport: r.transport,
        status: r.skipReason ? 'skipped' : 'queued',
        error: r.skipReason ?? null,
        createdBy: r.createdBy,
        createdAt: r.createdAt,
        retryAt: r.skipReason ? null : (r.retryAt ?? null),
      })),
      onlyAfter,
    );
  }

  /**
   * The group's acknowledgement claimed and its messages queued in one statement: nothing is queued when the group
   * was claimed before.
   */
  async claimAndQueue(
    tx: SqlClient,
    { groupKey, at }: { groupKey: string; at: Date },
    rows: NewCommunication[],
  ): Promise<CommunicationRecord[]> {
    if (rows.length === 0) {
      await this.claimAcknowledgement(tx, groupKey, at);
      return [];
    }
    return this.insertQueued(tx, rows, {
      sql: CLAIM_ACKNOWLEDGEMENT,
      values: [groupKey, at.toISOString()],
    });
  }

  listForCase(caseId: string, groupKey: string | null) {
    return this.prisma.communication.findMany({
      where: groupKey ? { OR: [{ caseId }, { groupKey }] } : { caseId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  /** The group's bookings arrive as separate events, possibly at once on two instances. */
  async lockGroup(tx: SqlClient, groupKey: string): Promise<void> {
    await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1::text))::text`, `ack:${groupKey}`);
  }

  async claimAcknowledgement(tx: SqlClient, groupKey: string, at: Date): Promise<boolean> {
    const count = await tx.$executeRawUnsafe(CLAIM_ACKNOWLEDGEMENT, groupKey, at.toISOString());
    return count === 1;
  }

  findById(id: string) {
    return this.prisma.communication.findUnique({ where: { id } });
  }

  /**
   * Plain SQL on the pool: the outcomes of messages sent together (a checkout's two e-mails) in one statement. A
   * failure's null `retryAt` leaves the retry to staff.
   */
  async recordOutcomes(outcomes: readonly DeliveryOutcome[]): Promise<CommunicationRecord[]> {
    const rows = await this.sql.$queryRawUnsafe<CommunicationRecord[]>(
      RECORD_OUTCOMES,
      JSON.stringify(outcomes.map(outcomeRow)),
      outcomes.map((o) => o.id),
    );
    // As Prisma's update: a row that is gone is an error, not a silent no-op.
    const missing = outcomes.find((o) => !rows.some((r) => r.id === o.id));
    if (missing) throw new CommunicationGoneError(missing.id);
    return rows;
  }

  /** A conditional update, so two clicks on Retry send it once; the lease keeps the relay off it meanwhile. */
  async claimForRetry(id: string, caseId: string, staleBefore: Date, now: Date, leaseUntil: Date): Promise<boolean> {
    const count = await this.prisma.$executeRaw`
      UPDATE communications
         SET status = 'queued', error = NULL, retry_at = CASE WHEN retry_at IS NULL THEN NULL ELSE ${leaseUntil}::timestamptz END
       WHERE id = ${id}::uuid AND case_id = ${caseId}::uuid
         AND (status = 'failed' OR (status = 'queued' AND created_at < ${staleBefore}::timestamptz AND (retry_at IS NULL OR retry_at <= ${now}::timestamptz)))`;
    return count === 1;
  }

  /** SKIP LOCKED: replicas skip each other's rows; the lease keeps a live sender from being raced. */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<CommunicationRecord[]> {
    const claimed = await this.prisma.$queryRaw<Array<{ id: string }>>`
      UPDATE communications SET status = 'queued', retry_at = ${leaseUntil}::timestamptz
       WHERE id IN (
         SELECT id FROM communications
          WHERE retry_at <= ${now}::timestamptz AND status IN ('queued', 'failed')
          ORDER BY retry_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id`;
    if (claimed.length === 0) return [];
    return this.prisma.communication.findMany({
      where: { id: { in: claimed.map((r) => r.id) } },
      orderBy: { createdAt: 'asc' },
    });
  }
}

/** Every message field's column and type: a field added to the schema fails to compile here until it is named. */
const COMMUNICATION_COLUMNS: Columns<Communication> = {
  id: ['id', 'uuid'],
  caseId: ['case_id', 'uuid'],
  channel: ['channel', 'text'],
  purpose: ['purpose', 'text'],
  toAddresses: ['to_addresses', 'text[]'],
  ccAddresses: ['cc_addresses', 'text[]'],
  subject: ['subject', 'text'],
  body: ['body', 'text'],
  attachmentId: ['attachment_id', 'uuid'],
  groupKey: ['group_key', 'text'],
  transport: ['transport', 'text'],
  status: ['status', 'text'],
  error: ['error', 'text'],
  providerMessageId: ['provider_message_id', 'text'],
  attempts: ['attempts', 'int'],
  createdBy: ['created_by', 'text'],
  createdAt: ['created_at', 'timestamptz'],
  sentAt: ['sent_at', 'timestamptz'],
  retryAt: ['retry_at', 'timestamptz'],
};
const COMMUNICATIONS = sqlTable('communications', COMMUNICATION_COLUMNS);
/** On `communications AS c`, where the outcomes have columns of the same names. */
const QUALIFIED_SELECTION = selectionOf(COMMUNICATION_COLUMNS, 'c');

// The ids again as an array: PostgreSQL guesses 100 rows for jsonb_to_recordset, and without `c.id = ANY($2)` it
// joined by reading the whole table on every outcome (3 ms a checkout at 13,000 messages, growing with the table).
export const RECORD_OUTCOMES = `UPDATE communications AS c
    SET transport = o.transport, status = o.status, error = o.error, retry_at = o.retry_at,
        provider_message_id = CASE WHEN o.status = 'sent' THEN o.provider_message_id ELSE c.provider_message_id END,
        sent_at = CASE WHEN o.status = 'sent' THEN o.sent_at ELSE c.sent_at END,
        attempts = c.attempts + 1
   FROM jsonb_to_recordset($1::jsonb)
     AS o(id uuid, transport text, status text, error text, retry_at timestamptz, provider_message_id text, sent_at timestamptz)
  WHERE c.id = ANY($2::uuid[]) AND c.id = o.id
RETURNING ${QUALIFIED_SELECTION}`;

/** What a queued message sets; the others keep their defaults. */
const INSERTED = [
  'id',
  'caseId',
  'channel',
  'purpose',
  'toAddresses',
  'ccAddresses',
  'subject',
  'body',
  'attachmentId',
  'groupKey',
  'transport',
  'status',
  'error',
  'createdBy',
  'createdAt',
  'retryAt',
] as const satisfies ReadonlyArray<keyof Communication>;
