import type { Logger } from '@vip/platform/logger';
import { DISPATCH_BATCH } from './partner-webhooks.service';

/**
 * Posts due deliveries in every replica: rows are leased (SKIP LOCKED), so replicas share them and each try goes out
 * from one. Nudged when a change was written, else every interval; stopping waits for the posts in hand.
 */
export class WebhookDispatcher {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopping = false;

  constructor(
    private readonly dispatchDue: () => Promise<number>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.round(), intervalMs);
    this.timer.unref();
  }

  /** A round now, or right after the one under way (which may have missed the new row). */
  nudge(): void {
    if (this.running) this.again = true;
    else void this.round();
  }

  round(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.running ??= this.drain()
      .catch((err) => this.logger.warn({ err }, 'web hook dispatch round failed; next round'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopping) {
          this.again = false;
          void this.round();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    // A full batch means more are due.
    while (!this.stopping && (await this.dispatchDue()) >= DISPATCH_BATCH) {
      // next batch
    }
  }
}
