import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';
import { type AirportDetail } from '@vip/contracts/schemas';
import { lowestPrice, orderedLevels } from '../common/format';
import { countryName, ENGLISH_WORDS, fromPrice, levelName, type Words } from '../common/words';
import { absoluteUrl, type PageMeta } from '@vip/ui';
import { seoMessages as messages } from './seo.messages';

export function airportPageTitle(airport: Pick<AirportDetail, 'name' | 'code'>, words: Words = ENGLISH_WORDS): string {
  return words.text(messages.airportTitle, { name: airport.name, code: airport.code, product: BRAND.productName });
}

/** 'A, B and C' in English as the spec writes it; the language's own list in the others. */
function listOf(items: string[], { locale }: Words): string {
  if (locale !== DEFAULT_LOCALE) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function airportPageDescription(airport: AirportDetail, words: Words = ENGLISH_WORDS): string {
  const levels = orderedLevels(airport.serviceLevels);
  const place = words.text(messages.place, {
    name: airport.name,
    code: airport.code,
    city: airport.city,
    country: countryName(words, airport),
  });
  const lowest = lowestPrice(levels);
  if (lowest === undefined) {
    return words.text(messages.descriptionOnRequest, { place, product: BRAND.productName });
  }
  return words.text(messages.description, {
    levels: listOf(
      levels.map((l) => levelName(words, l.level)),
      words,
    ),
    place,
    fromPrice: fromPrice(words, lowest),
    hours: BOOKING_RULES.responseHours,
  });
}

/** schema.org Airport with its address, position and the offered levels as an OfferCatalog of USD offers. */
export function airportJsonLd(airport: AirportDetail, canonicalPath: string, words: Words = ENGLISH_WORDS): object {
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
            name: words.text(messages.offerCatalog, { name: airport.name }),
            itemListElement: levels.map(({ level, minPrice }) => ({
              '@type': 'Offer',
              name: levelName(words, level),
              price: minPrice,
              priceCurrency: 'USD',
              url,
              itemOffered: {
                '@type': 'Service',
                name: levelName(words, level),
                provider: { '@type': 'Organization', name: BRAND.productName },
              },
            })),
          },
        }
      : {}),
  };
}

/** Title, description, canonical and JSON-LD of an airport's page or service page. */
export function airportPageMeta(airport: AirportDetail, canonicalPath: string, words: Words = ENGLISH_WORDS): PageMeta {
  return {
    title: airportPageTitle(airport, words),
    description: airportPageDescription(airport, words),
    canonicalPath,
    jsonLd: airportJsonLd(airport, canonicalPath, words),
  };
}

/** While the airport loads. */
export function loadingAirportMeta(code: string, canonicalPath: string, words: Words = ENGLISH_WORDS): PageMeta {
  return {
    title: words.text(messages.loadingTitle, { code, product: BRAND.productName }),
    description: words.text(messages.loadingDescription, { code }),
    canonicalPath,
  };
}

export function airportNotFoundMeta(currentPath: string, words: Words = ENGLISH_WORDS): PageMeta {
  return {
    title: words.text(messages.notFoundTitle, { product: BRAND.productName }),
    description: words.text(messages.notFoundDescription, { count: BRAND.airportCount, product: BRAND.productName }),
    canonicalPath: currentPath,
    robots: 'noindex,follow',
  };
}
