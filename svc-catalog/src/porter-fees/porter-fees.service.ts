import { toCents, toDollars } from '@vip/contracts/money';
import { type CatalogActor, type PorterFee, type PorterFeeUpdate } from '@vip/contracts/schemas';
import { SERVICE_LEVELS, type ServiceLevel } from '@vip/contracts/vocabulary';
import { appendToOutbox } from '@vip/platform/outbox';
import { changed, notFound, type CatalogWriteDeps } from '../airports/airports-admin.service';
import { pricesChanged } from '../catalog-cache/catalog.events';
import type { PorterFeesRepository } from './porter-fees.repository';

interface FeeRow {
  serviceLevel: string;
  feeCents: number;
  version: number;
  updatedAt: Date;
}

const toPorterFee = (airportCode: string, level: ServiceLevel, row?: FeeRow): PorterFee => ({
  airportCode,
  serviceLevel: level,
  fee: toDollars(row?.feeCents ?? 0),
  version: row?.version ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** Porter fees per airport and level (0: no porter there); a change prices the next quote on every replica. */
export class PorterFeesService {
  constructor(
    private readonly fees: PorterFeesRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async list(code: string): Promise<PorterFee[]> {
    const airport = await this.fees.airport(code);
    if (!airport) throw notFound();
    const rows = new Map((await this.fees.ofAirport(airport.id)).map((r) => [r.serviceLevel, r]));
    return SERVICE_LEVELS.map((level) => toPorterFee(airport.code, level, rows.get(level)));
  }

  async set(code: string, level: ServiceLevel, change: PorterFeeUpdate, actor: CatalogActor): Promise<PorterFee> {
    const airport = await this.fees.airport(code);
    if (!airport) throw notFound();
    const at = this.deps.now();
    const feeCents = toCents(change.fee);
    const row = await this.fees.inTransaction(async (tx) => {
      const before = await this.fees.find(tx, airport.id, level);
      if ((before?.version ?? null) !== change.version) throw changed();
      const after = before
        ? await this.fees.updateVersioned(tx, airport.id, level, before.version, feeCents)
        : await this.fees.create(tx, airport.id, level, feeCents);
      if (!after) throw changed();
      if (before?.feeCents !== feeCents)
        await this.deps.audit.record(tx, actor, at, [
          {
            action: 'porter-fee.set',
            entityType: 'porter-fee',
            entityId: `${airport.code}/${level}`,
            before: before ? { fee: toDollars(before.feeCents) } : null,
            after: { fee: toDollars(feeCents) },
          },
        ]);
      await appendToOutbox(tx, [pricesChanged(airport.code, { porterFees: [{ serviceLevel: level, feeCents }] }, at)]);
      return after;
    });
    this.deps.afterCommit();
    return toPorterFee(airport.code, level, row);
  }
}
