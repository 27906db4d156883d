// Seed entry (`npm run seed`): svc-booking owns no reference data; this applies pending migrations
// so a fresh database is ready before the service takes traffic, and reports what it holds.
import { createLogger } from '@vip/contracts/server';
import { openDatabase } from '@vip/contracts/db';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'svc-booking', level: config.LOG_LEVEL });
  const database = await openDatabase({ service: 'svc-booking', databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir: MIGRATIONS_DIR, logger });
  const prisma = createPrisma(database.adapter);
  try {
    logger.info({ bookings: await prisma.booking.count() }, 'svc-booking database ready');
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
