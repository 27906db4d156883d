import { runServiceMain } from '@vip/platform/runtime';
import { startCatalogService } from './server';

runServiceMain(() => startCatalogService());
