import { join } from 'node:path';
import { partnerKeyGuard, validationClock } from '@vip/platform/koa';
import { PartnerCopies, partnerCopiesSubscription } from '@vip/platform/partners';
import { CurrencyRateCopies, currencyRatesSubscription } from '@vip/platform/currency-rates';
import { LegacyPartnerKeysRepository } from './partner/partner-keys.repository';
import { ServiceRuntime, type ServiceStartOptions } from '@vip/platform/runtime';
import type { JWTVerifyGetKey } from 'jose';
import { AirportDirectory } from './airports/airport-directory';
import { AirportsRepository } from './airports/airports.repository';
import { AllotmentIndex } from './allotments/allotment-index';
import { AllotmentIndexKeeper } from './allotments/allotment-index.keeper';
import { allotmentIndexSubscription } from './allotments/allotment-index.subscription';
import { AllotmentsRepository } from './allotments/allotments.repository';
import { allotmentsSubscription } from './allotments/allotments.subscription';
import { buildCatalogApp, type CatalogRouters } from './app';
import { CatalogAuditRepository } from './audit/catalog-audit.repository';
import { CatalogCache } from './catalog-cache/catalog-cache';
import { catalogCacheSubscription } from './catalog-cache/catalog-cache.subscription';
import { CatalogImportRepository } from './import/catalog-import.repository';
import { CatalogImportService } from './import/catalog-import.service';
import { ServiceCatalog } from './services/service-catalog';
import { ServicesRepository } from './services/services.repository';
import { loadConfig, type CatalogConfig } from './config';
import { createPrisma, type CatalogPrisma } from './prisma';
import { seedCatalogIfEmpty } from './seed/catalog.seed';
import { staffTokenVerifier } from './staff/staff-token.guard';

export type StartOptions = ServiceStartOptions<CatalogConfig> & {
  /** Tests: staff token keys of their own rather than svc-ops' JWKS. */
  staffKeys?: JWTVerifyGetKey;
};

export type CatalogService = ServiceRuntime<CatalogPrisma> & {
  cache: CatalogCache;
  /** This replica's allotments in memory: `refresh()` reads the database copy again. */
  allotments: AllotmentIndexKeeper;
  routers: CatalogRouters;
};

/** The consumer group keeping this service's copy of partners and keys (svc-ops' partner events). */
export const PARTNERS_CONSUMER = 'svc-catalog.partners';

/** The consumer group keeping this service's copy of svc-ops' currency rates. */
export const CURRENCY_RATES_CONSUMER = 'svc-catalog.currency-rates';

export const MIGRATIONS_DIR = join(__dirname, '..', 'prisma', 'migrations');

/**
 * Starts svc-catalog without listening: database, seed data, cache, bus, the partner and allotment copies' consumers,
 * relay, routes.
 */
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
    const now = options.now ?? (() => new Date());
    const audit = new CatalogAuditRepository(runtime.prisma);
    // The read side lives in memory (see ServiceCatalog, AirportDirectory), reloaded when the catalog changes.
    const serviceCatalog = new ServiceCatalog(new ServicesRepository(runtime.prisma), now, runtime.logger);
    const directory = new AirportDirectory(new AirportsRepository(runtime.prisma));
    const cache = new CatalogCache(
      serviceCatalog,
      directory,
      now,
      {
        safetyRefreshMs: config.DIRECTORY_REFRESH_SECONDS * 1000,
      },
      runtime.logger,
    );
    const afterCommit = () => {
      runtime.relay.nudge();
      cache.refresh().catch((err) => runtime.logger.warn({ err }, 'catalog refresh after a change failed'));
    };
    const importRepository = new CatalogImportRepository(runtime.prisma);
    const imports = new CatalogImportService(importRepository, { audit, now, afterCommit });
    await seedCatalogIfEmpty(imports, () => importRepository.isEmpty(), runtime.logger, config.CATALOG_SEED_FILE);
    await cache.load();
    cache.start();
    runtime.onStop(() => cache.stop());
    await runtime.subscribe(
      catalogCacheSubscription(cache, {
        replicaId: config.CATALOG_REPLICA_ID,
        local: runtime.bus.kind === 'local',
        logger: runtime.logger,
      }),
    );
    runtime.app.use(validationClock(now));
    const copies = new PartnerCopies(runtime.prisma);
    const legacy = new LegacyPartnerKeysRepository(runtime.prisma);
    const partnerKeys = partnerKeyGuard({
      find: async (keyHash) => (await copies.findKey(keyHash)) ?? (await legacy.findByHash(keyHash)),
      limits: runtime.rateLimits,
      now: () => now().getTime(),
      onUse: (keyId, at) => legacy.touch(keyId, at),
    });
    const allotments = new AllotmentsRepository(runtime.prisma);
    // Read in memory by every search; the database copy is what a starting replica loads.
    const allotmentIndex = new AllotmentIndex();
    const allotmentKeeper = new AllotmentIndexKeeper(allotmentIndex, allotments, now, runtime.logger);
    await allotmentKeeper.refresh();
    allotmentKeeper.start(config.DIRECTORY_REFRESH_SECONDS * 1000);
    runtime.onStop(() => allotmentKeeper.stop());
    const routers = buildCatalogApp({
      app: runtime.app,
      prisma: runtime.prisma,
      directory,
      serviceCatalog,
      imports,
      audit,
      allotmentIndex,
      currencyRates: new CurrencyRateCopies(runtime.prisma),
      now,
      rateLimits: runtime.rateLimits,
      verifyStaffToken: staffTokenVerifier({ jwksUrl: config.STAFF_JWKS_URL, now, keys: options.staffKeys }),
      afterCommit,
      identity: runtime.identity,
      promoCodesPerMinute: config.PROMO_CODE_LIMIT_PER_MINUTE,
      partnerKeys,
      publicOrigin: config.PUBLIC_ORIGIN,
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
    await runtime.subscribe(allotmentsSubscription(runtime.prisma, allotments, runtime.logger));
    await runtime.subscribe(
      allotmentIndexSubscription(allotmentIndex, {
        replicaId: config.CATALOG_REPLICA_ID,
        local: runtime.bus.kind === 'local',
      }),
    );
    await runtime.subscribe(
      currencyRatesSubscription({ group: CURRENCY_RATES_CONSUMER, db: runtime.prisma, logger: runtime.logger }),
    );
    if (!options.deferRelay) runtime.startRelay();
    return Object.assign(runtime, { cache, routers, allotments: allotmentKeeper });
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}
