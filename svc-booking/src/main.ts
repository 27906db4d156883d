import { onShutdownSignal } from '@vip/contracts/server';
import { startBookingService } from './server';

async function main(): Promise<void> {
  const service = await startBookingService();
  await service.listen();
  onShutdownSignal(service.logger, () => service.stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
