import type { Server } from 'node:http';
import type { Logger } from './logger';

export function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Sockets busy at close turn idle once answered (with Connection: close by then): close them as they free up.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    sweeper.unref();
    const timer = setTimeout(() => {
      clearInterval(sweeper);
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweeper);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A second signal, or a stop outlasting `hardLimitMs`, exits at once. */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>, hardLimitMs?: number): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever hangs, the process ends: an orchestrator's restart beats a replica stuck half-stopped.
    if (hardLimitMs) {
      setTimeout(() => {
        logger.error({ hardLimitMs }, 'shutdown took too long; exiting');
        process.exit(1);
      }, hardLimitMs).unref();
    }
    stop()
      .then(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      })
      .catch((err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * Which step a service's start is at, said at warn while it takes long: replicas log at warn, so a start that hangs
 * (a broker or database lost in the middle of it) names its step instead of going quiet.
 */
export class StartProgress {
  private current = 'starting';
  private readonly began = Date.now();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly logger: Logger,
    warnEveryMs = 30_000,
  ) {
    this.timer = setInterval(
      () => this.logger.warn({ step: this.current, ms: Date.now() - this.began }, 'start is slow: still at a step'),
      warnEveryMs,
    );
    this.timer.unref();
  }

  step(name: string): void {
    this.current = name;
  }

  done(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
