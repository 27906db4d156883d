/**
 * The service menu of one airport: which level/type combinations it offers (by tier), their names,
 * descriptions, inclusions, tags and prices. Money in integer cents.
 */
import { helpers, streamFor } from './prng.mjs';
import { imageFileFor } from './service-images.mjs';

export const TYPE_ORDER = ['arrival', 'departure', 'transfer'];
export const LEVEL_ORDER = ['standard', 'lounge', 'tarmac', 'suite'];

/** Private-aviation airports: the tarmac transfer is the product, connections are not. */
const PRIVATE_AVIATION = new Set(['TEB', 'HPN', 'VNY']);

/** Resorts whose clientele expects a private suite. */
const SUITE_RESORTS = new Set([
  'ASE',
  'SBH',
  'MLE',
  'NCE',
  'JMK',
  'IBZ',
  'BOB',
  'SEZ',
  'MRU',
  'OLB',
  'CUN',
  'SJD',
  'DPS',
  'PBI',
  'EGE',
  'NAS',
  'HKT',
]);

/**
 * Spec test vectors: FCO standard arrival 395 + porter 150 = 545,
 * SYD 445 + 350 = 795. The formula would land near, not on, these figures.
 */
export const PINNED_BASE_PRICES = Object.freeze({
  'FCO:standard:arrival': 39500,
  'SYD:standard:arrival': 44500,
});

/**
 * The airports the spec uses for its sample breakdowns carry plain pricing (no after-hours or
 * last-minute surcharges, two travellers included), so those breakdowns hold at any hour.
 */
const PLAIN_PRICING_AIRPORTS = new Set(['FCO', 'SYD', 'LHR', 'JFK', 'MUC']);

/** Which level/type pairs an airport offers. Every airport has standard arrival and departure. */
export function menuFor(code, tier) {
  const h = helpers(streamFor(code, 'menu'));
  const menu = [
    ['arrival', 'standard'],
    ['departure', 'standard'],
  ];
  const add = (type, level, p = 1) => {
    if (h.chance(p)) menu.push([type, level]);
  };
  if (tier === 'hub') {
    add('transfer', 'standard');
    for (const type of TYPE_ORDER) add(type, 'lounge');
    add('arrival', 'suite');
    add('departure', 'suite');
    // Private suites for connections exist only at some hubs (LHR, DOH, SIN kind).
    add('transfer', 'suite', 0.5);
    if (h.chance(0.35)) {
      add('arrival', 'tarmac');
      add('departure', 'tarmac');
      // Apron-to-apron connections, where the hub allows cars between stands.
      add('transfer', 'tarmac', 0.5);
    }
  } else if (tier === 'major' && PRIVATE_AVIATION.has(code)) {
    add('arrival', 'tarmac');
    add('departure', 'tarmac');
    add('departure', 'lounge');
    add('arrival', 'suite', 0.5);
  } else if (tier === 'major') {
    add('transfer', 'standard', 0.35);
    add('arrival', 'lounge', 0.45);
    add('departure', 'lounge');
    add('transfer', 'lounge', 0.15);
    add('arrival', 'tarmac', 0.12);
    add('departure', 'tarmac', 0.12);
    add('arrival', 'suite', 0.15);
    add('departure', 'suite', 0.25);
  } else if (tier === 'leisure') {
    add('transfer', 'standard', 0.08);
    add('arrival', 'lounge', 0.55);
    add('departure', 'lounge', 0.75);
    add('arrival', 'tarmac', 0.15);
    if (SUITE_RESORTS.has(code) || h.chance(0.12)) {
      add('arrival', 'suite');
      add('departure', 'suite');
    }
  } else {
    // Airports outside the curated list (load-test data): a small menu.
    add('departure', 'lounge', 0.25);
  }
  return menu.sort(
    ([ta, la], [tb, lb]) =>
      TYPE_ORDER.indexOf(ta) - TYPE_ORDER.indexOf(tb) || LEVEL_ORDER.indexOf(la) - LEVEL_ORDER.indexOf(lb),
  );
}

const NAMES = {
  standard: {
    arrival: [
      'VIP Meet & Greet – Arrival',
      'Arrival Meet & Assist',
      'VIP Arrival Meet & Greet',
      'Fast-Track Arrival Meet & Greet',
    ],
    departure: [
      'VIP Meet & Greet – Departure',
      'Departure Meet & Assist',
      'VIP Departure Assistance',
      'Fast-Track Departure Meet & Greet',
    ],
    transfer: ['VIP Meet & Greet – Connection', 'Connection Meet & Assist', 'Transit Assistance – Connection'],
  },
  lounge: {
    arrival: [
      'Tarmac Transfer & Private Lounge – Arrival',
      'VIP Tarmac Transfer with Exclusive Lounge – Arrival',
      'Lounge Arrival with Tarmac Pick-up',
    ],
    departure: [
      'Tarmac Transfer & Private Lounge – Departure',
      'VIP Tarmac Transfer with Exclusive Lounge – Departure',
      'Lounge Departure with Tarmac Drop-off',
    ],
    transfer: ['Tarmac Transfer & Private Lounge – Connection', 'VIP Lounge Connection with Tarmac Transfers'],
  },
  tarmac: {
    arrival: ['VIP Tarmac Transfer – Arrival', 'Planeside Pick-up – Arrival', 'Chauffeured Tarmac Transfer – Arrival'],
    departure: [
      'VIP Tarmac Transfer – Departure',
      'Planeside Drop-off – Departure',
      'Chauffeured Tarmac Transfer – Departure',
    ],
    transfer: ['VIP Tarmac Transfer – Connection'],
  },
  suite: {
    arrival: ['Private Suite – Arrival', 'Private VIP Suite – Arrival', 'Private Terminal Suite – Arrival'],
    departure: ['Private Suite – Departure', 'Private VIP Suite – Departure', 'Private Terminal Suite – Departure'],
    transfer: ['Private Suite – Connection', 'Private VIP Suite – Connection'],
  },
};

const DESCRIPTIONS = {
  standard: {
    arrival: [
      (a) =>
        `Your greeter meets you as you step off the aircraft at ${a.name} and escorts you through the fast-track lanes and baggage reclaim. A porter can take your luggage to the car, so you are on your way into ${a.city} within minutes.`,
      (a) =>
        `Skip the queues on arrival at ${a.name}: a personal host meets you at the gate, guides you through the fast-track lanes and stays with you until your bags are collected.`,
      (a) =>
        `A dedicated meet & greet agent welcomes you at the aircraft door at ${a.name}, completes the arrival formalities with you and walks you to your driver.`,
    ],
    departure: [
      (a) =>
        `Met at the kerb at ${a.name}, you are checked in and escorted through priority security and departure formalities by your host. You reach the gate relaxed, with time to spare before leaving ${a.city}.`,
      (a) =>
        `Your host meets you at the terminal entrance, helps with check-in and bags and takes you through the fast-track lanes at ${a.name}.`,
      (a) =>
        `From the drop-off to the boarding gate, a personal agent looks after every step of your departure from ${a.name}, with fast-track security and help with luggage included.`,
    ],
    transfer: [
      (a) =>
        `A host meets you at the aircraft door at ${a.name} and guides you through the transfer process to your onward gate. Transit security is fast-tracked, so even a short connection in ${a.city} stays stress-free.`,
      (a) =>
        `Connecting through ${a.name}? Your greeter meets you on arrival, assists with any re-check of luggage and escorts you through transit security to your next flight.`,
    ],
  },
  lounge: {
    arrival: [
      (a) =>
        `A car collects you at the aircraft steps at ${a.name} and drives you across the apron to an exclusive lounge. Arrival formalities and baggage are handled while you relax, then you are escorted to your car for the drive into ${a.city}.`,
      (a) =>
        `Step off the plane and into a waiting vehicle: your tarmac transfer at ${a.name} takes you straight to a private lounge with refreshments. Your host completes the arrival formalities and brings your bags to you.`,
    ],
    departure: [
      (a) =>
        `Check in from a private lounge at ${a.name} while your host takes care of check-in and luggage. When boarding begins, a car drives you across the tarmac to the aircraft steps, so you leave ${a.city} without a single queue.`,
      (a) =>
        `Relax in an exclusive lounge with refreshments while security and departure formalities are handled for you at ${a.name}. A chauffeured tarmac transfer takes you to the aircraft at boarding time.`,
    ],
    transfer: [
      (a) =>
        `Your connection at ${a.name} starts at the aircraft door, with a car across the apron to a private lounge. Rest between flights while your host manages the transfer, then ride to your onward aircraft.`,
    ],
  },
  tarmac: {
    arrival: [
      (a) =>
        `A chauffeured car meets you planeside at ${a.name} and drives you directly to the fast-track arrival channel. Your host collects the luggage and sees you to your onward transport into ${a.city}.`,
      (a) =>
        `No buses and no long walks: at ${a.name} a car waits at the foot of the aircraft steps and your host takes you straight through arrival formalities.`,
    ],
    departure: [
      (a) =>
        `After fast-track check-in and security at ${a.name}, you are driven across the tarmac to the aircraft steps instead of walking to the gate. Ideal for VIP and private-flight departures from ${a.city}.`,
      (a) =>
        `Your host clears you through priority security at ${a.name} and a chauffeured car takes you across the apron to board directly at the aircraft.`,
    ],
    transfer: [
      (a) =>
        `A car drives you from one aircraft to the next across the apron at ${a.name}, with transit formalities handled by your host on the way.`,
    ],
  },
  suite: {
    arrival: [
      (a) =>
        `The most private way to arrive at ${a.name}: a car meets you at the aircraft steps and takes you to a private suite, where arrival formalities are completed in person and your bags are brought to you. Fine dining and a dedicated team are on hand until your car leaves for ${a.city}.`,
      (a) =>
        `A private suite at ${a.name} awaits you from the moment you land. A dedicated team handles arrival formalities and luggage in the suite, with refreshments prepared to your taste, while you avoid the public terminal entirely.`,
    ],
    departure: [
      (a) =>
        `Arrive at a private entrance at ${a.name} and spend the time before your flight in your own suite, with fine dining and a dedicated team. Security screening and departure formalities take place privately, and a car drives you to the aircraft when it is time to board.`,
      (a) =>
        `Leave ${a.city} in complete privacy: your own suite at ${a.name}, a personal security check and a chauffeured drive across the tarmac to the aircraft steps.`,
    ],
    transfer: [
      (a) =>
        `Spend your connection at ${a.name} in a private suite rather than the terminal. You are driven from aircraft to suite and on to your next flight, with private security screening and dining in between.`,
    ],
  },
};

/** An optional last sentence, by tier; leisure wording depends on coming or going. */
const CLOSERS = {
  hub: [
    () => "Available around the clock at one of the world's busiest airports.",
    () => 'A favourite of business travellers with tight schedules.',
    () => null,
  ],
  major: [
    (a) => `Our local team knows ${a.name} inside out.`,
    () => 'Children and extra travellers can be added when you book.',
    () => null,
  ],
  leisure: [
    (a, type) =>
      type === 'arrival'
        ? `A calm start to your stay in ${a.city}, ${a.country}.`
        : type === 'departure'
          ? `A relaxed end to your stay in ${a.city}.`
          : null,
    (a, type) =>
      type === 'transfer'
        ? null
        : `Popular with families and honeymooners ${type === 'arrival' ? 'arriving in' : 'leaving'} ${a.city}.`,
    () => null,
  ],
  minor: [() => null],
};

const ALL_FLAGS = [
  'meetAtGate',
  'fastTrackImmigration',
  'fastTrackSecurity',
  'baggageAssistance',
  'escortToCar',
  'loungeAccess',
  'tarmacTransfer',
  'privateSuite',
  'privateImmigration',
  'dedicatedSecurity',
  'fineDining',
  'chauffeurToAircraft',
];

const INCLUDED = {
  standard: {
    arrival: ['meetAtGate', 'fastTrackImmigration', 'baggageAssistance', 'escortToCar'],
    departure: ['fastTrackSecurity', 'fastTrackImmigration', 'baggageAssistance'],
    transfer: ['meetAtGate', 'fastTrackSecurity', 'baggageAssistance'],
  },
  lounge: {
    arrival: [
      'meetAtGate',
      'tarmacTransfer',
      'chauffeurToAircraft',
      'loungeAccess',
      'fastTrackImmigration',
      'baggageAssistance',
      'escortToCar',
    ],
    departure: [
      'tarmacTransfer',
      'chauffeurToAircraft',
      'loungeAccess',
      'fastTrackSecurity',
      'fastTrackImmigration',
      'baggageAssistance',
    ],
    transfer: [
      'meetAtGate',
      'tarmacTransfer',
      'chauffeurToAircraft',
      'loungeAccess',
      'fastTrackSecurity',
      'baggageAssistance',
    ],
  },
  tarmac: {
    arrival: [
      'meetAtGate',
      'tarmacTransfer',
      'chauffeurToAircraft',
      'fastTrackImmigration',
      'baggageAssistance',
      'escortToCar',
    ],
    departure: [
      'tarmacTransfer',
      'chauffeurToAircraft',
      'fastTrackSecurity',
      'fastTrackImmigration',
      'baggageAssistance',
    ],
    transfer: ['meetAtGate', 'tarmacTransfer', 'chauffeurToAircraft', 'fastTrackSecurity'],
  },
  suite: {
    arrival: [
      'meetAtGate',
      'tarmacTransfer',
      'chauffeurToAircraft',
      'privateSuite',
      'privateImmigration',
      'fineDining',
      'baggageAssistance',
      'escortToCar',
    ],
    departure: [
      'tarmacTransfer',
      'chauffeurToAircraft',
      'privateSuite',
      'privateImmigration',
      'dedicatedSecurity',
      'fineDining',
      'baggageAssistance',
    ],
    transfer: [
      'meetAtGate',
      'tarmacTransfer',
      'chauffeurToAircraft',
      'privateSuite',
      'dedicatedSecurity',
      'fineDining',
      'baggageAssistance',
    ],
  },
};

const LEVEL_TAGS = {
  standard: ['Meet & Greet', 'Fast Track'],
  lounge: ['Lounge', 'Tarmac Transfer'],
  tarmac: ['Tarmac Transfer', 'Planeside'],
  suite: ['Private Suite', 'Luxury'],
};
const TYPE_TAGS = { arrival: 'Arrival', departure: 'Departure', transfer: 'Connection' };
const TIER_TAGS = { hub: 'Business', major: null, leisure: 'Leisure', minor: null };

/** Base prices in US dollars before region, tier and airport factors. */
const LEVEL_BASE = {
  standard: { arrival: 330, departure: 300, transfer: 360 },
  lounge: { arrival: 700, departure: 680, transfer: 760 },
  tarmac: { arrival: 900, departure: 860, transfer: 950 },
  suite: { arrival: 1900, departure: 1800, transfer: 2100 },
};
const REGION_FACTOR = { Americas: 1.15, Europe: 1, 'Middle East & Africa': 0.95, 'Asia Pacific': 1, Other: 1.1 };
const TIER_FACTOR = { hub: 1.2, major: 1, leisure: 1.1, minor: 0.8 };
/** Suites at the big hubs (the LHR/LAX kind) sit well above resort suites. */
const HUB_SUITE_FACTOR = 1.35;
const ADULT_FEE_SHARE = { standard: 0.33, lounge: 0.4, tarmac: 0.35, suite: 0.5 };

/** Dollars to cents, rounded to $5. */
const round5 = (dollars) => Math.max(5, Math.round(dollars / 5) * 5) * 100;

/** Per-airport terms: the same vendor contract applies to every service at an airport. */
function airportPolicy(code) {
  const h = helpers(streamFor(code, 'policy'));
  const draw = {
    priceFactor: h.between(0.9, 1.12),
    freeChildren: h.chance(0.3) ? 1 : 0,
    afterHoursFeeCents: h.chance(0.33) ? 5000 + 500 * h.int(0, 9) : 0,
    lastMinute: h.chance(0.25),
    standardCancel24: h.chance(0.3),
    suitePerPerson: h.chance(0.35),
    standardLoungeAccess: h.chance(0.2),
  };
  if (PLAIN_PRICING_AIRPORTS.has(code))
    return { ...draw, afterHoursFeeCents: 0, lastMinute: false, suitePerPerson: false };
  return draw;
}

function popularChance(tier, type, level) {
  if (tier === 'minor') return 0;
  if (level === 'standard') return type === 'arrival' ? 0.28 : type === 'departure' ? 0.14 : 0.04;
  if (level === 'lounge') return type === 'transfer' ? 0.04 : 0.12;
  return level === 'suite' ? 0.1 : 0.08;
}

/**
 * The services of one airport. `vendorFor(level)` returns the vendor key that runs a level.
 * `airport` is the catalog airport record (name, city, country, region, ...).
 */
export function servicesFor(airport, tier, menu, vendorFor) {
  const h = helpers(streamFor(airport.code, 'services'));
  const policy = airportPolicy(airport.code);
  return menu.map(([type, level]) => {
    const key = `${airport.code}:${level}:${type}`;
    const factor =
      REGION_FACTOR[airport.region] *
      TIER_FACTOR[tier] *
      (tier === 'hub' && level === 'suite' ? HUB_SUITE_FACTOR : 1) *
      policy.priceFactor *
      h.between(0.97, 1.03);
    const basePriceCents = PINNED_BASE_PRICES[key] ?? round5(LEVEL_BASE[level][type] * factor);
    const adultFeeCents = round5((basePriceCents / 100) * ADULT_FEE_SHARE[level]);
    const childFeeCents = round5((adultFeeCents / 100) * 0.6);
    const included = new Set(INCLUDED[level][type]);
    if (level === 'standard' && type === 'departure' && policy.standardLoungeAccess) included.add('loungeAccess');
    const inclusions = Object.fromEntries(ALL_FLAGS.map((flag) => [flag, included.has(flag)]));

    const closer = h.pick(CLOSERS[tier])(airport, type);
    const description = [h.pick(DESCRIPTIONS[level][type])(airport), closer].filter(Boolean).join(' ');
    const isPopular =
      (tier === 'hub' && level === 'standard' && type === 'arrival') || h.chance(popularChance(tier, type, level));
    const isPremium =
      level === 'suite' ||
      (level === 'tarmac' && h.chance(0.5)) ||
      (level === 'lounge' && h.chance(tier === 'major' ? 0.3 : 0.45));
    const porterAvailable = level === 'standard' && type !== 'transfer';
    const tags = [
      ...LEVEL_TAGS[level],
      TYPE_TAGS[type],
      TIER_TAGS[tier],
      PRIVATE_AVIATION.has(airport.code) ? 'Private Jet' : null,
      inclusions.loungeAccess && level === 'standard' ? 'Lounge Access' : null,
      level === 'suite' ? 'Fine Dining' : null,
      porterAvailable ? 'Porter Available' : null,
      policy.freeChildren > 0 ? 'Family Friendly' : null,
    ].filter(Boolean);

    return {
      airport: airport.code,
      vendor: vendorFor(level),
      serviceType: type,
      serviceLevel: level,
      name: h.pick(NAMES[level][type]),
      description,
      image: `/api/services/media/${imageFileFor(level, type)}`,
      basePriceCents,
      includedTravelers: level === 'suite' && policy.suitePerPerson ? 1 : 2,
      adultFeeCents,
      childFeeCents,
      freeChildrenAllowance: policy.freeChildren,
      greeterLimit: 6,
      afterHoursFeeCents: policy.afterHoursFeeCents,
      afterHoursStart: '22:00',
      afterHoursEnd: '06:00',
      lastMinute24hSurchargeCents: policy.lastMinute ? 5000 : 0,
      lastMinute48hSurchargeCents: policy.lastMinute ? 2500 : 0,
      cancellationDeadlineHours: level === 'standard' && policy.standardCancel24 ? 24 : 48,
      tags,
      isPopular,
      isPremium,
      inclusions,
    };
  });
}

/**
 * Porter fees: every airport offers porters with its standard level; the spec's figures where it has them.
 * The spec's cart logic also names 100 for LHR suites, but porter is never offered on a suite (porterOffered
 * in contracts), so no suite fee is seeded: a fee nobody can choose would only mislead staff and partners.
 */
export const PORTER_FEE_OVERRIDES = Object.freeze({
  FCO: { standard: 15000 },
  SYD: { standard: 35000 },
  LHR: { standard: 5000 },
  JFK: { standard: 10000 },
  MUC: { standard: 10000 },
});
export const DEFAULT_STANDARD_PORTER_CENTS = 10000;

/** Porter fee rows of one airport; a level without a row has no porter. */
export function porterFeesFor(code) {
  const fees = { standard: DEFAULT_STANDARD_PORTER_CENTS, ...PORTER_FEE_OVERRIDES[code] };
  return LEVEL_ORDER.filter((level) => fees[level] > 0).map((level) => ({
    airport: code,
    serviceLevel: level,
    feeCents: fees[level],
  }));
}
