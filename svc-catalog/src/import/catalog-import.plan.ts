import { toCents } from '@vip/contracts/money';
import {
  CATALOG_CSV_ROW_SCHEMAS,
  CATALOG_IMPORT_LIST_LIMIT,
  CATALOG_MESSAGES,
  CATALOG_RECORD_KINDS,
  type CatalogImportChange,
  type CatalogImportCounts,
  type CatalogImportRowError,
  type CatalogRecordKind,
  type CsvAirportRow,
  type CsvPriceRow,
  type CsvPromoCodeRow,
  type CsvServiceRow,
  type CsvVendorRow,
  type PromoDiscounts,
} from '@vip/contracts/schemas';
import type { ServiceLevel } from '@vip/contracts/vocabulary';
import { promoRuleProblems } from '../promo-codes/promo-codes-admin.service';
import { dateOnly, priceAt, scheduleOf, startOfLocalDay, type PriceAmountsCents } from '../services/price-schedule';
import { localToday, AMOUNT_COLUMNS } from '../prices/price-versions';
import { fullInclusions } from '../services/services-admin.service';
import type { CsvRecord } from './catalog-csv';
import type { CatalogState } from './catalog-import.repository';

type Action = 'added' | 'changed' | 'retired' | 'unchanged';

export interface AirportWrite {
  row: number;
  code: string;
  data: {
    code: string;
    icao: string | null;
    name: string;
    city: string;
    country: string;
    countryCode: string;
    region: string;
    timeZone: string;
    latitude: number | null;
    longitude: number | null;
    active: boolean;
  };
  existing?: CatalogState['airports'][number];
  action: Action;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface VendorWrite {
  row: number;
  name: string;
  data: {
    name: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    companyInfo: string | null;
  };
  existing?: CatalogState['vendors'][number];
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface ServiceWrite {
  row: number;
  id: number;
  airportCode: string;
  vendorName: string | null;
  data: Omit<CsvServiceRow, 'serviceId' | 'airport' | 'vendor' | 'inclusions' | 'active'> & {
    inclusions: Record<string, boolean>;
    active: boolean;
  };
  existing?: CatalogState['services'][number];
  action: Action;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface PriceWrite {
  row: number;
  serviceId: number;
  airportCode: string;
  effectiveFrom: string;
  amounts: PriceAmountsCents;
  /** Versions of that date not yet started, replaced by this one. */
  cancels: number[];
  before: Record<string, unknown> | null;
}

export interface PorterFeeWrite {
  row: number;
  airportCode: string;
  serviceLevel: ServiceLevel;
  feeCents: number;
  existingCents?: number;
}

export interface PromoWrite {
  row: number;
  code: string;
  data: {
    description: string;
    discounts: PromoDiscounts;
    validFrom: Date | null;
    validUntil: Date | null;
    usageLimit: number | null;
    perEmailLimit: number | null;
    active: boolean;
  };
  existing?: CatalogState['promoCodes'][number];
  action: Action;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface ImportPlan {
  rows: number;
  counts: CatalogImportCounts;
  byRecord: Partial<Record<CatalogRecordKind, CatalogImportCounts>>;
  changes: CatalogImportChange[];
  errors: CatalogImportRowError[];
  truncated: boolean;
  vendors: VendorWrite[];
  airports: AirportWrite[];
  services: ServiceWrite[];
  prices: PriceWrite[];
  porterFees: PorterFeeWrite[];
  promos: PromoWrite[];
}

const zero = (): CatalogImportCounts => ({ added: 0, changed: 0, retired: 0, unchanged: 0 });
/** Objects compare by their keys' values, not their order (the database keeps JSON keys in its own order). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      )
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/** The fields that differ, as they were and as they become. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(after).filter((k) => !same(before[k], after[k]));
  return {
    fields,
    before: Object.fromEntries(fields.map((f) => [f, before[f] ?? null])),
    after: Object.fromEntries(fields.map((f) => [f, after[f] ?? null])),
  };
}

const PROMO_LEVEL_COLUMNS = [
  ['discountStandard', 'standard'],
  ['discountLounge', 'lounge'],
  ['discountTarmac', 'tarmac'],
  ['discountSuite', 'suite'],
] as const;

/**
 * Compares a file's rows with the catalog as it is and says what applying it would do, row by row, without writing.
 * Rows may refer to airports, vendors and services added earlier in the same file (whatever their order). A row
 * left out changes nothing.
 */
export function planImport(records: CsvRecord[], state: CatalogState, now: Date): ImportPlan {
  const errors: CatalogImportRowError[] = [];
  const changes: CatalogImportChange[] = [];
  const byRecord: Partial<Record<CatalogRecordKind, CatalogImportCounts>> = {};
  const count = (kind: CatalogRecordKind, action: Action, row: number, key: string, fields: string[] = []) => {
    (byRecord[kind] ??= zero())[action]++;
    if (action !== 'unchanged') changes.push({ row, record: kind, action, key, fields });
  };
  const fail = (row: number, column: string | null, message: string) => errors.push({ row, column, message });

  // Read every row with its kind's schema; each issue is reported at its cell.
  const parsed = new Map<CatalogRecordKind, { row: number; value: unknown }[]>();
  for (const record of records) {
    const result = CATALOG_CSV_ROW_SCHEMAS[record.kind].safeParse(record.cells);
    if (!result.success) {
      for (const issue of result.error.issues)
        fail(record.row, issue.path.length > 0 ? String(issue.path[0]) : null, issue.message);
      continue;
    }
    const list = parsed.get(record.kind) ?? [];
    list.push({ row: record.row, value: result.data });
    parsed.set(record.kind, list);
  }
  const rowsOf = <T>(kind: CatalogRecordKind) => (parsed.get(kind) ?? []) as { row: number; value: T }[];
  const once = <T>(kind: CatalogRecordKind, keyOf: (v: T) => string, column: string) => {
    const seen = new Map<string, number>();
    return rowsOf<T>(kind).filter(({ row, value }) => {
      const key = keyOf(value);
      const first = seen.get(key);
      if (first !== undefined) {
        fail(row, column, `Already in row ${first}`);
        return false;
      }
      seen.set(key, row);
      return true;
    });
  };

  // Vendors, by name.
  const vendorsByName = new Map(state.vendors.map((v) => [v.name, v]));
  const vendors: VendorWrite[] = [];
  const fileVendors = new Set<string>();
  for (const { row, value } of once<CsvVendorRow>('vendor', (v) => v.vendor, 'vendor')) {
    const data = {
      name: value.vendor,
      contactName: value.contactName ?? null,
      contactEmail: value.contactEmail ?? null,
      contactPhone: value.contactPhone ?? null,
      companyInfo: value.companyInfo ?? null,
    };
    fileVendors.add(value.vendor);
    const existing = vendorsByName.get(value.vendor);
    if (!existing) {
      count('vendor', 'added', row, value.vendor);
      vendors.push({ row, name: value.vendor, data, before: null, after: data });
      continue;
    }
    const d = diff(existing, data);
    if (d.fields.length === 0) count('vendor', 'unchanged', row, value.vendor);
    else {
      count('vendor', 'changed', row, value.vendor, d.fields);
      vendors.push({ row, name: value.vendor, data, existing, before: d.before, after: d.after });
    }
  }

  // Airports, by code.
  const airportsByCode = new Map(state.airports.map((a) => [a.code, a]));
  const fileAirports = new Map<string, { timeZone: string }>();
  const airports: AirportWrite[] = [];
  for (const { row, value } of once<CsvAirportRow>('airport', (a) => a.airport, 'airport')) {
    const existing = airportsByCode.get(value.airport);
    const data = {
      code: value.airport,
      icao: value.icao ?? null,
      name: value.name,
      city: value.city,
      country: value.country,
      countryCode: value.countryCode,
      region: value.region,
      timeZone: value.timeZone,
      latitude: value.latitude ?? null,
      longitude: value.longitude ?? null,
      active: value.active ?? existing?.active ?? true,
    };
    fileAirports.set(value.airport, { timeZone: value.timeZone });
    if (!existing) {
      count('airport', 'added', row, value.airport);
      airports.push({ row, code: value.airport, data, action: 'added', before: null, after: data });
      continue;
    }
    const d = diff(existing, data);
    const action: Action =
      d.fields.length === 0 ? 'unchanged' : existing.active && !data.active ? 'retired' : 'changed';
    count('airport', action, row, value.airport, d.fields);
    if (action !== 'unchanged')
      airports.push({ row, code: value.airport, data, existing, action, before: d.before, after: d.after });
  }
  const zoneOf = (code: string) => fileAirports.get(code)?.timeZone ?? airportsByCode.get(code)?.timeZone;

  // Services, by id; a new id is added with that id.
  const servicesById = new Map(state.services.map((s) => [s.id, s]));
  const airportCodeById = new Map(state.airports.map((a) => [a.id, a.code]));
  const vendorNameById = new Map(state.vendors.map((v) => [v.id, v.name]));
  const fileServices = new Map<number, string>();
  const services: ServiceWrite[] = [];
  for (const { row, value } of once<CsvServiceRow>('service', (s) => String(s.serviceId), 'serviceId')) {
    const existing = servicesById.get(value.serviceId);
    if (!zoneOf(value.airport)) {
      fail(row, 'airport', 'No such airport (add it in an airport row)');
      continue;
    }
    if (value.vendor && !vendorsByName.has(value.vendor) && !fileVendors.has(value.vendor)) {
      fail(row, 'vendor', 'No such vendor (add it in a vendor row)');
      continue;
    }
    if (existing && airportCodeById.get(existing.airportId) !== value.airport) {
      fail(row, 'airport', 'A service cannot move to another airport; add a new service there');
      continue;
    }
    const { serviceId: _id, airport: _airport, vendor, inclusions, active, ...fields } = value;
    const data = { ...fields, inclusions: fullInclusions(inclusions), active: active ?? existing?.active ?? true };
    fileServices.set(value.serviceId, value.airport);
    const after = { ...data, vendor: vendor ?? null };
    if (!existing) {
      count('service', 'added', row, String(value.serviceId));
      services.push({
        row,
        id: value.serviceId,
        airportCode: value.airport,
        vendorName: vendor ?? null,
        data,
        action: 'added',
        before: null,
        after: { airport: value.airport, ...after },
      });
      continue;
    }
    const current = {
      ...existing,
      inclusions: fullInclusions((existing.inclusions ?? {}) as Record<string, boolean>),
      vendor: existing.vendorId ? (vendorNameById.get(existing.vendorId) ?? null) : null,
    };
    const d = diff(current, after);
    const action: Action =
      d.fields.length === 0 ? 'unchanged' : existing.active && !data.active ? 'retired' : 'changed';
    count('service', action, row, String(value.serviceId), d.fields);
    if (action !== 'unchanged')
      services.push({
        row,
        id: value.serviceId,
        airportCode: value.airport,
        vendorName: vendor ?? null,
        data,
        existing,
        action,
        before: d.before,
        after: d.after,
      });
  }

  // Price versions, by service and date.
  const liveByService = new Map<number, CatalogState['prices']>();
  for (const p of state.prices) {
    const list = liveByService.get(p.serviceId) ?? [];
    list.push(p);
    liveByService.set(p.serviceId, list);
  }
  const prices: PriceWrite[] = [];
  for (const { row, value } of once<CsvPriceRow>(
    'price',
    (p) => `${p.serviceId}@${p.effectiveFrom}`,
    'effectiveFrom',
  )) {
    const known = servicesById.get(value.serviceId);
    const airportCode = known ? airportCodeById.get(known.airportId) : fileServices.get(value.serviceId);
    const timeZone = airportCode && zoneOf(airportCode);
    if (!airportCode || !timeZone) {
      fail(row, 'serviceId', 'No such service (add it in a service row)');
      continue;
    }
    const live = liveByService.get(value.serviceId) ?? [];
    const sameDay = live.filter((p) => dateOnly(p.effectiveFrom) === value.effectiveFrom);
    const inForce = sameDay.at(-1);
    const given = AMOUNT_COLUMNS.filter(([dollars]) => value[dollars] !== undefined);
    const key = `${value.serviceId}@${value.effectiveFrom}`;
    if (inForce && given.every(([dollars, cents]) => toCents(value[dollars]!) === inForce[cents])) {
      count('price', 'unchanged', row, key);
      continue;
    }
    const today = localToday(timeZone, now);
    if (value.effectiveFrom < today && live.length > 0) {
      fail(row, 'effectiveFrom', `${CATALOG_MESSAGES.effectiveFromPast}: ${today} or later`);
      continue;
    }
    const before = scheduleOf(live, timeZone);
    const carried = inForce ?? priceAt(before, startOfLocalDay(value.effectiveFrom, timeZone).getTime() - 1);
    const amounts = Object.fromEntries(
      AMOUNT_COLUMNS.map(([dollars, cents]) => [
        cents,
        value[dollars] !== undefined ? toCents(value[dollars]!) : (carried?.[cents] ?? 0),
      ]),
    ) as unknown as PriceAmountsCents;
    // A version of that date not yet started is replaced; one that has started stays in the history.
    const cancels = startOfLocalDay(value.effectiveFrom, timeZone) > now ? sameDay.map((p) => p.id) : [];
    const action: Action = inForce ? 'changed' : 'added';
    count(
      'price',
      action,
      row,
      key,
      inForce ? given.filter(([d, c]) => toCents(value[d]!) !== inForce[c]).map(([d]) => d) : [],
    );
    prices.push({
      row,
      serviceId: value.serviceId,
      airportCode,
      effectiveFrom: value.effectiveFrom,
      amounts,
      cancels,
      before: inForce ? Object.fromEntries(AMOUNT_COLUMNS.map(([d, c]) => [d, inForce[c] / 100])) : null,
    });
  }

  // Porter fees, by airport and level.
  const feesByKey = new Map(
    state.porterFees.map((f) => [`${airportCodeById.get(f.airportId)}/${f.serviceLevel}`, f.feeCents]),
  );
  const porterFees: PorterFeeWrite[] = [];
  for (const { row, value } of once<{ airport: string; serviceLevel: ServiceLevel; porterFee: number }>(
    'porter-fee',
    (f) => `${f.airport}/${f.serviceLevel}`,
    'serviceLevel',
  )) {
    if (!zoneOf(value.airport)) {
      fail(row, 'airport', 'No such airport (add it in an airport row)');
      continue;
    }
    const key = `${value.airport}/${value.serviceLevel}`;
    const existingCents = feesByKey.get(key);
    const feeCents = toCents(value.porterFee);
    if (existingCents === feeCents) {
      count('porter-fee', 'unchanged', row, key);
      continue;
    }
    count('porter-fee', existingCents === undefined ? 'added' : 'changed', row, key, ['porterFee']);
    porterFees.push({ row, airportCode: value.airport, serviceLevel: value.serviceLevel, feeCents, existingCents });
  }

  // Promo codes, by code.
  const promosByCode = new Map(state.promoCodes.map((p) => [p.code, p]));
  const promos: PromoWrite[] = [];
  for (const { row, value } of once<CsvPromoCodeRow>('promo-code', (p) => p.code, 'code')) {
    const discounts = Object.fromEntries(
      PROMO_LEVEL_COLUMNS.flatMap(([column, level]) => (value[column] !== undefined ? [[level, value[column]]] : [])),
    ) as PromoDiscounts;
    if (Object.keys(discounts).length === 0) {
      fail(row, 'discountStandard', CATALOG_MESSAGES.promoDiscounts);
      continue;
    }
    const existing = promosByCode.get(value.code);
    const data = {
      description: value.description,
      discounts,
      validFrom: value.validFrom ? new Date(value.validFrom) : null,
      validUntil: value.validUntil ? new Date(value.validUntil) : null,
      usageLimit: value.usageLimit ?? null,
      perEmailLimit: value.perEmailLimit ?? null,
      active: value.active ?? existing?.active ?? true,
    };
    const problems = Object.entries(promoRuleProblems(data));
    if (problems.length > 0) {
      for (const [column, messages] of problems) fail(row, column, messages[0]!);
      continue;
    }
    if (!existing) {
      count('promo-code', 'added', row, value.code);
      promos.push({ row, code: value.code, data, action: 'added', before: null, after: { ...data } });
      continue;
    }
    const d = diff({ ...existing, discounts: existing.discounts as PromoDiscounts }, data);
    const action: Action =
      d.fields.length === 0 ? 'unchanged' : existing.active && !data.active ? 'retired' : 'changed';
    count('promo-code', action, row, value.code, d.fields);
    if (action !== 'unchanged')
      promos.push({ row, code: value.code, data, existing, action, before: d.before, after: d.after });
  }

  const counts = zero();
  for (const kind of CATALOG_RECORD_KINDS) {
    const c = byRecord[kind];
    if (!c) continue;
    counts.added += c.added;
    counts.changed += c.changed;
    counts.retired += c.retired;
    counts.unchanged += c.unchanged;
  }
  errors.sort((a, b) => a.row - b.row);
  changes.sort((a, b) => a.row - b.row);
  return {
    rows: records.length,
    counts,
    byRecord,
    changes: changes.slice(0, CATALOG_IMPORT_LIST_LIMIT),
    errors: errors.slice(0, CATALOG_IMPORT_LIST_LIMIT),
    truncated: changes.length > CATALOG_IMPORT_LIST_LIMIT || errors.length > CATALOG_IMPORT_LIST_LIMIT,
    vendors,
    airports,
    services,
    prices,
    porterFees,
    promos,
  };
}
