import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import { openDatabase, type Database } from '../db/database';
import type { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { createEventBus } from './bus/create-bus';
import type { EventBus, Subscription, SubscriptionSpec } from './bus/event-bus';
import { OutboxRelay } from './outbox/outbox';
import type { SqlClient, TransactionRunner } from './outbox/sql-client';
import { createLogger, type Logger } from './logger';
import { createMetrics, type ServiceMetrics } from './koa/metrics';
import { createServiceApp, type ServiceApp } from './koa/service-app';
import { answerMalformedRequests } from './koa/malformed-requests';
import { RateLimits } from './koa/rate-limit';
import { closeServer, onShutdownSignal } from './lifecycle';

/** What a generated Prisma client offers that the runtime needs. */
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
}

export interface RuntimeOptions<P extends PrismaLike> {
  service: string;
  config: RuntimeConfig;
  migrationsDir: string;
  createPrisma: (adapter: PrismaPg) => P;
  /** A bus shared with other services in this process (embedded mode); else one is made from config. */
  bus?: EventBus;
  logger?: Logger;
  /** Keep embedded data in memory (tests). */
  inMemory?: boolean;
}

/**
 * The parts every service runs: its database (migrated), the bus, the outbox relay, the Koa app with
 * health, readiness and metrics, and an ordered shutdown. A service adds routes and subscriptions.
 */
export class ServiceRuntime<P extends PrismaLike> {
  readonly relay: OutboxRelay;
  readonly serviceApp: ServiceApp;
  /** Request limits shared by every replica (PostgreSQL), or kept in memory by the embedded product. */
  readonly rateLimits: RateLimits;
  /** A small pool of its own for the limiter's counters, so a burst of limited requests never waits on the domain pool. */
  private readonly limitsPool?: pg.Pool;
  private readonly subscriptions: Subscription[] = [];
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
  ) {
    this.relay = new OutboxRelay({ db: prisma, bus, logger: logger.child({ component: 'outbox-relay' }) });
    if (database.mode === 'postgres') {
      this.limitsPool = new pg.Pool({ ...database.connection, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
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
        { name: 'bus', check: () => bus.isHealthy() },
      ],
    });
    metrics.gauge('outbox_backlog_events', 'Committed events not yet published', () => this.relay.backlog());
    metrics.gauge('consumer_lag_events', 'Events on subscribed topics not yet applied', async () => {
      const lags = await Promise.all(this.subscriptions.map((s) => s.lag()));
      return lags.reduce((a, b) => a + b, 0);
    });
  }

  static async start<P extends PrismaLike>(options: RuntimeOptions<P>): Promise<ServiceRuntime<P>> {
    const logger = options.logger ?? createLogger({ service: options.service, level: options.config.LOG_LEVEL });
    const database = await openDatabase({
      service: options.service,
      databaseUrl: options.config.DATABASE_URL,
      dataDir: options.config.DATA_DIR,
      migrationsDir: options.migrationsDir,
      logger,
      inMemory: options.inMemory,
    });
    const prisma = options.createPrisma(database.adapter);
    let bus = options.bus;
    try {
      bus ??= await createEventBus({ service: options.service, brokers: options.config.KAFKA_BROKERS, logger });
    } catch (error) {
      await prisma.$disconnect();
      await database.close();
      throw error;
    }
    return new ServiceRuntime(options.service, options.config, logger, database, prisma, bus, !options.bus, createMetrics(options.service));
  }

  get app(): Koa {
    return this.serviceApp.app;
  }

  async subscribe(spec: SubscriptionSpec): Promise<void> {
    this.subscriptions.push(await this.bus.subscribe(spec));
  }

  startRelay(): void {
    this.relay.start();
  }

  /** Long-lived responses to end as shutdown starts (server-sent event streams), so the server can close at once. */
  onDraining(hook: () => void): void {
    this.drainHooks.push(hook);
  }

  /** Work of the service's own to end on shutdown (timers, caches), run before the database closes. */
  onStop(hook: () => void | Promise<void>): void {
    this.stopHooks.push(hook);
  }

  /** Listens on the configured port (the production shape); embedded mode mounts `app.callback()` instead. */
  async listen(): Promise<Server> {
    const server = createServer(this.app.callback());
    answerMalformedRequests(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.PORT, this.config.HOST, () => resolve());
    });
    this.server = server;
    const address = server.address();
    this.logger.info({ port: typeof address === 'object' && address ? address.port : this.config.PORT }, 'listening');
    return server;
  }

  /**
   * Graceful stop: /readyz turns 503, the server stops taking requests and finishes those in flight,
   * consumers stop after the event in hand, the relay drains the outbox, then the pool and database close.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      const timeout = this.config.SHUTDOWN_TIMEOUT_MS;
      this.serviceApp.markShuttingDown();
      for (const hook of this.drainHooks) {
        try {
          hook();
        } catch (err) {
          this.logger.warn({ err }, 'draining hook failed');
        }
      }
      if (this.server) await closeServer(this.server, timeout);
      await Promise.all(this.subscriptions.map((s) => s.stop().catch((err) => this.logger.warn({ err }, 'consumer stop failed'))));
      await this.relay.stop(Math.min(timeout, 5000));
      if (this.ownsBus) await this.bus.close().catch((err) => this.logger.warn({ err }, 'bus close failed'));
      for (const hook of this.stopHooks) await Promise.resolve(hook()).catch((err) => this.logger.warn({ err }, 'stop hook failed'));
      await this.limitsPool?.end().catch((err: unknown) => this.logger.warn({ err }, 'rate limit pool close failed'));
      await this.prisma.$disconnect();
      await this.database.close();
    })();
    return this.stopped;
  }
}

/** What each service's `startXService(options)` accepts. */
export interface ServiceStartOptions<C> {
  config?: C;
  env?: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  now?: () => Date;
  inMemory?: boolean;
  /** Defer the outbox relay until every service of the process has subscribed (embedded mode). */
  deferRelay?: boolean;
}

/**
 * A service's process entry (`src/main.ts`): start, listen, stop gracefully on SIGINT/SIGTERM, and
 * exit 1 with the reason (a configuration error lists every problem) when start fails.
 */
export function runServiceMain<S extends ServiceRuntime<PrismaLike>>(start: () => Promise<S>, onListening?: (service: S) => void): void {
  start()
    .then(async (service) => {
      await service.listen();
      onListening?.(service);
      onShutdownSignal(service.logger, () => service.stop());
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/**
 * A one-off task against a service's database (seed entries): opens and migrates it, runs the task,
 * closes everything, and sets a failing exit code on error.
 */
export function runDatabaseTask<P extends PrismaLike>(
  options: { service: string; config: RuntimeConfig; migrationsDir: string; createPrisma: (adapter: PrismaPg) => P },
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
    });
    const prisma = options.createPrisma(database.adapter);
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
