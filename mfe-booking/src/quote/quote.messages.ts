import { defineMessages } from 'react-intl';

/** The quote's words shared by the sheet, its rows, the header and the documents. */
export const QUOTE_FORMAT_MESSAGES = defineMessages({
  dateNotSpecified: { id: 'booking.quote.dateNotSpecified', defaultMessage: 'Date not specified' },
  timeNotSpecified: { id: 'booking.quote.timeNotSpecified', defaultMessage: 'Time not specified' },
  adults: { id: 'booking.quote.adults', defaultMessage: '{adults, plural, one {# adult} other {# adults}}' },
  adultsAndChildren: {
    id: 'booking.quote.adultsAndChildren',
    defaultMessage:
      '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
  },
  serviceCount: {
    id: 'booking.quote.serviceCount',
    defaultMessage: '{count, plural, one {# service} other {# services}}',
  },
  dateAtTime: { id: 'booking.quote.dateAtTime', defaultMessage: '{date} at {time}' },
  returnLeg: { id: 'booking.quote.returnLeg', defaultMessage: '{name} (Return)' },
  reasonRoundTrip: { id: 'booking.quote.reason.roundTrip', defaultMessage: 'round trip discount' },
  reasonMultiService: { id: 'booking.quote.reason.multiService', defaultMessage: 'multi-service discount' },
  reasonPromo: { id: 'booking.quote.reason.promo', defaultMessage: 'promo code' },
  reasonPromoCode: { id: 'booking.quote.reason.promoCode', defaultMessage: 'promo code {code}' },
  typeArrival: { id: 'booking.quote.type.arrival', defaultMessage: 'Arrival' },
  typeDeparture: { id: 'booking.quote.type.departure', defaultMessage: 'Departure' },
  typeTransfer: { id: 'booking.quote.type.transfer', defaultMessage: 'Transit & Connections' },
  levelStandard: { id: 'booking.quote.level.standard', defaultMessage: 'Meet & Assist' },
  levelLounge: { id: 'booking.quote.level.lounge', defaultMessage: 'VIP Tarmac Transfer with Lounge' },
  levelTarmac: { id: 'booking.quote.level.tarmac', defaultMessage: 'VIP Tarmac Transfer' },
  levelSuite: { id: 'booking.quote.level.suite', defaultMessage: 'Private Suite' },
  discountOff: { id: 'booking.quote.discountOff', defaultMessage: '{percent}% off ({reason})' },
  porterIncluded: { id: 'booking.quote.porterIncluded', defaultMessage: 'Porter service included (+{price})' },
  noPorter: { id: 'booking.quote.noPorter', defaultMessage: 'No porter service' },
});

export const QUOTE_SHEET_MESSAGES = defineMessages({
  title: { id: 'booking.quote.sheet.title', defaultMessage: 'Your Service Quote' },
  empty: { id: 'booking.quote.sheet.empty', defaultMessage: 'No services in quote' },
  clearAll: { id: 'booking.quote.sheet.clearAll', defaultMessage: 'Clear All' },
  list: { id: 'booking.quote.sheet.list', defaultMessage: 'Services in quote' },
  summary: { id: 'booking.quote.sheet.summary', defaultMessage: 'Quote summary' },
  baseTotal: { id: 'booking.quote.sheet.baseTotal', defaultMessage: 'Base services total' },
  porterTotal: { id: 'booking.quote.sheet.porterTotal', defaultMessage: 'Porter total' },
  discounts: { id: 'booking.quote.sheet.discounts', defaultMessage: 'Discounts' },
  total: { id: 'booking.quote.sheet.total', defaultMessage: 'Total quote value' },
  meaning: {
    id: 'booking.quote.sheet.meaning',
    defaultMessage:
      'A quote is not a booking yet: Proceed to Booking sends every service in it as one booking request.',
  },
  proceed: { id: 'booking.quote.sheet.proceed', defaultMessage: 'Proceed to Booking' },
  openSimplified: { id: 'booking.quote.sheet.openSimplified', defaultMessage: 'Open Simplified Quote in New Window' },
  openEmail: { id: 'booking.quote.sheet.openEmail', defaultMessage: 'Open Email Quote in New Window' },
  openedEmail: { id: 'booking.quote.sheet.openedEmail', defaultMessage: 'Opened Email Quote' },
  save: { id: 'booking.quote.sheet.save', defaultMessage: 'Save quote' },
  continueSearching: { id: 'booking.quote.sheet.continueSearching', defaultMessage: 'Continue Searching' },
  emailHowTo: {
    id: 'booking.quote.sheet.emailHowTo',
    defaultMessage:
      'To send this quote by e-mail, open the e-mail quote, select everything in the new window ({selectAll}, or {selectAllMac} on a Mac), copy it ({copy} or {copyMac}) and paste it into your message. Save quote gives you a link to share instead; it works for {days, plural, one {# day} other {# days}}.',
  },
  loadErrorTitle: { id: 'booking.quote.sheet.loadErrorTitle', defaultMessage: 'Error loading cart' },
  loadErrorBody: {
    id: 'booking.quote.sheet.loadErrorBody',
    defaultMessage: 'There was a problem loading your cart data.',
  },
  openFailedTitle: { id: 'booking.quote.sheet.openFailedTitle', defaultMessage: 'Failed to open quote' },
  openFailedBody: {
    id: 'booking.quote.sheet.openFailedBody',
    defaultMessage: 'Please check your browser settings and try again.',
  },
  emailOpenedTitle: { id: 'booking.quote.sheet.emailOpenedTitle', defaultMessage: 'Full quote opened in new window' },
  emailOpenedBody: {
    id: 'booking.quote.sheet.emailOpenedBody',
    defaultMessage: 'Your detailed quote has opened in a new tab/window for easy copying',
  },
  simplifiedOpened: { id: 'booking.quote.sheet.simplifiedOpened', defaultMessage: 'Simplified quote opened' },
  saveFailedTitle: { id: 'booking.quote.sheet.saveFailedTitle', defaultMessage: 'Could not save quote' },
  saveFailedBody: {
    id: 'booking.quote.sheet.saveFailedBody',
    defaultMessage: 'Every service needs a date and time before the quote can be saved.',
  },
});

export const QUOTE_ROW_MESSAGES = defineMessages({
  roundTrip: { id: 'booking.quote.row.roundTrip', defaultMessage: 'Round trip' },
  outbound: { id: 'booking.quote.row.outbound', defaultMessage: 'Outbound: {type}, {date} at {time}' },
  back: { id: 'booking.quote.row.back', defaultMessage: 'Return: {type}, {date} at {time}' },
  was: { id: 'booking.quote.row.was', defaultMessage: 'Was {price}' },
  remove: { id: 'booking.quote.row.remove', defaultMessage: 'Remove {name} from quote' },
});

export const HEADER_QUOTE_MESSAGES = defineMessages({
  viewQuote: { id: 'booking.quote.header.viewQuote', defaultMessage: 'View Quote' },
  viewQuoteLabel: {
    id: 'booking.quote.header.viewQuoteLabel',
    defaultMessage: 'View Quote, {count, plural, one {# service} other {# services}}',
  },
  checkout: { id: 'booking.quote.header.checkout', defaultMessage: 'Checkout' },
});

export const PROMO_MESSAGES = defineMessages({
  invalid: { id: 'booking.quote.promo.invalid', defaultMessage: 'Invalid promo code: {code}' },
  applied: { id: 'booking.quote.promo.applied', defaultMessage: 'Promo code applied' },
  appliedTo: {
    id: 'booking.quote.promo.appliedTo',
    defaultMessage: '{description} applied to {count, plural, one {# service} other {# services}}',
  },
  noEligible: {
    id: 'booking.quote.promo.noEligible',
    defaultMessage: 'No eligible services found for this promo code',
  },
  applyFailed: { id: 'booking.quote.promo.applyFailed', defaultMessage: 'Could not apply promo code' },
  tryAgain: { id: 'booking.quote.promo.tryAgain', defaultMessage: 'Please try again in a moment.' },
  active: { id: 'booking.quote.promo.active', defaultMessage: 'Active promo code:' },
  removeCode: { id: 'booking.quote.promo.removeCode', defaultMessage: 'Remove code' },
  havePromo: { id: 'booking.quote.promo.havePromo', defaultMessage: 'Have a promo code?' },
  placeholder: { id: 'booking.quote.promo.placeholder', defaultMessage: 'Enter promo code' },
  label: { id: 'booking.quote.promo.label', defaultMessage: 'Promo code' },
  apply: { id: 'booking.quote.promo.apply', defaultMessage: 'Apply' },
});

export const SAVED_LINK_MESSAGES = defineMessages({
  label: { id: 'booking.quote.saved.label', defaultMessage: 'Saved quote link' },
  copied: { id: 'booking.quote.saved.copied', defaultMessage: 'Copied!' },
  copy: { id: 'booking.quote.saved.copy', defaultMessage: 'Copy link' },
  validUntil: { id: 'booking.quote.saved.validUntil', defaultMessage: 'Valid until {date}' },
});

export const RESTORE_MESSAGES = defineMessages({
  notFoundTitle: { id: 'booking.quote.restore.notFoundTitle', defaultMessage: 'Saved quote not found' },
  notFound: { id: 'booking.quote.restore.notFound', defaultMessage: 'This saved quote has expired or does not exist.' },
  unavailableTitle: { id: 'booking.quote.restore.unavailableTitle', defaultMessage: 'Saved quote unavailable' },
  unavailable: {
    id: 'booking.quote.restore.unavailable',
    defaultMessage: 'None of the services in this saved quote are available any more.',
  },
  openedTitle: { id: 'booking.quote.restore.openedTitle', defaultMessage: 'Saved quote opened' },
  addedSkipped: {
    id: 'booking.quote.restore.addedSkipped',
    defaultMessage:
      '{added, plural, one {# service} other {# services}} added to your quote; {skipped, plural, one {# service} other {# services}} no longer available.',
  },
  added: {
    id: 'booking.quote.restore.added',
    defaultMessage: "{added, plural, one {# service} other {# services}} added to your quote with today's prices.",
  },
  failedTitle: { id: 'booking.quote.restore.failedTitle', defaultMessage: 'Could not open saved quote' },
});

/** The e-mail quote and the printable quote. */
export const QUOTE_DOCUMENT_MESSAGES = defineMessages({
  emailTitle: { id: 'booking.quote.document.emailTitle', defaultMessage: '{product} – Service Quote' },
  emailSubtitle: { id: 'booking.quote.document.emailSubtitle', defaultMessage: 'VIP Airport Service Quote · {date}' },
  simplifiedTitle: { id: 'booking.quote.document.simplifiedTitle', defaultMessage: '{product} – Quote' },
  service: { id: 'booking.quote.document.service', defaultMessage: 'Service' },
  type: { id: 'booking.quote.document.type', defaultMessage: 'Type' },
  details: { id: 'booking.quote.document.details', defaultMessage: 'Details' },
  price: { id: 'booking.quote.document.price', defaultMessage: 'Price' },
  discounts: { id: 'booking.quote.document.discounts', defaultMessage: 'Discounts' },
  total: { id: 'booking.quote.document.total', defaultMessage: 'Total' },
  flight: { id: 'booking.quote.document.flight', defaultMessage: 'Flight {flight}' },
  flightTerminal: {
    id: 'booking.quote.document.flightTerminal',
    defaultMessage: 'Flight {flight}, terminal {terminal}',
  },
  returnFor: { id: 'booking.quote.document.returnFor', defaultMessage: 'Return trip for {name}' },
  promoApplied: { id: 'booking.quote.document.promoApplied', defaultMessage: 'Promo code {code} applied.' },
  notes: { id: 'booking.quote.document.notes', defaultMessage: 'Important notes' },
  validFor: {
    id: 'booking.quote.document.validFor',
    defaultMessage: 'Prices are valid for {days, plural, one {# day} other {# days}}.',
  },
  freeCancellation: {
    id: 'booking.quote.document.freeCancellation',
    defaultMessage: 'Free cancellation up to {hours, plural, one {# hour} other {# hours}} before service.',
  },
  lateCancellation: {
    id: 'booking.quote.document.lateCancellation',
    defaultMessage:
      'A {percent}% charge applies to cancellations within {hours, plural, one {# hour} other {# hours}} of service.',
  },
  noRefund: {
    id: 'booking.quote.document.noRefund',
    defaultMessage:
      'Non-refundable for no-shows or cancellations within {hours, plural, one {# hour} other {# hours}} of service.',
  },
  toBook: {
    id: 'booking.quote.document.toBook',
    defaultMessage: 'To book, contact us at {email} or {phone}.',
  },
  simplifiedFooter: {
    id: 'booking.quote.document.simplifiedFooter',
    defaultMessage: 'Prices are valid for {days, plural, one {# day} other {# days}}. To book, contact {email}.',
  },
});
