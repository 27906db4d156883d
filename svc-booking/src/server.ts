import { join } from 'node:path';
import { ServiceRuntime, type ServiceStartOptions } from '@vip/contracts/server';
import { buildBookingApp } from './app';
import { loadConfig, type BookingConfig } from './config';
import { createPrisma, type BookingPrisma } from './prisma';

export type StartOptions = ServiceStartOptions<BookingConfig>;

export type BookingService = ServiceRuntime<BookingPrisma>;

export const MIGRATIONS_DIR = join(__dirname, '..', 'prisma', 'migrations');

/** Starts svc-booking without listening: database, bus, relay, routes. */
export async function startBookingService(options: StartOptions = {}): Promise<BookingService> {
  const config = options.config ?? loadConfig(options.env);
  const runtime = await ServiceRuntime.start({
    service: 'svc-booking',
    config,
    migrationsDir: MIGRATIONS_DIR,
    createPrisma,
    bus: options.bus,
    logger: options.logger,
    inMemory: options.inMemory,
  });
  buildBookingApp({
    app: runtime.app,
    prisma: runtime.prisma,
    config,
    now: options.now ?? (() => new Date()),
    onEventsCommitted: () => runtime.relay.nudge(),
  });
  if (!options.deferRelay) runtime.startRelay();
  return runtime;
}
