// One svc-ops build, consuming in a process of its own for tools/load/ops-consumer-benchmark.mjs: argv[2] is the
// svc-ops folder (its dist/ and prisma/), argv[3] the Kafka namespace of the run. It starts the service as main.js
// does (every consumer, the outbox relay, mail and tracking to the run's sinks from the environment), but on a Kafka
// bus in the run's namespace, and answers { pid, groups } over IPC once started (the groups join meanwhile: the
// benchmark's warm-up waits for them). SIGTERM stops it.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const opsDir = resolve(process.argv[2]);
const namespace = process.argv[3];
// Resolved from the build's own folder, so a baseline copy runs with the packages it was built against.
const require = createRequire(join(opsDir, 'package.json'));
const { startOpsService } = require(join(opsDir, 'dist', 'server.js'));
const { KafkaEventBus } = require('@vip/platform/bus');
const { createLogger } = require('@vip/platform/logger');

const logger = createLogger({ service: 'svc-ops', level: process.env.LOG_LEVEL ?? 'warn' });
const bus = new KafkaEventBus({
  brokers: process.env.KAFKA_BROKERS.split(','),
  clientId: 'svc-ops',
  logger,
  namespace,
});
await bus.connect();
const ops = await startOpsService({ env: process.env, bus, logger });
process.send({ pid: process.pid, groups: bus.consumers().map((c) => c.group) });

process.once('SIGTERM', async () => {
  await ops.stop().catch(() => undefined);
  await bus.close().catch(() => undefined);
  process.exit(0);
});
