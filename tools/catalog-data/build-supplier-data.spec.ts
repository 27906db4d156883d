import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { supplierSeedDataSchema, type CatalogData, type SupplierSeedData } from '@vip/contracts/schemas';

const ROOT = resolve(__dirname, '..', '..');
const SUPPLIER_FILE = join(ROOT, 'svc-ops', 'prisma', 'seed-data', 'suppliers.json');
const CATALOG_FILE = join(ROOT, 'svc-catalog', 'prisma', 'seed-data', 'catalog.json');
const GENERATOR = join(__dirname, 'build-supplier-data.mjs');

const raw = readFileSync(SUPPLIER_FILE, 'utf8');
const data: SupplierSeedData = JSON.parse(raw);
const catalog: CatalogData = JSON.parse(readFileSync(CATALOG_FILE, 'utf8'));
const mainLevel = (level: string) => (level === 'tarmac' ? 'lounge' : level);

describe('supplier seed file', () => {
  it('matches the schema svc-ops loads it with', () => {
    expect(() => supplierSeedDataSchema.parse(data)).not.toThrow();
  });

  it('is what the generator makes from the committed catalog, byte for byte (deterministic and up to date)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suppliers-'));
    try {
      const out = join(dir, 'suppliers.json');
      const run = spawnSync(process.execPath, [GENERATOR, '--out', out], {
        cwd: join(ROOT, 'tools'),
        encoding: 'utf8',
        timeout: 120_000,
      });
      if (run.status !== 0) throw new Error(`generator failed (is @vip/contracts built?)\n${run.stderr}`);
      expect(readFileSync(out, 'utf8')).toBe(raw);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every airport suppliers for exactly the levels it offers', () => {
    const offered = new Map<string, Set<string>>();
    for (const s of catalog.services)
      offered.set(s.airport, (offered.get(s.airport) ?? new Set()).add(mainLevel(s.serviceLevel)));
    const supplied = new Map<string, Set<string>>();
    for (const s of data.suppliers)
      supplied.set(s.iataCode, (supplied.get(s.iataCode) ?? new Set()).add(s.serviceLevel));
    for (const a of catalog.airports)
      expect([a.code, [...(supplied.get(a.code) ?? [])].sort()]).toEqual([a.code, [...offered.get(a.code)!].sort()]);
  });

  it('prices the catalog vendor at the catalog base price and porter fee (FCO standard: 395 and 150)', () => {
    const fco = data.suppliers.filter((s) => s.iataCode === 'FCO' && s.serviceLevel === 'standard');
    expect(fco.length).toBeGreaterThanOrEqual(2);
    expect(fco[0]).toMatchObject({ activationCostCents: 39500, porterCostCents: 15000, numberIncluded: 2 });
    // Porter exists only where the catalog has a fee for the level.
    expect(
      data.suppliers
        .filter((s) => s.iataCode === 'FCO' && s.serviceLevel === 'suite')
        .every((s) => s.porterCostCents === null),
    ).toBe(true);
  });

  it('has unique stable ids, fictional .example contacts, some preferred suppliers and some with more than 3 amenities', () => {
    const ids = [...data.suppliers, ...data.chauffeurSuppliers].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of [...data.suppliers, ...data.chauffeurSuppliers]) {
      if (s.email) expect(s.email).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example$/);
    }
    for (const s of data.suppliers) if (s.webpage) expect(new URL(s.webpage).hostname).toMatch(/\.example$/);
    const preferred = data.suppliers.filter((s) => s.isPreferred).length;
    expect(preferred).toBeGreaterThan(data.suppliers.length / 10);
    expect(preferred).toBeLessThan(data.suppliers.length / 2);
    expect(data.suppliers.some((s) => s.amenities.length > 3)).toBe(true);
    expect(data.suppliers.some((s) => s.amenities.length <= 3)).toBe(true);
    expect(Math.max(...data.suppliers.map((s) => s.amenities.length))).toBeLessThanOrEqual(6);
    expect(new Set(data.suppliers.map((s) => s.rating))).toContain(4);
  });

  it('has global chauffeur suppliers (ALL), regional and local ones, and airports served only globally', () => {
    const global = data.chauffeurSuppliers.filter((c) => c.typeOfSupplier === 'Global');
    expect(global.length).toBeGreaterThanOrEqual(2);
    for (const g of global) expect(g.airportCodes).toEqual(['ALL']);
    expect(data.chauffeurSuppliers.some((c) => c.typeOfSupplier === 'Regional' && c.airportCodes.length >= 3)).toBe(
      true,
    );
    expect(data.chauffeurSuppliers.some((c) => c.typeOfSupplier === 'Local' && c.airportCodes.length === 1)).toBe(true);
    const listed = new Set(data.chauffeurSuppliers.flatMap((c) => c.airportCodes));
    expect(listed.has('JFK')).toBe(true);
    expect(catalog.airports.some((a) => !listed.has(a.code))).toBe(true);
    for (const c of data.chauffeurSuppliers) expect(c.vehiclesOffered.length).toBeGreaterThan(0);
  });
});
