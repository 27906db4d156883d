import type { Logger } from '@vip/platform/logger';

export interface BoardChange {
  reason: 'case-opened' | 'case-changed' | 'changed-elsewhere';
  at: string;
}

export type BoardListener = (change: BoardChange) => void;

/** Other instances' changes are found by one shared poll, run only while someone is watching. */
export class BoardWatcher {
  private readonly listeners = new Set<BoardListener>();
  private timer: NodeJS.Timeout | null = null;
  private lastSeen: number | null = null;
  private polling = false;

  constructor(
    private readonly options: {
      latestChange: () => Promise<Date | null>;
      pollMs: number;
      logger: Logger;
      now: () => Date;
    },
  ) {}

  subscribe(listener: BoardListener): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopPolling();
    };
  }

  get watching(): number {
    return this.listeners.size;
  }

  notify(reason: BoardChange['reason']): void {
    const change = { reason, at: this.options.now().toISOString() };
    for (const listener of this.listeners) listener(change);
  }

  closeAll(): void {
    this.stopPolling();
    this.listeners.clear();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.lastSeen = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const latest = (await this.options.latestChange())?.getTime() ?? 0;
      if (this.lastSeen !== null && latest > this.lastSeen) this.notify('changed-elsewhere');
      this.lastSeen = latest;
    } catch (err) {
      this.options.logger.warn({ err }, 'board change check failed');
    } finally {
      this.polling = false;
    }
  }
}
