import type { MailTable } from './en';

const MORE =
  '{more, plural, =0 {} one { وحجز آخر} two { وحجزان آخران} few { و# حجوزات أخرى} many { و# حجزًا آخر} other { و# حجز آخر}}';

export const MAIL_AR: MailTable = {
  'ops.mail.greeting': 'مرحبًا {name}،',
  'ops.mail.greetingBoth': 'مرحبًا {booker} و{contact}،',

  'ops.mail.ack.subjectRequested': `تم استلام طلب الحجز – {reference}${MORE}`,
  'ops.mail.ack.subjectConfirmed': `تم تأكيد الحجز – {reference}${MORE}`,
  'ops.mail.ack.openingRequested':
    'شكرًا لطلب الحجز لدى {brand}. لقد استلمنا طلبك: {count, plural, one {الحجز قيد الطلب ولم يُؤكَّد بعد} other {الحجوزات قيد الطلب ولم تُؤكَّد بعد}}.',
  'ops.mail.ack.openingConfirmed':
    'شكرًا لحجزك لدى {brand}. {count, plural, one {تم تأكيد حجزك} other {تم تأكيد حجوزاتك}}.',
  'ops.mail.ack.openingMixed':
    'شكرًا لحجزك لدى {brand}. {confirmed, plural, one {تم تأكيد حجز واحد} two {تم تأكيد حجزين} few {تم تأكيد # حجوزات} many {تم تأكيد # حجزًا} other {تم تأكيد # حجز}}، أما البقية فهي قيد الطلب ولم تُؤكَّد بعد.',
  'ops.mail.ack.mixedFollowUp':
    'بالنسبة إلى هذه الحجوزات، يتحقق فريقنا من التوفر لدى المورّد المحلي ويؤكدها خلال {hours} ساعة.',
  'ops.mail.ack.total': 'الإجمالي التقديري: {total}',
  'ops.mail.ack.nextHeading': 'الخطوات التالية',
  'ops.mail.ack.nextPayment': 'سيتواصل معك فريقنا لترتيب الدفع (لن يُخصم أي مبلغ قبل ذلك).',
  'ops.mail.ack.nextReply': 'سيرد عليك فريقنا خلال {hours} ساعة لتأكيد التوفر وترتيب الدفع (لن يُخصم أي مبلغ قبل ذلك).',
  'ops.mail.ack.nextUrgent': 'إذا كانت خدمتك تبدأ خلال الساعات الـ{hours} القادمة، يُرجى الاتصال بنا على {phone}.',
  'ops.mail.ack.nextCancellation': 'الإلغاء: {policy}',
  'ops.mail.ack.manage':
    'يمكنك الاطلاع على حجزك في أي وقت: {link} (باستخدام الرقم المرجعي وعنوان البريد الإلكتروني هذا).',
  'ops.mail.ack.questions': 'للاستفسارات أو التعديلات: {email}',

  'ops.mail.rules.request': 'كل حجز هو طلب: يتحقق فريقنا من التوفر لدى المورّد المحلي ويؤكده خلال {hours} ساعة.',
  'ops.mail.rules.reconfirmation': 'نعيد تأكيد كل حجز قبل موعد الخدمة بمدة تتراوح بين {from} و{to} ساعة.',
  'ops.mail.rules.freeCancellation': 'الإلغاء مجاني حتى {hours} ساعة قبل موعد الخدمة.',
  'ops.mail.rules.lateCancellation': 'تُفرض رسوم بنسبة {percent}% على الإلغاء خلال {hours} ساعة من موعد الخدمة.',
  'ops.mail.rules.noRefund': 'لا يُسترد المبلغ في حال عدم الحضور أو الإلغاء خلال {hours} ساعة من موعد الخدمة.',

  'ops.mail.booking.reference': 'الرقم المرجعي: {reference}',
  'ops.mail.booking.service': 'الخدمة: {service} ({type})',
  'ops.mail.booking.airport': 'المطار: {airport} ({code})',
  'ops.mail.booking.dateTime': 'التاريخ والوقت: {dateTime} (بالتوقيت المحلي للمطار)',
  'ops.mail.booking.flight': 'الرحلة: {flight}',
  'ops.mail.booking.travellers': 'المسافرون: {travellers}',
  'ops.mail.booking.travellersNamed': 'المسافرون: {travellers} ({names})',
  'ops.mail.booking.adults':
    '{count, plural, one {بالغ واحد} two {بالغان} few {# بالغين} many {# بالغًا} other {# بالغ}}',
  'ops.mail.booking.children': '{count, plural, one {طفل واحد} two {طفلان} few {# أطفال} many {# طفلًا} other {# طفل}}',
  'ops.mail.booking.porter': 'خدمة الحمّال: مشمولة',
  'ops.mail.booking.price': 'السعر التقديري: {price}',
  'ops.mail.booking.estimate':
    'بعملة {currency}: حوالي {amount} (تقدير بسعر 1 {currency} = {rate} دولار أمريكي؛ يتم الدفع بالدولار الأمريكي)',
  'ops.mail.booking.status': 'الحالة: {status}',
  'ops.mail.status.requested': 'قيد الطلب',
  'ops.mail.status.confirmed': 'مؤكَّد',
  'ops.mail.status.cancelled': 'ملغى',
  'ops.mail.status.changeRequested': 'طُلب تعديله',
  'ops.mail.serviceType.arrival': 'الوصول',
  'ops.mail.serviceType.departure': 'المغادرة',
  'ops.mail.serviceType.transfer': 'العبور والرحلات المتصلة',

  'ops.mail.reconfirm.subject': 'أُعيد تأكيد خدمتك بتاريخ {date} – {reference}',
  'ops.mail.reconfirm.intro': 'أُعيد تأكيد خدمتك لدى {brand}. إليك تفاصيل اللقاء.',
  'ops.mail.reconfirm.meetingHeading': 'تفاصيل اللقاء',
  'ops.mail.reconfirm.meetingPoint': 'نقطة اللقاء: {place}',
  'ops.mail.reconfirm.meetingPointDefault': 'سينتظرك مرافقك في صالة الوصول حاملًا لافتة باسمك',
  'ops.mail.reconfirm.greeterEta': 'موعد وصول مرافقك: {eta}',
  'ops.mail.reconfirm.sign': 'اللافتة: {sign}',
  'ops.mail.reconfirm.driver': 'السائق: {name}',
  'ops.mail.reconfirm.driverPhone': 'هاتف السائق: {phone}',
  'ops.mail.reconfirm.vehicle': 'المركبة: {vehicle}',
  'ops.mail.reconfirm.greeter': 'المرافق: {name}',
  'ops.mail.reconfirm.greeterPhone': 'هاتف المرافق: {phone}',
  'ops.mail.reconfirm.help': 'إذا تغيّر أي شيء أو لم تتمكن من العثور علينا، اتصل بنا على {phone} أو راسلنا على {email}.',

  'ops.mail.questions': 'للاستفسارات: {email}',
  'ops.mail.cancelled.subject': 'تم إلغاء الحجز – {reference}',
  'ops.mail.cancelled.intro': 'تم إلغاء حجزك {reference} لدى {brand}.',
  'ops.mail.cancelled.noCharge': 'لا تُفرض أي رسوم إلغاء ({rule}).',
  'ops.mail.cancelled.charge': 'رسوم الإلغاء: {charge} ({percent}% من {total}). {rule}',
  'ops.mail.cancelled.invoiceCancel': 'يجري إلغاء الفاتورة الخاصة بهذا الحجز: يُرجى عدم سدادها.',
  'ops.mail.cancelled.invoiceRefund':
    'لقد سددت قيمة هذا الحجز: سنرد إليك المبلغ المدفوع بعد خصم رسوم الإلغاء، إلى البطاقة التي استخدمتها في الدفع.',
  'ops.mail.request.subject': 'استلمنا طلبك – {reference}',
  'ops.mail.request.receivedChange': 'استلمنا طلبك لتعديل الحجز {reference}:',
  'ops.mail.request.receivedCancel': 'استلمنا طلبك لإلغاء الحجز {reference}:',
  'ops.mail.request.alreadyCancelled':
    'سبق أن أُلغي هذا الحجز، وتجد التفاصيل في رسالة الإلغاء التي أرسلناها إليك. لا يلزمك أي إجراء آخر. إذا كان لديك أي استفسار، يُرجى الاتصال بنا على {phone}.',
  'ops.mail.request.reply': 'سيرد عليك فريقنا خلال {hours} ساعة، ويبقى حجزك كما هو حتى ذلك الحين.',
  'ops.mail.request.policy': 'سياسة الإلغاء لدينا: {policy}',
  'ops.mail.request.manage': 'يمكنك الاطلاع على حجزك في أي وقت: {link}',
  'ops.mail.contact.greeterSubject': 'بيانات التواصل مع مرافقك – {reference}',
  'ops.mail.contact.driverSubject': 'بيانات سائقك الخاص – {reference}',
  'ops.mail.contact.greeterIntro': 'إليك بيانات مرافقك للحجز {reference} ({service}، {airport}، {date} الساعة {time}):',
  'ops.mail.contact.driverIntro': 'إليك بيانات سائقك للحجز {reference} ({service}، {airport}، {date} الساعة {time}):',
  'ops.mail.contact.phone': 'الهاتف: {phone}',
  'ops.mail.contact.plate': 'رقم اللوحة: {plate}',
  'ops.mail.contact.eta': 'موعد الوصول المتوقع: {eta}',
};
