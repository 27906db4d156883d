import type { MessageTable } from '@vip/ui';

export const SEAT_HOLD_FR: MessageTable = {
  'booking.seatHold.region': 'Votre place réservée',
  'booking.seatHold.holding': 'Nous gardons votre place pendant {time}',
  'booking.seatHold.started':
    'Nous gardons votre place pendant {minutes, plural, one {# minute} other {# minutes}}. Vous pouvez suspendre le minuteur si vous avez besoin de plus de temps.',
  'booking.seatHold.minutesLeft':
    '{minutes, plural, one {Il reste # minute} other {Il reste # minutes}} pour finaliser votre réservation.',
  'booking.seatHold.lastSeconds':
    'Il reste {seconds} secondes pour finaliser votre réservation. Suspendez le minuteur si vous avez besoin de plus de temps.',
  'booking.seatHold.paused':
    'Minuteur suspendu, il reste {time}. Nous gardons votre place jusqu’à {minutes, plural, one {# minute} other {# minutes}} pendant la pause.',
  'booking.seatHold.resumed': 'Minuteur repris : nous gardons votre place pendant {time}.',
  'booking.seatHold.pausedAt': 'Minuteur suspendu à {time}',
  'booking.seatHold.pausedDetails':
    'Votre place reste gardée pendant la pause, jusqu’à {minutes, plural, one {# minute} other {# minutes}}.',
  'booking.seatHold.runningDetails':
    'Les prestations marquées Confirmé immédiatement sont confirmées dès l’envoi de votre réservation.',
  'booking.seatHold.endedTitle': 'Votre place n’est plus gardée',
  'booking.seatHold.ended':
    'Nous ne gardons plus votre place. Gardez-la à nouveau, ou envoyez votre réservation telle quelle : elle est confirmée immédiatement si une place est encore libre, sinon elle devient une demande que nous confirmons sous {hours} heures.',
  'booking.seatHold.endedAnnouncement': 'Votre place n’est plus gardée. {details}',
  'booking.seatHold.holdAgain': 'Garder à nouveau',
  'booking.seatHold.pause': 'Suspendre',
  'booking.seatHold.resume': 'Reprendre',
  'booking.seatHold.noPause': 'Le minuteur ne peut plus être suspendu',
  'booking.seatHold.itemHeld': 'Confirmé immédiatement',
  'booking.seatHold.itemSoldOut':
    'Demande : confirmation sous {hours} heures (les places à confirmation immédiate pour cet horaire sont prises)',
  'booking.seatHold.itemRequest': 'Demande : confirmation sous {hours} heures',
  'booking.seatHold.problem.changeFailed': 'Le minuteur n’a pas pu être modifié. Réessayez.',
  'booking.seatHold.problem.ended':
    'Cette réservation temporaire a pris fin. Gardez à nouveau votre place pour la conserver.',
  'booking.seatHold.problem.noPauseLeft':
    'Le minuteur ne peut plus être suspendu ; votre place reste gardée jusqu’à la fin du compte à rebours.',
  'booking.seatHold.problem.notMoved':
    'Plus aucune place ne permet de confirmer immédiatement le nouvel horaire : nous avons donc gardé la place de votre choix précédent. Revenez-y pour la conserver, ou envoyez la réservation sous forme de demande.',
};
