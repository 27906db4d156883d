import { BRAND } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { toDollars, formatUsd } from '@vip/contracts/money';
import {
  formatPhoneNumber,
  TRANSFER_DIRECTION_LABELS,
  VEHICLE_TYPE_LABELS,
  type TransferDirection,
  type VehicleType,
} from '@vip/contracts/schemas';
import { formatLocalDateTime } from '@vip/contracts/time';
import { SERVICE_LEVEL_NAMES, SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { Case } from '../cases/cases.service';

export { escapeHtml };

const money = (cents: number) => formatUsd(toDollars(cents));

export const localDateTime = formatLocalDateTime;

type Row = [label: string, value: string | number | null | undefined];

function table(rows: Row[]): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  if (shown.length === 0) return '<p class="muted">To be confirmed</p>';
  return `<table>${shown.map(([l, v]) => `<tr><th>${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
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
>;

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

/** Self-contained: nothing is fetched while rendering. */
export function confirmationHtml(c: ConfirmationCase, support: ConfirmationSupport, issuedAt: Date): string {
  const when = localDateTime(c.flightDate, c.flightTime);
  const service = c.isChauffeur
    ? section(
        'Chauffeur Service',
        table([
          [
            'Service',
            TRANSFER_DIRECTION_LABELS[(c.transferDirection ?? 'pickup') as TransferDirection] ?? c.transferDirection,
          ],
          ['Airport', `${c.airportName} (${c.airportCode})`],
          ['Pickup date and time', `${when} (local time)`],
          ['Pickup location', c.pickupLocation],
          ['Drop-off location', c.dropoffLocation],
          ['Vehicle class', VEHICLE_TYPE_LABELS[(c.vehicleType ?? 'sedan') as VehicleType] ?? c.vehicleType],
          ['Passengers', c.passengers],
          ['Flight', [c.airline, c.flightNumber].filter(Boolean).join(' ')],
        ]),
      )
    : section(
        'Service Details',
        table([
          ['Service', c.serviceName],
          ['Service level', c.serviceLevel ? (SERVICE_LEVEL_NAMES[c.serviceLevel] ?? c.serviceLevel) : null],
          ['Service type', SERVICE_TYPE_LABELS[c.serviceType] ?? c.serviceType],
          ['Airport', `${c.airportName} (${c.airportCode})`],
          ['Date and time', `${when} (local time)`],
          ['Flight', [c.airline, c.flightNumber].filter(Boolean).join(' ')],
          ['Terminal', c.terminal],
        ]),
      );
  const travellers = section(
    'Travelers',
    `${table([
      ['Adults', c.isChauffeur ? null : c.adultCount],
      ['Children', c.isChauffeur ? null : c.childCount],
      ['Passengers', c.isChauffeur ? c.passengers : null],
    ])}${c.travelerNames.length > 0 ? `<ul>${c.travelerNames.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : ''}`,
  );
  const onTheDay = c.isChauffeur
    ? section(
        'Your Driver',
        table([
          ['Driver', c.driverName],
          ['Driver phone', formatPhoneNumber(c.driverPhone)],
          ['Vehicle', [c.vehicleMakeModel, c.vehicleColor].filter(Boolean).join(', ')],
          ['License plate', c.vehiclePlate],
          ['Pickup time', c.pickupTime ? `${c.pickupTime} (local time)` : null],
          ['Gratuity', c.gratuityIncluded ? 'Included' : null],
        ]),
      )
    : section(
        'Your Greeter',
        table([
          ['Greeter', c.greeterName],
          ['Greeter phone', formatPhoneNumber(c.greeterPhone)],
          ['Arrival of greeter', c.greeterEta],
          ['Greeter on duty', c.greeterShiftTime],
          ['Meeting point', c.meetLocation],
          ['Sign', c.signInstructions],
        ]),
      );
  const priceRows: Row[] = c.isChauffeur
    ? [['Base service', money(c.basePriceCents)], ...c.costItems.map((i): Row => [i.description, money(i.amountCents)])]
    : [
        ['Base service', money(c.basePriceCents)],
        ['Porter service', c.porterSelected ? money(c.porterCostCents) : null],
      ];
  const price = section(
    'Price',
    `${table(priceRows)}<p class="total">Total: ${escapeHtml(money(c.totalPriceCents))} (USD)</p>`,
  );
  const policy = section(
    'Cancellation Policy',
    `<p>Cancellation deadline: ${escapeHtml(c.cancellationPolicyHours)} hours before the service. Cancellations after this time may not be refunded (see our Terms and Conditions).</p>`,
  );

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Reservation Confirmation ${c.referenceCode}`)}</title>
<style>
  /* No ligatures: the PDF's text stays searchable and copyable as typed ("fi" stays two letters). */
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1f2933; font-size: 11pt; margin: 0; font-variant-ligatures: none; }
  /* A long link or reference staff paste has no spaces to break at: it wraps anywhere rather than run off the paper. */
  body { overflow-wrap: anywhere; }
  header { border-bottom: 3px solid #1d3557; padding-bottom: 10px; margin-bottom: 14px; }
  h1 { font-size: 20pt; margin: 0; color: #1d3557; }
  h2 { font-size: 12.5pt; margin: 16px 0 6px; color: #1d3557; border-bottom: 1px solid #d9e2ec; padding-bottom: 3px; }
  .reference { font-size: 14pt; font-weight: bold; margin-top: 6px; }
  .muted { color: #52606d; }
  table { border-collapse: collapse; width: 100%; table-layout: fixed; }
  th { text-align: left; width: 38%; font-weight: normal; color: #52606d; padding: 3px 8px 3px 0; vertical-align: top; }
  td { padding: 3px 0; vertical-align: top; }
  .total { font-weight: bold; font-size: 12.5pt; margin-top: 8px; }
  footer { margin-top: 22px; border-top: 1px solid #d9e2ec; padding-top: 8px; font-size: 9.5pt; color: #52606d; }
  section { break-inside: avoid; }
</style></head>
<body>
<header>
  <h1>${escapeHtml(BRAND.productName)} — Reservation Confirmation</h1>
  <div class="reference">Reference: ${escapeHtml(c.referenceCode)}</div>
  <div class="muted">Issued ${escapeHtml(issuedAt.toISOString().slice(0, 10))}</div>
</header>
${section(
  'Contact',
  table([
    ['Name', c.contactName],
    ['Company', c.companyName],
    ['E-mail', c.contactEmail],
    ['Phone', formatPhoneNumber(c.contactPhone)],
  ]),
)}
${service}
${travellers}
${onTheDay}
${c.specialRequests ? section('Special Requests', `<p>${escapeHtml(c.specialRequests)}</p>`) : ''}
${
  c.customText
    ? section(
        'Notes for Your Trip',
        c.customText
          .split(/\r?\n/)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(''),
      )
    : ''
}
${price}
${policy}
<footer>
  Questions or changes: ${escapeHtml(support.email)} · ${escapeHtml(support.phone)}<br>
  ${escapeHtml(BRAND.legalName)}. Times are local to the airport (${escapeHtml(c.airportTimeZone)}).
</footer>
</body></html>`;
}
