import type { MessageTable } from '@vip/ui';

export const BOOKING_REQUEST_FR: MessageTable = {
  'booking.request.heading': 'Demander votre réservation',
  'booking.request.noteTitle': 'Vous demandez cette seule prestation',
  'booking.request.noteBody':
    'Ce formulaire envoie une demande de réservation pour {name} uniquement ; notre équipe confirme la disponibilité avant tout paiement.',
  'booking.request.quoteHolds':
    'Votre devis contient {count, plural, one {# prestation} other {# prestations}}, celle-ci comprise : pour les réserver toutes ensemble, passez à la réservation du devis.',
  'booking.request.alone':
    'Plusieurs prestations à réserver (un vol retour, un autre aéroport) ? Ajoutez-les chacune à votre devis, puis réservez-les toutes ensemble.',
  'booking.request.checkoutAll': '{count, plural, one {Réserver # prestation} other {Réserver les # prestations}}',
  'booking.request.addAnother': 'Ajouter une prestation',
  'booking.request.viewQuote': 'Voir le devis',
  'booking.request.contactDetails': 'Coordonnées',
  'booking.request.travelers': 'Voyageurs',
  'booking.request.namesOptional': 'Les noms sont facultatifs ; vous pourrez les indiquer plus tard.',
  'booking.request.adultName': 'Nom de l’adulte {number}',
  'booking.request.childName': 'Nom de l’enfant {number}',
  'booking.request.addSpecialRequests': 'Ajouter des demandes particulières',
  'booking.request.specialRequestsPlaceholder': 'Fauteuil roulant, bagages supplémentaires, régime alimentaire…',
  'booking.request.flight': 'Vol',
  'booking.request.flightNumberPlaceholder': 'p. ex. {example}',
  'booking.request.airlinePlaceholder': 'p. ex. Air France',
  'booking.request.terminalPlaceholder': 'p. ex. terminal {number}',
  'booking.request.localTime': 'Heure locale à {airport}',
  'booking.request.countryCode': 'Indicatif pays du champ {field}',
  'booking.request.terms':
    'Je confirme avoir au moins 18 ans, être habilité(e) à effectuer cette réservation et que les informations sont exactes. J’accepte les <link>conditions générales</link> et comprends qu’il s’agit d’une demande : le paiement est organisé une fois la prestation confirmée.',
  'booking.request.sending': 'Envoi…',
  'booking.request.submit': 'Demander la réservation',
  'booking.request.backToResults': 'Retour aux résultats',
  'booking.request.respondsWithin':
    'Notre équipe répond sous {hours, plural, one {# heure} other {# heures}} pour confirmer la disponibilité et organiser le paiement.',
  'booking.request.termsToastTitle': 'Acceptation des conditions requise',
  'booking.request.termsToastBody': 'Vous devez accepter les conditions générales pour continuer.',
  'booking.request.termsRequired': 'Vous devez accepter les conditions pour continuer',
  'booking.request.sentTitle': 'Demande de réservation envoyée',
  'booking.request.sentBody':
    'Nous avons bien reçu votre demande de réservation et vous contacterons très prochainement.',
  'booking.request.errorTitle': 'Erreur lors de l’envoi de la réservation',
  'booking.request.errorFallback': 'Une erreur est survenue lors de l’envoi de votre réservation.',
  'booking.request.requestFailed': 'Échec de l’envoi de la demande de réservation',

  'booking.request.field.contactName': 'Nom du contact',
  'booking.request.field.contactEmail': 'Adresse e-mail',
  'booking.request.field.contactPhone': 'Téléphone',
  'booking.request.field.companyName': 'Société ou agence (facultatif)',
  'booking.request.field.specialRequests': 'Demandes particulières',
  'booking.request.field.airline': 'Compagnie aérienne',
  'booking.request.field.flightNumber': 'Numéro de vol',
  'booking.request.field.flightDate': 'Date du vol',
  'booking.request.field.flightTime': 'Heure du vol',
  'booking.request.field.terminal': 'Terminal (facultatif)',
  'booking.request.field.agreeToTerms': 'Conditions',

  'booking.request.summary.region': 'Récapitulatif de la réservation',
  'booking.request.summary.title': 'Votre demande',
  'booking.request.summary.service': 'Prestation',
  'booking.request.summary.type': 'Catégorie',
  'booking.request.summary.airport': 'Aéroport',
  'booking.request.summary.date': 'Date du service',
  'booking.request.summary.time': 'Heure',
  'booking.request.summary.travelers': 'Voyageurs',
  'booking.request.summary.travellerCounts':
    '{adults, plural, one {# adulte} other {# adultes}}, {children, plural, one {# enfant} other {# enfants}}',
  'booking.request.summary.porter': 'Bagagiste',
  'booking.request.summary.porterIncluded': 'Inclus (+{price})',
  'booking.request.summary.estimatedTotal': 'Total estimé',
  'booking.request.summary.included': 'Inclus',
  'booking.request.summary.estimateNote':
    'Le total est une estimation ; le paiement est organisé après confirmation. Questions : {phone}.',

  'booking.request.sent.heading': 'Demande de réservation envoyée !',
  'booking.request.sent.reference': 'Référence :',
  'booking.request.sent.localTime': '{time}, heure locale',
  'booking.request.sent.flight': 'Vol',
  'booking.request.sent.estimatedPrice': 'Prix estimé',
  'booking.request.sent.payment': 'Paiement',
  'booking.request.sent.toBeArranged': 'À organiser',
  'booking.request.sent.contact': 'Coordonnées',
  'booking.request.sent.whatNext': 'Et ensuite ?',
  'booking.request.sent.reply':
    'Notre équipe vous répondra sous {hours, plural, one {# heure} other {# heures}} pour confirmer la disponibilité et organiser le paiement.',
  'booking.request.sent.callIfSoon':
    'Si votre prestation commence dans les {hours, plural, one {# prochaine heure} other {# prochaines heures}}, appelez-nous au <call>{phone}</call>.',
  'booking.request.sent.reconfirmation':
    'Nous reconfirmons chaque réservation {from} à {to} heures avant la prestation.',
  'booking.request.sent.followIt':
    'Suivez-la ou demandez une modification sur <manage>Gérer ma réservation</manage> avec votre référence et cette adresse e-mail, ou écrivez à <mail>{email}</mail> en indiquant votre référence.',
  'booking.request.sent.addAnother': 'Ajouter une prestation',
  'booking.request.sent.removeAndFindNew': 'Retirer et chercher à nouveau',
  'booking.request.sent.home': 'Retour à l’accueil',
  'booking.request.sent.print': 'Imprimer la confirmation',

  'booking.request.invalid.fullName': 'Le nom complet est obligatoire',
  'booking.request.invalid.contactName': 'Le nom du contact est obligatoire',
  'booking.request.invalid.email': 'Une adresse e-mail valide est obligatoire',
  'booking.request.invalid.phoneLength': 'Le numéro de téléphone doit comporter au moins 5 caractères',
  'booking.request.invalid.phoneFormat':
    'Saisissez un numéro de téléphone valide avec son indicatif pays, par exemple {example}',
  'booking.request.invalid.flightNumber': 'Le numéro de vol est obligatoire',
  'booking.request.invalid.flightNumberFormat':
    'Le numéro de vol semble incorrect (par exemple {flight}, ou une immatriculation comme {tail})',
  'booking.request.invalid.flightDate': 'La date du vol est obligatoire',
  'booking.request.invalid.flightTime': 'L’heure du vol est obligatoire',
  'booking.request.invalid.dateFormat': 'La date doit être au format {format}',
  'booking.request.invalid.dateMissing': 'Cette date n’existe pas',
  'booking.request.invalid.datePast': 'La date ne peut pas être antérieure à aujourd’hui',
  'booking.request.invalid.dateTooFar':
    'Les prestations peuvent être réservées jusqu’à {years, plural, one {# an} other {# ans}} à l’avance',
  'booking.request.invalid.timeFormat': 'L’heure doit être au format {format} (24 h)',
  'booking.request.invalid.airline': 'La compagnie aérienne est obligatoire',
  'booking.request.invalid.controlCharacters': 'Supprimez les caractères de contrôle invisibles de ce texte',
  'booking.request.invalid.tooManyNames': 'Plus de noms que de voyageurs',
  'booking.request.invalid.tooLong': 'Texte trop long : {max} caractères au maximum',
};
