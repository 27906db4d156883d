import { BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { type AirportDetail } from '@vip/contracts/schemas';
import { LANDING_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { formatFromPrice, lowestPrice, orderedLevels } from '../common/format';
import { absoluteUrl, type PageMeta } from '@vip/ui';

export function airportPageTitle(airport: Pick<AirportDetail, 'name' | 'code'>): string {
  return `VIP Meet & Greet at ${airport.name} (${airport.code}) | ${BRAND.productName}`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function airportPageDescription(airport: AirportDetail): string {
  const levels = orderedLevels(airport.serviceLevels);
  const place = `${airport.name} (${airport.code}), ${airport.city}, ${airport.country}`;
  const lowest = lowestPrice(levels);
  if (lowest === undefined) {
    return `VIP airport assistance at ${place}. Contact ${BRAND.productName} for meet and greet, lounge and private suite services.`;
  }
  const names = listOf(levels.map((l) => LANDING_LEVEL_LABELS[l.level].name));
  return `${names} at ${place}, ${formatFromPrice(lowest)}. Available 24/7, ${BOOKING_RULE_TEXTS.confirmation.toLowerCase()}.`;
}

/** schema.org Airport with its address, position and the offered levels as an OfferCatalog of USD offers. */
export function airportJsonLd(airport: AirportDetail, canonicalPath: string): object {
  const url = absoluteUrl(canonicalPath);
  const levels = orderedLevels(airport.serviceLevels);
  return {
    '@context': 'https://schema.org',
    '@type': 'Airport',
    name: airport.name,
    iataCode: airport.code,
    ...(airport.icao ? { icaoCode: airport.icao } : {}),
    url,
    address: { '@type': 'PostalAddress', addressLocality: airport.city, addressCountry: airport.countryCode },
    ...(airport.latitude !== null && airport.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: airport.latitude, longitude: airport.longitude } }
      : {}),
    ...(levels.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `VIP services at ${airport.name}`,
            itemListElement: levels.map(({ level, minPrice }) => ({
              '@type': 'Offer',
              name: LANDING_LEVEL_LABELS[level].name,
              price: minPrice,
              priceCurrency: 'USD',
              url,
              itemOffered: {
                '@type': 'Service',
                name: LANDING_LEVEL_LABELS[level].name,
                provider: { '@type': 'Organization', name: BRAND.productName },
              },
            })),
          },
        }
      : {}),
  };
}

/** Title, description, canonical and JSON-LD of an airport's page or service page. */
export function airportPageMeta(airport: AirportDetail, canonicalPath: string): PageMeta {
  return {
    title: airportPageTitle(airport),
    description: airportPageDescription(airport),
    canonicalPath,
    jsonLd: airportJsonLd(airport, canonicalPath),
  };
}

/** While the airport loads. */
export function loadingAirportMeta(code: string, canonicalPath: string): PageMeta {
  return {
    title: `VIP Meet & Greet at ${code} | ${BRAND.productName}`,
    description: `VIP airport assistance at ${code}: meet and greet, tarmac transfer with lounge and private suites.`,
    canonicalPath,
  };
}

export function airportNotFoundMeta(currentPath: string): PageMeta {
  return {
    title: `Airport Not Found | ${BRAND.productName}`,
    description: `Browse the ${BRAND.airportCount} airports where ${BRAND.productName} arranges VIP assistance.`,
    canonicalPath: currentPath,
    robots: 'noindex,follow',
  };
}
