import { runServiceMain } from '@vip/contracts/server';
import { startCatalogService } from './server';

runServiceMain(() => startCatalogService());
