import type { MessageTable } from '@vip/ui';

export const SEAT_HOLD_ES: MessageTable = {
  'booking.seatHold.region': 'Su plaza reservada',
  'booking.seatHold.holding': 'Le guardamos su plaza durante {time}',
  'booking.seatHold.started':
    'Le guardamos su plaza durante {minutes, plural, one {# minuto} other {# minutos}}. Puede pausar el temporizador si necesita más tiempo.',
  'booking.seatHold.minutesLeft':
    '{minutes, plural, one {Queda # minuto} other {Quedan # minutos}} para completar su reserva.',
  'booking.seatHold.lastSeconds':
    'Quedan {seconds} segundos para completar su reserva. Pause el temporizador si necesita más tiempo.',
  'booking.seatHold.paused':
    'Temporizador en pausa, quedan {time}. Guardamos su plaza hasta {minutes, plural, one {# minuto} other {# minutos}} mientras está en pausa.',
  'booking.seatHold.resumed': 'Temporizador reanudado: le guardamos su plaza durante {time}.',
  'booking.seatHold.pausedAt': 'Temporizador en pausa en {time}',
  'booking.seatHold.pausedDetails':
    'Su plaza sigue reservada mientras el temporizador está en pausa, hasta {minutes, plural, one {# minuto} other {# minutos}}.',
  'booking.seatHold.runningDetails':
    'Los servicios marcados como Confirmado al instante se confirman en cuanto envíe su reserva.',
  'booking.seatHold.endedTitle': 'Su reserva temporal ha terminado',
  'booking.seatHold.ended':
    'Ya no le guardamos la plaza. Vuelva a reservarla o envíe su reserva tal como está: se confirma al instante si aún queda una plaza libre; si no, se convierte en una solicitud que confirmamos en un plazo de {hours} horas.',
  'booking.seatHold.endedAnnouncement': 'Su reserva temporal ha terminado. {details}',
  'booking.seatHold.holdAgain': 'Volver a reservar',
  'booking.seatHold.pause': 'Pausar',
  'booking.seatHold.resume': 'Reanudar',
  'booking.seatHold.noPause': 'El temporizador ya no se puede pausar',
  'booking.seatHold.itemHeld': 'Confirmado al instante',
  'booking.seatHold.itemSoldOut':
    'Solicitud: confirmamos en un plazo de {hours} horas (las plazas con confirmación inmediata para esta hora están ocupadas)',
  'booking.seatHold.itemRequest': 'Solicitud: confirmamos en un plazo de {hours} horas',
  'booking.seatHold.problem.changeFailed': 'No se pudo cambiar el temporizador. Inténtelo de nuevo.',
  'booking.seatHold.problem.ended': 'Esta reserva temporal ha terminado. Vuelva a reservar su plaza para conservarla.',
  'booking.seatHold.problem.noPauseLeft':
    'El temporizador ya no se puede pausar; su plaza sigue reservada hasta que termine la cuenta atrás.',
  'booking.seatHold.problem.notMoved':
    'No queda ninguna plaza para confirmar al instante la nueva hora, así que mantuvimos la plaza de su elección anterior. Vuelva a ella para conservarla, o envíe la reserva como solicitud.',
};
