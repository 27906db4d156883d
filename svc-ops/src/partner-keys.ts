// Partner API keys from the command line (`npm run partner-key -w @vip/svc-ops -- <command>`), through the same
// service as the back office, with the service's DATABASE_URL:
//   create "<company name>" [per-minute] [--live]   the partner is made when none has that name; prints the key once
//   list                                            prefixes, modes, states, limits, partners
//   revoke <prefix>
// The key's event leaves through the outbox: svc-catalog and svc-booking accept it once svc-ops has published it.
import { runDatabaseTask } from '@vip/platform/runtime';
import { StaffAuditRepository } from './audit/staff-audit.repository';
import { StaffAuditLog } from './audit/staff-audit.service';
import { loadConfig } from './config';
import { runPartnerKeyCommand } from './partners/partner-key.command';
import { partnersService } from './partners/partners.module';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

const config = loadConfig();
runDatabaseTask({ service: 'svc-ops', config, migrationsDir: MIGRATIONS_DIR, createPrisma }, async (prisma) => {
  const partners = partnersService({
    prisma,
    audit: new StaffAuditLog(new StaffAuditRepository(prisma)),
    now: () => new Date(),
    onEventsCommitted: () => undefined,
    allowPrivateWebhookTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  });
  await runPartnerKeyCommand(process.argv.slice(2), partners, (line) => process.stdout.write(`${line}\n`));
});
