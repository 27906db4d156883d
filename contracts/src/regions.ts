import type { Region } from './vocabulary';

/** What regionFor needs to know about an airport. */
export interface RegionInput {
  code: string;
  countryCode: string;
  city: string;
}

/**
 * Step 1: airports whose country would place them where travellers do not look for them, or whose
 * geography is ambiguous. Pinned by code so a later change to the country map cannot move them.
 */
const REGION_BY_AIRPORT_CODE: Readonly<Record<string, Region>> = {
  // Istanbul straddles the Bosphorus; both airports are sold as European gateways.
  IST: 'Europe',
  SAW: 'Europe',
  // Canary Islands: off the African coast, but Spanish and booked as European holidays.
  LPA: 'Europe',
  TFS: 'Europe',
  TFN: 'Europe',
  ACE: 'Europe',
  FUE: 'Europe',
  SPC: 'Europe',
  VDE: 'Europe',
  GMZ: 'Europe',
  // Madeira and the Azores: Atlantic islands of Portugal.
  FNC: 'Europe',
  PXO: 'Europe',
  PDL: 'Europe',
  TER: 'Europe',
  HOR: 'Europe',
  // Melilla: a Spanish city on the African mainland.
  MLN: 'Europe',
  // Hawaii lies in the Pacific but is a US state; travellers look for it with the rest of the US.
  HNL: 'Americas',
  OGG: 'Americas',
  KOA: 'Americas',
  LIH: 'Americas',
  ITO: 'Americas',
  MKK: 'Americas',
  LNY: 'Americas',
  JHM: 'Americas',
  // Sinai resorts sit in Asia geographically; Egypt is sold with the Middle East.
  SSH: 'Middle East & Africa',
  TCP: 'Middle East & Africa',
};

const AMERICAS = [
  // North and Central America
  'US',
  'CA',
  'MX',
  'GT',
  'BZ',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'GL',
  'PM',
  'BM',
  // Caribbean
  'AG',
  'AI',
  'AW',
  'BB',
  'BL',
  'BQ',
  'BS',
  'CU',
  'CW',
  'DM',
  'DO',
  'GD',
  'GP',
  'HT',
  'JM',
  'KN',
  'KY',
  'LC',
  'MF',
  'MQ',
  'MS',
  'PR',
  'SX',
  'TC',
  'TT',
  'VC',
  'VG',
  'VI',
  // South America and the South Atlantic
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'EC',
  'FK',
  'GF',
  'GY',
  'PE',
  'PY',
  'SR',
  'UY',
  'VE',
] as const;

const EUROPE = [
  'AD',
  'AL',
  'AT',
  'AX',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FO',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IM',
  'IS',
  'IT',
  'JE',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SJ',
  'SK',
  'SM',
  'UA',
  'VA',
  'XK',
  // Russia and Turkey are sold as Europe (their main hubs are there).
  'RU',
  'TR',
  // The South Caucasus flies and books with Europe.
  'AM',
  'AZ',
  'GE',
] as const;

const MIDDLE_EAST_AND_AFRICA = [
  // Middle East
  'AE',
  'BH',
  'IL',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LB',
  'OM',
  'PS',
  'QA',
  'SA',
  'SY',
  'YE',
  // North Africa (Egypt included)
  'DZ',
  'EG',
  'EH',
  'LY',
  'MA',
  'SD',
  'SS',
  'TN',
  // West and Central Africa
  'BF',
  'BJ',
  'CF',
  'CG',
  'CD',
  'CI',
  'CM',
  'CV',
  'GA',
  'GH',
  'GM',
  'GN',
  'GQ',
  'GW',
  'LR',
  'ML',
  'MR',
  'NE',
  'NG',
  'SH',
  'SL',
  'SN',
  'ST',
  'TD',
  'TG',
  // East and Southern Africa, and the western Indian Ocean islands
  'AO',
  'BI',
  'BW',
  'DJ',
  'ER',
  'ET',
  'KE',
  'KM',
  'LS',
  'MG',
  'MU',
  'MW',
  'MZ',
  'NA',
  'RE',
  'RW',
  'SC',
  'SO',
  'SZ',
  'TZ',
  'UG',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;

const ASIA_PACIFIC = [
  // East Asia
  'CN',
  'HK',
  'JP',
  'KP',
  'KR',
  'MN',
  'MO',
  'TW',
  // South-East Asia
  'BN',
  'ID',
  'KH',
  'LA',
  'MM',
  'MY',
  'PH',
  'SG',
  'TH',
  'TL',
  'VN',
  // South Asia and the central Indian Ocean (Maldives, Chagos)
  'AF',
  'BD',
  'BT',
  'IN',
  'IO',
  'LK',
  'MV',
  'NP',
  'PK',
  // Central Asia
  'KG',
  'KZ',
  'TJ',
  'TM',
  'UZ',
  // Australia, New Zealand and the Pacific
  'AS',
  'AU',
  'CC',
  'CK',
  'CX',
  'FJ',
  'FM',
  'GU',
  'KI',
  'MH',
  'MP',
  'NC',
  'NF',
  'NR',
  'NU',
  'NZ',
  'PF',
  'PG',
  'PN',
  'PW',
  'SB',
  'TK',
  'TO',
  'TV',
  'UM',
  'VU',
  'WF',
  'WS',
] as const;

// Antarctica and the uninhabited southern islands (AQ, BV, GS, HM, TF) are left out on purpose:
// they fall through to 'Other'.

/** Step 2: every ISO 3166-1 country placed in a region (plus XK, Kosovo's user-assigned code). */
export const REGION_BY_COUNTRY_CODE: Readonly<Record<string, Region>> = Object.freeze({
  ...Object.fromEntries(AMERICAS.map((c) => [c, 'Americas' as const])),
  ...Object.fromEntries(EUROPE.map((c) => [c, 'Europe' as const])),
  ...Object.fromEntries(MIDDLE_EAST_AND_AFRICA.map((c) => [c, 'Middle East & Africa' as const])),
  ...Object.fromEntries(ASIA_PACIFIC.map((c) => [c, 'Asia Pacific' as const])),
});

/**
 * Step 3: cities of territories whose country code is missing, retired or disputed in some data
 * sources (Netherlands Antilles 'AN', Serbia and Montenegro 'CS'/'YU', Kosovo 'KV', Western Sahara,
 * Palestine). Keys are lower-case without diacritics.
 */
const REGION_BY_CITY: Readonly<Record<string, Region>> = {
  willemstad: 'Americas',
  curacao: 'Americas',
  kralendijk: 'Americas',
  bonaire: 'Americas',
  philipsburg: 'Americas',
  'sint maarten': 'Americas',
  'st. eustatius': 'Americas',
  saba: 'Americas',
  belgrade: 'Europe',
  podgorica: 'Europe',
  tivat: 'Europe',
  pristina: 'Europe',
  laayoune: 'Middle East & Africa',
  dakhla: 'Middle East & Africa',
  gaza: 'Middle East & Africa',
  jerusalem: 'Middle East & Africa',
};

function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** The directory region of an airport: by airport code, then country, then city, else 'Other'. */
export function regionFor(airport: RegionInput): Region {
  const code = airport.code.trim().toUpperCase();
  const byCode = REGION_BY_AIRPORT_CODE[code];
  if (byCode) return byCode;
  const byCountry = REGION_BY_COUNTRY_CODE[airport.countryCode.trim().toUpperCase()];
  if (byCountry) return byCountry;
  return REGION_BY_CITY[cityKey(airport.city)] ?? 'Other';
}
