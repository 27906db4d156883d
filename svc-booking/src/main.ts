import { runServiceMain } from '@vip/platform';
import { startBookingService } from './server';

runServiceMain(() => startBookingService());
