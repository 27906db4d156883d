import { randomBytes, randomUUID } from 'node:crypto';
import { type BookingRequestedV3, type EventEnvelope } from '@vip/contracts/events';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type PartnerBookingStatus,
  type PartnerWebhookPayload,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryStatus,
} from '@vip/contracts/schemas';
import { backoffFor, sleep } from '@vip/platform/bus';
import { type Logger } from '@vip/platform/logger';
import type { Case, CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsTx } from '../prisma';
import type { PartnerDirectory } from './partner-directory';
import type { DeliveryRecord, DeliveryRow, PartnerWebhooksRepository } from './partner-webhooks.repository';
import { changeOf, isOwnWebhookEvent, payloadOf, toldAtRequest, type WebhookEvent } from './webhook-changes';
import type { WebhookClient } from './webhook-client';

export interface PartnerWebhooksDeps {
  deliveries: PartnerWebhooksRepository;
  cases: CasesService;
  directory: PartnerDirectory;
  client: WebhookClient;
  now: () => Date;
  logger: Logger;
  /** Longer than a post can last (the client's timeout), so a live dispatcher is never raced. */
  leaseMs: number;
}

/** Whose deliveries: an admin sees all of a partner's; a key, those of its own mode. */
export interface DeliveryOwner {
  partnerId: string;
  mode?: string;
}

export const DISPATCH_BATCH = 20;
const RECORD_ATTEMPTS = 6;

/** msg_ and 32 random characters: the webhook-id of every try and replay. */
export const newDeliveryId = () => `msg_${randomBytes(24).toString('base64url').replace(/[-_]/g, '').slice(0, 32)}`;

const deliveryNotFound = () => opsErrors.create('WEBHOOK_DELIVERY_NOT_FOUND', 'Web hook delivery not found');

/** Opaque to partners: the order deliveries were written in, so a page never skips or repeats one. */
const encodeCursor = (seq: bigint) => Buffer.from(`d${seq}`).toString('base64url');

/** A cursor not made here is a 400, never a 500. */
function decodeCursor(raw: string): bigint {
  const match = /^d([1-9]\d{0,18})$/.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match) throw opsErrors.create('INVALID_CURSOR', 'Invalid cursor');
  return BigInt(match[1]!);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Web hooks to partners: one delivery row per change of a partner's booking, written in the transaction that applies
 * the event (so a change is told once, and never without its row), then posted by the dispatchers until a 2xx or
 * the end of WEBHOOK_RETRY_DELAYS_SECONDS. No post is made inside a transaction.
 */
export class PartnerWebhooksService {
  constructor(private readonly deps: PartnerWebhooksDeps) {}

  /** In the opening transaction of a partner's case: what the partner knows of it at first. */
  async opened(tx: OpsTx, c: Case, booking: BookingRequestedV3): Promise<void> {
    if (!booking.partner) return;
    await this.deps.deliveries.lockState(tx, {
      caseId: c.id,
      partnerId: booking.partner.id,
      ...toldAtRequest(booking.status),
    });
  }

  /**
   * In the transaction that writes one of svc-ops' own events (a status move, a cancellation, a payment): the
   * partner is told in the order its booking changed, which the events' copies on the bus, on three topics, do not
   * keep. True when a delivery was written.
   */
  async announced(tx: OpsTx, event: EventEnvelope, c: Case): Promise<boolean> {
    if (!c.partnerId || !isOwnWebhookEvent(event)) return false;
    return this.tell(tx, c, c.partnerId, event);
  }

  /**
   * In the event's inbox transaction; true when a delivery was written (the dispatcher may start at once). svc-ops'
   * own events were told as they were written; their copies change nothing then (a release before that told them
   * here only).
   */
  async record(tx: OpsTx, event: WebhookEvent & { id: string; occurredAt: string }): Promise<boolean> {
    const c = await this.deps.cases.findByBooking(tx, event.payload.bookingId);
    if (!c?.partnerId) return false;
    return this.tell(tx, c, c.partnerId, event);
  }

  /** The endpoint is read in the transaction (embedded mode has one connection), and only for a change to tell. */
  private async tell(
    tx: OpsTx,
    c: Case,
    partnerId: string,
    event: WebhookEvent & { id: string; occurredAt: string },
  ): Promise<boolean> {
    const told = await this.deps.deliveries.lockState(tx, {
      caseId: c.id,
      partnerId,
      ...toldAtRequest(c.bookingStatus),
    });
    const change = changeOf(event, { status: told.status as PartnerBookingStatus, paid: told.paid });
    if (!change) return false;
    const at = this.deps.now();
    await this.deps.deliveries.saveState(tx, { ...told, ...change.told }, at);
    // What the partner was told moves on whether or not it has an endpoint now.
    if (!(await this.deps.directory.webhookTarget(partnerId, tx))?.enabled) return false;
    const payload: PartnerWebhookPayload = payloadOf(c, event, change, event.occurredAt);
    return this.deps.deliveries.insert(tx, {
      id: newDeliveryId(),
      partnerId,
      caseId: c.id,
      sourceEventId: event.id,
      mode: c.partnerMode ?? 'live',
      type: change.type,
      referenceCode: c.referenceCode,
      payload,
      createdAt: at,
    });
  }

  /** The back office names a partner by its id: one that does not exist is a 404, not an empty log. */
  async requirePartner(partnerId: string): Promise<void> {
    if (!(await this.deps.directory.partnerExists(partnerId)))
      throw opsErrors.create('PARTNER_NOT_FOUND', 'Partner not found');
  }

  async list(
    owner: DeliveryOwner,
    query: { status?: WebhookDeliveryStatus; cursor?: string; limit: number },
  ): Promise<WebhookDeliveryList> {
    const before = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.deps.deliveries.list({ ...owner, status: query.status, before }, query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toApi),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.seq) : null,
    };
  }

  async get(owner: DeliveryOwner, id: string): Promise<WebhookDelivery> {
    const found = await this.deps.deliveries.find(id, owner.partnerId, owner.mode);
    if (!found) throw deliveryNotFound();
    return toApi(found);
  }

  /** Sent again with the same webhook-id, from the start of the schedule. */
  async replay(owner: DeliveryOwner, id: string): Promise<WebhookDelivery> {
    const found = await this.deps.deliveries.find(id, owner.partnerId, owner.mode);
    if (!found) throw deliveryNotFound();
    if (!(await this.deps.deliveries.replay(id, owner.partnerId, this.deps.now(), owner.mode)))
      throw opsErrors.create(
        'WEBHOOK_DELIVERY_IN_FLIGHT',
        'This web hook is being sent right now; try again in a moment',
      );
    return this.get(owner, id);
  }

  /** One batch of due deliveries, posted side by side; the number taken (a full batch: more are due). */
  async dispatchDue(limit = DISPATCH_BATCH): Promise<number> {
    const now = this.deps.now();
    const token = randomUUID();
    const rows = await this.deps.deliveries.claimDue(now, new Date(now.getTime() + this.deps.leaseMs), token, limit);
    await Promise.all(rows.map((row) => this.post(row, token)));
    return rows.length;
  }

  private async post(row: DeliveryRow, token: string): Promise<void> {
    const target = await this.deps.directory.webhookTarget(row.partnerId);
    const at = this.deps.now();
    const outcome = !target
      ? { ok: false, responseStatus: null, error: 'The partner has no web hook endpoint', durationMs: 0 }
      : !target.enabled
        ? { ok: false, responseStatus: null, error: "The partner's web hook endpoint is disabled", durationMs: 0 }
        : target.secrets.length === 0
          ? { ok: false, responseStatus: null, error: 'The endpoint has no signing secret', durationMs: 0 }
          : await this.deps.client.post({
              url: target.url,
              id: row.id,
              body: JSON.stringify(row.payload),
              secrets: target.secrets,
            });
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[row.scheduleStep];
    const next = outcome.ok
      ? { status: 'delivered' as const, nextAttemptAt: null }
      : delay === undefined
        ? { status: 'failed' as const, nextAttemptAt: null }
        : { status: 'pending' as const, nextAttemptAt: new Date(this.deps.now().getTime() + delay * 1000) };
    // The delivery id and outcome only: the endpoint's path can be a secret, the body is the partner's.
    this.deps.logger.info(
      { deliveryId: row.id, type: row.type, status: next.status, responseStatus: outcome.responseStatus },
      'partner web hook posted',
    );
    await recorded(() =>
      this.deps.deliveries.recordAttempt(
        row.id,
        token,
        { at, responseStatus: outcome.responseStatus, error: outcome.error, durationMs: outcome.durationMs },
        next,
      ),
    );
  }
}

/** A lost record would post the delivery again after its lease: retried through a dropped connection. */
async function recorded(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= RECORD_ATTEMPTS) throw error;
      await sleep(backoffFor(attempt, { initialBackoffMs: 100, maxBackoffMs: 2000 }));
    }
  }
}

export function toApi(r: DeliveryRecord): WebhookDelivery {
  return {
    id: r.id,
    type: r.type as WebhookDelivery['type'],
    referenceCode: r.referenceCode,
    status: r.status as WebhookDeliveryStatus,
    attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    lastAttemptAt: iso(r.lastAttemptAt),
    lastResponseStatus: r.lastResponseStatus,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: iso(r.deliveredAt),
    payload: r.payload as PartnerWebhookPayload,
    history: r.history.map((h) => ({
      at: h.at.toISOString(),
      responseStatus: h.responseStatus,
      error: h.error,
      durationMs: h.durationMs,
    })),
  };
}
