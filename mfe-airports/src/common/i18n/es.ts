import type { MessageTable } from '@vip/ui';

/** The public pages' texts: directory, airport page, service page, their titles and descriptions. */
export const PUBLIC_PAGES_ES: MessageTable = {
  'airports.common.place': '{city}, {country}',
  'airports.common.fromPrice': 'desde {price}',
  'airports.common.loadingAirport': 'Cargando el aeropuerto',
  'airports.common.browseAll': 'Ver todos los aeropuertos',
  'airports.common.retry': 'Reintentar',
  'airports.common.noServices': 'No hay servicios disponibles',
  'airports.level.standard': 'Recepción VIP',
  'airports.level.lounge': 'Traslado VIP en pista con sala exclusiva',
  'airports.level.tarmac': 'Traslado VIP en pista',
  'airports.level.suite': 'Suite privada VIP',
  'airports.levelBadge.standard': 'Estándar',
  'airports.levelBadge.lounge': 'Sala VIP',
  'airports.levelBadge.tarmac': 'Pista',
  'airports.levelBadge.suite': 'Suite',
  'airports.region.americas': 'América',
  'airports.region.europe': 'Europa',
  'airports.region.middleEastAfrica': 'Oriente Medio y África',
  'airports.region.asiaPacific': 'Asia-Pacífico',
  'airports.region.other': 'Otras',
  'airports.booking.heading': 'Información de reserva',
  'airports.booking.availability': 'Disponible 24/7, los 365 días del año',
  'airports.booking.bookingWindow':
    'Reserve en línea hasta {hours, plural, one {# hora} other {# horas}} antes de su vuelo',
  'airports.booking.groupDiscounts': 'Descuentos para grupos',
  'airports.booking.confirmation':
    'Confirmado por nuestro equipo en un plazo de {hours, plural, one {# hora} other {# horas}}',
  'airports.notFound.title': 'Aeropuerto no encontrado',
  'airports.notFound.unreachable':
    'Nuestro directorio de aeropuertos no está disponible en este momento, por lo que no hemos podido consultar este aeropuerto. Vuelva a intentarlo en un momento.',
  'airports.notFound.unknown':
    'No hemos encontrado este aeropuerto. Puede que aún no lo cubramos o que la dirección esté mal escrita.',
  'airports.directory.metaTitle': 'Cobertura aeroportuaria mundial | {product}',
  'airports.directory.metaDescription':
    'Recepción VIP, traslados en pista con sala exclusiva y suites VIP privadas en {count} aeropuertos de todo el mundo. Encuentre su aeropuerto y reserve asistencia aeroportuaria VIP.',
  'airports.directory.title': 'Cobertura aeroportuaria mundial',
  'airports.directory.lead':
    'Recepción VIP, traslados en pista con acceso a sala VIP y suites privadas en {count} aeropuertos de todo el mundo.',
  'airports.directory.filters': 'Filtrar aeropuertos',
  'airports.directory.byRegion': 'Filtrar por región',
  'airports.directory.allRegions': 'Todas las regiones',
  'airports.directory.byLevel': 'Filtrar por nivel de servicio',
  'airports.directory.found': '{count, plural, one {# aeropuerto encontrado} other {# aeropuertos encontrados}}',
  'airports.directory.loadFailed': 'No hemos podido cargar los aeropuertos.',
  'airports.directory.levelLoadFailed': 'No hemos podido cargar los aeropuertos que ofrecen «{level}».',
  'airports.directory.pleaseRetry': 'Vuelva a intentarlo.',
  'airports.directory.loading': 'Cargando aeropuertos',
  'airports.directory.noMatch':
    'Ningún aeropuerto coincide con su búsqueda. Pruebe con otro nombre, código, ciudad o país, o borre los filtros.',
  'airports.directory.clearFilters': 'Borrar filtros',
  'airports.directory.noneListed': 'Todavía no hay aeropuertos en la lista.',
  'airports.directory.regionHeading': '{region} ({count})',
  'airports.directory.searchPlaceholder': 'Buscar por nombre de aeropuerto, código, ciudad o país',
  'airports.directory.searchLabel': 'Buscar aeropuertos por nombre, código, ciudad o país',
  'airports.directory.clearSearch': 'Borrar búsqueda',
  'airports.directory.level.all': 'Todos',
  'airports.directory.level.standard': 'Recepción y asistencia',
  'airports.directory.level.lounge': 'Traslado VIP en pista con sala exclusiva',
  'airports.directory.level.suite': 'Suite VIP privada',
  'airports.airport.back': 'Todos los aeropuertos',
  'airports.airport.bookAt': 'Reservar servicio VIP en {code}',
  'airports.airport.servicesAt': 'Servicios en {code}',
  'airports.airport.servicesCount': '{count, plural, one {# servicio disponible} other {# servicios disponibles}}',
  'airports.airport.onRequest':
    'Los servicios en este aeropuerto se organizan bajo petición. Pruebe con otro aeropuerto o contáctenos.',
  'airports.landing.eyebrow': '{code} · {place}',
  'airports.landing.title': 'Recepción VIP en {name}',
  'airports.landing.lead':
    'Un asistente personal le recibe, le acompaña por la vía rápida del aeropuerto y se ocupa de su equipaje.',
  'airports.landing.leadFrom':
    'Un asistente personal le recibe, le acompaña por la vía rápida del aeropuerto y se ocupa de su equipaje, {fromPrice}.',
  'airports.landing.checkAvailability': 'Ver disponibilidad',
  'airports.landing.servicesAt': 'Servicios en {name}',
  'airports.landing.onRequest':
    'Los servicios en este aeropuerto se organizan bajo petición. Contáctenos o pruebe con otro aeropuerto.',
  'airports.landing.findAt': 'Buscar servicios en {code}',
  'airports.seo.airportTitle': 'Recepción VIP en {name} ({code}) | {product}',
  'airports.seo.place': '{name} ({code}), {city}, {country}',
  'airports.seo.description':
    '{levels} en {place}, {fromPrice}. Disponible 24/7, confirmado por nuestro equipo en un plazo de {hours, plural, one {# hora} other {# horas}}.',
  'airports.seo.descriptionOnRequest':
    'Asistencia aeroportuaria VIP en {place}. Contacte con {product} para recepción, sala VIP y suites privadas.',
  'airports.seo.offerCatalog': 'Servicios VIP en {name}',
  'airports.seo.loadingTitle': 'Recepción VIP en {code} | {product}',
  'airports.seo.loadingDescription':
    'Asistencia aeroportuaria VIP en {code}: recepción, traslado en pista con sala VIP y suites privadas.',
  'airports.seo.notFoundTitle': 'Aeropuerto no encontrado | {product}',
  'airports.seo.notFoundDescription': 'Explore los {count} aeropuertos donde {product} organiza asistencia VIP.',
};
