import { createHash } from 'node:crypto';
import {
  CATALOG_MESSAGES,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_TYPES,
  SERVICE_INCLUSIONS,
  type AdminService,
  type AdminServiceCreate,
  type AdminServiceListQuery,
  type AdminServicePage,
  type AdminServiceUpdate,
  type CatalogActor,
} from '@vip/contracts/schemas';
import { type ServiceLevel, type ServiceType } from '@vip/contracts/vocabulary';
import { appendToOutbox } from '@vip/platform/outbox';
import { changedFields } from '../audit/catalog-audit.repository';
import { changed, type CatalogWriteDeps } from '../airports/airports-admin.service';
import { pricesChanged, serviceChanged } from '../catalog-cache/catalog.events';
import { catalogErrors } from '../errors';
import { amountsInDollars, amountsOf, describeVersions, localToday } from '../prices/price-versions';
import type { AdminServiceRow, ServicesAdminRepository } from './services-admin.repository';

const EDITABLE = [
  'vendorId',
  'serviceType',
  'serviceLevel',
  'name',
  'description',
  'image',
  'includedTravelers',
  'freeChildrenAllowance',
  'greeterLimit',
  'afterHoursStart',
  'afterHoursEnd',
  'cancellationDeadlineHours',
  'tags',
  'isPopular',
  'isPremium',
  'inclusions',
  'active',
] as const;

const IMAGE_EXTENSIONS: Record<(typeof SERVICE_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const MEDIA_URL_PREFIX = '/api/services/media/';

const notFound = () => catalogErrors.create('SERVICE_NOT_FOUND', 'Service not found');
const ruleBroken = (field: string, message: string) =>
  catalogErrors.create('CATALOG_RULE_BROKEN', message, { fieldErrors: { [field]: [message] }, formErrors: [] });

/** Every known flag, false unless set: stored whole, so a file round trip finds it the same. */
export function fullInclusions(set: Partial<Record<string, boolean>> | readonly string[]): Record<string, boolean> {
  const on = Array.isArray(set) ? new Set(set) : new Set(Object.entries(set).flatMap(([k, v]) => (v ? [k] : [])));
  return Object.fromEntries(SERVICE_INCLUSIONS.map((flag) => [flag, on.has(flag)]));
}

export function toAdminService(row: AdminServiceRow, now: Date): AdminService {
  const versions = describeVersions(row.prices, row.airport.timeZone, now);
  return {
    id: row.id,
    airport: row.airport,
    vendor: row.vendor,
    serviceType: row.serviceType as ServiceType,
    serviceLevel: row.serviceLevel as ServiceLevel,
    name: row.name,
    description: row.description,
    image: row.image,
    includedTravelers: row.includedTravelers,
    freeChildrenAllowance: row.freeChildrenAllowance,
    greeterLimit: row.greeterLimit,
    afterHoursStart: row.afterHoursStart,
    afterHoursEnd: row.afterHoursEnd,
    cancellationDeadlineHours: row.cancellationDeadlineHours,
    tags: row.tags,
    isPopular: row.isPopular,
    isPremium: row.isPremium,
    inclusions: (row.inclusions ?? {}) as Record<string, boolean>,
    active: row.active,
    currentPrice: versions.find((v) => v.state === 'current') ?? null,
    // The earliest one ahead.
    nextPrice: versions.filter((v) => v.state === 'scheduled').at(0) ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const stateOf = (row: AdminServiceRow) => ({
  id: row.id,
  airportCode: row.airport.code,
  serviceType: row.serviceType,
  serviceLevel: row.serviceLevel,
  name: row.name,
  vendorId: row.vendorId,
  active: row.active,
  version: row.version,
});

/** Services as the catalog team adds and changes them; their prices are the prices feature's. */
export class ServicesAdminService {
  constructor(
    private readonly services: ServicesAdminRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async list(query: AdminServiceListQuery): Promise<AdminServicePage> {
    const { total, rows } = await this.services.page(query, query.page, query.pageSize);
    const now = this.deps.now();
    return { items: rows.map((r) => toAdminService(r, now)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AdminService> {
    const row = await this.services.find(id);
    if (!row) throw notFound();
    return toAdminService(row, this.deps.now());
  }

  vendors() {
    return this.services.vendors();
  }

  async create(input: AdminServiceCreate, actor: CatalogActor): Promise<AdminService> {
    const at = this.deps.now();
    const row = await this.services.inTransaction(async (tx) => {
      const airport = await this.services.airport(input.airport, tx);
      if (!airport) throw ruleBroken('airport', 'No such airport');
      if (input.vendorId !== null && !(await this.services.vendorExists(input.vendorId, tx)))
        throw ruleBroken('vendorId', CATALOG_MESSAGES.vendorUnknown);
      if (input.price.effectiveFrom < localToday(airport.timeZone, at))
        throw ruleBroken('price.effectiveFrom', CATALOG_MESSAGES.effectiveFromPast);
      const { airport: _code, price, inclusions, ...fields } = input;
      const created = await this.services.create(tx, {
        ...fields,
        airportId: airport.id,
        inclusions: fullInclusions(inclusions),
      });
      const amounts = amountsOf(price, undefined);
      const version = await this.services.createPrice(tx, {
        serviceId: created.id,
        effectiveFrom: new Date(`${price.effectiveFrom}T00:00:00Z`),
        ...amounts,
        createdAt: at,
        createdById: actor.id,
        createdByName: actor.name,
      });
      const full = (await this.services.find(created.id, tx))!;
      await this.deps.audit.record(tx, actor, at, [
        {
          action: 'service.created',
          entityType: 'service',
          entityId: String(created.id),
          before: null,
          after: { airport: airport.code, ...fields, inclusions: fullInclusions(inclusions) },
        },
        {
          action: 'price.scheduled',
          entityType: 'price-version',
          entityId: String(version.id),
          before: null,
          after: { serviceId: created.id, effectiveFrom: price.effectiveFrom, ...amountsInDollars(amounts) },
        },
      ]);
      await appendToOutbox(tx, [
        serviceChanged(stateOf(full), at),
        pricesChanged(
          airport.code,
          {
            priceVersions: [
              {
                serviceId: created.id,
                versionId: version.id,
                effectiveFrom: price.effectiveFrom,
                change: 'scheduled',
                basePriceCents: amounts.basePriceCents,
              },
            ],
          },
          at,
        ),
      ]);
      return full;
    });
    this.deps.afterCommit();
    return toAdminService(row, at);
  }

  async update(id: number, change: AdminServiceUpdate, actor: CatalogActor): Promise<AdminService> {
    const { version, inclusions, ...fields } = change;
    return this.change(id, version, actor, 'service.updated', async (tx) => {
      if (
        fields.vendorId !== undefined &&
        fields.vendorId !== null &&
        !(await this.services.vendorExists(fields.vendorId, tx))
      )
        throw ruleBroken('vendorId', CATALOG_MESSAGES.vendorUnknown);
      return { ...fields, ...(inclusions ? { inclusions: fullInclusions(inclusions) } : {}) };
    });
  }

  /** The bytes decide the type (never the name or Content-Type sent); stored in the database every replica serves. */
  async setImage(id: number, version: number, bytes: Buffer, actor: CatalogActor): Promise<AdminService> {
    if (bytes.length > SERVICE_IMAGE_MAX_BYTES)
      throw catalogErrors.create('PAYLOAD_TOO_LARGE', CATALOG_MESSAGES.imageTooLarge);
    const { fileTypeFromBuffer } = await import('file-type/core');
    const sniffed = await fileTypeFromBuffer(bytes);
    const type = SERVICE_IMAGE_TYPES.find((t) => t === sniffed?.mime);
    if (!type) throw catalogErrors.create('UNSUPPORTED_MEDIA_TYPE', CATALOG_MESSAGES.imageType);
    const name = `upload-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${IMAGE_EXTENSIONS[type]}`;
    return this.change(id, version, actor, 'service.image-changed', async (tx) => {
      await this.services.saveImage(tx, name, type, bytes);
      return { image: `${MEDIA_URL_PREFIX}${name}` };
    });
  }

  image(name: string) {
    return this.services.image(name);
  }

  private async change(
    id: number,
    version: number,
    actor: CatalogActor,
    action: string,
    prepare: (tx: Parameters<Parameters<ServicesAdminRepository['inTransaction']>[0]>[0]) => Promise<object>,
  ): Promise<AdminService> {
    const at = this.deps.now();
    const row = await this.services.inTransaction(async (tx) => {
      const before = await this.services.find(id, tx);
      if (!before) throw notFound();
      if (before.version !== version) throw changed();
      const data = await prepare(tx);
      const after = await this.services.updateVersioned(tx, id, version, data);
      if (!after) throw changed();
      const diff = changedFields(before, after, EDITABLE);
      if (diff)
        await this.deps.audit.record(tx, actor, at, [{ action, entityType: 'service', entityId: String(id), ...diff }]);
      await appendToOutbox(tx, [serviceChanged(stateOf(after), at)]);
      return after;
    });
    this.deps.afterCommit();
    return toAdminService(row, at);
  }
}
