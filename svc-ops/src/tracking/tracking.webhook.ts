import { Agent, interceptors, request } from 'undici';
import { PermanentEventError } from '@vip/platform/bus';
import type { ReservationRecord, SearchRecord } from './tracking.records';

export class TrackingWebhookError extends Error {
  override readonly name = 'TrackingWebhookError';
}

/** A 4xx other than 408/429: sending it again cannot help. */
export class TrackingRecordRefusedError extends PermanentEventError {
  override readonly name: string = 'TrackingRecordRefusedError';
}

/**
 * An outage is retried without giving up, holding only the tracking group; a refused record goes to the dead letters,
 * to replay once the hook is fixed.
 */
export class TrackingWebhook {
  // undici's request, the client under Node's fetch without its web streams, Request/Response objects and abort
  // signals: fetch was about a tenth of svc-ops' CPU per booking. Redirects are followed as fetch does (a
  // spreadsheet's web hook answers a POST with 302); connecting is bounded by the same time as the answer.
  private readonly client;

  constructor(private readonly options: { url: string; timeoutMs: number }) {
    this.client = new Agent({ connect: { timeout: options.timeoutMs } }).compose(
      interceptors.redirect({ maxRedirections: 5 }),
    );
  }

  /** The same `key` on every try, so the hook can tell a post sent again after a crash. */
  async post(record: SearchRecord | ReservationRecord, key: string): Promise<void> {
    let status: number;
    try {
      const res = await request(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(record),
        dispatcher: this.client,
        // No answer, or a stalled one, within the time: unreachable.
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      status = res.statusCode;
      // Reading the body frees the connection.
      await res.body.dump();
    } catch (error) {
      throw new TrackingWebhookError(`tracking web hook unreachable: ${(error as Error).name}`);
    }
    if (status >= 200 && status < 300) return;
    const message = `tracking web hook answered ${status}`;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429)
      throw new TrackingRecordRefusedError(message);
    throw new TrackingWebhookError(message);
  }
}
