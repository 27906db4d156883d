import type { ClientConfig } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from '@vip/platform/logger';
import type { ReconfirmationWorkflow } from './reconfirmation.workflow';

export const RECONFIRMATION_QUEUE = 'ops-reconfirmations';
/** pg-boss keeps its tables in their own schema of svc-ops' database. */
export const JOB_SCHEMA = 'ops_jobs';

export interface ReconfirmationSchedulerOptions {
  workflow: ReconfirmationWorkflow;
  /** PostgreSQL: pg-boss, one sweep per cron slot across replicas. Embedded (one process): a timer. */
  database: { mode: 'postgres' | 'embedded'; connection: ClientConfig };
  cron: string;
  intervalMs: number;
  logger: Logger;
}

export interface ReconfirmationScheduler {
  stop(): Promise<void>;
}

/**
 * The sweep decides each case under its row lock, so the scheduler only has to run it often enough: pg-boss's cron
 * sends one job per slot whatever the replicas; a job whose replica died is retried once it expires, and the next
 * slot's job runs meanwhile.
 */
export async function startReconfirmations(options: ReconfirmationSchedulerOptions): Promise<ReconfirmationScheduler> {
  const { workflow, logger } = options;
  const sweep = async () => {
    await workflow.runDue();
  };
  if (options.database.mode === 'embedded') return everyInterval(sweep, options.intervalMs, logger);
  const boss = new PgBoss({
    ...(options.database.connection as PgBoss.ConstructorOptions),
    schema: JOB_SCHEMA,
    max: 2,
    application_name: 'svc-ops-jobs',
  });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'Job scheduler error'));
  await boss.start();
  // Not 'singleton': a sweep whose replica was killed stays active until it expires (15 minutes), and a singleton
  // queue would start no other sweep meanwhile. The sweep is safe to run twice at once, so none waits for it.
  const queue: PgBoss.Queue = { name: RECONFIRMATION_QUEUE, policy: 'standard', retryLimit: 5 };
  if (await boss.getQueue(RECONFIRMATION_QUEUE)) await boss.updateQueue(RECONFIRMATION_QUEUE, queue);
  else await boss.createQueue(RECONFIRMATION_QUEUE, queue);
  await boss.schedule(RECONFIRMATION_QUEUE, options.cron, {}, { tz: 'UTC' });
  await boss.work(RECONFIRMATION_QUEUE, { pollingIntervalSeconds: 10 }, sweep);
  logger.info({ cron: options.cron }, 'Reconfirmations: scheduled with pg-boss');
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

/** One process (embedded PGlite, which must not get a second pool): a timer, the sweep never overlapping itself. */
function everyInterval(sweep: () => Promise<void>, intervalMs: number, logger: Logger): ReconfirmationScheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sweep()
      .catch((error: unknown) => logger.error({ err: error }, 'Reconfirmation sweep failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  logger.info({ intervalMs }, 'Reconfirmations: swept on a timer (embedded database)');
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
