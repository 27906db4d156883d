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
  constructor(private readonly options: { url: string; timeoutMs: number }) {}

  /** The same `key` on every try, so the hook can tell a post sent again after a crash. */
  async post(record: SearchRecord | ReservationRecord, key: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(record),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new TrackingWebhookError(`tracking web hook unreachable: ${(error as Error).name}`);
    }
    // Reading the body frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return;
    const message = `tracking web hook answered ${res.status}`;
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new TrackingRecordRefusedError(message);
    throw new TrackingWebhookError(message);
  }
}
