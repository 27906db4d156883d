import type { Logger } from '@vip/platform/logger';
import type { AllotmentsRepository } from '../allotments/allotments.repository';
import type { HoldsRepository } from './holds.repository';

const BATCH = 100;

export interface HoldExpiryDeps {
  holds: HoldsRepository;
  allotments: AllotmentsRepository;
  now: () => Date;
  onEventsCommitted: () => void;
  logger: Logger;
}

/**
 * Announces the seats of holds that ran out. An expired hold stopped counting for the checkout when its expires_at
 * passed (nothing has to run for that); readers of allotment.changed only learn it from a new event, so a sweep ends
 * such holds as `expired` and announces their allotments, in batches, each in one transaction. Every replica may
 * sweep: rows another one is ending are skipped.
 */
export class HoldExpiry {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;

  constructor(private readonly deps: HoldExpiryDeps) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.round(), intervalMs);
    this.timer.unref();
  }

  round(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.running ??= this.drain()
      .then(() => undefined)
      .catch((err) => this.deps.logger.warn({ err }, 'hold expiry sweep failed; next round'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Ends every hold that ran out by now and announces its allotments; how many holds it ended. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ended = await this.sweep();
      total += ended;
      if (ended < BATCH || this.stopping) return total;
    }
  }

  private async sweep(): Promise<number> {
    const now = this.deps.now();
    const ended = await this.deps.holds.inTransaction(async (tx) => {
      const ids = await this.deps.holds.endExpired(tx, now, BATCH);
      if (ids.length > 0)
        await this.deps.allotments.announceHolds(tx, await this.deps.holds.seatAllotments(tx, ids), now);
      return ids.length;
    });
    if (ended > 0) this.deps.onEventsCommitted();
    return ended;
  }
}
