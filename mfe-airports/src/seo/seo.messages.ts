import { defineMessages } from 'react-intl';

export const seoMessages = defineMessages({
  airportTitle: { id: 'airports.seo.airportTitle', defaultMessage: 'VIP Meet & Greet at {name} ({code}) | {product}' },
  place: { id: 'airports.seo.place', defaultMessage: '{name} ({code}), {city}, {country}' },
  description: {
    id: 'airports.seo.description',
    defaultMessage:
      '{levels} at {place}, {fromPrice}. Available 24/7, confirmed by our team within {hours, plural, one {# hour} other {# hours}}.',
  },
  descriptionOnRequest: {
    id: 'airports.seo.descriptionOnRequest',
    defaultMessage:
      'VIP airport assistance at {place}. Contact {product} for meet and greet, lounge and private suite services.',
  },
  offerCatalog: { id: 'airports.seo.offerCatalog', defaultMessage: 'VIP services at {name}' },
  loadingTitle: { id: 'airports.seo.loadingTitle', defaultMessage: 'VIP Meet & Greet at {code} | {product}' },
  loadingDescription: {
    id: 'airports.seo.loadingDescription',
    defaultMessage: 'VIP airport assistance at {code}: meet and greet, tarmac transfer with lounge and private suites.',
  },
  notFoundTitle: { id: 'airports.seo.notFoundTitle', defaultMessage: 'Airport Not Found | {product}' },
  notFoundDescription: {
    id: 'airports.seo.notFoundDescription',
    defaultMessage: 'Browse the {count} airports where {product} arranges VIP assistance.',
  },
});
