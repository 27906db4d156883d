import type { MessageTable } from '@vip/ui';

const MINUTES =
  '{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}';

export const SEAT_HOLD_AR: MessageTable = {
  'booking.seatHold.region': 'مكانك المحجوز',
  'booking.seatHold.holding': 'نحتفظ لك بمكانك لمدة {time}',
  'booking.seatHold.started': `نحتفظ لك بمكانك لمدة ${MINUTES}. يمكنك إيقاف المؤقت مؤقتًا إذا احتجت إلى مزيد من الوقت.`,
  'booking.seatHold.minutesLeft': `الوقت المتبقي لإتمام حجزك: ${MINUTES}.`,
  'booking.seatHold.lastSeconds':
    'الوقت المتبقي لإتمام حجزك: {seconds} ثانية. أوقف المؤقت إذا احتجت إلى مزيد من الوقت.',
  'booking.seatHold.paused': `المؤقت متوقف والمتبقي {time}. نحتفظ لك بمكانك أثناء الإيقاف لمدة أقصاها ${MINUTES}.`,
  'booking.seatHold.resumed': 'استؤنف المؤقت: نحتفظ لك بمكانك لمدة {time}.',
  'booking.seatHold.pausedAt': 'المؤقت متوقف عند {time}',
  'booking.seatHold.pausedDetails': `يبقى مكانك محجوزًا ما دام المؤقت متوقفًا، لمدة أقصاها ${MINUTES}.`,
  'booking.seatHold.runningDetails': 'تُؤكَّد الخدمات المميزة بعبارة «مؤكد فورًا» بمجرد إرسال حجزك.',
  'booking.seatHold.endedTitle': 'انتهت مدة حجز مكانك',
  'booking.seatHold.ended':
    'لم نعد نحتفظ لك بمكانك. احجزه مجددًا، أو أرسل حجزك كما هو: يُؤكَّد فورًا إن بقي مكان شاغر، وإلا يصبح طلبًا نؤكده خلال {hours} ساعة.',
  'booking.seatHold.endedAnnouncement': 'انتهت مدة حجز مكانك. {details}',
  'booking.seatHold.holdAgain': 'احجز مجددًا',
  'booking.seatHold.pause': 'إيقاف المؤقت',
  'booking.seatHold.resume': 'استئناف',
  'booking.seatHold.noPause': 'لم يعد بالإمكان إيقاف المؤقت',
  'booking.seatHold.itemHeld': 'مؤكد فورًا',
  'booking.seatHold.itemSoldOut': 'طلب: نؤكده خلال {hours} ساعة (الأماكن ذات التأكيد الفوري لهذا الموعد محجوزة)',
  'booking.seatHold.itemRequest': 'طلب: نؤكده خلال {hours} ساعة',
  'booking.seatHold.problem.changeFailed': 'تعذّر تغيير المؤقت. حاول مرة أخرى.',
  'booking.seatHold.problem.ended': 'انتهت مدة هذا الحجز المؤقت. احجز مكانك مجددًا للاحتفاظ به.',
  'booking.seatHold.problem.noPauseLeft': 'لم يعد بالإمكان إيقاف المؤقت؛ يبقى مكانك محجوزًا حتى ينتهي العد التنازلي.',
  'booking.seatHold.problem.notMoved':
    'لم يعد هناك مكان لتأكيد الموعد الجديد فورًا، لذا احتفظنا بالمكان المحجوز لاختيارك السابق. عُد إليه للاحتفاظ به، أو أرسل الحجز كطلب.',
};
