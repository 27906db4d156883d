// Seed entry (`npm run seed`): loads the catalog reference data into an empty database, as an import.
import { runDatabaseTask } from '@vip/platform/runtime';
import { CatalogAuditRepository } from './audit/catalog-audit.repository';
import { loadConfig } from './config';
import { CatalogImportRepository } from './import/catalog-import.repository';
import { CatalogImportService } from './import/catalog-import.service';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';
import { seedCatalogIfEmpty } from './seed/catalog.seed';

const config = loadConfig();

runDatabaseTask(
  { service: 'svc-catalog', config, migrationsDir: MIGRATIONS_DIR, createPrisma },
  async (prisma, logger) => {
    const repository = new CatalogImportRepository(prisma);
    // No replica is reloaded from here: each hears the import's events (or reloads on its timer).
    const imports = new CatalogImportService(repository, {
      audit: new CatalogAuditRepository(prisma),
      now: () => new Date(),
      afterCommit: () => undefined,
    });
    await seedCatalogIfEmpty(imports, () => repository.isEmpty(), logger, config.CATALOG_SEED_FILE);
  },
);
