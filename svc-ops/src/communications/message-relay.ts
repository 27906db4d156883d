import type { Logger } from '@vip/platform/logger';

/**
 * Sends svc-ops' own messages that no one else will: those whose sender died between writing them and the
 * provider's answer (their lease ran out), and those whose automatic retry is due after a failure. Each
 * round claims rows under a lease, so replicas share the work and a row goes out from one of them.
 */
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

  /** One round now (a test, or a round already running: that one). */
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
    // Full batches mean more are due: keep going until a short one, unless stopping.
    while (!this.stopping && (await this.deliverDue()) >= 20) {
      // next batch
    }
  }
}
