import type { MailTable } from './en';

export const MAIL_DE: MailTable = {
  'ops.mail.greeting': 'Guten Tag {name},',
  'ops.mail.greetingBoth': 'Guten Tag {booker} und {contact},',

  'ops.mail.ack.subjectRequested': 'Buchungsanfrage erhalten – {reference}{more, plural, =0 {} other { und # weitere}}',
  'ops.mail.ack.subjectConfirmed': 'Buchung bestätigt – {reference}{more, plural, =0 {} other { und # weitere}}',
  'ops.mail.ack.openingRequested':
    'Vielen Dank für Ihre Buchungsanfrage bei {brand}. Wir haben sie erhalten: {count, plural, one {Sie ist angefragt, aber noch nicht bestätigt} other {Sie sind angefragt, aber noch nicht bestätigt}}.',
  'ops.mail.ack.openingConfirmed':
    'Vielen Dank für Ihre Buchung bei {brand}. {count, plural, one {Ihre Buchung ist bestätigt} other {Ihre Buchungen sind bestätigt}}.',
  'ops.mail.ack.openingMixed':
    'Vielen Dank für Ihre Buchung bei {brand}. {confirmed, plural, one {# Buchung ist bestätigt} other {# Buchungen sind bestätigt}}; die übrigen sind angefragt, aber noch nicht bestätigt.',
  'ops.mail.ack.mixedFollowUp':
    'Für diese prüft unser Team die Verfügbarkeit beim örtlichen Partner und bestätigt innerhalb von {hours} Stunden.',
  'ops.mail.ack.total': 'Voraussichtlicher Gesamtpreis: {total}',
  'ops.mail.ack.nextHeading': 'So geht es weiter',
  'ops.mail.ack.nextPayment':
    'Unser Team meldet sich bei Ihnen, um die Zahlung zu vereinbaren (vorher wird nichts berechnet).',
  'ops.mail.ack.nextReply':
    'Unser Team antwortet innerhalb von {hours} Stunden, bestätigt die Verfügbarkeit und vereinbart die Zahlung mit Ihnen (vorher wird nichts berechnet).',
  'ops.mail.ack.nextUrgent':
    'Beginnt Ihr Service innerhalb der nächsten {hours} Stunden, rufen Sie uns bitte unter {phone} an.',
  'ops.mail.ack.nextCancellation': 'Stornierung: {policy}',
  'ops.mail.ack.manage': 'Ihre Buchung jederzeit ansehen: {link} (mit der Buchungsnummer und dieser E-Mail-Adresse).',
  'ops.mail.ack.questions': 'Fragen oder Änderungen: {email}',

  'ops.mail.rules.request':
    'Jede Buchung ist eine Anfrage: Unser Team prüft die Verfügbarkeit beim örtlichen Partner und bestätigt innerhalb von {hours} Stunden.',
  'ops.mail.rules.reconfirmation': 'Wir bestätigen jede Buchung {from}–{to} Stunden vor dem Service erneut.',
  'ops.mail.rules.freeCancellation': 'Kostenlose Stornierung bis {hours} Stunden vor dem Service.',
  'ops.mail.rules.lateCancellation':
    'Bei Stornierung innerhalb von {hours} Stunden vor dem Service werden {percent} % berechnet.',
  'ops.mail.rules.noRefund':
    'Keine Erstattung bei Nichterscheinen oder Stornierung innerhalb von {hours} Stunden vor dem Service.',

  'ops.mail.booking.reference': 'Buchungsnummer: {reference}',
  'ops.mail.booking.service': 'Leistung: {service} ({type})',
  'ops.mail.booking.airport': 'Flughafen: {airport} ({code})',
  'ops.mail.booking.dateTime': 'Datum und Uhrzeit: {dateTime} (Ortszeit am Flughafen)',
  'ops.mail.booking.flight': 'Flug: {flight}',
  'ops.mail.booking.travellers': 'Reisende: {travellers}',
  'ops.mail.booking.travellersNamed': 'Reisende: {travellers} ({names})',
  'ops.mail.booking.adults': '{count, plural, one {# Erwachsener} other {# Erwachsene}}',
  'ops.mail.booking.children': '{count, plural, one {# Kind} other {# Kinder}}',
  'ops.mail.booking.porter': 'Gepäckträger: inklusive',
  'ops.mail.booking.price': 'Voraussichtlicher Preis: {price}',
  'ops.mail.booking.estimate':
    'In {currency}: etwa {amount} (Schätzung zu 1 {currency} = {rate} USD; abgerechnet wird in US-Dollar)',
  'ops.mail.booking.status': 'Status: {status}',
  'ops.mail.status.requested': 'Angefragt',
  'ops.mail.status.confirmed': 'Bestätigt',
  'ops.mail.status.cancelled': 'Storniert',
  'ops.mail.status.changeRequested': 'Änderung angefragt',
  'ops.mail.serviceType.arrival': 'Ankunft',
  'ops.mail.serviceType.departure': 'Abflug',
  'ops.mail.serviceType.transfer': 'Transit & Anschlussflüge',

  'ops.mail.reconfirm.subject': 'Erneut bestätigt: Ihr Service am {date} – {reference}',
  'ops.mail.reconfirm.intro':
    'Ihr Service von {brand} ist erneut bestätigt. Hier sind die Details zu Ihrem Treffpunkt.',
  'ops.mail.reconfirm.meetingHeading': 'Treffpunkt und Kontakt',
  'ops.mail.reconfirm.meetingPoint': 'Treffpunkt: {place}',
  'ops.mail.reconfirm.meetingPointDefault':
    'Ihr Begleiter erwartet Sie in der Ankunftshalle mit einem Schild mit Ihrem Namen',
  'ops.mail.reconfirm.greeterEta': 'Ankunft Ihres Begleiters: {eta}',
  'ops.mail.reconfirm.sign': 'Schild: {sign}',
  'ops.mail.reconfirm.driver': 'Fahrer: {name}',
  'ops.mail.reconfirm.driverPhone': 'Telefon des Fahrers: {phone}',
  'ops.mail.reconfirm.vehicle': 'Fahrzeug: {vehicle}',
  'ops.mail.reconfirm.greeter': 'Begleiter: {name}',
  'ops.mail.reconfirm.greeterPhone': 'Telefon des Begleiters: {phone}',
  'ops.mail.reconfirm.help':
    'Wenn sich etwas ändert oder Sie uns nicht finden, rufen Sie {phone} an oder schreiben Sie an {email}.',

  'ops.mail.questions': 'Fragen: {email}',
  'ops.mail.cancelled.subject': 'Buchung storniert – {reference}',
  'ops.mail.cancelled.intro': 'Ihre Buchung {reference} bei {brand} ist storniert.',
  'ops.mail.cancelled.noCharge': 'Es fallen keine Stornogebühren an ({rule}).',
  'ops.mail.cancelled.charge': 'Stornogebühr: {charge} ({percent} % von {total}). {rule}',
  'ops.mail.cancelled.invoiceCancel': 'Die Rechnung für diese Buchung wird storniert: Bitte bezahlen Sie sie nicht.',
  'ops.mail.cancelled.invoiceRefund':
    'Sie haben diese Buchung bereits bezahlt: Wir erstatten den gezahlten Betrag abzüglich der Stornogebühr auf die Karte, mit der Sie bezahlt haben.',
  'ops.mail.request.subject': 'Ihre Anfrage ist eingegangen – {reference}',
  'ops.mail.request.receivedChange': 'Wir haben Ihre Anfrage erhalten, die Buchung {reference} zu ändern:',
  'ops.mail.request.receivedCancel': 'Wir haben Ihre Anfrage erhalten, die Buchung {reference} zu stornieren:',
  'ops.mail.request.alreadyCancelled':
    'Diese Buchung wurde bereits storniert: Die Einzelheiten finden Sie in unserer Stornierungs-E-Mail. Sie müssen nichts weiter tun. Bei Fragen rufen Sie uns bitte unter {phone} an.',
  'ops.mail.request.reply':
    'Unser Team antwortet innerhalb von {hours} Stunden. Bis dahin bleibt Ihre Buchung unverändert.',
  'ops.mail.request.policy': 'Unsere Stornierungsbedingungen: {policy}',
  'ops.mail.request.manage': 'Ihre Buchung jederzeit ansehen: {link}',
  'ops.mail.contact.greeterSubject': 'Kontaktdaten Ihres Begleiters – {reference}',
  'ops.mail.contact.driverSubject': 'Angaben zu Ihrem Chauffeur – {reference}',
  'ops.mail.contact.greeterIntro':
    'Hier sind die Kontaktdaten Ihres Begleiters für die Buchung {reference} ({service}, {airport}, {date} um {time}):',
  'ops.mail.contact.driverIntro':
    'Hier sind die Angaben zu Ihrem Fahrer für die Buchung {reference} ({service}, {airport}, {date} um {time}):',
  'ops.mail.contact.phone': 'Telefon: {phone}',
  'ops.mail.contact.plate': 'Kennzeichen: {plate}',
  'ops.mail.contact.eta': 'Voraussichtliche Ankunft: {eta}',
};
