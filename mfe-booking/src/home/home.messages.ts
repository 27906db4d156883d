import { defineMessages } from 'react-intl';
import { BRAND } from '@vip/contracts/brand';

/** The brand's counts as numbers, for each language to write its own way ('1,200+' is '1 200+' in French). */
export const BRAND_COUNTS = {
  airports: Number(BRAND.airportCount.replace(/\D/g, '')),
  services: Number(BRAND.serviceCount.replace(/\D/g, '')),
};

/** What the top of the page says: in its first load. */
export const HOME_MESSAGES = defineMessages({
  metaTitle: {
    id: 'booking.home.metaTitle',
    defaultMessage: '{product} | VIP Meet & Greet, Lounge and Private Suites at {airports, number}+ Airports',
  },
  metaDescription: {
    id: 'booking.home.metaDescription',
    defaultMessage:
      'Book VIP airport assistance at over {airports, number} airports: meet and greet, tarmac transfer with lounge and private suites. {services, number}+ services, 24/7 support.',
  },
  heroTitle: { id: 'booking.home.heroTitle', defaultMessage: 'VIP airport assistance at {airports, number}+ airports' },
  heroLead: {
    id: 'booking.home.heroLead',
    defaultMessage:
      'Meet and greet, tarmac transfers with lounge, and private suites, arranged by local partners and looked after by our concierge team.',
  },
  claimsLabel: { id: 'booking.home.claimsLabel', defaultMessage: 'Why travellers choose us' },
  claimServices: {
    id: 'booking.home.claimServices',
    defaultMessage: '<value>{services, number}+</value> <label>services</label>',
  },
  claimSupport: { id: 'booking.home.claimSupport', defaultMessage: '<value>24/7</value> <label>support</label>' },
  claimAirports: {
    id: 'booking.home.claimAirports',
    defaultMessage: '<value>Over {airports, number}</value> <label>airports</label>',
  },
  searchTitle: { id: 'booking.home.searchTitle', defaultMessage: 'Find your VIP service' },
});
