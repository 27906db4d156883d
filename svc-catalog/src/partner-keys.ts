// Partner API keys (`npm run partner-key -w @vip/svc-catalog -- <command>`):
//   create "<partner name>" [requests-per-minute]   prints the new key once; only its hash is stored
//   list                                            prefixes, names, limits, last use
//   revoke <prefix>
import { runDatabaseTask } from '@vip/platform/runtime';
import { loadConfig } from './config';
import { PartnerKeysRepository } from './partner/partner-keys.repository';
import { createPrisma } from './prisma';
import { MIGRATIONS_DIR } from './server';

const [command, arg, rate] = process.argv.slice(2);

runDatabaseTask(
  { service: 'svc-catalog', config: loadConfig(), migrationsDir: MIGRATIONS_DIR, createPrisma },
  async (prisma) => {
    const keys = new PartnerKeysRepository(prisma);
    if (command === 'create' && arg) {
      const { key, prefix } = await keys.create(arg, rate ? Number(rate) : 120);
      process.stdout.write(`Partner key for ${arg} (prefix ${prefix}); store it now, it is not shown again:\n${key}\n`);
    } else if (command === 'list') {
      console.table(await keys.list());
    } else if (command === 'revoke' && arg) {
      const { count } = await keys.revoke(arg);
      process.stdout.write(count ? `Revoked ${arg}\n` : `No active key with prefix ${arg}\n`);
    } else {
      throw new Error('usage: partner-keys create "<name>" [per-minute] | list | revoke <prefix>');
    }
  },
);
