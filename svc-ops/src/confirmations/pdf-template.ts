import { BRAND } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '@vip/contracts/i18n';
import {
  formatPhoneNumber,
  TRANSFER_DIRECTIONS,
  VEHICLE_TYPES,
  type TransferDirection,
  type VehicleType,
} from '@vip/contracts/schemas';
import { formatLocalDateTime } from '@vip/contracts/time';
import type { Case } from '../cases/cases.service';
import type { MailKey } from '../i18n/en';
import { mailText, type MailText, type MailValues } from '../i18n/mail-text';
import { displayPriceOfCase } from '../cases/display-price';
import { printFontStack } from '../i18n/print-fonts';
import { serviceLevelName, serviceNameIn, serviceTypeName } from '../i18n/service-names';

export { escapeHtml };

/** US dollars as the traveller's language writes them; the one place the PDF formats money. */
export function pdfMoney(locale: Locale, cents: number): string {
  return mailText(locale).usd(cents);
}

export const localDateTime = formatLocalDateTime;

const LATIN_FONTS = "'DejaVu Sans', 'Liberation Sans', Arial";

/** `ltr`: a code, number, address or amount, kept left to right inside right-to-left text. */
type Row = [label: string, value: string | number | null | undefined, ltr?: 'ltr'];

interface Page {
  text: MailText;
  rtl: boolean;
  t(key: MailKey, values?: MailValues): string;
}

/** In right-to-left pages each value is isolated, so a Latin name or a phone number keeps its own order. */
function cell(page: Page, value: string | number, ltr?: 'ltr'): string {
  const escaped = escapeHtml(value);
  if (!page.rtl) return escaped;
  return ltr ? `<bdi dir="ltr">${escaped}</bdi>` : `<bdi>${escaped}</bdi>`;
}

function table(page: Page, rows: Row[]): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  if (shown.length === 0) return `<p class="muted">${escapeHtml(page.t('ops.pdf.toBeConfirmed'))}</p>`;
  return `<table>${shown.map(([l, v, ltr]) => `<tr><th>${escapeHtml(l)}</th><td>${cell(page, v!, ltr)}</td></tr>`).join('')}</table>`;
}

const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;

type CaseFields = Pick<
  Case,
  | 'referenceCode'
  | 'isChauffeur'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'companyName'
  | 'travelerNames'
  | 'adultCount'
  | 'childCount'
  | 'serviceName'
  | 'serviceType'
  | 'serviceLevel'
  | 'airportCode'
  | 'airportName'
  | 'airportTimeZone'
  | 'flightNumber'
  | 'flightDate'
  | 'flightTime'
  | 'terminal'
  | 'airline'
  | 'porterSelected'
  | 'porterCostCents'
  | 'basePriceCents'
  | 'totalPriceCents'
  | 'cancellationPolicyHours'
  | 'specialRequests'
> &
  /** The traveller's language; a case from before languages reads English. */
  Partial<Pick<Case, 'locale'>> &
  /** What the traveller saw in their currency at request time (none for dollars). */
  Partial<Pick<Case, 'displayCurrency' | 'displayRateToUsd' | 'displayTotalMinorUnits'>>;

export type ConfirmationCase = CaseFields &
  Record<
    | 'greeterName'
    | 'greeterPhone'
    | 'greeterEta'
    | 'greeterShiftTime'
    | 'meetLocation'
    | 'signInstructions'
    | 'driverName'
    | 'driverPhone'
    | 'vehicleMakeModel'
    | 'vehiclePlate'
    | 'vehicleColor',
    string | null
  > & {
    transferDirection: string | null;
    pickupLocation: string | null;
    dropoffLocation: string | null;
    passengers: number | null;
    vehicleType: string | null;
    costItems: ReadonlyArray<{ description: string; amountCents: number }>;
    pickupTime: string | null;
    gratuityIncluded: boolean;
    customText: string | null;
  };

export interface ConfirmationSupport {
  email: string;
  phone: string;
}

const isDirection = (v: string): v is TransferDirection => (TRANSFER_DIRECTIONS as readonly string[]).includes(v);
const isVehicle = (v: string): v is VehicleType => (VEHICLE_TYPES as readonly string[]).includes(v);

function directionName(page: Page, direction: string | null): string {
  const d = direction ?? 'pickup';
  return isDirection(d) ? page.t(`ops.pdf.direction.${d}`) : d;
}

function vehicleName(page: Page, vehicle: string | null): string {
  const v = vehicle ?? 'sedan';
  return isVehicle(v) ? page.t(`ops.pdf.vehicleType.${v}`) : v;
}

const levelName = (page: Page, level: string | null) => serviceLevelName(page.text, level);
const typeName = (page: Page, type: string) => serviceTypeName(page.text, type);
const serviceName = (page: Page, c: ConfirmationCase) => serviceNameIn(page.text, c);

function serviceSection(page: Page, c: ConfirmationCase): string {
  const { t, text } = page;
  const when = t('ops.pdf.localTime', { time: text.dateTime(c.flightDate, c.flightTime) });
  const airport = `${c.airportName} (${c.airportCode})`;
  const flight = [c.airline, c.flightNumber].filter(Boolean).join(' ');
  if (c.isChauffeur)
    return section(
      t('ops.pdf.chauffeurService'),
      table(page, [
        [t('ops.pdf.service'), directionName(page, c.transferDirection)],
        [t('ops.pdf.airport'), airport],
        [t('ops.pdf.pickupDateTime'), when],
        [t('ops.pdf.pickupLocation'), c.pickupLocation],
        [t('ops.pdf.dropoffLocation'), c.dropoffLocation],
        [t('ops.pdf.vehicleClass'), vehicleName(page, c.vehicleType)],
        [t('ops.pdf.passengers'), c.passengers, 'ltr'],
        [t('ops.pdf.flight'), flight, 'ltr'],
      ]),
    );
  return section(
    t('ops.pdf.serviceDetails'),
    table(page, [
      [t('ops.pdf.service'), serviceName(page, c)],
      [t('ops.pdf.serviceLevel'), levelName(page, c.serviceLevel)],
      [t('ops.pdf.serviceType'), typeName(page, c.serviceType)],
      [t('ops.pdf.airport'), airport],
      [t('ops.pdf.dateTime'), when],
      [t('ops.pdf.flight'), flight, 'ltr'],
      [t('ops.pdf.terminal'), c.terminal, 'ltr'],
    ]),
  );
}

function travellersSection(page: Page, c: ConfirmationCase): string {
  const { t } = page;
  const names =
    c.travelerNames.length > 0 ? `<ul>${c.travelerNames.map((n) => `<li>${cell(page, n)}</li>`).join('')}</ul>` : '';
  return section(
    t('ops.pdf.travellers'),
    `${table(page, [
      [t('ops.pdf.adults'), c.isChauffeur ? null : c.adultCount, 'ltr'],
      [t('ops.pdf.children'), c.isChauffeur ? null : c.childCount, 'ltr'],
      [t('ops.pdf.passengers'), c.isChauffeur ? c.passengers : null, 'ltr'],
    ])}${names}`,
  );
}

function onTheDaySection(page: Page, c: ConfirmationCase): string {
  const { t } = page;
  if (c.isChauffeur)
    return section(
      t('ops.pdf.yourDriver'),
      table(page, [
        [t('ops.pdf.driver'), c.driverName],
        [t('ops.pdf.driverPhone'), formatPhoneNumber(c.driverPhone), 'ltr'],
        [t('ops.pdf.vehicle'), [c.vehicleMakeModel, c.vehicleColor].filter(Boolean).join(', ')],
        [t('ops.pdf.licensePlate'), c.vehiclePlate, 'ltr'],
        [t('ops.pdf.pickupTime'), c.pickupTime ? t('ops.pdf.localTime', { time: c.pickupTime }) : null],
        [t('ops.pdf.gratuity'), c.gratuityIncluded ? t('ops.pdf.included') : null],
      ]),
    );
  return section(
    t('ops.pdf.yourGreeter'),
    table(page, [
      [t('ops.pdf.greeter'), c.greeterName],
      [t('ops.pdf.greeterPhone'), formatPhoneNumber(c.greeterPhone), 'ltr'],
      [t('ops.pdf.greeterEta'), c.greeterEta],
      [t('ops.pdf.greeterOnDuty'), c.greeterShiftTime, 'ltr'],
      [t('ops.pdf.meetingPoint'), c.meetLocation],
      [t('ops.pdf.sign'), c.signInstructions],
    ]),
  );
}

function priceSection(page: Page, c: ConfirmationCase): string {
  const { t } = page;
  const money = (cents: number) => pdfMoney(page.text.locale, cents);
  const rows: Row[] = c.isChauffeur
    ? [
        [t('ops.pdf.baseService'), money(c.basePriceCents), 'ltr'],
        ...c.costItems.map((i): Row => [i.description, money(i.amountCents), 'ltr']),
      ]
    : [
        [t('ops.pdf.baseService'), money(c.basePriceCents), 'ltr'],
        [t('ops.pdf.porterService'), c.porterSelected ? money(c.porterCostCents) : null, 'ltr'],
      ];
  const estimate = displayPriceOfCase({
    displayCurrency: c.displayCurrency ?? null,
    displayRateToUsd: c.displayRateToUsd ?? null,
    displayTotalMinorUnits: c.displayTotalMinorUnits ?? null,
  });
  const estimateLine = estimate
    ? `<p class="estimate">${escapeHtml(
        t('ops.mail.booking.estimate', {
          currency: estimate.currency,
          amount: page.text.money(estimate.totalMinorUnits, estimate.currency),
          rate: page.text.rate(estimate.rateToUsd),
        }),
      )}</p>`
    : '';
  return section(
    t('ops.pdf.price'),
    `${table(page, rows)}<p class="total">${escapeHtml(t('ops.pdf.total', { total: money(c.totalPriceCents) }))}</p>${estimateLine}`,
  );
}

const STYLE = (locale: Locale) => `
  /* No ligatures: the PDF's text stays searchable and copyable as typed ("fi" stays two letters). */
  body { font-family: ${printFontStack(locale, LATIN_FONTS)}; color: #1f2933; font-size: 11pt; margin: 0; font-variant-ligatures: none; }
  /* A long link or reference staff paste has no spaces to break at: it wraps anywhere rather than run off the paper. */
  body { overflow-wrap: anywhere; }
  header { border-bottom: 3px solid #1d3557; padding-bottom: 10px; margin-bottom: 14px; }
  h1 { font-size: 20pt; margin: 0; color: #1d3557; }
  h2 { font-size: 12.5pt; margin: 16px 0 6px; color: #1d3557; border-bottom: 1px solid #d9e2ec; padding-bottom: 3px; }
  .reference { font-size: 14pt; font-weight: bold; margin-top: 6px; }
  .muted { color: #52606d; }
  table { border-collapse: collapse; width: 100%; table-layout: fixed; }
  /* Logical sides: a right-to-left page mirrors the labels' column and its gap. */
  th { text-align: start; width: 38%; font-weight: normal; color: #52606d; padding: 3px 0; padding-inline-end: 8px; vertical-align: top; }
  td { padding: 3px 0; vertical-align: top; }
  .total { font-weight: bold; font-size: 12.5pt; margin-top: 8px; }
  .estimate { color: #52606d; font-size: 10pt; margin-top: 2px; }
  footer { margin-top: 22px; border-top: 1px solid #d9e2ec; padding-top: 8px; font-size: 9.5pt; color: #52606d; }
  section { break-inside: avoid; }
`;

/** Self-contained: nothing is fetched while rendering. In the case's language, English when it has none. */
export function confirmationHtml(c: ConfirmationCase, support: ConfirmationSupport, issuedAt: Date): string {
  const locale: Locale = isLocale(c.locale) ? c.locale : DEFAULT_LOCALE;
  const text = mailText(locale);
  const page: Page = { text, rtl: localeDirection(locale) === 'rtl', t: text.t };
  const { t } = page;
  const notes = c.customText
    ? section(
        t('ops.pdf.notes'),
        c.customText
          .split(/\r?\n/)
          .map((line) => `<p>${cell(page, line)}</p>`)
          .join(''),
      )
    : '';
  const policy = section(
    t('ops.pdf.cancellationPolicy'),
    `<p>${escapeHtml(t('ops.pdf.cancellationDeadline', { hours: c.cancellationPolicyHours }))}</p>`,
  );

  return `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(t('ops.pdf.title', { reference: c.referenceCode }))}</title>
<style>${STYLE(locale)}</style></head>
<body>
<header>
  <h1>${escapeHtml(t('ops.pdf.heading', { product: BRAND.productName }))}</h1>
  <div class="reference">${escapeHtml(t('ops.pdf.reference', { reference: c.referenceCode }))}</div>
  <div class="muted">${escapeHtml(t('ops.pdf.issued', { date: text.date(issuedAt.toISOString().slice(0, 10)) }))}</div>
</header>
${section(
  t('ops.pdf.contact'),
  table(page, [
    [t('ops.pdf.name'), c.contactName],
    [t('ops.pdf.company'), c.companyName],
    [t('ops.pdf.email'), c.contactEmail, 'ltr'],
    [t('ops.pdf.phone'), formatPhoneNumber(c.contactPhone), 'ltr'],
  ]),
)}
${serviceSection(page, c)}
${travellersSection(page, c)}
${onTheDaySection(page, c)}
${c.specialRequests ? section(t('ops.pdf.specialRequests'), `<p>${cell(page, c.specialRequests)}</p>`) : ''}
${notes}
${priceSection(page, c)}
${policy}
<footer>
  ${escapeHtml(t('ops.pdf.questions', { email: support.email, phone: support.phone }))}<br>
  ${escapeHtml(t('ops.pdf.timesLocal', { legalName: BRAND.legalName, zone: c.airportTimeZone }))}
</footer>
</body></html>`;
}
