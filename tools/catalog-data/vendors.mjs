/**
 * Fictional local concierge companies, one or two per airport. Names are invented (stems chosen
 * to avoid known brands in airport hospitality) and combined with the city; contacts use the
 * reserved `.example` top-level domain and fictional phone ranges where a country has one.
 */
import { contactName, phoneNumber } from './locale-data.mjs';
import { helpers, streamFor } from './prng.mjs';

const STEMS = [
  'Aurelia',
  'Halcyon',
  'Solenne',
  'Valora',
  'Celesta',
  'Aldara',
  'Corvina',
  'Serein',
  'Altair',
  'Opaline',
  'Marlowe',
  'Ivory Gate',
  'Windrose',
  'Kestrel',
  'Saffron Gate',
  'Amberly',
  'Orchid Gate',
  'Cedar & Sky',
  'Azure Gate',
  'Palisade',
  'Caravel',
  'Solstice',
  'Regalia',
  'Larkspur',
  'Tidewater',
  'Harbourlight',
  'Silver Heron',
  'Gilded Wing',
  'Lodestar',
  'Belmonte',
  'Castellan',
  'Estelle',
  'Montclair',
  'Rosewind',
  'Seabright',
  'Starling',
  'Whitecliff',
  'Bellavista',
  'Coralline',
  'Evenstar',
  'Fairwind',
  'Goldcrest',
  'Marisol',
  'Northgate',
  'Quillon',
  'Sandpiper',
  'Tessaly',
  'Verano',
];

const SUFFIXES = [
  'Concierge',
  'Airport Concierge',
  'VIP Services',
  'Meet & Assist',
  'Airport Hosts',
  'Travel Hosts',
  'Protocol Services',
  'Passenger Services',
  'Greeters',
  'Executive Services',
  'Hospitality',
  'Aviation Concierge',
];

const INFO_TEMPLATES = [
  (v) =>
    `${v.name} has looked after VIP passengers at ${v.airportName} since ${v.year}, with a team of ${v.team} multilingual hosts.`,
  (v) =>
    `Independent concierge company based in ${v.city}, founded in ${v.year}; ${v.team} airport-accredited greeters cover arrivals, departures and connections.`,
  (v) =>
    `Locally owned airport concierge at ${v.airportName}, licensed for airside access and serving commercial and private flights since ${v.year}.`,
  (v) =>
    `Family-run meet & assist operator in ${v.city} since ${v.year}, known for discreet service and a team of ${v.team} hosts who speak the local language and English.`,
  (v) =>
    `${v.city}-based protocol and hospitality specialist founded in ${v.year}, handling VIP movements at ${v.airportName} around the clock.`,
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

/** The place in a vendor name: the city, shortened where it carries a qualifier. */
function placeName(city) {
  return city
    .replace(/\s*\(.*\)$/, '')
    .split(',')[0]
    .trim();
}

/**
 * Vendors for one airport. `count` is 1 or 2; `takenNames` is shared across the run so names stay
 * unique (svc-catalog's seed links services to vendors by name). Callers generate curated
 * airports first, so their names never depend on airports outside the list.
 */
export function vendorsFor(airport, tier, count, takenNames) {
  const h = helpers(streamFor(airport.code, 'vendors'));
  const place = placeName(airport.city);
  const usedStems = new Set();
  const vendors = [];
  for (let i = 0; i < count; i++) {
    let name;
    let stem;
    for (let attempt = 0; attempt < 20 && !name; attempt++) {
      stem = h.pick(STEMS);
      if (usedStems.has(stem)) continue;
      const suffix = h.pick(SUFFIXES);
      const candidate = h.chance(0.75) ? `${stem} ${place} ${suffix}` : `${place} ${stem} ${suffix}`;
      if (!takenNames.has(candidate)) name = candidate;
    }
    // Vanishingly rare (same city, same draws): the airport code keeps the name unique.
    if (!name) name = `${stem} ${place} ${airport.code} Concierge`;
    usedStems.add(stem);
    takenNames.add(name);
    const person = contactName(airport.countryCode, h.rng);
    const domain = `${slug(name).slice(0, 40).replace(/-+$/, '')}.example`;
    const mailbox =
      h.pick(['reservations', 'concierge', 'bookings', 'operations', null]) ??
      slug(person.split(' ')[0]).replace(/-/g, '');
    const year = h.int(1994, 2019);
    const team = tier === 'hub' ? h.int(40, 160) : tier === 'minor' ? h.int(4, 18) : h.int(10, 60);
    const info = h.pick(INFO_TEMPLATES)({ name, airportName: airport.name, city: place, year, team });
    vendors.push({
      key: `${airport.code.toLowerCase()}-${i + 1}`,
      name,
      contactName: person,
      contactEmail: `${mailbox}@${domain}`,
      contactPhone: phoneNumber(airport.countryCode, h.rng, airport.code),
      companyInfo: info,
    });
  }
  return vendors;
}
