import { defineMessages } from 'react-intl';
import { HOLD_MESSAGES } from '@vip/contracts/schemas';

export const seatHoldMessages = defineMessages({
  region: { id: 'booking.seatHold.region', defaultMessage: 'Your held place' },
  holding: { id: 'booking.seatHold.holding', defaultMessage: 'We are holding your place for {time}' },
  started: {
    id: 'booking.seatHold.started',
    defaultMessage:
      'We are holding your place for {minutes, plural, one {# minute} other {# minutes}}. You can pause the timer if you need more time.',
  },
  minutesLeft: {
    id: 'booking.seatHold.minutesLeft',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}} left to complete your booking.',
  },
  lastSeconds: {
    id: 'booking.seatHold.lastSeconds',
    defaultMessage: '{seconds} seconds left to complete your booking. Pause the timer if you need more time.',
  },
  paused: {
    id: 'booking.seatHold.paused',
    defaultMessage:
      'Timer paused with {time} left. We keep your place for up to {minutes, plural, one {# minute} other {# minutes}} while it is paused.',
  },
  resumed: {
    id: 'booking.seatHold.resumed',
    defaultMessage: 'Timer resumed: we are holding your place for {time}.',
  },
  pausedAt: { id: 'booking.seatHold.pausedAt', defaultMessage: 'Timer paused at {time}' },
  pausedDetails: {
    id: 'booking.seatHold.pausedDetails',
    defaultMessage:
      'Your place stays held while the timer is paused, for up to {minutes, plural, one {# minute} other {# minutes}}.',
  },
  runningDetails: {
    id: 'booking.seatHold.runningDetails',
    defaultMessage: 'The services marked Confirmed at once are confirmed as soon as you send your booking.',
  },
  endedTitle: { id: 'booking.seatHold.endedTitle', defaultMessage: 'Your hold has ended' },
  ended: {
    id: 'booking.seatHold.ended',
    defaultMessage:
      'We are no longer holding your place. Hold it again, or send your booking as it is: it is confirmed at once if a place is still free, otherwise it becomes a request we confirm within {hours} hours.',
  },
  endedAnnouncement: { id: 'booking.seatHold.endedAnnouncement', defaultMessage: 'Your hold has ended. {details}' },
  holdAgain: { id: 'booking.seatHold.holdAgain', defaultMessage: 'Hold again' },
  pause: { id: 'booking.seatHold.pause', defaultMessage: 'Pause timer' },
  resume: { id: 'booking.seatHold.resume', defaultMessage: 'Resume' },
  noPause: { id: 'booking.seatHold.noPause', defaultMessage: 'The timer cannot be paused any longer' },
  itemHeld: { id: 'booking.seatHold.itemHeld', defaultMessage: 'Confirmed at once' },
  itemSoldOut: {
    id: 'booking.seatHold.itemSoldOut',
    defaultMessage: 'Request: we confirm within {hours} hours (the instantly confirmed places for this time are taken)',
  },
  itemRequest: { id: 'booking.seatHold.itemRequest', defaultMessage: 'Request: we confirm within {hours} hours' },
});

/** Problems the hold's calls report (the hold service's, by their code; this page's own), in the page's language. */
export const seatHoldProblemMessages = defineMessages({
  changeFailed: {
    id: 'booking.seatHold.problem.changeFailed',
    defaultMessage: 'The timer could not be changed. Try again.',
  },
  ended: { id: 'booking.seatHold.problem.ended', defaultMessage: HOLD_MESSAGES.ended },
  noPauseLeft: { id: 'booking.seatHold.problem.noPauseLeft', defaultMessage: HOLD_MESSAGES.noPauseLeft },
  notMoved: { id: 'booking.seatHold.problem.notMoved', defaultMessage: HOLD_MESSAGES.notMoved },
});
