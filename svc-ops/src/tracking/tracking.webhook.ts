import type { ReservationRecord, SearchRecord } from './tracking.records';

export class TrackingWebhookError extends Error {
  override readonly name = 'TrackingWebhookError';
}

/**
 * Posts one record to the tracking spreadsheet's web hook. A timeout, a refused connection or a non-2xx
 * answer throws, so the bus retries the event and, after its attempts, parks it on the dead-letter topic.
 */
export class TrackingWebhook {
  constructor(private readonly options: { url: string; timeoutMs: number }) {}

  async post(record: SearchRecord | ReservationRecord): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(record),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new TrackingWebhookError(`tracking web hook unreachable: ${(error as Error).name}`);
    }
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new TrackingWebhookError(`tracking web hook answered ${res.status}`);
  }
}
