import type Koa from 'koa';
import type { Middleware } from 'koa';
import { BRAND } from '@vip/contracts/brand';
import { mountRouters, type RateLimits } from '@vip/platform/koa';
import type { AirportDirectory } from './airports/airport-directory';
import { airportsRoutes } from './airports/airports.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { partnerRoutes } from './partner/partner.routes';
import type { CatalogPrisma } from './prisma';
import { PromoCodesRepository } from './promo-codes/promo-codes.repository';
import { internalPromoCodesRoutes, promoCodesRoutes } from './promo-codes/promo-codes.routes';
import { PromoCodesService } from './promo-codes/promo-codes.service';
import { mediaRoutes } from './services/media.routes';
import type { ServiceCatalog } from './services/service-catalog';
import { servicesRoutes } from './services/services.routes';
import { ServicesService } from './services/services.service';

export interface CatalogAppDeps {
  /** The base app with the shared middleware (from the runtime). */
  app: Koa;
  prisma: CatalogPrisma;
  directory: AirportDirectory;
  serviceCatalog: ServiceCatalog;
  now: () => Date;
  rateLimits: RateLimits;
  /** INTERNAL_API_TOKEN: unset, the internal routes answer 404. */
  serviceToken?: string;
  /** Promo code tries per client address per minute. */
  promoCodesPerMinute?: number;
  /** The partner key check (partnerKeyGuard over this service's copy of the keys, and legacy keys). */
  partnerKeys: Middleware;
  /** The merged partner document's text (tests may give another). */
  partnerDocument?: () => string;
}

/** Mounts svc-catalog's routes; no listening here. */
export function buildCatalogApp({
  app,
  prisma,
  directory,
  serviceCatalog,
  now,
  rateLimits,
  serviceToken,
  promoCodesPerMinute = 30,
  partnerKeys,
  partnerDocument,
}: CatalogAppDeps): Koa {
  const services = new ServicesService(serviceCatalog, now);
  const promos = new PromoCodesService(new PromoCodesRepository(prisma), now);
  const routers = [
    airportsRoutes(directory),
    mediaRoutes(),
    servicesRoutes(services),
    promoCodesRoutes(promos, rateLimits, promoCodesPerMinute),
    internalPromoCodesRoutes(promos, { token: serviceToken }),
    openApiRoutes(partnerDocument),
    partnerRoutes({ directory, services, partnerKeys, now }),
  ];
  mountRouters(app, routers, {
    documents: {
      name: 'catalog',
      info: {
        title: `${BRAND.productName} catalog API`,
        version: '1.0.0',
        description:
          'Airports, VIP airport services and their prices. The public endpoints serve the web site; partners use /api/partner/v1 with an API key. Money is in US dollars; dates and times are local to the airport.',
        contact: { email: BRAND.supportEmail },
      },
    },
  });
  return app;
}
