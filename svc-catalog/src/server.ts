import { join } from 'node:path';
import { partnerKeyGuard, validationClock } from '@vip/platform/koa';
import { PartnerCopies, partnerCopiesSubscription } from '@vip/platform/partners';
import { LegacyPartnerKeysRepository } from './partner/partner-keys.repository';
import { ServiceRuntime, type ServiceStartOptions } from '@vip/platform/runtime';
import { AirportDirectory } from './airports/airport-directory';
import { AirportsRepository } from './airports/airports.repository';
import { buildCatalogApp } from './app';
import { ServiceCatalog } from './services/service-catalog';
import { ServicesRepository } from './services/services.repository';
import { loadConfig, type CatalogConfig } from './config';
import { createPrisma, type CatalogPrisma } from './prisma';
import { seedCatalogIfEmpty } from './seed/catalog.seed';

export type StartOptions = ServiceStartOptions<CatalogConfig>;

export type CatalogService = ServiceRuntime<CatalogPrisma>;

/** The consumer group keeping this service's copy of partners and keys (svc-ops' partner events). */
export const PARTNERS_CONSUMER = 'svc-catalog.partners';

export const MIGRATIONS_DIR = join(__dirname, '..', 'prisma', 'migrations');

/** Starts svc-catalog without listening: database, seed data, bus, the partner copy's consumer, relay, routes. */
export async function startCatalogService(options: StartOptions = {}): Promise<CatalogService> {
  const config = options.config ?? loadConfig(options.env);
  const runtime = await ServiceRuntime.start({
    service: 'svc-catalog',
    config,
    migrationsDir: MIGRATIONS_DIR,
    createPrisma,
    bus: options.bus,
    logger: options.logger,
    inMemory: options.inMemory,
  });
  try {
    await seedCatalogIfEmpty(runtime.prisma, runtime.logger, config.CATALOG_SEED_FILE);
    // The read side lives in memory (see AirportDirectory, ServiceCatalog), reloaded on a timer.
    const directory = new AirportDirectory(new AirportsRepository(runtime.prisma), runtime.logger);
    const serviceCatalog = new ServiceCatalog(new ServicesRepository(runtime.prisma), runtime.logger);
    await Promise.all([directory.load(), serviceCatalog.load()]);
    for (const cache of [directory, serviceCatalog]) {
      cache.startAutoRefresh(config.DIRECTORY_REFRESH_SECONDS * 1000);
      runtime.onStop(() => cache.stop());
    }
    const now = options.now ?? (() => new Date());
    runtime.app.use(validationClock(now));
    const copies = new PartnerCopies(runtime.prisma);
    const legacy = new LegacyPartnerKeysRepository(runtime.prisma);
    const partnerKeys = partnerKeyGuard({
      find: async (keyHash) => (await copies.findKey(keyHash)) ?? (await legacy.findByHash(keyHash)),
      limits: runtime.rateLimits,
      now: () => now().getTime(),
      onUse: (keyId, at) => legacy.touch(keyId, at),
    });
    buildCatalogApp({
      app: runtime.app,
      prisma: runtime.prisma,
      directory,
      serviceCatalog,
      now,
      rateLimits: runtime.rateLimits,
      serviceToken: config.INTERNAL_API_TOKEN,
      promoCodesPerMinute: config.PROMO_CODE_LIMIT_PER_MINUTE,
      partnerKeys,
    });
    await runtime.subscribe(
      partnerCopiesSubscription({
        group: PARTNERS_CONSUMER,
        db: runtime.prisma,
        logger: runtime.logger,
        onChange: () => partnerKeys.forget(),
        revokeOther: (tx, revoked) => legacy.revokeById(tx, revoked.keyId, new Date(revoked.revokedAt)),
      }),
    );
    if (!options.deferRelay) runtime.startRelay();
    return runtime;
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}
