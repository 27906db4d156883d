import type { MessageTable } from '@vip/ui';

/** The public pages' texts: directory, airport page, service page, their titles and descriptions. */
export const PUBLIC_PAGES_DE: MessageTable = {
  'airports.common.place': '{city}, {country}',
  'airports.common.fromPrice': 'ab {price}',
  'airports.common.loadingAirport': 'Flughafen wird geladen',
  'airports.common.browseAll': 'Alle Flughäfen ansehen',
  'airports.common.retry': 'Erneut versuchen',
  'airports.common.noServices': 'Keine Services verfügbar',
  'airports.level.standard': 'VIP-Empfang',
  'airports.level.lounge': 'VIP-Vorfeldtransfer mit exklusiver Lounge',
  'airports.level.tarmac': 'VIP-Vorfeldtransfer',
  'airports.level.suite': 'Private VIP-Suite',
  'airports.levelBadge.standard': 'Standard',
  'airports.levelBadge.lounge': 'Lounge',
  'airports.levelBadge.tarmac': 'Vorfeld',
  'airports.levelBadge.suite': 'Suite',
  'airports.region.americas': 'Amerika',
  'airports.region.europe': 'Europa',
  'airports.region.middleEastAfrica': 'Naher Osten und Afrika',
  'airports.region.asiaPacific': 'Asien-Pazifik',
  'airports.region.other': 'Sonstige',
  'airports.booking.heading': 'Buchungsinformationen',
  'airports.booking.availability': 'Rund um die Uhr verfügbar, an 365 Tagen im Jahr',
  'airports.booking.bookingWindow':
    'Online buchbar bis {hours, plural, one {# Stunde} other {# Stunden}} vor Ihrem Flug',
  'airports.booking.groupDiscounts': 'Gruppenrabatte verfügbar',
  'airports.booking.confirmation':
    'Bestätigung durch unser Team innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}',
  'airports.notFound.title': 'Flughafen nicht gefunden',
  'airports.notFound.unreachable':
    'Unser Flughafenverzeichnis ist gerade nicht erreichbar, daher konnte dieser Flughafen nicht abgerufen werden. Bitte versuchen Sie es gleich noch einmal.',
  'airports.notFound.unknown':
    'Wir konnten diesen Flughafen nicht finden. Möglicherweise wird er noch nicht angeboten, oder die Adresse enthält einen Tippfehler.',
  'airports.directory.metaTitle': 'Weltweite Flughafenabdeckung | {product}',
  'airports.directory.metaDescription':
    'VIP-Empfang, Vorfeldtransfers mit exklusiver Lounge und private VIP-Suiten an {count} Flughäfen weltweit. Finden Sie Ihren Flughafen und buchen Sie VIP-Flughafenservice.',
  'airports.directory.title': 'Weltweite Flughafenabdeckung',
  'airports.directory.lead':
    'VIP-Empfang, Vorfeldtransfers mit Lounge-Zugang und private Suiten an {count} Flughäfen weltweit.',
  'airports.directory.filters': 'Flughäfen filtern',
  'airports.directory.byRegion': 'Nach Region filtern',
  'airports.directory.allRegions': 'Alle Regionen',
  'airports.directory.byLevel': 'Nach Serviceniveau filtern',
  'airports.directory.found': '{count, plural, one {# Flughafen gefunden} other {# Flughäfen gefunden}}',
  'airports.directory.loadFailed': 'Die Flughäfen konnten nicht geladen werden.',
  'airports.directory.levelLoadFailed': 'Die Flughäfen mit „{level}“ konnten nicht geladen werden.',
  'airports.directory.pleaseRetry': 'Bitte versuchen Sie es erneut.',
  'airports.directory.loading': 'Flughäfen werden geladen',
  'airports.directory.noMatch':
    'Keine Flughäfen entsprechen Ihrer Suche. Versuchen Sie einen anderen Namen, Code, eine andere Stadt oder ein anderes Land, oder setzen Sie die Filter zurück.',
  'airports.directory.clearFilters': 'Filter zurücksetzen',
  'airports.directory.noneListed': 'Noch keine Flughäfen aufgeführt.',
  'airports.directory.regionHeading': '{region} ({count})',
  'airports.directory.searchPlaceholder': 'Nach Flughafenname, Code, Stadt oder Land suchen',
  'airports.directory.searchLabel': 'Flughäfen nach Name, Code, Stadt oder Land suchen',
  'airports.directory.clearSearch': 'Suche löschen',
  'airports.directory.level.all': 'Alle',
  'airports.directory.level.standard': 'Empfang & Begleitung',
  'airports.directory.level.lounge': 'VIP-Vorfeldtransfer mit exklusiver Lounge',
  'airports.directory.level.suite': 'Private VIP-Suite',
  'airports.airport.back': 'Alle Flughäfen',
  'airports.airport.bookAt': 'VIP-Service in {code} buchen',
  'airports.airport.servicesAt': 'Services in {code}',
  'airports.airport.servicesCount': '{count, plural, one {# Service verfügbar} other {# Services verfügbar}}',
  'airports.airport.onRequest':
    'Services an diesem Flughafen werden auf Anfrage organisiert. Versuchen Sie einen anderen Flughafen oder kontaktieren Sie uns.',
  'airports.landing.eyebrow': '{code} · {place}',
  'airports.landing.title': 'VIP-Empfang am {name}',
  'airports.landing.lead':
    'Ein persönlicher Concierge empfängt Sie, begleitet Sie zügig durch den Flughafen und kümmert sich um Ihr Gepäck.',
  'airports.landing.leadFrom':
    'Ein persönlicher Concierge empfängt Sie, begleitet Sie zügig durch den Flughafen und kümmert sich um Ihr Gepäck, {fromPrice}.',
  'airports.landing.checkAvailability': 'Verfügbarkeit prüfen',
  'airports.landing.servicesAt': 'Services am {name}',
  'airports.landing.onRequest':
    'Services an diesem Flughafen werden auf Anfrage organisiert. Kontaktieren Sie uns oder versuchen Sie einen anderen Flughafen.',
  'airports.landing.findAt': 'Services in {code} finden',
  'airports.seo.airportTitle': 'VIP-Empfang am {name} ({code}) | {product}',
  'airports.seo.place': '{name} ({code}), {city}, {country}',
  'airports.seo.description':
    '{levels} am {place}, {fromPrice}. Rund um die Uhr verfügbar, Bestätigung durch unser Team innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.',
  'airports.seo.descriptionOnRequest':
    'VIP-Flughafenservice am {place}. Kontaktieren Sie {product} für Empfang, Lounge und private Suiten.',
  'airports.seo.offerCatalog': 'VIP-Services am {name}',
  'airports.seo.loadingTitle': 'VIP-Empfang in {code} | {product}',
  'airports.seo.loadingDescription':
    'VIP-Flughafenservice in {code}: Empfang, Vorfeldtransfer mit Lounge und private Suiten.',
  'airports.seo.notFoundTitle': 'Flughafen nicht gefunden | {product}',
  'airports.seo.notFoundDescription':
    'Entdecken Sie die {count} Flughäfen, an denen {product} VIP-Service organisiert.',
};
