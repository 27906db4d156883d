import {
  CATALOG_MESSAGES,
  type CatalogActor,
  type PriceVersionCreate,
  type ServicePrices,
} from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import type { CatalogWriteDeps } from '../airports/airports-admin.service';
import { pricesChanged } from '../catalog-cache/catalog.events';
import { catalogErrors } from '../errors';
import { startOfLocalDay } from '../services/price-schedule';
import { amountsInDollars, amountsOf, describeVersions, inForceBefore, localToday } from './price-versions';
import type { PricesRepository } from './prices.repository';

const serviceNotFound = () => catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');

/**
 * Prices as versions: a change is a new version from a date (local to the airport, today at the earliest); one that
 * has not started can be cancelled; nothing is overwritten, so the versions are the history.
 */
export class PricesService {
  constructor(
    private readonly prices: PricesRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async list(serviceId: number): Promise<ServicePrices> {
    const service = await this.prices.service(serviceId);
    if (!service) throw serviceNotFound();
    return this.describe(service, await this.prices.versions(serviceId));
  }

  async schedule(serviceId: number, input: PriceVersionCreate, actor: CatalogActor): Promise<ServicePrices> {
    const at = this.deps.now();
    const result = await this.prices.inTransaction(async (tx) => {
      const service = await this.prices.service(serviceId, tx);
      if (!service) throw serviceNotFound();
      await this.prices.lockService(tx, serviceId);
      const { timeZone, code } = service.airport;
      if (input.effectiveFrom < localToday(timeZone, at))
        throw catalogErrors.create('CATALOG_RULE_BROKEN', CATALOG_MESSAGES.effectiveFromPast, {
          fieldErrors: { effectiveFrom: [CATALOG_MESSAGES.effectiveFromPast] },
          formErrors: [],
        });
      const before = await this.prices.versions(serviceId, tx);
      const amounts = amountsOf(input, inForceBefore(before, input.effectiveFrom, timeZone));
      const created = await this.prices.create(tx, {
        serviceId,
        effectiveFrom: new Date(`${input.effectiveFrom}T00:00:00Z`),
        ...amounts,
        createdAt: at,
        createdById: actor.id,
        createdByName: actor.name,
      });
      await this.deps.audit.record(tx, actor, at, [
        {
          action: 'price.scheduled',
          entityType: 'price-version',
          entityId: String(created.id),
          before: null,
          after: { serviceId, effectiveFrom: input.effectiveFrom, ...amountsInDollars(amounts) },
        },
      ]);
      await appendToOutbox(tx, [
        pricesChanged(
          code,
          {
            priceVersions: [
              {
                serviceId,
                versionId: created.id,
                effectiveFrom: input.effectiveFrom,
                change: 'scheduled',
                basePriceCents: amounts.basePriceCents,
              },
            ],
          },
          at,
        ),
      ]);
      return this.describe(service, await this.prices.versions(serviceId, tx));
    });
    this.deps.afterCommit();
    return result;
  }

  async cancel(serviceId: number, versionId: number, actor: CatalogActor): Promise<ServicePrices> {
    const at = this.deps.now();
    const result = await this.prices.inTransaction(async (tx) => {
      const service = await this.prices.service(serviceId, tx);
      if (!service) throw serviceNotFound();
      await this.prices.lockService(tx, serviceId);
      const version = await this.prices.find(tx, versionId);
      if (!version || version.serviceId !== serviceId)
        throw catalogErrors.create('PRICE_VERSION_NOT_FOUND', 'Price version not found');
      if (version.cancelledAt) throw catalogErrors.create('PRICE_VERSION_CANCELLED', CATALOG_MESSAGES.priceCancelled);
      const effectiveFrom = version.effectiveFrom.toISOString().slice(0, 10);
      if (startOfLocalDay(effectiveFrom, service.airport.timeZone) <= at)
        throw catalogErrors.create('PRICE_VERSION_STARTED', CATALOG_MESSAGES.priceStarted);
      await this.prices.cancel(tx, versionId, at, actor);
      await this.deps.audit.record(tx, actor, at, [
        {
          action: 'price.cancelled',
          entityType: 'price-version',
          entityId: String(versionId),
          before: { serviceId, effectiveFrom, ...amountsInDollars(version), state: 'scheduled' },
          after: { state: 'cancelled' },
        },
      ]);
      await appendToOutbox(tx, [
        pricesChanged(
          service.airport.code,
          {
            priceVersions: [
              {
                serviceId,
                versionId,
                effectiveFrom,
                change: 'cancelled',
                basePriceCents: version.basePriceCents,
              },
            ],
          },
          at,
        ),
      ]);
      return this.describe(service, await this.prices.versions(serviceId, tx));
    });
    this.deps.afterCommit();
    return result;
  }

  private describe(
    service: { id: number; airport: { code: string; timeZone: string } },
    rows: Awaited<ReturnType<PricesRepository['versions']>>,
  ): ServicePrices {
    const now = this.deps.now();
    const versions = describeVersions(rows, service.airport.timeZone, now);
    return {
      serviceId: service.id,
      airportCode: service.airport.code,
      timeZone: service.airport.timeZone,
      today: localToday(service.airport.timeZone, now),
      current: versions.find((v) => v.state === 'current') ?? null,
      versions,
    };
  }
}
