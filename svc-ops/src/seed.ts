// `npm run seed`: only what is missing, so staff edits survive.
import { runDatabaseTask } from '@vip/platform/runtime';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { StaffRepository } from './auth/staff.repository';
import { StaffAuditRepository } from './audit/staff-audit.repository';
import { StaffAuditLog } from './audit/staff-audit.service';
import { loadConfig } from './config';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';
import { seedSuppliers } from './suppliers/suppliers.seed';
import { passwordParams } from './auth/password';

const config = loadConfig();
runDatabaseTask({ service: 'svc-ops', config, migrationsDir: MIGRATIONS_DIR, createPrisma }, async (prisma, logger) => {
  await seedSuppliers(prisma, logger);
  const admin = await bootstrapAdmin(new StaffRepository(prisma), {
    email: config.ADMIN_EMAIL,
    name: config.ADMIN_NAME,
    password: config.ADMIN_PASSWORD,
    reset: config.ADMIN_PASSWORD_RESET,
    embedded: false,
    logger,
    passwordParams: passwordParams(config.STAFF_PASSWORD_SCRYPT_COST),
    audit: new StaffAuditLog(new StaffAuditRepository(prisma)),
  });
  if (!admin) throw new Error('Set ADMIN_PASSWORD to create the admin account');
});
