import { defineMessages } from 'react-intl';

/** The sections below the fold: they load with them (a first visit's budget). */
export const HOME_SECTION_MESSAGES = defineMessages({
  flowTitle: { id: 'booking.home.flowTitle', defaultMessage: 'How it works' },
  flowSearch: { id: 'booking.home.flowSearch', defaultMessage: 'Search' },
  flowSelect: { id: 'booking.home.flowSelect', defaultMessage: 'Select Service' },
  flowTraveler: { id: 'booking.home.flowTraveler', defaultMessage: 'Traveler Info' },
  flowRequest: { id: 'booking.home.flowRequest', defaultMessage: 'Request Booking' },
  flowSearchText: { id: 'booking.home.flowSearchText', defaultMessage: 'Airport, date and flight time' },
  servicesTitle: { id: 'booking.home.servicesTitle', defaultMessage: 'Our services' },
  arrivalTitle: { id: 'booking.home.arrivalTitle', defaultMessage: 'VIP Meet and Greet' },
  arrivalLevel: { id: 'booking.home.arrivalLevel', defaultMessage: 'VIP Meet & Greet' },
  arrivalText: {
    id: 'booking.home.arrivalText',
    defaultMessage: 'Met at the aircraft door, escorted through immigration and baggage claim to your car.',
  },
  departureTitle: { id: 'booking.home.departureTitle', defaultMessage: 'VIP Tarmac Transfer & Lounge' },
  departureLevel: { id: 'booking.home.departureLevel', defaultMessage: 'VIP Tarmac Transfer with Exclusive Lounge' },
  departureText: {
    id: 'booking.home.departureText',
    defaultMessage:
      'Fast-track through security, time in an exclusive lounge, and a private transfer to your aircraft.',
  },
  transferTitle: { id: 'booking.home.transferTitle', defaultMessage: 'Private VIP Suite' },
  transferLevel: { id: 'booking.home.transferLevel', defaultMessage: 'Private VIP Suite' },
  transferText: {
    id: 'booking.home.transferText',
    defaultMessage: 'A private suite between flights, with dedicated security and immigration and your own host.',
  },
  bookService: { id: 'booking.home.bookService', defaultMessage: 'Book {service}' },
  benefitsTitle: { id: 'booking.home.benefitsTitle', defaultMessage: 'Why travel with {product}' },
  supportTitle: { id: 'booking.home.supportTitle', defaultMessage: '24/7 support' },
  supportText: {
    id: 'booking.home.supportText',
    defaultMessage: 'A concierge team answers day and night, before and during your journey.',
  },
  greetersTitle: { id: 'booking.home.greetersTitle', defaultMessage: 'Personal greeters' },
  greetersText: {
    id: 'booking.home.greetersText',
    defaultMessage: 'Vetted local partners meet you by name and stay with you until you are on your way.',
  },
  confirmedTitle: { id: 'booking.home.confirmedTitle', defaultMessage: 'Confirmed by people' },
  confirmedText: {
    id: 'booking.home.confirmedText',
    defaultMessage: 'Every request is checked with the local supplier before you pay anything.',
  },
  familiesTitle: { id: 'booking.home.familiesTitle', defaultMessage: 'Families and groups' },
  familiesText: {
    id: 'booking.home.familiesText',
    defaultMessage: 'Children and larger parties are welcome; the quote shows every traveller.',
  },
  ctaTitle: { id: 'booking.home.ctaTitle', defaultMessage: 'Ready for a smoother airport?' },
  ctaText: {
    id: 'booking.home.ctaText',
    defaultMessage:
      'Choose your airport and flight, pick a service and send your request. We reply within {hours, plural, one {# hour} other {# hours}}.',
  },
  bookNow: { id: 'booking.home.bookNow', defaultMessage: 'Book VIP now' },
  browseAirports: { id: 'booking.home.browseAirports', defaultMessage: 'Browse airports' },
  regionsTitle: { id: 'booking.home.regionsTitle', defaultMessage: 'Where we operate' },
  seeAllAirports: { id: 'booking.home.seeAllAirports', defaultMessage: 'See all {airports, number}+ airports' },
});

/** The regions of the home page's examples. */
export const HOME_REGION_MESSAGES = defineMessages({
  americas: { id: 'booking.home.region.americas', defaultMessage: 'Americas and Caribbean' },
  europe: { id: 'booking.home.region.europe', defaultMessage: 'Europe' },
  asiaPacific: { id: 'booking.home.region.asiaPacific', defaultMessage: 'Asia-Pacific' },
  middleEastAfrica: { id: 'booking.home.region.middleEastAfrica', defaultMessage: 'Middle East and Africa' },
});

/** The example airports' cities, by airport code. */
export const HOME_CITY_MESSAGES = defineMessages({
  JFK: { id: 'booking.home.city.JFK', defaultMessage: 'New York' },
  MIA: { id: 'booking.home.city.MIA', defaultMessage: 'Miami' },
  LAX: { id: 'booking.home.city.LAX', defaultMessage: 'Los Angeles' },
  CUN: { id: 'booking.home.city.CUN', defaultMessage: 'Cancún' },
  MBJ: { id: 'booking.home.city.MBJ', defaultMessage: 'Montego Bay' },
  YYZ: { id: 'booking.home.city.YYZ', defaultMessage: 'Toronto' },
  LHR: { id: 'booking.home.city.LHR', defaultMessage: 'London' },
  CDG: { id: 'booking.home.city.CDG', defaultMessage: 'Paris' },
  FCO: { id: 'booking.home.city.FCO', defaultMessage: 'Rome' },
  MUC: { id: 'booking.home.city.MUC', defaultMessage: 'Munich' },
  AMS: { id: 'booking.home.city.AMS', defaultMessage: 'Amsterdam' },
  IST: { id: 'booking.home.city.IST', defaultMessage: 'Istanbul' },
  SIN: { id: 'booking.home.city.SIN', defaultMessage: 'Singapore' },
  HND: { id: 'booking.home.city.HND', defaultMessage: 'Tokyo' },
  SYD: { id: 'booking.home.city.SYD', defaultMessage: 'Sydney' },
  HKG: { id: 'booking.home.city.HKG', defaultMessage: 'Hong Kong' },
  MLE: { id: 'booking.home.city.MLE', defaultMessage: 'Malé' },
  DXB: { id: 'booking.home.city.DXB', defaultMessage: 'Dubai' },
  DOH: { id: 'booking.home.city.DOH', defaultMessage: 'Doha' },
  AUH: { id: 'booking.home.city.AUH', defaultMessage: 'Abu Dhabi' },
  CPT: { id: 'booking.home.city.CPT', defaultMessage: 'Cape Town' },
  JNB: { id: 'booking.home.city.JNB', defaultMessage: 'Johannesburg' },
});
