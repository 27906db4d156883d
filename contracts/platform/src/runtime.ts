import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import { openDatabase, type Database } from './db/database';
import { pgDatabase } from './db/pg-transaction';
import type { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { createEventBus } from './bus/create-bus';
import { handlerFor, type EventBus, type Subscription, type SubscriptionSpec } from './bus/event-bus';
import { withTimeout } from './bus/failures';
import { parseEnvelope } from '@vip/contracts/events';
import { OutboxRelay } from './outbox/outbox';
import { DeadLetterStore, SqlEventQueue } from './outbox/dead-letters';
import { RetentionSweeper, type RetentionRule } from './outbox/retention';
import { EVENTS_ADMIN_PREFIX, eventsAdminRoutes } from './koa/events-admin';
import { ServiceIdentity } from './koa/service-identity';
import type { SqlClient, TransactionRunner } from './outbox/sql-client';
import { createLogger, type Logger } from './logger';
import { createMetrics, type ServiceMetrics } from './koa/metrics';
import { createServiceApp, type ServiceApp } from './koa/service-app';
import { answerMalformedRequests } from './koa/malformed-requests';
import { RateLimits, rateLimitPoolConfig } from './koa/rate-limit';
import { closeServer, onShutdownSignal, StartProgress } from './lifecycle';

export interface PrismaLike extends SqlClient, TransactionRunner {
  $disconnect(): Promise<void>;
}

export interface RuntimeConfig {
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
  KAFKA_BROKERS?: string[];
  LOG_LEVEL: string;
  TRUST_PROXY: boolean;
  SHUTDOWN_TIMEOUT_MS: number;
  /** The rest are optional, so a hand-made test config may leave them out. */
  PRESTOP_DELAY_MS?: number;
  KEEP_ALIVE_TIMEOUT_MS?: number;
  DB_POOL_SIZE?: number;
  DB_STATEMENT_TIMEOUT_MS?: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS?: number;
  DB_CONNECT_TIMEOUT_MS?: number;
  DB_TRANSACTION_TIMEOUT_MS?: number;
  DB_TRANSACTION_MAX_WAIT_MS?: number;
  OUTBOX_MAX_ATTEMPTS?: number;
  OUTBOX_RETENTION_DAYS?: number;
  INBOX_RETENTION_DAYS?: number;
  DEAD_LETTER_RETENTION_DAYS?: number;
  RETENTION_SWEEP_MINUTES?: number;
  /** This service's identity towards the others' /internal routes, and its own operator's (events administration). */
  SERVICE_KEY?: string;
  SERVICE_PUBLIC_KEYS?: string;
  OPERATOR_TOKEN?: string;
}

export interface PrismaSettings {
  transactionOptions: { maxWait: number; timeout: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** null when the figure fails or is late, so /readyz still answers in time. */
const within = <T>(ms: number, work: Promise<T>): Promise<T | null> => withTimeout(work, ms).catch(() => null);

function databaseSettings(config: RuntimeConfig) {
  return {
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  };
}

function prismaSettings(config: RuntimeConfig): PrismaSettings {
  return {
    transactionOptions: {
      maxWait: config.DB_TRANSACTION_MAX_WAIT_MS ?? 5_000,
      timeout: config.DB_TRANSACTION_TIMEOUT_MS ?? 10_000,
    },
  };
}

export interface RuntimeOptions<P extends PrismaLike> {
  service: string;
  config: RuntimeConfig;
  migrationsDir: string;
  createPrisma: (adapter: PrismaPg, settings: PrismaSettings) => P;
  /** Shared with the other services of this process (embedded mode); else made from config. */
  bus?: EventBus;
  logger?: Logger;
  /** Keep embedded data in memory (tests). */
  inMemory?: boolean;
}

/** What every service runs: migrated database, bus, outbox relay, Koa app with probes, and ordered shutdown. */
export class ServiceRuntime<P extends PrismaLike> {
  readonly relay: OutboxRelay;
  readonly serviceApp: ServiceApp;
  /** Shared by every replica through PostgreSQL; in memory when embedded. */
  readonly rateLimits: RateLimits;
  /** Its own small pool, so a burst of limited requests never waits on the domain pool. */
  private readonly limitsPool?: pg.Pool;
  private readonly subscriptions: Subscription[] = [];
  private readonly specs = new Map<string, SubscriptionSpec>();
  private replaying: Promise<void> = Promise.resolve();
  readonly deadLetters: DeadLetterStore;
  readonly retention: RetentionSweeper;
  private readonly stopHooks: (() => void | Promise<void>)[] = [];
  private readonly drainHooks: (() => void)[] = [];
  private server?: Server;
  private stopped?: Promise<void>;

  private constructor(
    readonly service: string,
    readonly config: RuntimeConfig,
    readonly logger: Logger,
    readonly database: Database,
    readonly prisma: P,
    readonly bus: EventBus,
    private readonly ownsBus: boolean,
    readonly metrics: ServiceMetrics,
    readonly identity: ServiceIdentity,
    private readonly progress: StartProgress,
  ) {
    this.relay = new OutboxRelay({
      // Plain SQL on Prisma's own pool: the relay runs after every commit that wrote events.
      db: pgDatabase(database.pool),
      bus,
      logger: logger.child({ component: 'outbox-relay' }),
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    });
    this.deadLetters = new DeadLetterStore(prisma);
    this.retention = new RetentionSweeper(prisma, logger.child({ component: 'retention' }), [
      { table: 'outbox_events', column: 'published_at', olderThanMs: (config.OUTBOX_RETENTION_DAYS ?? 7) * DAY_MS },
      // Outlasts the broker's retention: no redelivery is older than this.
      { table: 'inbox_events', column: 'handled_at', olderThanMs: (config.INBOX_RETENTION_DAYS ?? 30) * DAY_MS },
      { table: 'dead_letters', column: 'replayed_at', olderThanMs: (config.DEAD_LETTER_RETENTION_DAYS ?? 90) * DAY_MS },
    ]);
    if (database.mode === 'postgres') {
      this.limitsPool = new pg.Pool(rateLimitPoolConfig(database.connection));
      this.limitsPool.on('error', (err) => logger.warn({ err }, 'rate limit pool error'));
      this.rateLimits = RateLimits.postgres(this.limitsPool);
    } else {
      this.rateLimits = RateLimits.memory();
    }
    this.serviceApp = createServiceApp({
      service,
      logger,
      metrics,
      trustProxy: config.TRUST_PROXY,
      readiness: [
        { name: 'database', check: async () => (await prisma.$queryRawUnsafe<unknown[]>('SELECT 1')).length === 1 },
        // Bookings go on without the broker (the outbox keeps events): reported, not fatal.
        { name: 'bus', check: () => bus.isHealthy(), critical: false },
      ],
      readinessDetails: async () => ({
        // Each bounded, so the probe answers even when the pool is busy.
        outboxBacklog: await within(500, this.relay.backlog()),
        outboxParked: await within(500, this.relay.parkedCount()),
        deadLetters: await within(500, this.deadLetters.pendingCount()),
        retrying: this.subscriptions.flatMap((s) => {
          const state = s.retrying();
          return state
            ? [
                {
                  group: s.group,
                  eventType: state.eventType,
                  attempts: state.attempts,
                  since: state.since.toISOString(),
                  lastError: state.lastError,
                },
              ]
            : [];
        }),
      }),
    });
    this.serviceApp.mount(
      EVENTS_ADMIN_PREFIX,
      eventsAdminRoutes({
        identity: this.identity,
        relay: this.relay,
        deadLetters: this.deadLetters,
        replay: (ids) => this.replayDeadLetters(ids),
      }),
    );
    metrics.gauge('outbox_backlog_events', 'Committed events not yet published', () => this.relay.backlog());
    metrics.gauge('consumer_lag_events', 'Events on subscribed topics not yet applied', async () => {
      const lags = await Promise.all(this.subscriptions.map((s) => s.lag()));
      return lags.reduce((a, b) => a + b, 0);
    });
    metrics.gauge(
      'outbox_parked_events',
      'Outbox events set aside after failing to publish (each holds back its aggregate)',
      () => this.relay.parkedCount(),
    );
    metrics.gauge('dead_letter_events', 'Events a consumer group can never apply as they are, not yet replayed', () =>
      this.deadLetters.pendingCount(),
    );
    metrics.gauge(
      'consumer_retrying_groups',
      'Consumer groups retrying an event after transient failures',
      async () => this.subscriptions.filter((s) => s.retrying()).length,
    );
  }

  static async start<P extends PrismaLike>(options: RuntimeOptions<P>): Promise<ServiceRuntime<P>> {
    const logger = options.logger ?? createLogger({ service: options.service, level: options.config.LOG_LEVEL });
    // Signs this service's calls to the others' /internal routes and tells who calls its own; a bad key stops here.
    const identity = ServiceIdentity.fromConfig(options.service, options.config);
    const progress = new StartProgress(logger);
    progress.step('database and migrations');
    const database = await openDatabase({
      service: options.service,
      databaseUrl: options.config.DATABASE_URL,
      dataDir: options.config.DATA_DIR,
      migrationsDir: options.migrationsDir,
      logger,
      inMemory: options.inMemory,
      ...databaseSettings(options.config),
    }).catch((error: unknown) => {
      progress.done();
      throw error;
    });
    const prisma = options.createPrisma(database.adapter, prismaSettings(options.config));
    let bus = options.bus;
    progress.step('event bus');
    try {
      bus ??= await createEventBus({ service: options.service, brokers: options.config.KAFKA_BROKERS, logger });
    } catch (error) {
      progress.done();
      await prisma.$disconnect();
      await database.close();
      throw error;
    }
    return new ServiceRuntime(
      options.service,
      options.config,
      logger,
      database,
      prisma,
      bus,
      !options.bus,
      createMetrics(options.service),
      identity,
      progress,
    );
  }

  /** The step the service's own start is at (said at warn when the start takes long; see StartProgress). */
  startStep(name: string): void {
    this.progress.step(name);
  }

  get app(): Koa {
    return this.serviceApp.app;
  }

  /** Dead letters go to this service's database; on the embedded bus, its queue too. */
  async subscribe(spec: SubscriptionSpec): Promise<void> {
    const full: SubscriptionSpec = {
      ...spec,
      deadLetters: spec.deadLetters ?? this.deadLetters.sink,
      queue: spec.queue ?? (this.bus.kind === 'local' ? new SqlEventQueue(this.prisma, spec.group) : undefined),
    };
    this.specs.set(spec.group, full);
    this.subscriptions.push(await this.bus.subscribe(full));
  }

  retain(rule: RetentionRule): void {
    this.retention.add(rule);
  }

  startRelay(): void {
    // Every start ends here, at once or (embedded) once every service of the process has started.
    this.progress.done();
    this.relay.start();
    this.retention.start((this.config.RETENTION_SWEEP_MINUTES ?? 60) * 60_000);
  }

  /** Once each, oldest first; a letter that fails again keeps its place with the new error. */
  async replayDeadLetters(ids?: string[]): Promise<{ replayed: number; failed: { id: string; error: string }[] }> {
    // One at a time: handlers are idempotent through the inbox, but a web hook delivery could be posted twice.
    const previous = this.replaying;
    let done: () => void = () => undefined;
    this.replaying = new Promise<void>((resolve) => (done = resolve));
    await previous;
    try {
      return await this.replayNow(ids);
    } finally {
      done();
    }
  }

  private async replayNow(ids?: string[]): Promise<{ replayed: number; failed: { id: string; error: string }[] }> {
    const letters = await this.deadLetters.toReplay(ids);
    let replayed = 0;
    const failed: { id: string; error: string }[] = [];
    for (const letter of letters) {
      try {
        const spec = this.specs.get(letter.consumer);
        if (!spec) throw new Error(`no consumer group ${letter.consumer} in this service`);
        const event = parseEnvelope(JSON.parse(letter.raw));
        await handlerFor(spec.handlers, event)?.(event);
        await this.deadLetters.markReplayed(letter.id);
        replayed++;
      } catch (error) {
        const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        await this.deadLetters.markReplayFailed(letter.id, text);
        failed.push({ id: letter.id, error: text.slice(0, 500) });
      }
    }
    if (letters.length > 0) this.logger.info({ replayed, failed: failed.length }, 'dead letters replayed');
    return { replayed, failed };
  }

  /** Ends long-lived responses (SSE streams) as shutdown starts, so the server can close at once. */
  onDraining(hook: () => void): void {
    this.drainHooks.push(hook);
  }

  /** Runs before the database closes. */
  onStop(hook: () => void | Promise<void>): void {
    this.stopHooks.push(hook);
  }

  private async bounded(step: string, work: Promise<unknown>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    if ((await Promise.race([work, late])) === 'late') this.logger.warn({ step, ms }, 'shutdown step cut short');
    clearTimeout(timer);
  }

  /** Embedded mode mounts `app.callback()` instead. */
  async listen(): Promise<Server> {
    const server = createServer(this.app.callback());
    answerMalformedRequests(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.PORT, this.config.HOST, () => resolve());
    });
    // Outlive the gateway's keep-alive, so the gateway closes idle sockets and never reuses one Node is closing.
    server.keepAliveTimeout = this.config.KEEP_ALIVE_TIMEOUT_MS ?? 65_000;
    server.headersTimeout = server.keepAliveTimeout + 1_000;
    this.server = server;
    const address = server.address();
    this.logger.info({ port: typeof address === 'object' && address ? address.port : this.config.PORT }, 'listening');
    return server;
  }

  stop(): Promise<void> {
    this.progress.done();
    this.stopped ??= (async () => {
      const timeout = this.config.SHUTDOWN_TIMEOUT_MS;
      this.serviceApp.markShuttingDown();
      // Still serving while /readyz says 503, so the load balancer drops this replica before it stops listening.
      if (this.server && this.config.PRESTOP_DELAY_MS)
        await new Promise((resolve) => setTimeout(resolve, this.config.PRESTOP_DELAY_MS));
      for (const hook of this.drainHooks) {
        try {
          hook();
        } catch (err) {
          this.logger.warn({ err }, 'draining hook failed');
        }
      }
      if (this.server) await closeServer(this.server, timeout);
      // Broker steps are bounded: with Kafka away they retry for minutes, and cutting them loses nothing.
      const leaving = Promise.all(
        this.subscriptions.map((s) => s.stop().catch((err) => this.logger.warn({ err }, 'consumer stop failed'))),
      );
      // Events in hand finish first: a message sent after the database closed would be resent by another replica.
      await this.bounded('events in hand', Promise.all(this.subscriptions.map((s) => s.settled())), timeout);
      await this.bounded('consumers stop', leaving, 5000);
      await this.bounded('outbox drain', this.relay.stop(Math.min(timeout, 5000)), 7000);
      await this.bounded('retention stop', this.retention.stop(), 3000);
      if (this.ownsBus)
        await this.bounded(
          'bus close',
          this.bus.close().catch((err) => this.logger.warn({ err }, 'bus close failed')),
          3000,
        );
      for (const hook of this.stopHooks)
        await Promise.resolve(hook()).catch((err) => this.logger.warn({ err }, 'stop hook failed'));
      await this.limitsPool?.end().catch((err: unknown) => this.logger.warn({ err }, 'rate limit pool close failed'));
      await this.prisma.$disconnect();
      await this.database.close();
    })();
    return this.stopped;
  }
}

export interface ServiceStartOptions<C> {
  config?: C;
  env?: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  now?: () => Date;
  inMemory?: boolean;
  /** Defer the relay until every service of the process has subscribed (embedded mode). */
  deferRelay?: boolean;
}

/** On a failed start, exits 1 with the reason (a configuration error lists every problem). */
export function runServiceMain<S extends ServiceRuntime<PrismaLike>>(
  start: () => Promise<S>,
  onListening?: (service: S) => void,
): void {
  start()
    .then(async (service) => {
      await service.listen();
      onListening?.(service);
      onShutdownSignal(
        service.logger,
        () => service.stop(),
        (service.config.PRESTOP_DELAY_MS ?? 0) + service.config.SHUTDOWN_TIMEOUT_MS + 20_000,
      );
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

export function runDatabaseTask<P extends PrismaLike>(
  options: {
    service: string;
    config: RuntimeConfig;
    migrationsDir: string;
    createPrisma: (adapter: PrismaPg, settings: PrismaSettings) => P;
  },
  task: (prisma: P, logger: Logger) => Promise<void>,
): void {
  const logger = createLogger({ service: options.service, level: options.config.LOG_LEVEL });
  (async () => {
    const database = await openDatabase({
      service: options.service,
      databaseUrl: options.config.DATABASE_URL,
      dataDir: options.config.DATA_DIR,
      migrationsDir: options.migrationsDir,
      logger,
      ...databaseSettings(options.config),
    });
    const prisma = options.createPrisma(database.adapter, prismaSettings(options.config));
    try {
      await task(prisma, logger);
    } finally {
      await prisma.$disconnect();
      await database.close();
    }
  })().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
