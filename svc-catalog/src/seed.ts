// Seed entry (`npm run seed`): loads the catalog reference data into an empty database.
import { runDatabaseTask } from '@vip/platform/runtime';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';
import { seedCatalogIfEmpty } from './seed/catalog.seed';

runDatabaseTask(
  { service: 'svc-catalog', config: loadConfig(), migrationsDir: MIGRATIONS_DIR, createPrisma },
  seedCatalogIfEmpty,
);
