import type { MessageTable } from '@vip/ui';

/** The public pages' texts: directory, airport page, service page, their titles and descriptions. */
export const PUBLIC_PAGES_FR: MessageTable = {
  'airports.common.place': '{city}, {country}',
  'airports.common.fromPrice': 'à partir de {price}',
  'airports.common.loadingAirport': 'Chargement de l’aéroport',
  'airports.common.browseAll': 'Voir tous les aéroports',
  'airports.common.retry': 'Réessayer',
  'airports.common.noServices': 'Aucune prestation disponible',
  'airports.level.standard': 'Accueil VIP',
  'airports.level.lounge': 'Transfert VIP sur le tarmac avec salon privé',
  'airports.level.tarmac': 'Transfert VIP sur le tarmac',
  'airports.level.suite': 'Suite privée VIP',
  'airports.levelBadge.standard': 'Standard',
  'airports.levelBadge.lounge': 'Salon',
  'airports.levelBadge.tarmac': 'Tarmac',
  'airports.levelBadge.suite': 'Suite',
  'airports.region.americas': 'Amériques',
  'airports.region.europe': 'Europe',
  'airports.region.middleEastAfrica': 'Moyen-Orient et Afrique',
  'airports.region.asiaPacific': 'Asie-Pacifique',
  'airports.region.other': 'Autres',
  'airports.booking.heading': 'Informations de réservation',
  'airports.booking.availability': 'Disponible 24 h/24, 7 j/7, 365 jours par an',
  'airports.booking.bookingWindow':
    'Réservez en ligne jusqu’à {hours, plural, one {# heure} other {# heures}} avant votre vol',
  'airports.booking.groupDiscounts': 'Tarifs de groupe disponibles',
  'airports.booking.confirmation': 'Confirmation par notre équipe sous {hours, plural, one {# heure} other {# heures}}',
  'airports.notFound.title': 'Aéroport introuvable',
  'airports.notFound.unreachable':
    'Notre annuaire des aéroports est momentanément inaccessible : impossible de rechercher cet aéroport. Réessayez dans un instant.',
  'airports.notFound.unknown':
    'Nous n’avons pas trouvé cet aéroport. Il n’est peut-être pas encore desservi, ou l’adresse comporte une erreur.',
  'airports.directory.metaTitle': 'Nos aéroports dans le monde | {product}',
  'airports.directory.metaDescription':
    'Accueil VIP, transferts sur le tarmac avec salon exclusif et suites VIP privées dans {count} aéroports du monde entier. Trouvez votre aéroport et réservez votre assistance aéroportuaire VIP.',
  'airports.directory.title': 'Nos aéroports dans le monde',
  'airports.directory.lead':
    'Accueil VIP, transferts sur le tarmac avec accès au salon et suites privées dans {count} aéroports du monde entier.',
  'airports.directory.filters': 'Filtrer les aéroports',
  'airports.directory.byRegion': 'Filtrer par région',
  'airports.directory.allRegions': 'Toutes les régions',
  'airports.directory.byLevel': 'Filtrer par niveau de prestation',
  'airports.directory.found': '{count, plural, one {# aéroport trouvé} other {# aéroports trouvés}}',
  'airports.directory.loadFailed': 'Impossible de charger les aéroports.',
  'airports.directory.levelLoadFailed': 'Impossible de charger les aéroports proposant « {level} ».',
  'airports.directory.pleaseRetry': 'Veuillez réessayer.',
  'airports.directory.loading': 'Chargement des aéroports',
  'airports.directory.noMatch':
    'Aucun aéroport ne correspond à votre recherche. Essayez un autre nom, code, ville ou pays, ou effacez les filtres.',
  'airports.directory.clearFilters': 'Effacer les filtres',
  'airports.directory.noneListed': 'Aucun aéroport n’est encore répertorié.',
  'airports.directory.regionHeading': '{region} ({count})',
  'airports.directory.searchPlaceholder': 'Rechercher par nom d’aéroport, code, ville ou pays',
  'airports.directory.searchLabel': 'Rechercher un aéroport par nom, code, ville ou pays',
  'airports.directory.clearSearch': 'Effacer la recherche',
  'airports.directory.level.all': 'Tous',
  'airports.directory.level.standard': 'Accueil et assistance',
  'airports.directory.level.lounge': 'Transfert VIP sur le tarmac avec salon privé',
  'airports.directory.level.suite': 'Suite VIP privée',
  'airports.airport.back': 'Tous les aéroports',
  'airports.airport.bookAt': 'Réserver un service VIP à {code}',
  'airports.airport.servicesAt': 'Prestations à {code}',
  'airports.airport.servicesCount': '{count, plural, one {# prestation disponible} other {# prestations disponibles}}',
  'airports.airport.onRequest':
    'Les prestations dans cet aéroport sont organisées sur demande. Essayez un autre aéroport ou contactez-nous.',
  'airports.landing.eyebrow': '{code} · {place}',
  'airports.landing.title': 'Accueil VIP à {name}',
  'airports.landing.lead':
    'Un concierge personnel vous accueille, vous fait passer en priorité dans l’aéroport et s’occupe de vos bagages.',
  'airports.landing.leadFrom':
    'Un concierge personnel vous accueille, vous fait passer en priorité dans l’aéroport et s’occupe de vos bagages, {fromPrice}.',
  'airports.landing.checkAvailability': 'Vérifier la disponibilité',
  'airports.landing.servicesAt': 'Prestations à {name}',
  'airports.landing.onRequest':
    'Les prestations dans cet aéroport sont organisées sur demande. Contactez-nous ou essayez un autre aéroport.',
  'airports.landing.findAt': 'Trouver une prestation à {code}',
  'airports.seo.airportTitle': 'Accueil VIP à {name} ({code}) | {product}',
  'airports.seo.place': '{name} ({code}), {city}, {country}',
  'airports.seo.description':
    '{levels} à {place}, {fromPrice}. Disponible 24 h/24, 7 j/7, confirmation par notre équipe sous {hours, plural, one {# heure} other {# heures}}.',
  'airports.seo.descriptionOnRequest':
    'Assistance aéroportuaire VIP à {place}. Contactez {product} pour l’accueil, le salon et les suites privées.',
  'airports.seo.offerCatalog': 'Services VIP à {name}',
  'airports.seo.loadingTitle': 'Accueil VIP à {code} | {product}',
  'airports.seo.loadingDescription':
    'Assistance aéroportuaire VIP à {code} : accueil, transfert sur le tarmac avec salon et suites privées.',
  'airports.seo.notFoundTitle': 'Aéroport introuvable | {product}',
  'airports.seo.notFoundDescription': 'Découvrez les {count} aéroports où {product} organise une assistance VIP.',
};
