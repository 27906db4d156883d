import { randomUUID } from 'node:crypto';
import type { CommunicationChannel, CommunicationPurpose, CommunicationTransport } from '@vip/contracts/schemas';
import type { Communication } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

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

export class CommunicationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** Written before anything is sent, so no message can vanish. */
  insertQueued(tx: Tx, rows: NewCommunication[]) {
    return Promise.all(
      rows.map((r) =>
        tx.communication.create({
          data: {
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
          },
        }),
      ),
    );
  }

  listForCase(caseId: string, groupKey: string | null) {
    return this.prisma.communication.findMany({
      where: groupKey ? { OR: [{ caseId }, { groupKey }] } : { caseId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  /** The group's bookings arrive as separate events, possibly at once on two instances. */
  async lockGroup(tx: Tx, groupKey: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ack:${groupKey}`}))`;
  }

  async claimAcknowledgement(tx: Tx, groupKey: string, at: Date): Promise<boolean> {
    const { count } = await tx.bookingAcknowledgement.createMany({
      data: [{ groupKey, createdAt: at }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  findById(id: string) {
    return this.prisma.communication.findUnique({ where: { id } });
  }

  markSent(id: string, data: { transport: CommunicationTransport; providerMessageId: string | null; sentAt: Date }) {
    return this.prisma.communication.update({
      where: { id },
      data: { ...data, status: 'sent', error: null, retryAt: null, attempts: { increment: 1 } },
    });
  }

  /** A null `retryAt` leaves the retry to staff. */
  markFailed(id: string, data: { transport: CommunicationTransport; error: string; retryAt: Date | null }) {
    return this.prisma.communication.update({
      where: { id },
      data: { ...data, status: 'failed', attempts: { increment: 1 } },
    });
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
