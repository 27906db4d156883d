import type { Logger } from '@vip/platform/logger';
import type { AllotmentIndex } from './allotment-index';
import type { AllotmentsRepository } from './allotments.repository';

const DAY_MS = 86_400_000;

/**
 * The first date any airport may still book: the day before today in UTC (an airport at UTC−12 is still on it).
 * Allotments dated earlier are past everywhere.
 */
export function firstBookableDate(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Loads the index from the database copy, and on every tick forgets the days gone (in the copy and the index) and
 * reads the copy again: the safety net for an event this replica's group has not heard yet.
 */
export class AllotmentIndexKeeper {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly index: AllotmentIndex,
    private readonly copy: Pick<AllotmentsRepository, 'datedFrom' | 'deleteDatedBefore'>,
    private readonly now: () => Date,
    private readonly logger?: Logger,
  ) {}

  async refresh(): Promise<void> {
    const from = firstBookableDate(this.now());
    await this.copy.deleteDatedBefore(from);
    const mark = this.index.mark();
    this.index.replace(await this.copy.datedFrom(from), mark);
    this.index.dropBefore(from);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.logger?.warn({ err }, 'allotment index refresh failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
