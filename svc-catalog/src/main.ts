import { runServiceMain } from '@vip/platform';
import { startCatalogService } from './server';

runServiceMain(() => startCatalogService());
