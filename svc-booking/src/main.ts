import { runServiceMain } from '@vip/contracts/server';
import { startBookingService } from './server';

runServiceMain(() => startBookingService());
