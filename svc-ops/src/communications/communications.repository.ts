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
            transport: r.transport,
            status: 'queued',
            createdBy: r.createdBy,
            createdAt: r.createdAt,
          },
        }),
      ),
    );
  }

  /** Newest first (the Communication Center). */
  listForCase(caseId: string) {
    return this.prisma.communication.findMany({ where: { caseId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
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
