import type Koa from 'koa';
import { AirportsRepository } from './airports/airports.repository';
import { airportsRoutes } from './airports/airports.routes';
import { AirportsService } from './airports/airports.service';
import type { CatalogPrisma } from './prisma';
import { ServicesRepository } from './services/services.repository';
import { servicesRoutes } from './services/services.routes';
import { ServicesService } from './services/services.service';

export interface CatalogAppDeps {
  /** The base app with the shared middleware (from the runtime). */
  app: Koa;
  prisma: CatalogPrisma;
  now: () => Date;
}

/** Mounts svc-catalog's routes; no listening here. */
export function buildCatalogApp({ app, prisma, now }: CatalogAppDeps): Koa {
  const airports = airportsRoutes(new AirportsService(new AirportsRepository(prisma)));
  const services = servicesRoutes(new ServicesService(new ServicesRepository(prisma), now));
  for (const router of [airports, services]) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
