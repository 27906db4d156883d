import type { Logger } from '@vip/platform/logger';

/** Rows are claimed under a lease, so replicas share the work and each row goes out from one of them. */
export class MessageRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly deliverDue: () => Promise<number>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.round(), intervalMs);
    this.timer.unref();
  }

  round(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.running ??= this.drain()
      .catch((err) => this.logger.warn({ err }, 'message relay round failed; next round'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    // A full batch means more are due.
    while (!this.stopping && (await this.deliverDue()) >= 20) {
      // next batch
    }
  }
}
