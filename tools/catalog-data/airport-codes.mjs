/**
 * The airports the catalog serves, hand-picked and grouped by tier. The tier decides how wide the
 * service menu is and how prices sit (see build-catalog-data.mjs):
 * - hub: the world's busiest passenger and premium business airports, full menu;
 * - major: busy national and business airports, a mid-sized menu;
 * - leisure: premium resort, island and ski destinations, meet & greet plus lounge, a suite where
 *   the clientele expects one.
 * Order within a tier is by region, then roughly by size; the output is sorted by code anyway.
 */
export const CURATED_AIRPORTS = Object.freeze({
  hub: [
    // Americas
    'ATL', 'LAX', 'ORD', 'DFW', 'DEN', 'JFK', 'SFO', 'MIA', 'LAS', 'SEA', 'EWR', 'IAH', 'BOS',
    'YYZ', 'MEX', 'GRU', 'BOG',
    // Europe
    'LHR', 'CDG', 'AMS', 'FRA', 'IST', 'MAD', 'BCN', 'MUC', 'FCO', 'LGW', 'ZRH',
    // Middle East & Africa
    'DXB', 'DOH', 'AUH', 'RUH', 'JED', 'CAI', 'JNB',
    // Asia Pacific
    'SIN', 'HND', 'NRT', 'HKG', 'ICN', 'PEK', 'PVG', 'CAN', 'BKK', 'KUL', 'DEL', 'BOM', 'TPE',
    'SYD', 'MEL',
  ],
  major: [
    // United States and Canada
    'MCO', 'CLT', 'PHX', 'MSP', 'DTW', 'PHL', 'FLL', 'BWI', 'IAD', 'DCA', 'LGA', 'SAN', 'TPA',
    'AUS', 'BNA', 'SLC', 'MSY', 'SNA', 'TEB', 'HPN', 'VNY', 'YVR', 'YUL', 'YYC',
    // Latin America
    'GDL', 'MTY', 'PTY', 'LIM', 'SCL', 'EZE', 'AEP', 'GIG', 'MDE', 'UIO', 'SJO', 'SDQ', 'MVD',
    // Europe
    'DUB', 'MAN', 'EDI', 'LCY', 'GVA', 'VIE', 'BRU', 'CPH', 'ARN', 'OSL', 'HEL', 'LIS', 'OPO',
    'ATH', 'PRG', 'WAW', 'BUD', 'MXP', 'LIN', 'VCE', 'NAP', 'FLR', 'DUS', 'HAM', 'BER', 'LYS',
    'MRS', 'ORY', 'KEF', 'OTP', 'BEG', 'LUX', 'SVO', 'LED', 'SAW', 'ADB', 'GYD', 'TBS',
    // Middle East & Africa
    'BAH', 'KWI', 'MCT', 'AMM', 'BEY', 'TLV', 'DMM', 'MED', 'SHJ', 'ADD', 'NBO', 'LOS', 'ABV',
    'ACC', 'CMN', 'TUN', 'DSS', 'DAR', 'EBB', 'KGL', 'DUR',
    // Asia Pacific
    'KIX', 'NGO', 'CTS', 'SZX', 'HGH', 'SHA', 'URC', 'MFM', 'CGK', 'MNL', 'SGN', 'HAN', 'PNH',
    'CMB', 'KTM', 'BLR', 'MAA', 'HYD', 'ISB', 'KHI', 'ALA', 'TAS', 'BNE', 'PER', 'ADL', 'AKL',
  ],
  leisure: [
    // Caribbean and Atlantic
    'NAS', 'ELH', 'MBJ', 'PUJ', 'LRM', 'SJU', 'AUA', 'CUR', 'BGI', 'UVF', 'ANU', 'SXM', 'SBH',
    'PLS', 'GCM', 'STT', 'AXA', 'SKB', 'BDA',
    // Mexico, Central and South America
    'CUN', 'SJD', 'PVR', 'TQO', 'LIR', 'BZE', 'CUZ', 'GPS', 'BRC', 'PDP', 'CTG',
    // United States: mountains, islands, coast
    'ASE', 'EGE', 'JAC', 'BZN', 'MVY', 'ACK', 'PBI', 'PSP', 'OGG', 'KOA', 'HNL',
    // Europe
    'NCE', 'OLB', 'JMK', 'JTR', 'IBZ', 'PMI', 'AGP', 'SVQ', 'FAO', 'FNC', 'TFS', 'LPA', 'CFU',
    'HER', 'CHQ', 'RHO', 'SPU', 'DBV', 'TIV', 'MLA', 'CTA', 'PMO', 'AJA', 'INN', 'SZG', 'AYT',
    'BJV', 'LCA', 'TOS', 'JER',
    // Middle East & Africa
    'SEZ', 'MRU', 'RUN', 'ZNZ', 'JRO', 'MBA', 'RAK', 'CPT', 'HDS', 'VFA', 'MUB', 'WDH', 'AQJ',
    'SSH', 'HRG', 'LXR', 'RKT', 'ULH',
    // Asia Pacific
    'MLE', 'DPS', 'HKT', 'USM', 'KBV', 'CNX', 'LGK', 'BKI', 'PBH', 'GOI', 'UDR', 'PQC', 'DAD',
    'SAI', 'MPH', 'OKA', 'SYX', 'CJU', 'BOB', 'PPT', 'NAN', 'RAR', 'NOU', 'ZQN', 'CNS', 'OOL',
    'HBA', 'GUM',
  ],
});

/** Every curated code, in list order. */
export const CURATED_CODES = Object.freeze([...CURATED_AIRPORTS.hub, ...CURATED_AIRPORTS.major, ...CURATED_AIRPORTS.leisure]);

/** The tier of a curated code, or undefined for an airport outside the list. */
export function curatedTierOf(code) {
  for (const [tier, codes] of Object.entries(CURATED_AIRPORTS)) if (codes.includes(code)) return tier;
  return undefined;
}
