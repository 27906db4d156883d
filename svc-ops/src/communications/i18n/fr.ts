import type { MailTable } from './en';

export const MAIL_FR: MailTable = {
  'ops.mail.greeting': 'Bonjour {name},',
  'ops.mail.greetingBoth': 'Bonjour {booker} et {contact},',

  'ops.mail.ack.subjectRequested':
    'Demande de réservation reçue – {reference}{more, plural, =0 {} one { et # autre} other { et # autres}}',
  'ops.mail.ack.subjectConfirmed':
    'Réservation confirmée – {reference}{more, plural, =0 {} one { et # autre} other { et # autres}}',
  'ops.mail.ack.openingRequested':
    'Merci pour votre demande de réservation auprès de {brand}. Nous l’avons bien reçue : {count, plural, one {elle est au statut « Demandée », pas encore confirmée} other {elles sont au statut « Demandée », pas encore confirmées}}.',
  'ops.mail.ack.openingConfirmed':
    'Merci d’avoir réservé auprès de {brand}. {count, plural, one {Votre réservation est confirmée} other {Vos réservations sont confirmées}}.',
  'ops.mail.ack.openingMixed':
    'Merci d’avoir réservé auprès de {brand}. {confirmed, plural, one {# réservation est confirmée} other {# réservations sont confirmées}} ; les autres sont au statut « Demandée », pas encore confirmées.',
  'ops.mail.ack.mixedFollowUp':
    'Pour celles-ci, notre équipe vérifie la disponibilité auprès du prestataire local et confirme sous {hours} heures.',
  'ops.mail.ack.total': 'Total estimé : {total}',
  'ops.mail.ack.nextHeading': 'Prochaines étapes',
  'ops.mail.ack.nextPayment': 'Notre équipe vous contacte pour organiser le paiement (rien n’est débité avant).',
  'ops.mail.ack.nextReply':
    'Notre équipe vous répond sous {hours} heures pour confirmer la disponibilité et organiser le paiement (rien n’est débité avant).',
  'ops.mail.ack.nextUrgent':
    'Si votre prestation commence dans les {hours} prochaines heures, appelez-nous au {phone}.',
  'ops.mail.ack.nextCancellation': 'Annulation : {policy}',
  'ops.mail.ack.manage':
    'Consultez votre réservation à tout moment : {link} (avec la référence et cette adresse e-mail).',
  'ops.mail.ack.questions': 'Questions ou modifications : {email}',

  'ops.mail.rules.request':
    'Chaque réservation est une demande : notre équipe vérifie la disponibilité auprès du prestataire local et confirme sous {hours} heures.',
  'ops.mail.rules.reconfirmation': 'Nous reconfirmons chaque réservation {from} à {to} heures avant la prestation.',
  'ops.mail.rules.freeCancellation': 'Annulation gratuite jusqu’à {hours} heures avant la prestation.',
  'ops.mail.rules.lateCancellation':
    'Des frais de {percent} % s’appliquent aux annulations moins de {hours} heures avant la prestation.',
  'ops.mail.rules.noRefund':
    'Aucun remboursement en cas de non-présentation ou d’annulation moins de {hours} heures avant la prestation.',

  'ops.mail.booking.reference': 'Référence : {reference}',
  'ops.mail.booking.service': 'Prestation : {service} ({type})',
  'ops.mail.booking.airport': 'Aéroport : {airport} ({code})',
  'ops.mail.booking.dateTime': 'Date et heure : {dateTime} (heure locale de l’aéroport)',
  'ops.mail.booking.flight': 'Vol : {flight}',
  'ops.mail.booking.travellers': 'Voyageurs : {travellers}',
  'ops.mail.booking.travellersNamed': 'Voyageurs : {travellers} ({names})',
  'ops.mail.booking.adults': '{count, plural, one {# adulte} other {# adultes}}',
  'ops.mail.booking.children': '{count, plural, one {# enfant} other {# enfants}}',
  'ops.mail.booking.porter': 'Service de porteur : inclus',
  'ops.mail.booking.price': 'Prix estimé : {price}',
  'ops.mail.booking.estimate':
    'En {currency} : environ {amount} (estimation à 1 {currency} = {rate} USD ; le paiement se fait en dollars américains)',
  'ops.mail.booking.status': 'Statut : {status}',
  'ops.mail.status.requested': 'Demandée',
  'ops.mail.status.confirmed': 'Confirmée',
  'ops.mail.status.cancelled': 'Annulée',
  'ops.mail.status.changeRequested': 'Modification demandée',
  'ops.mail.serviceType.arrival': 'Arrivée',
  'ops.mail.serviceType.departure': 'Départ',
  'ops.mail.serviceType.transfer': 'Transit et correspondances',

  'ops.mail.reconfirm.subject': 'Reconfirmation de votre prestation du {date} – {reference}',
  'ops.mail.reconfirm.intro': 'Votre prestation {brand} est reconfirmée. Voici les détails de votre rendez-vous.',
  'ops.mail.reconfirm.meetingHeading': 'Détails du rendez-vous',
  'ops.mail.reconfirm.meetingPoint': 'Point de rendez-vous : {place}',
  'ops.mail.reconfirm.meetingPointDefault':
    'votre accompagnateur vous attend aux arrivées avec une pancarte à votre nom',
  'ops.mail.reconfirm.greeterEta': 'Arrivée de votre accompagnateur : {eta}',
  'ops.mail.reconfirm.sign': 'Pancarte : {sign}',
  'ops.mail.reconfirm.driver': 'Chauffeur : {name}',
  'ops.mail.reconfirm.driverPhone': 'Téléphone du chauffeur : {phone}',
  'ops.mail.reconfirm.vehicle': 'Véhicule : {vehicle}',
  'ops.mail.reconfirm.greeter': 'Accompagnateur : {name}',
  'ops.mail.reconfirm.greeterPhone': 'Téléphone de l’accompagnateur : {phone}',
  'ops.mail.reconfirm.help':
    'En cas de changement, ou si vous ne nous trouvez pas, appelez le {phone} ou écrivez à {email}.',

  'ops.mail.questions': 'Questions : {email}',
  'ops.mail.cancelled.subject': 'Réservation annulée – {reference}',
  'ops.mail.cancelled.intro': 'Votre réservation {reference} auprès de {brand} est annulée.',
  'ops.mail.cancelled.noCharge': 'Aucuns frais d’annulation ne s’appliquent ({rule}).',
  'ops.mail.cancelled.charge': 'Frais d’annulation : {charge} ({percent} % de {total}). {rule}',
  'ops.mail.cancelled.invoiceCancel':
    'La facture de cette réservation est en cours d’annulation : merci de ne pas la régler.',
  'ops.mail.cancelled.invoiceRefund':
    'Vous avez réglé cette réservation : nous vous rembourserons le montant payé, déduction faite des frais d’annulation, sur la carte utilisée pour le paiement.',
  'ops.mail.request.subject': 'Nous avons bien reçu votre demande – {reference}',
  'ops.mail.request.receivedChange':
    'Nous avons bien reçu votre demande de modification de la réservation {reference} :',
  'ops.mail.request.receivedCancel': 'Nous avons bien reçu votre demande d’annulation de la réservation {reference} :',
  'ops.mail.request.alreadyCancelled':
    'Cette réservation a déjà été annulée : notre e-mail d’annulation en donne le détail. Vous n’avez rien d’autre à faire. Pour toute question, appelez-nous au {phone}.',
  'ops.mail.request.reply':
    'Notre équipe vous répond sous {hours} heures. D’ici là, votre réservation reste inchangée.',
  'ops.mail.request.policy': 'Nos conditions d’annulation : {policy}',
  'ops.mail.request.manage': 'Consultez votre réservation à tout moment : {link}',
  'ops.mail.contact.greeterSubject': 'Coordonnées de votre accompagnateur – {reference}',
  'ops.mail.contact.driverSubject': 'Coordonnées de votre chauffeur – {reference}',
  'ops.mail.contact.greeterIntro':
    'Voici les coordonnées de votre accompagnateur pour la réservation {reference} ({service}, {airport}, le {date} à {time}) :',
  'ops.mail.contact.driverIntro':
    'Voici les coordonnées de votre chauffeur pour la réservation {reference} ({service}, {airport}, le {date} à {time}) :',
  'ops.mail.contact.phone': 'Téléphone : {phone}',
  'ops.mail.contact.plate': 'Immatriculation : {plate}',
  'ops.mail.contact.eta': 'Heure d’arrivée prévue : {eta}',
};
