import type { Server } from 'node:http';
import type { Logger } from './logger';

/**
 * Stops a listening server gracefully: refuse new connections, let requests in flight finish, close
 * idle keep-alive sockets, and give up after the timeout.
 */
export function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive socket busy when the close began becomes idle once its answer is out (answers carry
    // Connection: close by then): close those as they come free, rather than waiting for their keep-alive.
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

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits. A second signal exits at once, and so does a stop that
 * outlasts `hardLimitMs`.
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>, hardLimitMs?: number): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever hangs, the process ends: an orchestrator's restart is better than a replica stuck half-stopped.
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
