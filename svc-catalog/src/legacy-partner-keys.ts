// Legacy partner keys (`npm run legacy-partner-keys -w @vip/svc-catalog -- <command>`), made by this service's old
// command-line tool before partner accounts moved to svc-ops. New keys are issued in the back office or with
// `npm run partner-key -w @vip/svc-ops`; the old ones keep reading the catalog until revoked here:
//   list              prefixes, names, limits, last use
//   revoke <prefix>
import { runDatabaseTask } from '@vip/platform/runtime';
import { loadConfig } from './config';
import { LegacyPartnerKeysRepository } from './partner/partner-keys.repository';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

const [command, arg] = process.argv.slice(2);

runDatabaseTask(
  { service: 'svc-catalog', config: loadConfig(), migrationsDir: MIGRATIONS_DIR, createPrisma },
  async (prisma) => {
    const keys = new LegacyPartnerKeysRepository(prisma);
    if (command === 'list') {
      console.table(await keys.list());
    } else if (command === 'revoke' && arg) {
      const { count } = await keys.revoke(arg);
      process.stdout.write(count ? `Revoked ${arg}\n` : `No active key with prefix ${arg}\n`);
    } else {
      throw new Error(
        'usage: legacy-partner-keys list | revoke <prefix>  (new keys: the back office, or npm run partner-key -w @vip/svc-ops)',
      );
    }
  },
);
