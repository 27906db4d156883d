import type { MessageTable } from '@vip/ui';

export const SEAT_HOLD_DE: MessageTable = {
  'booking.seatHold.region': 'Ihr reservierter Platz',
  'booking.seatHold.holding': 'Wir halten Ihren Platz noch {time} frei',
  'booking.seatHold.started':
    'Wir halten Ihren Platz {minutes, plural, one {# Minute} other {# Minuten}} lang frei. Sie können den Timer anhalten, wenn Sie mehr Zeit brauchen.',
  'booking.seatHold.minutesLeft':
    'Noch {minutes, plural, one {# Minute} other {# Minuten}}, um Ihre Buchung abzuschließen.',
  'booking.seatHold.lastSeconds':
    'Noch {seconds} Sekunden, um Ihre Buchung abzuschließen. Halten Sie den Timer an, wenn Sie mehr Zeit brauchen.',
  'booking.seatHold.paused':
    'Timer angehalten, noch {time}. Während der Pause halten wir Ihren Platz bis zu {minutes, plural, one {# Minute} other {# Minuten}} frei.',
  'booking.seatHold.resumed': 'Timer läuft wieder: Wir halten Ihren Platz noch {time} frei.',
  'booking.seatHold.pausedAt': 'Timer angehalten bei {time}',
  'booking.seatHold.pausedDetails':
    'Während der Timer angehalten ist, bleibt Ihr Platz bis zu {minutes, plural, one {# Minute} other {# Minuten}} reserviert.',
  'booking.seatHold.runningDetails':
    'Leistungen mit der Markierung Sofort bestätigt werden bestätigt, sobald Sie Ihre Buchung absenden.',
  'booking.seatHold.endedTitle': 'Ihre Reservierung ist abgelaufen',
  'booking.seatHold.ended':
    'Wir halten Ihren Platz nicht mehr frei. Reservieren Sie ihn erneut oder senden Sie Ihre Buchung so ab: Ist noch ein Platz frei, wird sie sofort bestätigt, sonst wird sie zu einer Anfrage, die wir innerhalb von {hours} Stunden bestätigen.',
  'booking.seatHold.endedAnnouncement': 'Ihre Reservierung ist abgelaufen. {details}',
  'booking.seatHold.holdAgain': 'Erneut reservieren',
  'booking.seatHold.pause': 'Timer anhalten',
  'booking.seatHold.resume': 'Fortsetzen',
  'booking.seatHold.noPause': 'Der Timer kann nicht mehr angehalten werden',
  'booking.seatHold.itemHeld': 'Sofort bestätigt',
  'booking.seatHold.itemSoldOut':
    'Anfrage: Bestätigung innerhalb von {hours} Stunden (die sofort bestätigten Plätze für diese Uhrzeit sind vergeben)',
  'booking.seatHold.itemRequest': 'Anfrage: Bestätigung innerhalb von {hours} Stunden',
  'booking.seatHold.problem.changeFailed': 'Der Timer konnte nicht geändert werden. Bitte erneut versuchen.',
  'booking.seatHold.problem.ended':
    'Diese Reservierung ist abgelaufen. Reservieren Sie Ihren Platz erneut, um ihn zu behalten.',
  'booking.seatHold.problem.noPauseLeft':
    'Der Timer kann nicht mehr angehalten werden; Ihr Platz bleibt bis zum Ende des Countdowns reserviert.',
  'booking.seatHold.problem.notMoved':
    'Für die neue Uhrzeit ist kein sofort bestätigbarer Platz mehr frei, daher haben wir den Platz für Ihre vorherige Wahl behalten. Wechseln Sie zurück, um ihn zu behalten, oder senden Sie die Buchung als Anfrage.',
};
