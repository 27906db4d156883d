import { runServiceMain } from '@vip/platform/runtime';
import { startOpsService } from './server';

runServiceMain(
  () => startOpsService(),
  (service) => {
    if (service.admin?.generatedPassword) {
      // Shown once on the terminal of whoever started the embedded service; never logged.
      process.stdout.write(`\nStaff login: ${service.admin.email} / ${service.admin.generatedPassword}\n\n`);
    }
  },
);
