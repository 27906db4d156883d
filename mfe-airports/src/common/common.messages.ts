import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  place: { id: 'airports.common.place', defaultMessage: '{city}, {country}' },
  fromPrice: { id: 'airports.common.fromPrice', defaultMessage: 'from {price}' },
  loadingAirport: { id: 'airports.common.loadingAirport', defaultMessage: 'Loading airport' },
  browseAll: { id: 'airports.common.browseAll', defaultMessage: 'Browse All Airports' },
  retry: { id: 'airports.common.retry', defaultMessage: 'Try again' },
  noServices: { id: 'airports.common.noServices', defaultMessage: 'No Services Available' },
});

/** The levels' names as the public pages show them (contracts' LANDING_LEVEL_LABELS in English). */
export const levelMessages = defineMessages({
  standard: { id: 'airports.level.standard', defaultMessage: 'VIP Meet & Greet' },
  lounge: { id: 'airports.level.lounge', defaultMessage: 'VIP Tarmac Transfer with Exclusive Lounge' },
  tarmac: { id: 'airports.level.tarmac', defaultMessage: 'VIP Tarmac Transfer' },
  suite: { id: 'airports.level.suite', defaultMessage: 'VIP Private Suite' },
});

export const levelBadgeMessages = defineMessages({
  standard: { id: 'airports.levelBadge.standard', defaultMessage: 'Standard' },
  lounge: { id: 'airports.levelBadge.lounge', defaultMessage: 'Lounge' },
  tarmac: { id: 'airports.levelBadge.tarmac', defaultMessage: 'Tarmac' },
  suite: { id: 'airports.levelBadge.suite', defaultMessage: 'Suite' },
});

/** contracts' REGIONS. */
export const regionMessages = defineMessages({
  americas: { id: 'airports.region.americas', defaultMessage: 'Americas' },
  europe: { id: 'airports.region.europe', defaultMessage: 'Europe' },
  middleEastAfrica: { id: 'airports.region.middleEastAfrica', defaultMessage: 'Middle East & Africa' },
  asiaPacific: { id: 'airports.region.asiaPacific', defaultMessage: 'Asia Pacific' },
  other: { id: 'airports.region.other', defaultMessage: 'Other' },
});

/** contracts' BOOKING_RULE_TEXTS, the hours from BOOKING_RULES. */
export const bookingInformationMessages = defineMessages({
  heading: { id: 'airports.booking.heading', defaultMessage: 'Booking Information' },
  availability: { id: 'airports.booking.availability', defaultMessage: 'Available 24/7, 365 days a year' },
  bookingWindow: {
    id: 'airports.booking.bookingWindow',
    defaultMessage: 'Book online up to {hours, plural, one {# hour} other {# hours}} before your flight',
  },
  groupDiscounts: { id: 'airports.booking.groupDiscounts', defaultMessage: 'Group discounts available' },
  confirmation: {
    id: 'airports.booking.confirmation',
    defaultMessage: 'Confirmed by our team within {hours, plural, one {# hour} other {# hours}}',
  },
});

export const notFoundMessages = defineMessages({
  title: { id: 'airports.notFound.title', defaultMessage: 'Airport Not Found' },
  unreachable: {
    id: 'airports.notFound.unreachable',
    defaultMessage:
      'Our airport directory cannot be reached just now, so this airport could not be looked up. Please try again in a moment.',
  },
  unknown: {
    id: 'airports.notFound.unknown',
    defaultMessage: "We couldn't find this airport. It may not be served yet, or the address may be mistyped.",
  },
});
