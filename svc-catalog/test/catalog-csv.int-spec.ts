// The catalog as CSV: exported whole, imported back unchanged, a dry run that says what a file would do (and changes
// nothing), an apply that is all or nothing, a file of price versions alone, and the seed as one more import.
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOG_CSV_HEADER,
  CATALOG_MESSAGES,
  catalogImportResultSchema,
  servicePricesSchema,
} from '@vip/contracts/schemas';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase, startStaffIdentity, type StaffIdentity } from '@vip/platform/testing';
import { readCatalogData } from '../src/seed/catalog.seed';
import { startCatalogService, type CatalogService } from '../src/server';

const NOW = new Date('2030-06-01T12:00:00Z');
const data = readCatalogData();

describe('the catalog as CSV', () => {
  let db: TestDatabase;
  let identity: StaffIdentity;
  let service: CatalogService;
  let authorization: string;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_csv');
    identity = await startStaffIdentity({ audience: 'svc-catalog', role: 'catalog' });
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, STAFF_JWKS_URL: identity.jwksUrl },
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
  });
  beforeEach(async () => {
    authorization = `Bearer ${await identity.token({ at: NOW, role: 'catalog' })}`;
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.close();
    await db?.drop();
  });

  const api = () => request(service.app.callback());
  const exportCsv = async () =>
    (await api().get('/api/admin/catalog/export.csv').set('Authorization', authorization).expect(200)).text;
  const importCsv = (csv: string, dryRun: boolean) =>
    api()
      .post(`/api/admin/catalog/import${dryRun ? '?dryRun=true' : ''}`)
      .set('Authorization', authorization)
      .set('Content-Type', 'text/csv')
      .send(csv);
  const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];
  const fileOf = (rows: Record<string, string>[], header: readonly string[] = CATALOG_CSV_HEADER) =>
    stringify([[...header], ...rows.map((r) => header.map((c) => r[c] ?? ''))]);

  it('loaded the seed file as an import: every airport, vendor, service, its first price, porter fee and promo code', async () => {
    const rows = rowsOf(await exportCsv());
    const count = (kind: string) => rows.filter((r) => r.record === kind).length;
    expect({
      airports: count('airport'),
      vendors: count('vendor'),
      services: count('service'),
      prices: count('price'),
      porterFees: count('porter-fee'),
      promoCodes: count('promo-code'),
    }).toEqual({
      airports: data.airports.length,
      vendors: data.vendors.length,
      services: data.services.length,
      prices: data.services.length,
      porterFees: data.porterFees.length,
      promoCodes: data.promoCodes.length,
    });
    // One audit line for the first load, and no events: no replica held anything yet.
    const audit = await service.prisma.catalogAuditEntry.findMany({ where: { actorName: 'Catalog data' } });
    expect(audit).toEqual([expect.objectContaining({ action: 'catalog.imported', entityType: 'import' })]);
    expect(audit[0]!.after).toMatchObject({ added: rows.length, changed: 0 });
    expect(await service.prisma.outboxEvent.count()).toBe(0);
  });

  it('round-trips: the export imported again changes nothing, in a dry run and for real', async () => {
    const csv = await exportCsv();
    expect(csv.split('\r\n')[0]).toBe(CATALOG_CSV_HEADER.join(','));
    const dry = catalogImportResultSchema.parse((await importCsv(csv, true).expect(200)).body);
    expect(dry.errors).toEqual([]);
    expect(dry.changes).toEqual([]);
    expect(dry.counts).toMatchObject({ added: 0, changed: 0, retired: 0 });
    expect(dry.counts.unchanged).toBe(rowsOf(csv).length);
    const applied = catalogImportResultSchema.parse((await importCsv(csv, false).expect(200)).body);
    expect(applied).toMatchObject({ applied: true, counts: { added: 0, changed: 0, retired: 0 } });
    expect(await exportCsv()).toBe(csv);
  });

  it('answers the diff of a changed file in a dry run and changes nothing, then applies it', async () => {
    const rows = rowsOf(await exportCsv());
    const lhr = rows.find((r) => r.record === 'airport' && r.airport === 'LHR')!;
    lhr.city = 'Greater London';
    rows.find((r) => r.record === 'airport' && r.airport === 'BCN')!.active = 'false';
    const price = rows.find((r) => r.record === 'price' && r.serviceId === '1')!;
    rows.push({ ...price, effectiveFrom: '2030-09-01', basePrice: '333.50' });
    rows.push({
      record: 'promo-code',
      code: 'CSV10',
      description: 'From a file',
      discountSuite: '10',
      usageLimit: '3',
    });
    const csv = fileOf(rows);

    const dry = catalogImportResultSchema.parse((await importCsv(csv, true).expect(200)).body);
    expect(dry).toMatchObject({ dryRun: true, applied: false, errors: [] });
    expect(dry.counts).toMatchObject({ added: 2, changed: 1, retired: 1 });
    expect(dry.byRecord.airport).toMatchObject({ changed: 1, retired: 1 });
    expect(dry.changes.find((c) => c.key === 'LHR')).toMatchObject({ action: 'changed', fields: ['city'] });
    expect(dry.changes.find((c) => c.key === '1@2030-09-01')).toMatchObject({ record: 'price', action: 'added' });
    expect((await service.prisma.airport.findUniqueOrThrow({ where: { code: 'LHR' } })).city).toBe('London');

    await importCsv(csv, false).expect(200);
    expect((await service.prisma.airport.findUniqueOrThrow({ where: { code: 'LHR' } })).city).toBe('Greater London');
    expect((await service.prisma.airport.findUniqueOrThrow({ where: { code: 'BCN' } })).active).toBe(false);
    await service.cache.refresh();
    await api().get('/api/airports/BCN').expect(410);
    const prices = servicePricesSchema.parse(
      (await api().get('/api/admin/catalog/services/1/prices').set('Authorization', authorization).expect(200)).body,
    );
    expect(prices.versions[0]).toMatchObject({ effectiveFrom: '2030-09-01', basePrice: 333.5, state: 'scheduled' });
    expect(
      await service.prisma.catalogAuditEntry.count({
        where: { entityType: 'airport', entityId: 'BCN', action: 'airport.retired' },
      }),
    ).toBe(1);
  });

  it('reports every bad row with its row and column, and applies nothing of a file with one', async () => {
    const good = { record: 'porter-fee', airport: 'MAD', serviceLevel: 'standard', porterFee: '77' };
    const rows: Record<string, string>[] = [
      good,
      {
        record: 'airport',
        airport: 'ZZA',
        name: 'Nowhere',
        city: 'X',
        country: 'X',
        countryCode: 'XX',
        region: 'Europe',
        timeZone: 'Mars/Base',
      },
      { record: 'price', serviceId: '2', effectiveFrom: '2030-02-30', basePrice: '10' },
      { record: 'price', serviceId: '3', effectiveFrom: '2030-05-01', basePrice: '10' },
      { record: 'price', serviceId: '999999', effectiveFrom: '2030-07-01', basePrice: '1e3' },
      { record: 'service-level', airport: 'MAD' },
    ];
    const csv = fileOf(rows);
    const dry = catalogImportResultSchema.parse((await importCsv(csv, true).expect(200)).body);
    expect(dry.errors).toEqual([
      { row: 3, column: 'timeZone', message: CATALOG_MESSAGES.timeZone },
      { row: 4, column: 'effectiveFrom', message: 'Date does not exist' },
      { row: 5, column: 'effectiveFrom', message: `${CATALOG_MESSAGES.effectiveFromPast}: 2030-06-01 or later` },
      { row: 6, column: 'basePrice', message: 'Must be an amount in US dollars, such as 395 or 395.50' },
      { row: 7, column: 'record', message: 'Write one of: airport, vendor, service, price, porter-fee, promo-code' },
    ]);
    const refused = await importCsv(csv, false).expect(422);
    expect(refused.body.error).toMatchObject({ code: 'CATALOG_IMPORT_INVALID', message: CATALOG_MESSAGES.csvInvalid });
    expect(catalogImportResultSchema.parse(refused.body.error.details).errors).toHaveLength(5);
    const mad = await service.prisma.porterFee.findFirstOrThrow({
      where: { airport: { code: 'MAD' }, serviceLevel: 'standard' },
    });
    expect(mad.feeCents).not.toBe(7700);
  });

  it('reads a file without a record column as price versions, and refuses one with neither', async () => {
    const csv = ['serviceId,effectiveFrom,basePrice', '5,2030-08-01,501', '6,2030-08-01,602.25'].join('\n');
    const result = catalogImportResultSchema.parse((await importCsv(csv, false).expect(200)).body);
    expect(result).toMatchObject({ applied: true, byRecord: { price: { added: 2 } } });
    const six = servicePricesSchema.parse(
      (await api().get('/api/admin/catalog/services/6/prices').set('Authorization', authorization).expect(200)).body,
    );
    expect(six.versions[0]).toMatchObject({ effectiveFrom: '2030-08-01', basePrice: 602.25 });
    // The fees it leaves out carry over from the price before.
    expect(six.versions[0]!.adultFee).toBe(six.versions[1]!.adultFee);

    const neither = await importCsv('airport,city\nLHR,London', true).expect(200);
    expect(neither.body.errors[0]).toMatchObject({ row: 1, column: null });
    const unknown = await importCsv('record,airport,colour\nairport,LHR,blue', true).expect(200);
    expect(unknown.body.errors).toEqual([{ row: 1, column: 'colour', message: 'Unknown column' }]);
    // Not CSV, or a header naming none of the catalog's columns: no catalog to diff, refused, dry run or not.
    await importCsv('{"name": "x"}', true).expect(422);
    const other = await importCsv('{}', true).expect(422);
    expect(other.body.error).toMatchObject({
      code: 'CATALOG_IMPORT_INVALID',
      message: 'The file has errors; nothing was imported',
    });
  });

  it('guards text a spreadsheet would run as a formula, and reads it back as written', async () => {
    const rows = rowsOf(await exportCsv());
    const vendor = rows.find((r) => r.record === 'vendor')!;
    vendor.companyInfo = '=HYPERLINK("http://evil.example","x")';
    await importCsv(fileOf(rows), false).expect(200);
    const csv = await exportCsv();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const again = catalogImportResultSchema.parse((await importCsv(csv, true).expect(200)).body);
    expect(again.counts).toMatchObject({ added: 0, changed: 0, retired: 0 });
  });

  it('takes text/csv only, and refuses a file over the limit', async () => {
    await api()
      .post('/api/admin/catalog/import?dryRun=true')
      .set('Authorization', authorization)
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(415);
    await importCsv('x'.repeat(10 * 1024 * 1024 + 1), true).expect(413);
  });
});
