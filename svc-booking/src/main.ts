import { runServiceMain } from '@vip/platform/runtime';
import { startBookingService } from './server';

runServiceMain(() => startBookingService());
