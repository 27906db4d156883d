import type Koa from 'koa';
import type { Middleware } from 'koa';
import { BRAND } from '@vip/contracts/brand';
import { acceptRawBodies, mountRouters, type RateLimits, type ServiceIdentity } from '@vip/platform/koa';
import type { AirportDirectory } from './airports/airport-directory';
import type { AllotmentIndex } from './allotments/allotment-index';
import { InstantConfirmation } from './allotments/instant-confirmation.service';
import { CurrencyRatesService } from './currency-rates/currency-rates.service';
import { currencyRatesRoutes } from './currency-rates/currency-rates.routes';
import type { CurrencyRateCopies } from '@vip/platform/currency-rates';
import { airportsRoutes } from './airports/airports.routes';
import { AirportsAdminRepository } from './airports/airports-admin.repository';
import { airportsAdminRoutes } from './airports/airports-admin.routes';
import { AirportsAdminService, type CatalogWriteDeps } from './airports/airports-admin.service';
import { CatalogAuditRepository } from './audit/catalog-audit.repository';
import { catalogAuditRoutes } from './audit/catalog-audit.routes';
import type { CatalogImportService } from './import/catalog-import.service';
import { catalogImportRoutes } from './import/catalog-import.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { partnerRoutes } from './partner/partner.routes';
import { PorterFeesRepository } from './porter-fees/porter-fees.repository';
import { porterFeesRoutes } from './porter-fees/porter-fees.routes';
import { PorterFeesService } from './porter-fees/porter-fees.service';
import { PricesRepository } from './prices/prices.repository';
import { pricesRoutes } from './prices/prices.routes';
import { PricesService } from './prices/prices.service';
import type { CatalogPrisma } from './prisma';
import { PromoCodesRepository } from './promo-codes/promo-codes.repository';
import { internalPromoCodesRoutes, promoCodesAdminRoutes, promoCodesRoutes } from './promo-codes/promo-codes.routes';
import { PromoCodesAdminService } from './promo-codes/promo-codes-admin.service';
import { PromoCodesService } from './promo-codes/promo-codes.service';
import { mediaRoutes } from './services/media.routes';
import type { ServiceCatalog } from './services/service-catalog';
import { ServicesAdminRepository } from './services/services-admin.repository';
import { servicesAdminRoutes } from './services/services-admin.routes';
import { ServicesAdminService } from './services/services-admin.service';
import { servicesRoutes } from './services/services.routes';
import { ServicesService } from './services/services.service';
import { requireStaffToken, staffRouter, type VerifyStaffToken } from './staff/staff-token.guard';
import type Router from '@koa/router';

export interface CatalogAppDeps {
  /** The base app with the shared middleware (from the runtime). */
  app: Koa;
  prisma: CatalogPrisma;
  directory: AirportDirectory;
  serviceCatalog: ServiceCatalog;
  imports: CatalogImportService;
  audit: CatalogAuditRepository;
  /** svc-booking's allotments as this replica holds them: where a booking made now is confirmed at once. */
  allotmentIndex: AllotmentIndex;
  /** The copy of svc-ops' currency rates: what the public pages convert prices with. */
  currencyRates: CurrencyRateCopies;
  now: () => Date;
  rateLimits: RateLimits;
  /** Checks svc-ops' staff tokens for /api/admin/catalog. */
  verifyStaffToken: VerifyStaffToken;
  /** After a catalog change commits: reload this replica, publish the events. */
  afterCommit: () => void;
  /** Who may call the /internal routes (INTERNAL_ROUTERS); without svc-booking's public key they answer 404. */
  identity: ServiceIdentity;
  /** Promo code tries per client address per minute. */
  promoCodesPerMinute?: number;
  /** The partner key check (partnerKeyGuard over this service's copy of the keys, and legacy keys). */
  partnerKeys: Middleware;
  /** The merged partner document's text (tests may give another). */
  partnerDocument?: () => string;
  /** The public site, for the sitemap's addresses (else the request's origin). */
  publicOrigin?: string;
}

export interface CatalogRouters {
  public: Router[];
  /** Everything under /api/admin/catalog, behind the staff token. */
  staff: Router;
}

/** Mounts svc-catalog's routes; no listening here. */
export function buildCatalogApp({
  app,
  prisma,
  directory,
  serviceCatalog,
  imports,
  audit,
  allotmentIndex,
  currencyRates,
  now,
  rateLimits,
  verifyStaffToken,
  afterCommit,
  identity,
  promoCodesPerMinute = 30,
  partnerKeys,
  partnerDocument,
  publicOrigin,
}: CatalogAppDeps): CatalogRouters {
  const services = new ServicesService(serviceCatalog, now, new InstantConfirmation(allotmentIndex, now));
  const promoCodes = new PromoCodesRepository(prisma);
  const promos = new PromoCodesService(promoCodes, now);
  const writes: CatalogWriteDeps = { audit, now, afterCommit };
  const servicesAdmin = new ServicesAdminService(new ServicesAdminRepository(prisma), writes);
  // A CSV file and an image: read by their routes as bytes (the router's spellings: any case, a trailing slash).
  acceptRawBodies(
    app,
    { method: 'PUT', path: /^\/api\/admin\/catalog\/services\/[^/]+\/image\/?$/i },
    { method: 'POST', path: /^\/api\/admin\/catalog\/import\/?$/i },
  );
  const routers: CatalogRouters = {
    public: [
      airportsRoutes(directory, { publicOrigin }),
      mediaRoutes(servicesAdmin),
      servicesRoutes(services),
      currencyRatesRoutes(new CurrencyRatesService(currencyRates)),
      promoCodesRoutes(promos, rateLimits, promoCodesPerMinute),
      internalPromoCodesRoutes(promos, { identity }),
      openApiRoutes(partnerDocument),
      partnerRoutes({ directory, services, partnerKeys, now }),
    ],
    staff: staffRouter(requireStaffToken(verifyStaffToken), [
      airportsAdminRoutes(new AirportsAdminService(new AirportsAdminRepository(prisma), writes)),
      porterFeesRoutes(new PorterFeesService(new PorterFeesRepository(prisma), writes)),
      servicesAdminRoutes(servicesAdmin),
      pricesRoutes(new PricesService(new PricesRepository(prisma), writes)),
      promoCodesAdminRoutes(new PromoCodesAdminService(promoCodes, writes)),
      catalogAuditRoutes(audit),
      catalogImportRoutes(imports),
    ]),
  };
  mountRouters(app, [...routers.public, routers.staff], {
    documents: {
      name: 'catalog',
      info: {
        title: `${BRAND.productName} catalog API`,
        version: '1.0.0',
        description:
          "Airports, VIP airport services and their prices. The public endpoints serve the web site; partners use /api/partner/v1 with an API key; the catalog team's back office is /api/admin/catalog with a staff token from svc-ops. Money is in US dollars; dates and times are local to the airport.",
        contact: { email: BRAND.supportEmail },
      },
    },
  });
  return routers;
}
