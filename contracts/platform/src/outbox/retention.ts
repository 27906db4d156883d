import type { Logger } from '../logger';
import type { SqlClient } from './sql-client';

export interface RetentionRule {
  table: string;
  column: string;
  olderThanMs: number;
  /** Extra SQL condition, e.g. `published_at IS NOT NULL`. */
  where?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const BATCH = 5000;

// Small batches, so no long lock is held; every replica may sweep, as deleting twice is harmless.
export class RetentionSweeper {
  private timer?: NodeJS.Timeout;
  private first?: NodeJS.Timeout;
  private stopping = false;
  private running?: Promise<unknown>;

  private readonly rules: RetentionRule[] = [];

  constructor(
    private readonly db: SqlClient,
    private readonly logger: Logger,
    rules: RetentionRule[] = [],
  ) {
    for (const rule of rules) this.add(rule);
  }

  add(rule: RetentionRule): void {
    // Table and column names go into the SQL text: only plain identifiers of our own code.
    if (!IDENTIFIER.test(rule.table) || !IDENTIFIER.test(rule.column))
      throw new Error(`Bad retention rule ${rule.table}.${rule.column}`);
    this.rules.push(rule);
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.sweep().catch((err) => this.logger.warn({ err }, 'retention sweep failed; next time'));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    this.first = setTimeout(tick, Math.min(intervalMs, 30_000));
    this.first.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearTimeout(this.first);
    await this.running;
  }

  async sweep(now = new Date()): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const rule of this.rules) {
      const before = new Date(now.getTime() - rule.olderThanMs);
      let total = 0;
      for (;;) {
        const n = await this.db.$executeRawUnsafe(
          `DELETE FROM ${rule.table} WHERE ctid IN (SELECT ctid FROM ${rule.table} WHERE ${rule.column} < $1${rule.where ? ` AND (${rule.where})` : ''} LIMIT ${BATCH})`,
          before,
        );
        total += n;
        // A big first sweep ends between batches when the service stops; the next run goes on.
        if (n < BATCH || this.stopping) break;
      }
      deleted[rule.table] = (deleted[rule.table] ?? 0) + total;
    }
    if (Object.values(deleted).some((n) => n > 0)) this.logger.info({ deleted }, 'retention sweep');
    return deleted;
  }
}
