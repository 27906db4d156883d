// Seed entry (`npm run seed`): svc-booking owns no reference data; this applies pending migrations
// so a fresh database is ready before the service takes traffic, and reports what it holds.
import { runDatabaseTask } from '@vip/platform/runtime';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

runDatabaseTask(
  { service: 'svc-booking', config: loadConfig(), migrationsDir: MIGRATIONS_DIR, createPrisma },
  async (prisma, logger) => {
    logger.info({ bookings: await prisma.booking.count() }, 'svc-booking database ready');
  },
);
