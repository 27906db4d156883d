// Seed entry (`npm run seed`): loads the missing seed suppliers, then creates or updates the admin account from
// ADMIN_EMAIL/ADMIN_PASSWORD.
import { runDatabaseTask } from '@vip/contracts/server';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { StaffRepository } from './auth/staff.repository';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';
import { seedSuppliers } from './suppliers/suppliers.seed';

const config = loadConfig();
runDatabaseTask({ service: 'svc-ops', config, migrationsDir: MIGRATIONS_DIR, createPrisma }, async (prisma, logger) => {
  await seedSuppliers(prisma, logger);
  const admin = await bootstrapAdmin(new StaffRepository(prisma), {
    email: config.ADMIN_EMAIL,
    name: config.ADMIN_NAME,
    password: config.ADMIN_PASSWORD,
    embedded: false,
    logger,
  });
  if (!admin) throw new Error('Set ADMIN_PASSWORD to create the admin account');
});
