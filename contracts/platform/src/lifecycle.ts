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
