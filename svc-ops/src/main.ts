import { onShutdownSignal } from '@vip/contracts/server';
import { startOpsService } from './server';

async function main(): Promise<void> {
  const service = await startOpsService();
  await service.listen();
  if (service.admin?.generatedPassword) {
    // Shown once on the terminal of whoever started the embedded service; never logged.
    process.stdout.write(`\nStaff login: ${service.admin.email} / ${service.admin.generatedPassword}\n\n`);
  }
  onShutdownSignal(service.logger, () => service.stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
