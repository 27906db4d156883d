import type { MailTable } from './en';

export const MAIL_ES: MailTable = {
  'ops.mail.greeting': 'Estimado/a {name}:',
  'ops.mail.greetingBoth': 'Estimados/as {booker} y {contact}:',

  'ops.mail.ack.subjectRequested': 'Solicitud de reserva recibida – {reference}{more, plural, =0 {} other { y # más}}',
  'ops.mail.ack.subjectConfirmed': 'Reserva confirmada – {reference}{more, plural, =0 {} other { y # más}}',
  'ops.mail.ack.openingRequested':
    'Gracias por su solicitud de reserva con {brand}. La hemos recibido: {count, plural, one {está solicitada, aún sin confirmar} other {están solicitadas, aún sin confirmar}}.',
  'ops.mail.ack.openingConfirmed':
    'Gracias por reservar con {brand}. {count, plural, one {Su reserva está confirmada} other {Sus reservas están confirmadas}}.',
  'ops.mail.ack.openingMixed':
    'Gracias por reservar con {brand}. {confirmed, plural, one {# reserva está confirmada} other {# reservas están confirmadas}}; las demás están solicitadas, aún sin confirmar.',
  'ops.mail.ack.mixedFollowUp':
    'Para esas, nuestro equipo comprueba la disponibilidad con el proveedor local y confirma en un plazo de {hours} horas.',
  'ops.mail.ack.total': 'Total estimado: {total}',
  'ops.mail.ack.nextHeading': 'Próximos pasos',
  'ops.mail.ack.nextPayment':
    'Nuestro equipo se pondrá en contacto con usted para gestionar el pago (no se cobra nada antes).',
  'ops.mail.ack.nextReply':
    'Nuestro equipo le responderá en un plazo de {hours} horas para confirmar la disponibilidad y gestionar el pago (no se cobra nada antes).',
  'ops.mail.ack.nextUrgent': 'Si su servicio empieza en las próximas {hours} horas, llámenos al {phone}.',
  'ops.mail.ack.nextCancellation': 'Cancelación: {policy}',
  'ops.mail.ack.manage':
    'Consulte su reserva en cualquier momento: {link} (con la referencia y esta dirección de correo electrónico).',
  'ops.mail.ack.questions': 'Preguntas o cambios: {email}',

  'ops.mail.rules.request':
    'Cada reserva es una solicitud: nuestro equipo comprueba la disponibilidad con el proveedor local y confirma en un plazo de {hours} horas.',
  'ops.mail.rules.reconfirmation': 'Reconfirmamos cada reserva entre {from} y {to} horas antes del servicio.',
  'ops.mail.rules.freeCancellation': 'Cancelación gratuita hasta {hours} horas antes del servicio.',
  'ops.mail.rules.lateCancellation':
    'Se aplica un cargo del {percent} % a las cancelaciones realizadas con menos de {hours} horas de antelación.',
  'ops.mail.rules.noRefund':
    'Sin reembolso por no presentarse o por cancelaciones con menos de {hours} horas de antelación.',

  'ops.mail.booking.reference': 'Referencia: {reference}',
  'ops.mail.booking.service': 'Servicio: {service} ({type})',
  'ops.mail.booking.airport': 'Aeropuerto: {airport} ({code})',
  'ops.mail.booking.dateTime': 'Fecha y hora: {dateTime} (hora local del aeropuerto)',
  'ops.mail.booking.flight': 'Vuelo: {flight}',
  'ops.mail.booking.travellers': 'Viajeros: {travellers}',
  'ops.mail.booking.travellersNamed': 'Viajeros: {travellers} ({names})',
  'ops.mail.booking.adults': '{count, plural, one {# adulto} other {# adultos}}',
  'ops.mail.booking.children': '{count, plural, one {# niño} other {# niños}}',
  'ops.mail.booking.porter': 'Servicio de maletero: incluido',
  'ops.mail.booking.price': 'Precio estimado: {price}',
  'ops.mail.booking.estimate':
    'En {currency}: aproximadamente {amount} (estimación a 1 {currency} = {rate} USD; el cargo se hace en dólares estadounidenses)',
  'ops.mail.booking.status': 'Estado: {status}',
  'ops.mail.status.requested': 'Solicitada',
  'ops.mail.status.confirmed': 'Confirmada',
  'ops.mail.status.cancelled': 'Cancelada',
  'ops.mail.status.changeRequested': 'Cambio solicitado',
  'ops.mail.serviceType.arrival': 'Llegada',
  'ops.mail.serviceType.departure': 'Salida',
  'ops.mail.serviceType.transfer': 'Tránsito y conexiones',

  'ops.mail.reconfirm.subject': 'Reconfirmado: su servicio del {date} – {reference}',
  'ops.mail.reconfirm.intro': 'Su servicio de {brand} está reconfirmado. Estos son los detalles del encuentro.',
  'ops.mail.reconfirm.meetingHeading': 'Detalles del encuentro',
  'ops.mail.reconfirm.meetingPoint': 'Punto de encuentro: {place}',
  'ops.mail.reconfirm.meetingPointDefault': 'su asistente le espera en llegadas con un cartel con su nombre',
  'ops.mail.reconfirm.greeterEta': 'Llegada de su asistente: {eta}',
  'ops.mail.reconfirm.sign': 'Cartel: {sign}',
  'ops.mail.reconfirm.driver': 'Conductor: {name}',
  'ops.mail.reconfirm.driverPhone': 'Teléfono del conductor: {phone}',
  'ops.mail.reconfirm.vehicle': 'Vehículo: {vehicle}',
  'ops.mail.reconfirm.greeter': 'Asistente: {name}',
  'ops.mail.reconfirm.greeterPhone': 'Teléfono del asistente: {phone}',
  'ops.mail.reconfirm.help': 'Si algo cambia o no nos encuentra, llame al {phone} o escriba a {email}.',

  'ops.mail.questions': 'Preguntas: {email}',
  'ops.mail.cancelled.subject': 'Reserva cancelada – {reference}',
  'ops.mail.cancelled.intro': 'Su reserva {reference} con {brand} ha sido cancelada.',
  'ops.mail.cancelled.noCharge': 'No se aplica ningún cargo por cancelación ({rule}).',
  'ops.mail.cancelled.charge': 'Cargo por cancelación: {charge} ({percent} % de {total}). {rule}',
  'ops.mail.cancelled.invoiceCancel': 'La factura de esta reserva se está anulando: por favor, no la pague.',
  'ops.mail.cancelled.invoiceRefund':
    'Usted ya ha pagado esta reserva: le reembolsaremos lo pagado, menos el cargo por cancelación, en la tarjeta con la que pagó.',
  'ops.mail.request.subject': 'Hemos recibido su solicitud – {reference}',
  'ops.mail.request.receivedChange': 'Hemos recibido su solicitud para modificar la reserva {reference}:',
  'ops.mail.request.receivedCancel': 'Hemos recibido su solicitud para cancelar la reserva {reference}:',
  'ops.mail.request.alreadyCancelled':
    'Esta reserva ya ha sido cancelada: encontrará los detalles en nuestro correo de cancelación. No necesita hacer nada más. Si tiene alguna pregunta, llámenos al {phone}.',
  'ops.mail.request.reply':
    'Nuestro equipo le responderá en un plazo de {hours} horas. Hasta entonces, su reserva se mantiene sin cambios.',
  'ops.mail.request.policy': 'Nuestra política de cancelación: {policy}',
  'ops.mail.request.manage': 'Consulte su reserva en cualquier momento: {link}',
  'ops.mail.contact.greeterSubject': 'Datos de contacto de su asistente – {reference}',
  'ops.mail.contact.driverSubject': 'Datos de su chófer – {reference}',
  'ops.mail.contact.greeterIntro':
    'Estos son los datos de su asistente para la reserva {reference} ({service}, {airport}, {date} a las {time}):',
  'ops.mail.contact.driverIntro':
    'Estos son los datos de su conductor para la reserva {reference} ({service}, {airport}, {date} a las {time}):',
  'ops.mail.contact.phone': 'Teléfono: {phone}',
  'ops.mail.contact.plate': 'Matrícula: {plate}',
  'ops.mail.contact.eta': 'Hora estimada de llegada: {eta}',
};
