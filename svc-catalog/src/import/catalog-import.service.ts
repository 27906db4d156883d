import type { EventEnvelope } from '@vip/contracts/events';
import { toDollars } from '@vip/contracts/money';
import {
  CATALOG_MESSAGES,
  type CatalogActor,
  type CatalogImportResult,
  type PromoDiscounts,
} from '@vip/contracts/schemas';
import type { ServiceLevel } from '@vip/contracts/vocabulary';
import { appendToOutbox } from '@vip/platform/outbox';
import type { CatalogWriteDeps } from '../airports/airports-admin.service';
import type { CatalogAuditRecord } from '../audit/catalog-audit.repository';
import {
  airportChanged,
  pricesChanged,
  promoCodeChanged,
  serviceChanged,
  type PriceChange,
} from '../catalog-cache/catalog.events';
import { catalogErrors } from '../errors';
import { dateOnly } from '../services/price-schedule';
import { readCatalogCsv, writeCatalogCsv, type CsvRecord } from './catalog-csv';
import { planImport, type ImportPlan } from './catalog-import.plan';
import type { CatalogImportRepository, CatalogState, Tx } from './catalog-import.repository';

const money = (cents: number) => toDollars(cents).toFixed(2);
const text = (v: string | null | undefined) => v ?? '';

function resultOf(plan: ImportPlan, dryRun: boolean, applied: boolean): CatalogImportResult {
  return {
    dryRun,
    applied,
    rows: plan.rows,
    counts: plan.counts,
    byRecord: plan.byRecord,
    changes: plan.changes,
    errors: plan.errors,
    truncated: plan.truncated,
  };
}

/**
 * The catalog as a CSV file: exported whole, imported with a dry run that answers the diff, applied all or nothing in
 * one transaction. The seed data at first start is one more import.
 */
export class CatalogImportService {
  constructor(
    private readonly repository: CatalogImportRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async dryRun(csv: string): Promise<CatalogImportResult> {
    const read = readCatalogCsv(csv);
    // Nothing to show a diff of: refused as the import would be, with the same errors.
    if (read.notACatalog)
      throw invalid(
        resultOf(
          { ...planImport([], await this.repository.state(), this.deps.now()), errors: read.errors },
          true,
          false,
        ),
      );
    const plan = planImport(read.records, await this.repository.state(), this.deps.now());
    const errors = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row);
    return resultOf({ ...plan, errors }, true, false);
  }

  async importCsv(csv: string, actor: CatalogActor): Promise<CatalogImportResult> {
    const read = readCatalogCsv(csv);
    if (read.errors.length > 0) {
      // Every error of the file, as the dry run lists them.
      const plan = planImport(read.records, await this.repository.state(), this.deps.now());
      const errors = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row);
      throw invalid(resultOf({ ...plan, errors }, false, false));
    }
    return this.apply(read.records, actor);
  }

  /**
   * Plans again inside the transaction, against what is there once no other writer can change it. `firstLoad` (the
   * seed into an empty database): one audit line for the whole file and no events, since no replica holds anything
   * yet (each loads at start) and a full data set is tens of thousands of rows.
   */
  async apply(
    records: CsvRecord[],
    actor: CatalogActor,
    options: { firstLoad?: boolean } = {},
  ): Promise<CatalogImportResult> {
    const at = this.deps.now();
    const result = await this.repository.inTransaction(async (tx) => {
      await this.repository.lock(tx);
      const plan = planImport(records, await this.repository.state(tx), at);
      if (plan.errors.length > 0) throw invalid(resultOf(plan, false, false));
      await this.write(tx, plan, actor, at, options.firstLoad === true);
      return resultOf(plan, false, true);
    });
    this.deps.afterCommit();
    return result;
  }

  async exportCsv(): Promise<string> {
    const state = await this.repository.state();
    const airportCode = new Map(state.airports.map((a) => [a.id, a.code]));
    const vendorName = new Map(state.vendors.map((v) => [v.id, v.name]));
    const rows: Parameters<typeof writeCatalogCsv>[0] = [
      ...state.airports.map((a) => ({
        kind: 'airport' as const,
        cells: {
          airport: a.code,
          icao: text(a.icao),
          name: a.name,
          city: a.city,
          country: a.country,
          countryCode: a.countryCode,
          region: a.region,
          timeZone: a.timeZone,
          latitude: a.latitude === null ? '' : String(a.latitude),
          longitude: a.longitude === null ? '' : String(a.longitude),
          active: String(a.active),
        },
      })),
      ...state.vendors.map((v) => ({
        kind: 'vendor' as const,
        cells: {
          vendor: v.name,
          contactName: text(v.contactName),
          contactEmail: text(v.contactEmail),
          contactPhone: text(v.contactPhone),
          companyInfo: text(v.companyInfo),
        },
      })),
      ...state.services.map((s) => ({
        kind: 'service' as const,
        cells: {
          serviceId: String(s.id),
          airport: airportCode.get(s.airportId) ?? '',
          vendor: s.vendorId ? (vendorName.get(s.vendorId) ?? '') : '',
          serviceType: s.serviceType,
          serviceLevel: s.serviceLevel,
          name: s.name,
          description: s.description,
          image: text(s.image),
          includedTravelers: String(s.includedTravelers),
          freeChildrenAllowance: String(s.freeChildrenAllowance),
          greeterLimit: String(s.greeterLimit),
          afterHoursStart: s.afterHoursStart,
          afterHoursEnd: s.afterHoursEnd,
          cancellationDeadlineHours: String(s.cancellationDeadlineHours),
          tags: s.tags.join('|'),
          isPopular: String(s.isPopular),
          isPremium: String(s.isPremium),
          inclusions: Object.entries((s.inclusions ?? {}) as Record<string, boolean>)
            .flatMap(([flag, on]) => (on ? [flag] : []))
            .join('|'),
          active: String(s.active),
        },
      })),
      // The newest version of each date: an older one of the same day never priced anything after it was made.
      ...latestPerDay(state.prices).map((p) => ({
        kind: 'price' as const,
        cells: {
          serviceId: String(p.serviceId),
          effectiveFrom: dateOnly(p.effectiveFrom),
          basePrice: money(p.basePriceCents),
          adultFee: money(p.adultFeeCents),
          childFee: money(p.childFeeCents),
          afterHoursFee: money(p.afterHoursFeeCents),
          lastMinute24hSurcharge: money(p.lastMinute24hSurchargeCents),
          lastMinute48hSurcharge: money(p.lastMinute48hSurchargeCents),
        },
      })),
      ...state.porterFees
        .map((f) => ({ code: airportCode.get(f.airportId) ?? '', f }))
        .sort((a, b) => a.code.localeCompare(b.code) || a.f.serviceLevel.localeCompare(b.f.serviceLevel))
        .map(({ code, f }) => ({
          kind: 'porter-fee' as const,
          cells: { airport: code, serviceLevel: f.serviceLevel, porterFee: money(f.feeCents) },
        })),
      ...state.promoCodes.map((p) => {
        const d = p.discounts as PromoDiscounts;
        const pct = (level: ServiceLevel) => (d[level] === undefined ? '' : String(d[level]));
        return {
          kind: 'promo-code' as const,
          cells: {
            code: p.code,
            description: p.description,
            discountStandard: pct('standard'),
            discountLounge: pct('lounge'),
            discountTarmac: pct('tarmac'),
            discountSuite: pct('suite'),
            validFrom: p.validFrom?.toISOString() ?? '',
            validUntil: p.validUntil?.toISOString() ?? '',
            usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
            perEmailLimit: p.perEmailLimit === null ? '' : String(p.perEmailLimit),
            active: String(p.active),
          },
        };
      }),
    ];
    return writeCatalogCsv(rows);
  }

  private async write(tx: Tx, plan: ImportPlan, actor: CatalogActor, at: Date, firstLoad: boolean): Promise<void> {
    const state = await this.repository.state(tx);
    const audit: CatalogAuditRecord[] = [];
    const events: EventEnvelope[] = [];

    // Vendors first: services name them.
    const vendorIds = new Map(state.vendors.map((v) => [v.name, v.id]));
    const added = await this.repository.createVendors(
      tx,
      plan.vendors.filter((v) => !v.existing).map((v) => v.data),
    );
    for (const v of added) vendorIds.set(v.name, v.id);
    for (const v of plan.vendors) {
      if (v.existing) await this.repository.updateVendor(tx, v.existing.id, v.data);
      audit.push({
        action: v.existing ? 'vendor.updated' : 'vendor.created',
        entityType: 'vendor',
        entityId: v.name,
        before: v.before,
        after: v.after,
      });
    }

    const airportIds = new Map(state.airports.map((a) => [a.code, a.id]));
    const newAirports = plan.airports.filter((a) => !a.existing);
    for (const a of await this.repository.createAirports(
      tx,
      newAirports.map((a) => ({ ...a.data, retiredAt: a.data.active ? null : at })),
    )) {
      airportIds.set(a.code, a.id);
      events.push(airportChanged(a, at));
    }
    for (const a of plan.airports) {
      if (a.existing) {
        const retiring = a.existing.active && !a.data.active;
        const opening = !a.existing.active && a.data.active;
        const row = await this.repository.updateAirport(tx, a.existing.id, {
          ...a.data,
          ...(retiring ? { retiredAt: at } : opening ? { retiredAt: null } : {}),
        });
        events.push(airportChanged(row, at));
      }
      audit.push({
        action: !a.existing ? 'airport.created' : a.action === 'retired' ? 'airport.retired' : 'airport.updated',
        entityType: 'airport',
        entityId: a.code,
        before: a.before,
        after: a.after,
      });
    }

    const vendorOf = (name: string | null) => (name ? (vendorIds.get(name) ?? null) : null);
    await this.repository.createServices(
      tx,
      plan.services
        .filter((s) => !s.existing)
        .map((s) => ({
          ...s.data,
          id: s.id,
          airportId: airportIds.get(s.airportCode)!,
          vendorId: vendorOf(s.vendorName),
        })),
    );
    for (const s of plan.services) {
      const version = s.existing
        ? (await this.repository.updateService(tx, s.id, { ...s.data, vendorId: vendorOf(s.vendorName) })).version
        : 1;
      events.push(
        serviceChanged(
          {
            id: s.id,
            airportCode: s.airportCode,
            serviceType: s.data.serviceType,
            serviceLevel: s.data.serviceLevel,
            name: s.data.name,
            vendorId: vendorOf(s.vendorName),
            active: s.data.active,
            version,
          },
          at,
        ),
      );
      audit.push({
        action: !s.existing ? 'service.created' : s.action === 'retired' ? 'service.switched-off' : 'service.updated',
        entityType: 'service',
        entityId: String(s.id),
        before: s.before,
        after: s.after,
      });
    }

    const cancels = plan.prices.flatMap((p) => p.cancels);
    if (cancels.length > 0) await this.repository.cancelPrices(tx, cancels, at, actor);
    const made = await this.repository.createPrices(
      tx,
      plan.prices.map((p) => ({
        serviceId: p.serviceId,
        effectiveFrom: new Date(`${p.effectiveFrom}T00:00:00Z`),
        ...p.amounts,
        createdAt: at,
        createdById: actor.id,
        createdByName: actor.name,
      })),
    );
    const priceChanges = new Map<string, PriceChange[]>();
    plan.prices.forEach((p, i) => {
      const list = priceChanges.get(p.airportCode) ?? [];
      for (const id of p.cancels)
        list.push({
          serviceId: p.serviceId,
          versionId: id,
          effectiveFrom: p.effectiveFrom,
          change: 'cancelled',
          basePriceCents: 0,
        });
      list.push({
        serviceId: p.serviceId,
        versionId: made[i]!.id,
        effectiveFrom: p.effectiveFrom,
        change: 'scheduled',
        basePriceCents: p.amounts.basePriceCents,
      });
      priceChanges.set(p.airportCode, list);
      audit.push({
        action: 'price.scheduled',
        entityType: 'price-version',
        entityId: String(made[i]!.id),
        before: p.before,
        after: {
          serviceId: p.serviceId,
          effectiveFrom: p.effectiveFrom,
          ...Object.fromEntries(Object.entries(p.amounts).map(([k, v]) => [k.replace(/Cents$/, ''), toDollars(v)])),
        },
      });
    });

    const feeChanges = new Map<string, { serviceLevel: ServiceLevel; feeCents: number }[]>();
    await this.repository.createPorterFees(
      tx,
      plan.porterFees
        .filter((f) => f.existingCents === undefined)
        .map((f) => ({
          airportId: airportIds.get(f.airportCode)!,
          serviceLevel: f.serviceLevel,
          feeCents: f.feeCents,
        })),
    );
    for (const f of plan.porterFees) {
      if (f.existingCents !== undefined)
        await this.repository.updatePorterFee(tx, airportIds.get(f.airportCode)!, f.serviceLevel, f.feeCents);
      feeChanges.set(f.airportCode, [
        ...(feeChanges.get(f.airportCode) ?? []),
        { serviceLevel: f.serviceLevel, feeCents: f.feeCents },
      ]);
      audit.push({
        action: 'porter-fee.set',
        entityType: 'porter-fee',
        entityId: `${f.airportCode}/${f.serviceLevel}`,
        before: f.existingCents === undefined ? null : { fee: toDollars(f.existingCents) },
        after: { fee: toDollars(f.feeCents) },
      });
    }
    for (const code of new Set([...priceChanges.keys(), ...feeChanges.keys()]))
      events.push(
        pricesChanged(
          code,
          { priceVersions: priceChanges.get(code) ?? [], porterFees: feeChanges.get(code) ?? [] },
          at,
        ),
      );

    for (const p of plan.promos) {
      const row = p.existing
        ? await this.repository.updatePromoCode(tx, p.code, p.data)
        : await this.repository.createPromoCode(tx, { code: p.code, ...p.data });
      events.push(promoCodeChanged({ ...row, discounts: row.discounts as PromoDiscounts }, at));
      audit.push({
        action: !p.existing
          ? 'promo-code.created'
          : p.action === 'retired'
            ? 'promo-code.switched-off'
            : 'promo-code.updated',
        entityType: 'promo-code',
        entityId: p.code,
        before: p.before,
        after: p.after,
      });
    }

    const summary: CatalogAuditRecord = {
      action: 'catalog.imported',
      entityType: 'import',
      entityId: at.toISOString(),
      before: null,
      after: { rows: plan.rows, ...plan.counts },
    };
    if (firstLoad) {
      await this.deps.audit.record(tx, actor, at, [summary]);
      return;
    }
    await this.deps.audit.record(tx, actor, at, [...audit, summary]);
    for (let i = 0; i < events.length; i += 500) await appendToOutbox(tx, events.slice(i, i + 500));
  }
}

function invalid(result: CatalogImportResult) {
  return catalogErrors.create('CATALOG_IMPORT_INVALID', CATALOG_MESSAGES.csvInvalid, result);
}

function latestPerDay(prices: CatalogState['prices']) {
  const byKey = new Map<string, CatalogState['prices'][number]>();
  for (const p of prices) byKey.set(`${p.serviceId}@${dateOnly(p.effectiveFrom)}`, p);
  return [...byKey.values()].sort(
    (a, b) => a.serviceId - b.serviceId || a.effectiveFrom.getTime() - b.effectiveFrom.getTime(),
  );
}
