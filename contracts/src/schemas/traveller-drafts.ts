import { BRAND } from '../brand';
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '../i18n/locales';

/**
 * What staff's dialogs prefill and svc-ops sends by default to a traveller, in the booking's language: the covering
 * e-mail of the PDF confirmation and the greeter's and driver's texts (SMS). English is the team's original wording.
 */
export const TRAVELLER_DRAFTS_EN = {
  'pdf.subject': 'Reservation Confirmation - {reference}',
  'pdf.greeting': 'Dear {name},',
  'pdf.attached': 'Please find attached the confirmation of your reservation {reference}.',
  'pdf.changes': 'If anything needs to change, reply to this e-mail or call us at {phone}.',
  'sms.greeter': '{reference}: your greeter {name}, {phone}.',
  'sms.greeterAt': '{reference}: your greeter {name}, {phone}, at {place}.',
  'sms.driver': '{reference}: your driver {name}, {phone}.',
  'sms.driverVehicle': '{reference}: your driver {name}, {phone}, {vehicle}.',
  'sms.driverPostscript': "Can't find your driver? Call {phone}",
} as const;

export type TravellerDraftKey = keyof typeof TRAVELLER_DRAFTS_EN;
export type TravellerDraftTable = Readonly<Record<TravellerDraftKey, string>>;

export const TRAVELLER_DRAFTS: Record<Locale, TravellerDraftTable> = {
  en: TRAVELLER_DRAFTS_EN,
  fr: {
    'pdf.subject': 'Confirmation de réservation - {reference}',
    'pdf.greeting': 'Bonjour {name},',
    'pdf.attached': 'Veuillez trouver ci-joint la confirmation de votre réservation {reference}.',
    'pdf.changes': 'Pour toute modification, répondez à cet e-mail ou appelez-nous au {phone}.',
    'sms.greeter': '{reference} : votre accompagnateur {name}, {phone}.',
    'sms.greeterAt': '{reference} : votre accompagnateur {name}, {phone}, à {place}.',
    'sms.driver': '{reference} : votre chauffeur {name}, {phone}.',
    'sms.driverVehicle': '{reference} : votre chauffeur {name}, {phone}, {vehicle}.',
    'sms.driverPostscript': 'Pas de chauffeur ? Appelez le {phone}',
  },
  de: {
    'pdf.subject': 'Reservierungsbestätigung - {reference}',
    'pdf.greeting': 'Guten Tag {name},',
    'pdf.attached': 'anbei erhalten Sie die Bestätigung Ihrer Reservierung {reference}.',
    'pdf.changes': 'Falls sich etwas ändern soll, antworten Sie auf diese E-Mail oder rufen Sie uns an: {phone}.',
    'sms.greeter': '{reference}: Ihre Begleitperson {name}, {phone}.',
    'sms.greeterAt': '{reference}: Ihre Begleitperson {name}, {phone}, Treffpunkt {place}.',
    'sms.driver': '{reference}: Ihr Fahrer {name}, {phone}.',
    'sms.driverVehicle': '{reference}: Ihr Fahrer {name}, {phone}, {vehicle}.',
    'sms.driverPostscript': 'Fahrer nicht da? Rufen Sie {phone} an',
  },
  es: {
    'pdf.subject': 'Confirmación de reserva - {reference}',
    'pdf.greeting': 'Estimado/a {name}:',
    'pdf.attached': 'Le adjuntamos la confirmación de su reserva {reference}.',
    'pdf.changes': 'Si necesita cambiar algo, responda a este correo o llámenos al {phone}.',
    'sms.greeter': '{reference}: su asistente {name}, {phone}.',
    'sms.greeterAt': '{reference}: su asistente {name}, {phone}, en {place}.',
    'sms.driver': '{reference}: su chófer {name}, {phone}.',
    'sms.driverVehicle': '{reference}: su chófer {name}, {phone}, {vehicle}.',
    'sms.driverPostscript': '¿No ve a su chófer? Llame al {phone}',
  },
  ar: {
    'pdf.subject': 'تأكيد الحجز - {reference}',
    'pdf.greeting': 'مرحبًا {name}،',
    'pdf.attached': 'تجد مرفقًا تأكيد حجزك {reference}.',
    'pdf.changes': 'إذا احتجت إلى أي تعديل، يُرجى الرد على هذه الرسالة أو الاتصال بنا على {phone}.',
    'sms.greeter': '{reference}: مرافقك {name}، {phone}.',
    'sms.greeterAt': '{reference}: مرافقك {name}، {phone}، في {place}.',
    'sms.driver': '{reference}: سائقك {name}، {phone}.',
    'sms.driverVehicle': '{reference}: سائقك {name}، {phone}، {vehicle}.',
    'sms.driverPostscript': 'لم تجد سائقك؟ اتصل على {phone}',
  },
  'zh-Hans': {
    'pdf.subject': '预订确认函 - {reference}',
    'pdf.greeting': '尊敬的{name}：',
    'pdf.attached': '随函附上您的预订 {reference} 的确认函。',
    'pdf.changes': '如需更改，请回复此邮件或致电 {phone}。',
    'sms.greeter': '{reference}：您的接待员 {name}，{phone}。',
    'sms.greeterAt': '{reference}：您的接待员 {name}，{phone}，会面地点：{place}。',
    'sms.driver': '{reference}：您的司机 {name}，{phone}。',
    'sms.driverVehicle': '{reference}：您的司机 {name}，{phone}，{vehicle}。',
    'sms.driverPostscript': '找不到司机？请致电 {phone}',
  },
};

/** Right to left, each inserted value keeps its own direction (a reference, a phone number, a Latin name). */
function fill(locale: Locale, key: TravellerDraftKey, values: Record<string, string>): string {
  const isolate = localeDirection(locale) === 'rtl' ? (v: string) => `\u2068${v}\u2069` : (v: string) => v;
  return TRAVELLER_DRAFTS[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => isolate(values[name] ?? ''));
}

const languageOf = (locale: string | null | undefined): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export function defaultPdfSubject(referenceCode: string, locale?: string | null): string {
  return fill(languageOf(locale), 'pdf.subject', { reference: referenceCode });
}

export function defaultPdfEmailBody(b: { contactName: string; referenceCode: string }, locale?: string | null): string {
  const l = languageOf(locale);
  return [
    fill(l, 'pdf.greeting', { name: b.contactName }),
    '',
    fill(l, 'pdf.attached', { reference: b.referenceCode }),
    '',
    fill(l, 'pdf.changes', { phone: BRAND.supportPhone }),
    '',
    BRAND.productName,
  ].join('\n');
}

/** The greeter's text; phone as it is shown (formatted). */
export function greeterSmsDraft(
  d: { referenceCode: string; name: string; phone: string; meetLocation: string | null },
  locale?: string | null,
): string {
  const values = { reference: d.referenceCode, name: d.name, phone: d.phone, place: d.meetLocation ?? '' };
  return fill(languageOf(locale), d.meetLocation ? 'sms.greeterAt' : 'sms.greeter', values);
}

export function driverSmsDraft(
  d: { referenceCode: string; name: string; phone: string; vehicle: string | null },
  locale?: string | null,
): string {
  const values = { reference: d.referenceCode, name: d.name, phone: d.phone, vehicle: d.vehicle ?? '' };
  return fill(languageOf(locale), d.vehicle ? 'sms.driverVehicle' : 'sms.driver', values);
}

/** On its own line after the driver's text; at most 50 characters in every language (SMS_POSTSCRIPT_AUTO_MAX). */
export function smsDriverPostscript(locale?: string | null): string {
  return `\n${fill(languageOf(locale), 'sms.driverPostscript', { phone: BRAND.supportPhone })}`;
}
