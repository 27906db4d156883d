import { PermanentEventError } from '@vip/platform/bus';
import type { ReservationRecord, SearchRecord } from './tracking.records';

export class TrackingWebhookError extends Error {
  override readonly name = 'TrackingWebhookError';
}

/** The hook refused this record itself (a 4xx other than 408/429): sending it again cannot help. */
export class TrackingRecordRefusedError extends PermanentEventError {
  override readonly name: string = 'TrackingRecordRefusedError';
}

/**
 * Posts one record to the tracking spreadsheet's web hook. A timeout, a refused connection or a 5xx (the
 * hook is away) throws an error the bus retries without giving up, holding the tracking group (only it) at
 * that event; a 4xx refusing the record goes to the dead letters, to be replayed once the hook is fixed.
 */
export class TrackingWebhook {
  constructor(private readonly options: { url: string; timeoutMs: number }) {}

  /** `key`: the event's id, the same on every try, so the hook can tell a post sent again after a crash. */
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
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return;
    const message = `tracking web hook answered ${res.status}`;
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new TrackingRecordRefusedError(message);
    throw new TrackingWebhookError(message);
  }
}
