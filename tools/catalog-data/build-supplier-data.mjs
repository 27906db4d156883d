#!/usr/bin/env node
/**
 * Writes svc-ops's supplier seed file svc-ops/prisma/seed-data/suppliers.json from the catalog
 * (svc-catalog/prisma/seed-data/catalog.json): VIP suppliers for every level each airport offers and
 * chauffeur suppliers (global, regional per country, local at the busier airports). Deterministic:
 * per-airport random streams, ids derived from stable keys, sorted output; two runs give identical
 * files. Every company is fictional; contacts use the reserved `.example` domain and fictional phone
 * ranges.
 *
 *   node catalog-data/build-supplier-data.mjs                 # the committed file
 *   node catalog-data/build-supplier-data.mjs --out <file>    # the same data, elsewhere (tests)
 *
 * Needs a built @vip/contracts (cd contracts && npm run build) for the schema.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supplierSeedDataSchema } from '@vip/contracts/schemas';
import { contactName, phoneNumber } from './locale-data.mjs';
import { helpers, streamFor } from './prng.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
export const CATALOG_FILE = join(repoRoot, 'svc-catalog', 'prisma', 'seed-data', 'catalog.json');
export const DEFAULT_OUT = join(repoRoot, 'svc-ops', 'prisma', 'seed-data', 'suppliers.json');

/** The hub's levels; tarmac services count as lounge (the back office groups them so). */
export const SUPPLIER_LEVELS = ['standard', 'lounge', 'suite'];

const STEMS = [
  'Aldermoor',
  'Brightwater',
  'Calloway',
  'Dunmore',
  'Elderglen',
  'Farrowgate',
  'Glenhaven',
  'Hollinsvale',
  'Ivelle',
  'Juniper Row',
  'Kelloway',
  'Larchmere',
  'Merrowind',
  'Nethercote',
  'Oakhurst',
  'Pennington',
  'Quenby',
  'Rivenhall',
  'Stillwater',
  'Thornbury',
  'Upland Crest',
  'Vantresse',
  'Wrenfield',
  'Yarrowdale',
];
const SUFFIXES = [
  'VIP Assist',
  'Airport Protocol',
  'Arrivals & Departures',
  'Gateway Services',
  'Premium Handling',
  'Lounge Partners',
  'Passenger Care',
];

/** Labels of the catalog's inclusion flags, in the order the hub lists them. */
const INCLUSION_LABELS = {
  meetAtGate: 'Meet at the gate',
  fastTrackImmigration: 'Fast-track immigration',
  fastTrackSecurity: 'Fast-track security',
  baggageAssistance: 'Baggage assistance',
  escortToCar: 'Escort to car',
  loungeAccess: 'Lounge access',
  tarmacTransfer: 'Tarmac transfer',
  privateSuite: 'Private suite',
  privateImmigration: 'Private immigration',
  dedicatedSecurity: 'Dedicated security',
  fineDining: 'Fine dining',
  chauffeurToAircraft: 'Chauffeur to aircraft',
};
const EXTRA_AMENITIES = [
  'Multilingual greeters',
  'Name-board welcome',
  'Flight monitoring',
  'Buggy transfer',
  'Wi-Fi',
  'Refreshments',
  'Wheelchair assistance',
];
const BOOKING_METHODS = ['Email', 'Email', 'Phone', 'WhatsApp', 'Online portal'];
const RATINGS = [3, 4, 4, 4, 4, 5, 5];
const NOTICE_HOURS = [24, 24, 24, 12, 48, 72];

const VIP_NOTES = [
  (s) => `Confirms by e-mail within ${s.hours} hours; send the flight number and the names of all travellers.`,
  (s) => `Greeters hold a name board at the aircraft door. Changes accepted up to ${s.hours} hours before the flight.`,
  (s) => `Ask ${s.contact} for group rates above ${s.included + 4} travellers.`,
  () => 'Invoices monthly in arrears; quote our booking reference on every message.',
  () => 'Night arrivals need a day of extra notice.',
];

const GLOBAL_CHAUFFEURS = [
  { name: 'Astral Worldwide Chauffeurs', preferred: true },
  { name: 'Meridale Global Ground', preferred: false },
  { name: 'Northway International Cars', preferred: false },
  { name: 'Velvet Road Executive Transport', preferred: true },
];
const CHAUFFEUR_SUFFIXES = ['Chauffeurs', 'Executive Cars', 'Limousines', 'Private Drivers', 'Ground Transport'];
const VAN_RULES = [
  'Van for 4 or more passengers',
  'Van for 5+ passengers or more than 6 bags',
  'Van from 3 passengers with golf bags or skis',
  null,
];
const CHAUFFEUR_NOTES = [
  (s) => `${s.name} tracks flights and waits 60 minutes after landing at no charge.`,
  () => 'Meet-and-greet inside the terminal with a name board; driver details the evening before.',
  () => 'Prefers bookings 24 hours ahead; same-day requests by phone only.',
  () => 'Child seats on request; confirm vehicle colour and plate on the day.',
  null,
];

const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
const slug = (text) =>
  ascii(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const domainOf = (name) => `${slug(name).slice(0, 40).replace(/-+$/, '')}.example`;
const placeName = (city) =>
  city
    .replace(/\s*\(.*\)$/, '')
    .split(',')[0]
    .trim();
const round500 = (cents) => Math.max(500, Math.round(cents / 500) * 500);

/** A stable UUID (version 5 layout) for a seed key, so reruns and reseeds address the same rows. */
export function stableId(key) {
  const hex = createHash('sha1').update(`vip-suppliers:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The level's reference service at an airport: the arrival (else any type); lounge falls back to tarmac. */
function referenceService(services, level) {
  const of = (l) => services.filter((s) => s.serviceLevel === l);
  const candidates = of(level).length > 0 ? of(level) : level === 'lounge' ? of('tarmac') : [];
  return candidates.find((s) => s.serviceType === 'arrival') ?? candidates[0] ?? null;
}

/**
 * What a supplier lists: the service's inclusions, then a few extras, cut to between two and six
 * items (the spec's amenity1..amenity6), so some cards show '+N more' and some do not.
 */
function amenitiesOf(service, h) {
  const included = Object.entries(INCLUSION_LABELS)
    .filter(([flag]) => service.inclusions?.[flag])
    .map(([, label]) => label);
  const extras = [...EXTRA_AMENITIES].filter((a) => !included.includes(a));
  const picked = [];
  for (let i = 0; i < 2 && extras.length > 0; i++)
    picked.push(extras.splice(Math.floor(h.rng() * extras.length), 1)[0]);
  return [...included, ...picked].slice(0, h.int(2, 6));
}

/** How many suppliers besides the catalog's own vendor a level gets at an airport. */
function othersCount(tier, level, h) {
  if (level === 'standard') return tier === 'hub' ? 2 : h.int(1, 2);
  if (level === 'lounge') return tier === 'hub' ? h.int(1, 2) : h.int(0, 1);
  return h.int(0, 1);
}

/** A rough tier from the menu: suite and tarmac together mark the busiest airports. */
function tierOf(services) {
  const levels = new Set(services.map((s) => s.serviceLevel));
  if (levels.has('suite') && levels.has('tarmac')) return 'hub';
  if (levels.has('suite') || levels.has('tarmac')) return 'major';
  return 'other';
}

/** VIP suppliers of one airport: per level, the catalog's vendor (preferred) and fictional alternatives. */
function vipSuppliersFor(airport, services, vendorsByKey, porterFee, takenNames) {
  const h = helpers(streamFor(airport.code, 'suppliers'));
  const tier = tierOf(services);
  const place = placeName(airport.city);
  const rows = [];
  for (const level of SUPPLIER_LEVELS) {
    const service = referenceService(services, level);
    if (!service) continue;
    const vendor = vendorsByKey.get(service.vendor);
    const levelPorter = porterFee(level);
    const own = {
      key: `${airport.code}:${level}:catalog`,
      companyName: vendor.name,
      supplierName: vendor.contactName,
      email: vendor.contactEmail,
      phone: vendor.contactPhone,
      mobile: phoneNumber(airport.countryCode, h.rng, airport.code),
      webpage: `https://www.${vendor.contactEmail.split('@')[1]}`,
      // The catalog's own vendor is usually the one staff prefer.
      isPreferred: h.chance(0.6),
      numberIncluded: service.includedTravelers,
      activationCostCents: service.basePriceCents,
      porterCostCents: levelPorter,
      amenities: amenitiesOf(service, h),
    };
    const others = [];
    for (let i = 0; i < othersCount(tier, level, h); i++) {
      let name = null;
      for (let attempt = 0; attempt < 20 && !name; attempt++) {
        const candidate = `${h.pick(STEMS)} ${place} ${h.pick(SUFFIXES)}`;
        if (!takenNames.has(candidate)) name = candidate;
      }
      // Vanishingly rare (same city, same draws): the airport code keeps the name unique.
      name ??= `${h.pick(STEMS)} ${place} ${airport.code} ${level} Assist`;
      takenNames.add(name);
      const contact = contactName(airport.countryCode, h.rng);
      const domain = domainOf(name);
      others.push({
        key: `${airport.code}:${level}:${i + 1}`,
        companyName: name,
        supplierName: contact,
        email: `${h.pick(['reservations', 'ops', 'bookings', 'vip'])}@${domain}`,
        phone: phoneNumber(airport.countryCode, h.rng, airport.code),
        mobile: h.chance(0.6) ? phoneNumber(airport.countryCode, h.rng, airport.code) : null,
        webpage: h.chance(0.85) ? `https://www.${domain}` : null,
        isPreferred: h.chance(0.15),
        numberIncluded: Math.max(1, service.includedTravelers + h.pick([-1, 0, 0, 0, 1])),
        activationCostCents: round500(service.basePriceCents * h.between(0.85, 1.2)),
        porterCostCents: levelPorter === null ? null : round500(levelPorter * h.pick([0.8, 1, 1, 1.2])),
        amenities: amenitiesOf(service, h),
      });
    }
    for (const s of [own, ...others]) {
      const hours = h.pick(NOTICE_HOURS);
      const note = h.chance(0.8)
        ? h.pick(VIP_NOTES)({ hours, contact: s.supplierName, included: s.numberIncluded })
        : null;
      rows.push({
        id: stableId(`vip:${s.key}`),
        companyName: s.companyName,
        iataCode: airport.code,
        serviceLevel: level,
        supplierName: s.supplierName,
        email: s.email,
        phone: s.phone,
        mobile: s.mobile,
        webpage: s.webpage,
        notes: note,
        preferredBookingMethod: h.pick(BOOKING_METHODS),
        isPreferred: s.isPreferred,
        rating: s.isPreferred ? h.pick([4, 4, 5, 5]) : h.pick(RATINGS),
        numberIncluded: s.numberIncluded,
        instantBookingHours: hours,
        porterCostCents: s.porterCostCents,
        activationCostCents: s.activationCostCents,
        amenities: s.amenities,
      });
    }
  }
  return rows;
}

function vehiclesFrom(h) {
  const vehicles = ['sedan'];
  for (const v of ['suv', 'van', 'luxury']) if (h.chance(0.6)) vehicles.push(v);
  return vehicles;
}

function chauffeurRow(key, fields, h) {
  const note = h.pick(CHAUFFEUR_NOTES);
  return {
    id: stableId(`chauffeur:${key}`),
    supplierName: fields.supplierName,
    airportCodes: fields.airportCodes,
    phone: fields.phone,
    email: `${h.pick(['dispatch', 'bookings', 'reservations'])}@${domainOf(fields.supplierName)}`,
    website: h.chance(0.8) ? `https://www.${domainOf(fields.supplierName)}` : null,
    typeOfSupplier: fields.typeOfSupplier,
    preferredBookingMethod: h.pick(BOOKING_METHODS),
    vehiclesOffered: vehiclesFrom(h),
    isPreferred: fields.isPreferred,
    flightsUnderCarTypeForVan: h.pick(VAN_RULES),
    notes: note ? note({ name: fields.supplierName }) : null,
  };
}

/**
 * Chauffeur suppliers: four global ones (ALL), one regional per country with three or more catalog
 * airports, and local ones at the airports with the widest menus. The rest are served by global
 * suppliers only, which is what the back office's 'only global suppliers' notice is for.
 */
function chauffeurSuppliersFor(airports, servicesByAirport) {
  const rows = [];
  const taken = new Set();
  GLOBAL_CHAUFFEURS.forEach((g, i) => {
    const h = helpers(streamFor(`global-${i}`, 'chauffeurs'));
    taken.add(g.name);
    rows.push(
      chauffeurRow(
        `global:${i}`,
        {
          supplierName: g.name,
          airportCodes: ['ALL'],
          phone: phoneNumber('US', h.rng, 'JFK'),
          typeOfSupplier: 'Global',
          isPreferred: g.preferred,
        },
        h,
      ),
    );
  });
  const byCountry = new Map();
  for (const a of airports) byCountry.set(a.countryCode, [...(byCountry.get(a.countryCode) ?? []), a]);
  for (const [country, list] of [...byCountry.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (list.length < 3) continue;
    const h = helpers(streamFor(country, 'regional-chauffeurs'));
    const name = `${h.pick(STEMS)} ${list[0].country} ${h.pick(CHAUFFEUR_SUFFIXES)}`;
    taken.add(name);
    rows.push(
      chauffeurRow(
        `regional:${country}`,
        {
          supplierName: name,
          airportCodes: list.map((a) => a.code).sort(),
          phone: phoneNumber(country, h.rng, list[0].code),
          typeOfSupplier: 'Regional',
          isPreferred: h.chance(0.3),
        },
        h,
      ),
    );
  }
  for (const a of airports) {
    const tier = tierOf(servicesByAirport.get(a.code) ?? []);
    const h = helpers(streamFor(a.code, 'chauffeurs'));
    const count = tier === 'hub' ? h.int(1, 2) : tier === 'major' && h.chance(0.35) ? 1 : 0;
    for (let i = 0; i < count; i++) {
      let name = `${placeName(a.city)} ${h.pick(STEMS)} ${h.pick(CHAUFFEUR_SUFFIXES)}`;
      if (taken.has(name)) name = `${placeName(a.city)} ${a.code} ${h.pick(CHAUFFEUR_SUFFIXES)}`;
      if (taken.has(name)) continue;
      taken.add(name);
      rows.push(
        chauffeurRow(
          `local:${a.code}:${i}`,
          {
            supplierName: name,
            airportCodes: [a.code],
            phone: phoneNumber(a.countryCode, h.rng, a.code),
            typeOfSupplier: 'Local',
            isPreferred: h.chance(0.4),
          },
          h,
        ),
      );
    }
  }
  return rows;
}

/** Builds the supplier seed from catalog data (the parsed catalog.json). */
export function buildSupplierData(catalog) {
  const vendorsByKey = new Map(catalog.vendors.map((v) => [v.key, v]));
  const servicesByAirport = new Map();
  for (const s of catalog.services) servicesByAirport.set(s.airport, [...(servicesByAirport.get(s.airport) ?? []), s]);
  const porter = new Map(catalog.porterFees.map((f) => [`${f.airport}:${f.serviceLevel}`, f.feeCents]));
  // Names must not repeat a catalog vendor's (staff tell suppliers apart by name).
  const taken = new Set(catalog.vendors.map((v) => v.name));
  const airports = [...catalog.airports].sort((a, b) => (a.code < b.code ? -1 : 1));
  const suppliers = airports.flatMap((a) =>
    vipSuppliersFor(
      a,
      servicesByAirport.get(a.code) ?? [],
      vendorsByKey,
      (level) => porter.get(`${a.code}:${level}`) || null,
      taken,
    ),
  );
  const chauffeurSuppliers = chauffeurSuppliersFor(airports, servicesByAirport);
  const data = { generatedBy: 'tools/catalog-data/build-supplier-data.mjs', suppliers, chauffeurSuppliers };
  checkSupplierData(data, catalog);
  return data;
}

/** Schema validation plus what the schema cannot say. */
export function checkSupplierData(data, catalog) {
  supplierSeedDataSchema.parse(data);
  const ids = [...data.suppliers, ...data.chauffeurSuppliers].map((s) => s.id);
  if (new Set(ids).size !== ids.length) throw new Error('Duplicate supplier ids');
  const codes = new Set(catalog.airports.map((a) => a.code));
  for (const s of data.suppliers)
    if (!codes.has(s.iataCode)) throw new Error(`Supplier at unknown airport ${s.iataCode}`);
  for (const c of data.chauffeurSuppliers) {
    for (const code of c.airportCodes)
      if (code !== 'ALL' && !codes.has(code)) throw new Error(`Chauffeur supplier at unknown airport ${code}`);
  }
  for (const e of [...data.suppliers.map((s) => s.email), ...data.chauffeurSuppliers.map((s) => s.email)]) {
    if (e && !/^[a-z0-9.-]+@[a-z0-9-]+\.example$/.test(e)) throw new Error(`Not a fictional e-mail address: ${e}`);
  }
}

/** One record per line, like the catalog file: small, and a readable diff. */
export function formatSupplierData(data) {
  const lines = ['{', `  "generatedBy": ${JSON.stringify(data.generatedBy)},`];
  for (const [key, list, last] of [
    ['suppliers', data.suppliers, false],
    ['chauffeurSuppliers', data.chauffeurSuppliers, true],
  ]) {
    lines.push(`  ${JSON.stringify(key)}: [`);
    list.forEach((item, j) => lines.push(`    ${JSON.stringify(item)}${j < list.length - 1 ? ',' : ''}`));
    lines.push(`  ]${last ? '' : ','}`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

function parseArgs(argv) {
  const args = { out: DEFAULT_OUT, catalog: CATALOG_FILE };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '--out' || flag === '--catalog') && value && !value.startsWith('--')) {
      args[flag.slice(2)] = resolve(value);
      i++;
    } else {
      throw new Error(`Unknown argument ${flag} (use --out <file> or --catalog <file>)`);
    }
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const data = buildSupplierData(JSON.parse(readFileSync(args.catalog, 'utf8')));
  const text = formatSupplierData(data);
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, text);
  console.log(
    JSON.stringify({
      out: args.out,
      bytes: Buffer.byteLength(text),
      suppliers: data.suppliers.length,
      chauffeurSuppliers: data.chauffeurSuppliers.length,
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
