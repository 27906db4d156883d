import { randomUUID } from 'node:crypto';
import type { Prisma, PartnerWebhookAttempt, PartnerWebhookDelivery } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type DeliveryRecord = PartnerWebhookDelivery & { history: PartnerWebhookAttempt[] };
export type DeliveryRow = PartnerWebhookDelivery;

export interface NewDelivery {
  id: string;
  partnerId: string;
  caseId: string;
  sourceEventId: string;
  mode: string;
  type: string;
  referenceCode: string;
  payload: Prisma.InputJsonValue;
  createdAt: Date;
}

export interface PartnerState {
  caseId: string;
  partnerId: string;
  status: string;
  paid: boolean;
}

export interface DeliveryFilter {
  partnerId: string;
  mode?: string;
  status?: string;
  /** The seq of the last delivery of the previous page. */
  before?: bigint;
}

export interface AttemptRecord {
  at: Date;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

export class PartnerWebhooksRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** What the partner was told so far, locked until the transaction ends: two events of one booking queue up. */
  async lockState(tx: Tx, initial: PartnerState): Promise<PartnerState> {
    await tx.partnerWebhookBooking.createMany({
      data: [{ ...initial, updatedAt: new Date(0) }],
      skipDuplicates: true,
    });
    await tx.$executeRaw`SELECT 1 FROM partner_webhook_bookings WHERE case_id = ${initial.caseId}::uuid FOR UPDATE`;
    return tx.partnerWebhookBooking.findUniqueOrThrow({
      where: { caseId: initial.caseId },
      select: { caseId: true, partnerId: true, status: true, paid: true },
    });
  }

  async saveState(tx: Tx, state: PartnerState, at: Date): Promise<void> {
    await tx.partnerWebhookBooking.update({
      where: { caseId: state.caseId },
      data: { status: state.status, paid: state.paid, updatedAt: at },
    });
  }

  /** Once per event and type, whatever redelivers the event. */
  async insert(tx: Tx, row: NewDelivery): Promise<boolean> {
    const { count } = await tx.partnerWebhookDelivery.createMany({
      data: [{ ...row, status: 'pending', nextAttemptAt: row.createdAt }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  list(filter: DeliveryFilter, take: number): Promise<DeliveryRecord[]> {
    const where: Prisma.PartnerWebhookDeliveryWhereInput = {
      partnerId: filter.partnerId,
      ...(filter.mode ? { mode: filter.mode } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.before !== undefined ? { seq: { lt: filter.before } } : {}),
    };
    return this.prisma.partnerWebhookDelivery.findMany({
      where,
      orderBy: { seq: 'desc' },
      take,
      include: { history: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } },
    });
  }

  /** Only the partner's own (and, for a key, of its mode): another's id finds nothing. */
  find(id: string, partnerId: string, mode?: string): Promise<DeliveryRecord | null> {
    return this.prisma.partnerWebhookDelivery.findFirst({
      where: { id, partnerId, ...(mode ? { mode } : {}) },
      include: { history: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } },
    });
  }

  /** Back in the queue from the start of the schedule, unless a dispatcher is posting it right now. */
  async replay(id: string, partnerId: string, now: Date, mode?: string): Promise<boolean> {
    const count = await this.prisma.$executeRaw`
      UPDATE partner_webhook_deliveries
         SET status = 'pending', schedule_step = 0, next_attempt_at = ${now}::timestamptz, delivered_at = NULL
       WHERE id = ${id} AND partner_id = ${partnerId}::uuid
         AND (${mode ?? null}::text IS NULL OR mode = ${mode ?? null}::text)
         AND (lease_until IS NULL OR lease_until <= ${now}::timestamptz)`;
    return count === 1;
  }

  /** SKIP LOCKED and a lease: replicas take different rows, and a row is posted by one dispatcher at a time. */
  async claimDue(now: Date, leaseUntil: Date, token: string, limit: number): Promise<DeliveryRow[]> {
    const claimed = await this.prisma.$queryRaw<Array<{ id: string }>>`
      UPDATE partner_webhook_deliveries SET lease_until = ${leaseUntil}::timestamptz, lease_token = ${token}::uuid
       WHERE id IN (
         SELECT id FROM partner_webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at <= ${now}::timestamptz
            AND (lease_until IS NULL OR lease_until <= ${now}::timestamptz)
          ORDER BY next_attempt_at, seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (claimed.length === 0) return [];
    return this.prisma.partnerWebhookDelivery.findMany({
      where: { id: { in: claimed.map((r) => r.id) } },
      orderBy: [{ nextAttemptAt: 'asc' }, { seq: 'asc' }],
    });
  }

  /**
   * The attempt is kept whatever happens; the delivery changes only while this dispatcher's lease holds (else another
   * took it over and records its own).
   */
  async recordAttempt(
    id: string,
    token: string,
    attempt: AttemptRecord,
    next: { status: 'delivered' | 'pending' | 'failed'; nextAttemptAt: Date | null },
  ): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.partnerWebhookAttempt.create({ data: { id: randomUUID(), deliveryId: id, ...attempt } });
      await tx.partnerWebhookDelivery.updateMany({
        where: { id, leaseToken: token },
        data: {
          status: next.status,
          nextAttemptAt: next.nextAttemptAt,
          attempts: { increment: 1 },
          scheduleStep: { increment: 1 },
          lastAttemptAt: attempt.at,
          lastResponseStatus: attempt.responseStatus,
          lastError: attempt.error,
          deliveredAt: next.status === 'delivered' ? attempt.at : undefined,
          leaseUntil: null,
          leaseToken: null,
        },
      });
    });
  }
}
