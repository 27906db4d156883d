import { appendToOutbox } from '@vip/platform/outbox';
import {
  CATALOG_MESSAGES,
  type AdminAirport,
  type AdminAirportCreate,
  type AdminAirportListQuery,
  type AdminAirportPage,
  type AdminAirportUpdate,
  type CatalogActor,
} from '@vip/contracts/schemas';
import type { Region } from '@vip/contracts/vocabulary';
import { changedFields, type CatalogAuditRepository } from '../audit/catalog-audit.repository';
import { airportChanged } from '../catalog-cache/catalog.events';
import { catalogErrors } from '../errors';
import type { AirportRow, AirportsAdminRepository } from './airports-admin.repository';

const EDITABLE = [
  'icao',
  'name',
  'city',
  'country',
  'countryCode',
  'region',
  'timeZone',
  'latitude',
  'longitude',
  'active',
] as const;

export interface CatalogWriteDeps {
  audit: CatalogAuditRepository;
  now: () => Date;
  /** After a commit: this replica reloads at once, the relay publishes the events. */
  afterCommit: () => void;
}

function toAdminAirport(row: AirportRow, counts?: { all: number; active: number }): AdminAirport {
  return {
    id: row.id,
    code: row.code,
    icao: row.icao,
    name: row.name,
    city: row.city,
    country: row.country,
    countryCode: row.countryCode,
    region: row.region as Region,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    serviceCount: counts?.all ?? 0,
    activeServiceCount: counts?.active ?? 0,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const notFound = () => catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
export const changed = () => catalogErrors.create('CATALOG_CHANGED', CATALOG_MESSAGES.changed);

/** Airports as the catalog team opens, edits and retires them; each change audited and announced. */
export class AirportsAdminService {
  constructor(
    private readonly airports: AirportsAdminRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async list(query: AdminAirportListQuery): Promise<AdminAirportPage> {
    const { total, rows } = await this.airports.page(query, query.page, query.pageSize);
    const counts = await this.airports.serviceCounts(rows.map((r) => r.id));
    return {
      items: rows.map((r) => toAdminAirport(r, counts.get(r.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(code: string): Promise<AdminAirport> {
    const row = await this.airports.find(code);
    if (!row) throw notFound();
    return toAdminAirport(row, (await this.airports.serviceCounts([row.id])).get(row.id));
  }

  async create(input: AdminAirportCreate, actor: CatalogActor): Promise<AdminAirport> {
    const at = this.deps.now();
    const row = await this.airports.inTransaction(async (tx) => {
      if (await this.airports.find(input.code, tx))
        throw catalogErrors.create('AIRPORT_EXISTS', CATALOG_MESSAGES.airportExists, {
          fieldErrors: { code: [CATALOG_MESSAGES.airportExists] },
          formErrors: [],
        });
      const created = await this.airports.create(tx, { ...input, retiredAt: input.active ? null : at });
      await this.deps.audit.record(tx, actor, at, [
        {
          action: 'airport.created',
          entityType: 'airport',
          entityId: created.code,
          before: null,
          after: { ...input },
        },
      ]);
      await appendToOutbox(tx, [airportChanged(created, at)]);
      return created;
    });
    this.deps.afterCommit();
    return toAdminAirport(row);
  }

  async update(code: string, change: AdminAirportUpdate, actor: CatalogActor): Promise<AdminAirport> {
    const at = this.deps.now();
    const row = await this.airports.inTransaction(async (tx) => {
      const before = await this.airports.find(code, tx);
      if (!before) throw notFound();
      if (before.version !== change.version) throw changed();
      const { version, ...fields } = change;
      const retiring = fields.active === false && before.active;
      const opening = fields.active === true && !before.active;
      const after = await this.airports.updateVersioned(tx, before.id, version, {
        ...fields,
        ...(retiring ? { retiredAt: at } : opening ? { retiredAt: null } : {}),
      });
      if (!after) throw changed();
      const diff = changedFields(before, after, EDITABLE);
      if (diff)
        await this.deps.audit.record(tx, actor, at, [
          {
            action: retiring ? 'airport.retired' : opening ? 'airport.activated' : 'airport.updated',
            entityType: 'airport',
            entityId: after.code,
            ...diff,
          },
        ]);
      await appendToOutbox(tx, [airportChanged(after, at)]);
      return after;
    });
    this.deps.afterCommit();
    return toAdminAirport(row, (await this.airports.serviceCounts([row.id])).get(row.id));
  }
}
