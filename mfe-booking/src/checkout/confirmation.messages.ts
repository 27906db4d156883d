import { defineMessages } from 'react-intl';
import { INSTANT_CONFIRMATION_MESSAGES } from '@vip/contracts/schemas';

/** /booking-confirmation and /checkout/success. */
export const confirmationMessages = defineMessages({
  receivedTitle: { id: 'booking.confirmation.receivedTitle', defaultMessage: 'Booking Request Received' },
  receivedDescription: {
    id: 'booking.confirmation.receivedDescription',
    defaultMessage: 'Your VIP airport service request was received.',
  },
  receivedSubtitle: {
    id: 'booking.confirmation.receivedSubtitle',
    defaultMessage:
      'Thank you. Our team will review your request, contact you to confirm the details and arrange payment. All requests are subject to availability.',
  },
  manageBooking: { id: 'booking.confirmation.manageBooking', defaultMessage: 'Manage Booking' },
  allConfirmed: { id: 'booking.confirmation.allConfirmed', defaultMessage: INSTANT_CONFIRMATION_MESSAGES.confirmed },
  someConfirmed: { id: 'booking.confirmation.someConfirmed', defaultMessage: INSTANT_CONFIRMATION_MESSAGES.mixed },
  soldOutNotice: { id: 'booking.confirmation.soldOutNotice', defaultMessage: INSTANT_CONFIRMATION_MESSAGES.soldOut },
  returnHome: { id: 'booking.confirmation.returnHome', defaultMessage: 'Return to Home' },
  references: { id: 'booking.confirmation.references', defaultMessage: 'Your booking references' },
  referencesList: { id: 'booking.confirmation.referencesList', defaultMessage: 'Booking references' },
  estimated: {
    id: 'booking.confirmation.estimated',
    defaultMessage: '{date} at {time} · estimated {amount}',
  },
  summary: {
    id: 'booking.confirmation.summary',
    defaultMessage:
      'Estimated total {amount}. Payment: To be arranged. A confirmation e-mail goes to {recipients}; keep your references to follow your booking on <link>Manage Booking</link>.',
  },
  confirmedTitle: { id: 'booking.confirmation.confirmedTitle', defaultMessage: 'Booking Confirmed!' },
  confirmedDescription: {
    id: 'booking.confirmation.confirmedDescription',
    defaultMessage: 'Your VIP airport service booking.',
  },
  referenceIs: { id: 'booking.confirmation.referenceIs', defaultMessage: 'Your booking reference is {reference}.' },
  bookAnother: { id: 'booking.confirmation.bookAnother', defaultMessage: 'Book Another Service' },
  emailOnItsWay: {
    id: 'booking.confirmation.emailOnItsWay',
    defaultMessage: 'A confirmation e-mail is on its way to you.',
  },
  finalConfirmation: {
    id: 'booking.confirmation.finalConfirmation',
    defaultMessage: 'We give you final confirmation within {hours} hours.',
  },
  refund: {
    id: 'booking.confirmation.refund',
    defaultMessage: 'If the service cannot be confirmed, you receive a full refund.',
  },
  callUs: {
    id: 'booking.confirmation.callUs',
    defaultMessage: 'Service starting within {hours} hours? Call us on {phone}.',
  },
  questions: { id: 'booking.confirmation.questions', defaultMessage: 'Questions: {email}' },
  loading: { id: 'booking.confirmation.loading', defaultMessage: 'Loading your booking' },
});

/** /manage-booking and the booking's own card. */
export const manageBookingMessages = defineMessages({
  title: { id: 'booking.manage.title', defaultMessage: 'Manage Booking' },
  description: { id: 'booking.manage.description', defaultMessage: 'Find your VIP airport service booking.' },
  loadFailedTitle: { id: 'booking.manage.loadFailedTitle', defaultMessage: 'Could not load booking details' },
  loadFailed: { id: 'booking.manage.loadFailed', defaultMessage: 'Please try again in a moment.' },
  referenceFormat: {
    id: 'booking.manage.referenceFormat',
    defaultMessage: 'Booking references look like {example}',
  },
  invalidEmail: { id: 'booking.manage.invalidEmail', defaultMessage: 'Please enter a valid email address' },
  findForm: { id: 'booking.manage.findForm', defaultMessage: 'Find your booking' },
  reference: { id: 'booking.manage.reference', defaultMessage: 'Booking reference' },
  email: { id: 'booking.manage.email', defaultMessage: 'E-mail used for the booking' },
  find: { id: 'booking.manage.find', defaultMessage: 'Find Booking' },
  noBookingTitle: { id: 'booking.manage.noBookingTitle', defaultMessage: 'No Active Booking' },
  noBooking: {
    id: 'booking.manage.noBooking',
    defaultMessage: 'No booking matches this reference and e-mail address. Check both and try again, or contact us.',
  },
  nextSteps: { id: 'booking.manage.nextSteps', defaultMessage: 'Next steps' },
  hint: {
    id: 'booking.manage.hint',
    defaultMessage:
      'Enter the reference from your confirmation (for example {example}) and the e-mail address you booked with.',
  },
  booking: { id: 'booking.manage.booking', defaultMessage: 'Booking {reference}' },
  referenceLabel: { id: 'booking.manage.referenceLabel', defaultMessage: 'Reference' },
  service: { id: 'booking.manage.service', defaultMessage: 'Service' },
  dateAndTime: { id: 'booking.manage.dateAndTime', defaultMessage: 'Date and time' },
  dateAtTime: { id: 'booking.manage.dateAtTime', defaultMessage: '{date} at {time}' },
  flight: { id: 'booking.manage.flight', defaultMessage: 'Flight' },
  contactName: { id: 'booking.manage.contactName', defaultMessage: 'Contact name' },
  emailLabel: { id: 'booking.manage.emailLabel', defaultMessage: 'Email' },
  phone: { id: 'booking.manage.phone', defaultMessage: 'Phone' },
  total: { id: 'booking.manage.total', defaultMessage: 'Total Amount' },
  status: { id: 'booking.manage.status', defaultMessage: 'Status' },
  payment: { id: 'booking.manage.payment', defaultMessage: 'Payment' },
  bookedWith: { id: 'booking.manage.bookedWith', defaultMessage: 'Booked in the same checkout' },
  open: { id: 'booking.manage.open', defaultMessage: 'Open' },
  openBooking: { id: 'booking.manage.openBooking', defaultMessage: 'Open booking {reference}' },
});

/** The traveller-facing statuses (contracts' TRAVELLER_STATUS_VIEWS) and what comes next for each. */
export const travellerStatusMessages = defineMessages({
  Requested: { id: 'booking.travellerStatus.requested', defaultMessage: 'Requested' },
  Confirmed: { id: 'booking.travellerStatus.confirmed', defaultMessage: 'Confirmed' },
  Completed: { id: 'booking.travellerStatus.completed', defaultMessage: 'Completed' },
  Cancelled: { id: 'booking.travellerStatus.cancelled', defaultMessage: 'Cancelled' },
});

export const travellerStatusMeanings = defineMessages({
  Requested: {
    id: 'booking.travellerStatus.requestedMeaning',
    defaultMessage: 'Pending confirmation: our team checks availability and confirms within {hours} hours.',
  },
  Confirmed: {
    id: 'booking.travellerStatus.confirmedMeaning',
    defaultMessage: 'Confirmed: your confirmation e-mail with the service details has been sent.',
  },
  Completed: { id: 'booking.travellerStatus.completedMeaning', defaultMessage: 'Completed: the service took place.' },
  Cancelled: { id: 'booking.travellerStatus.cancelledMeaning', defaultMessage: 'Cancelled.' },
});

export const paymentStatusMessages = defineMessages({
  'To be arranged': { id: 'booking.paymentStatus.toBeArranged', defaultMessage: 'To be arranged' },
  Paid: { id: 'booking.paymentStatus.paid', defaultMessage: 'Paid' },
});

export const nextStepMessages = defineMessages({
  questions: {
    id: 'booking.nextSteps.questions',
    defaultMessage: 'Questions or changes: {email} or {phone}.',
  },
  review: {
    id: 'booking.nextSteps.review',
    defaultMessage: 'Our team reviews your request and checks availability (within {hours} hours).',
  },
  email: {
    id: 'booking.nextSteps.email',
    defaultMessage: 'You receive a confirmation e-mail with the service details.',
  },
  paymentInstructions: {
    id: 'booking.nextSteps.paymentInstructions',
    defaultMessage: 'Once confirmed, we send payment instructions.',
  },
  paid: { id: 'booking.nextSteps.paid', defaultMessage: 'Your booking is confirmed and paid: nothing more to do.' },
  reconfirmation: {
    id: 'booking.nextSteps.reconfirmation',
    defaultMessage: 'We reconfirm every booking {from}-{to} hours before the service.',
  },
  greeter: {
    id: 'booking.nextSteps.greeter',
    defaultMessage: 'Your greeter’s name and phone number reach you before the service.',
  },
  confirmed: { id: 'booking.nextSteps.confirmed', defaultMessage: 'Your booking is confirmed.' },
  invoice: {
    id: 'booking.nextSteps.invoice',
    defaultMessage: 'Pay with the invoice we e-mailed you (the link in it), by its due date.',
  },
  completed: {
    id: 'booking.nextSteps.completed',
    defaultMessage: 'Your service is complete. Thank you for travelling with us.',
  },
});

/** 'Request a change' / 'Request cancellation' on /manage-booking. */
export const changeRequestMessages = defineMessages({
  change: { id: 'booking.changeRequest.change', defaultMessage: 'Request a change' },
  cancel: { id: 'booking.changeRequest.cancel', defaultMessage: 'Request cancellation' },
  changeLabel: { id: 'booking.changeRequest.changeLabel', defaultMessage: 'What would you like to change?' },
  cancelLabel: { id: 'booking.changeRequest.cancelLabel', defaultMessage: 'Reason for cancelling' },
  sent: {
    id: 'booking.changeRequest.sent',
    defaultMessage: 'We have your request and will reply within {hours} hours. Until then your booking stays as it is.',
  },
  sentTitle: { id: 'booking.changeRequest.sentTitle', defaultMessage: 'Request sent' },
  sendFailed: {
    id: 'booking.changeRequest.sendFailed',
    defaultMessage: 'Your request could not be sent. Please check your connection and try again in a moment.',
  },
  cancelledOn: {
    id: 'booking.changeRequest.cancelledOn',
    defaultMessage: 'This booking was cancelled on {date}.',
  },
  cancelled: { id: 'booking.changeRequest.cancelled', defaultMessage: 'This booking was cancelled.' },
  charge: { id: 'booking.changeRequest.charge', defaultMessage: 'Cancellation charge: {amount}.' },
  section: { id: 'booking.changeRequest.section', defaultMessage: 'Change or cancel' },
  intro: {
    id: 'booking.changeRequest.intro',
    defaultMessage:
      'Need something different, or no longer travelling? Ask us here: our team replies within {hours} hours.',
  },
  close: { id: 'booking.changeRequest.close', defaultMessage: 'Close' },
  dialogCancel: {
    id: 'booking.changeRequest.dialogCancel',
    defaultMessage: 'Booking {reference}. Tell us why you are cancelling; our team replies within {hours} hours.',
  },
  dialogChange: {
    id: 'booking.changeRequest.dialogChange',
    defaultMessage:
      'Booking {reference}. Tell us what you would like to change; our team replies within {hours} hours.',
  },
  policy: { id: 'booking.changeRequest.policy', defaultMessage: 'Cancellation policy' },
  freeCancellation: {
    id: 'booking.changeRequest.freeCancellation',
    defaultMessage: 'Free cancellation up to {hours} hours before service.',
  },
  lateCancellation: {
    id: 'booking.changeRequest.lateCancellation',
    defaultMessage: 'A {percent}% charge applies to cancellations within {hours} hours of service.',
  },
  noRefund: {
    id: 'booking.changeRequest.noRefund',
    defaultMessage: 'Non-refundable for no-shows or cancellations within {hours} hours of service.',
  },
  messageRequired: {
    id: 'booking.changeRequest.messageRequired',
    defaultMessage: 'Please tell us what you would like',
  },
  dismiss: { id: 'booking.changeRequest.dismiss', defaultMessage: 'Cancel' },
  send: { id: 'booking.changeRequest.send', defaultMessage: 'Send request' },
});
