// Seed entry (`npm run seed`): creates or updates the admin account from ADMIN_EMAIL/ADMIN_PASSWORD.
import { createLogger } from '@vip/contracts/server';
import { openDatabase } from '@vip/contracts/db';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { StaffRepository } from './auth/staff.repository';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'svc-ops', level: config.LOG_LEVEL });
  const database = await openDatabase({ service: 'svc-ops', databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir: MIGRATIONS_DIR, logger });
  const prisma = createPrisma(database.adapter);
  try {
    const admin = await bootstrapAdmin(new StaffRepository(prisma), {
      email: config.ADMIN_EMAIL,
      name: config.ADMIN_NAME,
      password: config.ADMIN_PASSWORD,
      embedded: false,
      logger,
    });
    if (!admin) throw new Error('Set ADMIN_PASSWORD to create the admin account');
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
