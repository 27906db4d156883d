// The traveller's automatic e-mails in English: the spec's words. Each other language translates every key.
export const MAIL_EN = {
  'ops.mail.greeting': 'Dear {name},',
  'ops.mail.greetingBoth': 'Dear {booker} and {contact},',

  'ops.mail.ack.subjectRequested': 'Booking request received – {reference}{more, plural, =0 {} other { and # more}}',
  'ops.mail.ack.subjectConfirmed': 'Booking confirmed – {reference}{more, plural, =0 {} other { and # more}}',
  'ops.mail.ack.openingRequested':
    'Thank you for your booking request with {brand}. We have received it: {count, plural, one {it is} other {they are}} Requested, not yet confirmed.',
  'ops.mail.ack.openingConfirmed':
    'Thank you for booking with {brand}. {count, plural, one {Your booking is} other {Your bookings are}} confirmed.',
  'ops.mail.ack.openingMixed':
    'Thank you for booking with {brand}. {confirmed, plural, one {# booking is} other {# bookings are}} confirmed; the others are Requested, not yet confirmed.',
  'ops.mail.ack.mixedFollowUp':
    'For those, our team checks availability with the local supplier and confirms within {hours} hours.',
  'ops.mail.ack.total': 'Estimated total: {total}',
  'ops.mail.ack.nextHeading': 'What happens next',
  'ops.mail.ack.nextPayment': 'Our team contacts you to arrange payment (nothing is charged before that).',
  'ops.mail.ack.nextReply':
    'Our team replies within {hours} hours to confirm availability and arrange payment (nothing is charged before that).',
  'ops.mail.ack.nextUrgent': 'If your service starts within the next {hours} hours, please call us on {phone}.',
  'ops.mail.ack.nextCancellation': 'Cancellation: {policy}',
  'ops.mail.ack.manage': 'See your booking at any time: {link} (with the reference and this e-mail address).',
  'ops.mail.ack.questions': 'Questions or changes: {email}',

  'ops.mail.rules.request':
    'Every booking is a request: our team checks availability with the local supplier and confirms within {hours} hours.',
  'ops.mail.rules.reconfirmation': 'We reconfirm every booking {from}-{to} hours before the service.',
  'ops.mail.rules.freeCancellation': 'Free cancellation up to {hours} hours before service.',
  'ops.mail.rules.lateCancellation': 'A {percent}% charge applies to cancellations within {hours} hours of service.',
  'ops.mail.rules.noRefund': 'Non-refundable for no-shows or cancellations within {hours} hours of service.',

  'ops.mail.booking.reference': 'Reference: {reference}',
  'ops.mail.booking.service': 'Service: {service} ({type})',
  'ops.mail.booking.airport': 'Airport: {airport} ({code})',
  'ops.mail.booking.dateTime': 'Date and time: {dateTime} (local time at the airport)',
  'ops.mail.booking.flight': 'Flight: {flight}',
  'ops.mail.booking.travellers': 'Travellers: {travellers}',
  'ops.mail.booking.travellersNamed': 'Travellers: {travellers} ({names})',
  'ops.mail.booking.adults': '{count, plural, one {# adult} other {# adults}}',
  'ops.mail.booking.children': '{count, plural, one {# child} other {# children}}',
  'ops.mail.booking.porter': 'Porter service: included',
  'ops.mail.booking.price': 'Estimated price: {price}',
  'ops.mail.booking.estimate':
    'In {currency}: about {amount} (an estimate at 1 {currency} = {rate} USD; the charge is in US dollars)',
  'ops.mail.booking.status': 'Status: {status}',
  'ops.mail.status.requested': 'Requested',
  'ops.mail.status.confirmed': 'Confirmed',
  'ops.mail.status.cancelled': 'Cancelled',
  'ops.mail.status.changeRequested': 'Change Requested',
  'ops.mail.serviceType.arrival': 'Arrival',
  'ops.mail.serviceType.departure': 'Departure',
  'ops.mail.serviceType.transfer': 'Transit & Connections',

  'ops.mail.reconfirm.subject': 'Reconfirmed: your service on {date} – {reference}',
  'ops.mail.reconfirm.intro': 'Your {brand} service is reconfirmed. Here are your meeting details.',
  'ops.mail.reconfirm.meetingHeading': 'Meeting details',
  'ops.mail.reconfirm.meetingPoint': 'Meeting point: {place}',
  'ops.mail.reconfirm.meetingPointDefault': 'your greeter waits for you at arrivals with a sign bearing your name',
  'ops.mail.reconfirm.greeterEta': 'Arrival of your greeter: {eta}',
  'ops.mail.reconfirm.sign': 'Sign: {sign}',
  'ops.mail.reconfirm.driver': 'Driver: {name}',
  'ops.mail.reconfirm.driverPhone': "Driver's phone: {phone}",
  'ops.mail.reconfirm.vehicle': 'Vehicle: {vehicle}',
  'ops.mail.reconfirm.greeter': 'Greeter: {name}',
  'ops.mail.reconfirm.greeterPhone': "Greeter's phone: {phone}",
  'ops.mail.reconfirm.help': 'If anything changes, or you cannot find us, call {phone} or write to {email}.',

  'ops.mail.questions': 'Questions: {email}',
  'ops.mail.cancelled.subject': 'Booking cancelled – {reference}',
  'ops.mail.cancelled.intro': 'Your booking {reference} with {brand} is cancelled.',
  'ops.mail.cancelled.noCharge': 'No cancellation charge applies ({rule}).',
  'ops.mail.cancelled.charge': 'Cancellation charge: {charge} ({percent}% of {total}). {rule}',
  'ops.mail.cancelled.invoiceCancel': 'The invoice for this booking is being cancelled: please do not pay it.',
  'ops.mail.cancelled.invoiceRefund':
    'You have paid this booking: we will refund what you paid less the cancellation charge, to the card you paid with.',
  'ops.mail.request.subject': 'We received your request – {reference}',
  'ops.mail.request.receivedChange': 'We have received your request to change booking {reference}:',
  'ops.mail.request.receivedCancel': 'We have received your request to cancel booking {reference}:',
  'ops.mail.request.alreadyCancelled':
    'This booking has already been cancelled: our cancellation e-mail has the details. Nothing more is needed from you. If you have a question, please call us on {phone}.',
  'ops.mail.request.reply': 'Our team replies within {hours} hours. Until then your booking stays as it is.',
  'ops.mail.request.policy': 'Our cancellation policy: {policy}',
  'ops.mail.request.manage': 'See your booking at any time: {link}',
  'ops.mail.contact.greeterSubject': 'Your Greeter Contact - {reference}',
  'ops.mail.contact.driverSubject': 'Your Chauffeur Details - {reference}',
  'ops.mail.contact.greeterIntro':
    "Here are your greeter's details for booking {reference} ({service}, {airport}, {date} at {time}):",
  'ops.mail.contact.driverIntro':
    "Here are your driver's details for booking {reference} ({service}, {airport}, {date} at {time}):",
  'ops.mail.contact.phone': 'Phone: {phone}',
  'ops.mail.contact.plate': 'Plate: {plate}',
  'ops.mail.contact.eta': 'ETA: {eta}',
} as const;

export type MailKey = keyof typeof MAIL_EN;
export type MailTable = Readonly<Record<MailKey, string>>;
