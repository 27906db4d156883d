// Seed entry (`npm run seed`): loads the catalog reference data into an empty database.
import { createLogger } from '@vip/contracts/server';
import { openDatabase } from '@vip/contracts/db';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';
import { seedCatalogIfEmpty } from './seed/catalog.seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'svc-catalog', level: config.LOG_LEVEL });
  const database = await openDatabase({ service: 'svc-catalog', databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir: MIGRATIONS_DIR, logger });
  const prisma = createPrisma(database.adapter);
  try {
    await seedCatalogIfEmpty(prisma, logger);
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
