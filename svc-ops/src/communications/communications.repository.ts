import { randomUUID } from 'node:crypto';
import type { CommunicationChannel, CommunicationPurpose, CommunicationTransport } from '@vip/contracts';
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
  /** Set on a message for a whole booking group: every case of the group lists it. */
  groupKey?: string | null;
  transport: CommunicationTransport;
  createdBy: string;
  createdAt: Date;
}

/** The communications log: the only place that reads and writes the communications table. */
export class CommunicationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** Written before anything is sent, so no message can vanish: it is 'queued' until the provider answers. */
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
            status: 'queued',
            createdBy: r.createdBy,
            createdAt: r.createdAt,
          },
        }),
      ),
    );
  }

  /** Newest first (the Communication Center): the case's messages and its group's. */
  listForCase(caseId: string, groupKey: string | null) {
    return this.prisma.communication.findMany({
      where: groupKey ? { OR: [{ caseId }, { groupKey }] } : { caseId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  /**
   * Serialises the acknowledgement of one booking group across concurrent deliveries (the group's bookings
   * arrive as separate events, possibly at once on two instances): held until the transaction ends.
   */
  async lockGroup(tx: Tx, groupKey: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ack:${groupKey}`}))`;
  }

  /** Records that a group is acknowledged; false when it already was. */
  async claimAcknowledgement(tx: Tx, groupKey: string, at: Date): Promise<boolean> {
    const { count } = await tx.bookingAcknowledgement.createMany({ data: [{ groupKey, createdAt: at }], skipDuplicates: true });
    return count === 1;
  }

  findById(id: string) {
    return this.prisma.communication.findUnique({ where: { id } });
  }

  markSent(id: string, data: { transport: CommunicationTransport; providerMessageId: string | null; sentAt: Date }) {
    return this.prisma.communication.update({ where: { id }, data: { ...data, status: 'sent', error: null, attempts: { increment: 1 } } });
  }

  markFailed(id: string, data: { transport: CommunicationTransport; error: string }) {
    return this.prisma.communication.update({ where: { id }, data: { ...data, status: 'failed', attempts: { increment: 1 } } });
  }

  /**
   * Takes a failed message (or one stuck in 'queued' since before `staleBefore`) back to 'queued' for a
   * retry; a conditional update, so two clicks on Retry send it once. Returns whether this call took it.
   */
  async claimForRetry(id: string, caseId: string, staleBefore: Date): Promise<boolean> {
    const { count } = await this.prisma.communication.updateMany({
      where: { id, caseId, OR: [{ status: 'failed' }, { status: 'queued', createdAt: { lt: staleBefore } }] },
      data: { status: 'queued', error: null },
    });
    return count === 1;
  }

  /** File names of attached documents, for the list. */
}
