import type { Logger } from '@vip/contracts/server';
import type { ServiceLevel, ServiceType } from '@vip/contracts';
import type { CatalogPrisma } from '../prisma';

/**
 * Starter reference data: a few airports with real codes, zones and coordinates, one vendor each,
 * and every type at every level, priced so the spec's vectors hold (FCO standard arrival 395 +
 * porter 150; SYD 445 + porter 350). The catalog issue replaces this with the generated data set.
 */
interface SeedAirport {
  code: string;
  icao: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  region: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** Standard arrival price in dollars; other types and levels derive from it. */
  standardFrom: number;
  porter: Partial<Record<ServiceLevel, number>>;
}

export const SEED_AIRPORTS: SeedAirport[] = [
  { code: 'LHR', icao: 'EGLL', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom', countryCode: 'GB', region: 'Europe', timeZone: 'Europe/London', latitude: 51.4706, longitude: -0.461941, standardFrom: 425, porter: { standard: 50, suite: 50 } },
  { code: 'JFK', icao: 'KJFK', name: 'John F. Kennedy International Airport', city: 'New York', country: 'United States', countryCode: 'US', region: 'Americas', timeZone: 'America/New_York', latitude: 40.639751, longitude: -73.778925, standardFrom: 395, porter: { standard: 100 } },
  { code: 'FCO', icao: 'LIRF', name: 'Rome Fiumicino Leonardo da Vinci Airport', city: 'Rome', country: 'Italy', countryCode: 'IT', region: 'Europe', timeZone: 'Europe/Rome', latitude: 41.804532, longitude: 12.251998, standardFrom: 395, porter: { standard: 150 } },
  { code: 'MUC', icao: 'EDDM', name: 'Munich Airport', city: 'Munich', country: 'Germany', countryCode: 'DE', region: 'Europe', timeZone: 'Europe/Berlin', latitude: 48.353783, longitude: 11.786086, standardFrom: 375, porter: { standard: 100 } },
  { code: 'SYD', icao: 'YSSY', name: 'Sydney Kingsford Smith Airport', city: 'Sydney', country: 'Australia', countryCode: 'AU', region: 'Asia Pacific', timeZone: 'Australia/Sydney', latitude: -33.946111, longitude: 151.177222, standardFrom: 445, porter: { standard: 350 } },
  { code: 'DXB', icao: 'OMDB', name: 'Dubai International Airport', city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', region: 'Middle East & Africa', timeZone: 'Asia/Dubai', latitude: 25.252778, longitude: 55.364444, standardFrom: 350, porter: { standard: 100 } },
  { code: 'CDG', icao: 'LFPG', name: 'Paris Charles de Gaulle Airport', city: 'Paris', country: 'France', countryCode: 'FR', region: 'Europe', timeZone: 'Europe/Paris', latitude: 49.009722, longitude: 2.547778, standardFrom: 410, porter: { standard: 100 } },
  { code: 'SIN', icao: 'WSSS', name: 'Singapore Changi Airport', city: 'Singapore', country: 'Singapore', countryCode: 'SG', region: 'Asia Pacific', timeZone: 'Asia/Singapore', latitude: 1.350189, longitude: 103.994433, standardFrom: 330, porter: { standard: 100 } },
];

const LEVEL_FACTOR: Record<ServiceLevel, number> = { standard: 1, lounge: 2.6, suite: 6.5 };
const TYPE_FACTOR: Record<ServiceType, number> = { arrival: 1, departure: 1, transfer: 1.2 };
const LEVEL_NAMES: Record<ServiceLevel, string> = {
  standard: 'VIP Meet & Greet',
  lounge: 'VIP Tarmac Transfer with Exclusive Lounge',
  suite: 'Private VIP Suite',
};
const TYPE_NAMES: Record<ServiceType, string> = { arrival: 'Arrival', departure: 'Departure', transfer: 'Connection' };
const INCLUSIONS: Record<ServiceLevel, Record<string, boolean>> = {
  standard: { meetAtGate: true, fastTrackWhereAvailable: true, baggageAssistance: true, escortToCar: true, loungeAccess: false, privateSuite: false },
  lounge: { meetAtGate: true, tarmacTransfer: true, fastTrackWhereAvailable: true, loungeAccess: true, baggageAssistance: true, privateSuite: false },
  suite: { meetAtGate: true, tarmacTransfer: true, privateSuite: true, dedicatedSecurity: true, privateImmigration: true, fineDining: true },
};

const round5 = (n: number) => Math.round(n / 5) * 5;

export async function seedCatalogIfEmpty(prisma: CatalogPrisma, logger?: Logger): Promise<void> {
  if ((await prisma.airport.count()) > 0) return;
  await prisma.$transaction(async (tx) => {
    for (const a of SEED_AIRPORTS) {
      const { standardFrom, porter, ...airportFields } = a;
      const airport = await tx.airport.create({ data: airportFields });
      const vendor = await tx.vendor.create({ data: { name: `${a.city} Airport Concierge`, contactName: 'Operations Desk' } });
      for (const [level, fee] of Object.entries(porter)) {
        await tx.porterFee.create({ data: { airportId: airport.id, serviceLevel: level, feeCents: Math.round(fee * 100) } });
      }
      for (const level of Object.keys(LEVEL_FACTOR) as ServiceLevel[]) {
        for (const type of Object.keys(TYPE_FACTOR) as ServiceType[]) {
          const price = level === 'standard' && type !== 'transfer' ? standardFrom : round5(standardFrom * LEVEL_FACTOR[level] * TYPE_FACTOR[type]);
          await tx.service.create({
            data: {
              airportId: airport.id,
              vendorId: vendor.id,
              serviceType: type,
              serviceLevel: level,
              name: `${LEVEL_NAMES[level]} - ${TYPE_NAMES[type]}`,
              description: `${LEVEL_NAMES[level]} for your ${TYPE_NAMES[type].toLowerCase()} at ${a.name}.`,
              basePriceCents: price * 100,
              includedTravelers: 2,
              adultFeeCents: round5(price * 0.25) * 100,
              childFeeCents: round5(price * 0.15) * 100,
              freeChildrenAllowance: level === 'standard' ? 0 : 1,
              tags: [level, type],
              isPopular: level === 'standard' && type === 'arrival',
              isPremium: level === 'suite',
              inclusions: INCLUSIONS[level],
            },
          });
        }
      }
    }
  }, { timeout: 60_000 });
  logger?.info({ airports: SEED_AIRPORTS.length }, 'catalog seeded');
}
