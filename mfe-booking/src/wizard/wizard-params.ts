import { isCalendarDate } from '@vip/contracts/calendar-date';
import { SERVICE_TYPES, TRAVELLER_LIMITS, type ServiceType } from '@vip/contracts/vocabulary';
import { clampCount, LOCAL_TIME, localIsoDate } from '@vip/ui';
import {
  DEFAULT_SERVICE_TYPE,
  DEFAULT_TIME,
  readableQuery,
  searchQueryEntries,
  WIZARD_DEFAULT_ADULTS,
  type WizardParams,
  type WizardStep,
} from './search-params';

/** Type aliases seen in old links and the cart ('connection' is the cart's word for transfer). */
const TYPE_ALIASES: Record<string, ServiceType> = { connection: 'transfer' };

/** A type from an address: known types and aliases, case-insensitive; anything else is the default. */
export function normaliseServiceType(raw: string | null | undefined): ServiceType {
  const value = (raw ?? '').trim().toLowerCase();
  if ((SERVICE_TYPES as readonly string[]).includes(value)) return value as ServiceType;
  // Own keys only: 'constructor' is no alias.
  return Object.hasOwn(TYPE_ALIASES, value) ? TYPE_ALIASES[value]! : DEFAULT_SERVICE_TYPE;
}

/** The opposite leg of a round trip: arrival ↔ departure (a transfer has no return). */
export function oppositeType(type: ServiceType): ServiceType {
  return type === 'arrival' ? 'departure' : type === 'departure' ? 'arrival' : 'transfer';
}

function count(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? clampCount(n, min, max) : fallback;
}

function text(raw: string | null): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/**
 * The wizard's values from its query string, with the spec's defaults (arrival, today, 14:00,
 * 2 adults, 0 children). A malformed date or time falls back to the default rather than reaching
 * the API, which would refuse it.
 */
export function parseWizardParams(search: URLSearchParams, today: string = localIsoDate()): WizardParams {
  const date = search.get('date')?.trim() ?? '';
  const time = search.get('time')?.trim() ?? '';
  const savings = Number(search.get('savingsAmount'));
  const original = Number(search.get('originalServiceId'));
  return {
    airport: (search.get('airport') ?? '').trim().toUpperCase(),
    type: normaliseServiceType(search.get('type')),
    // A date that does not exist ('2030-02-30') is no date: the wizard's default stands in for it.
    date: isCalendarDate(date) ? date : today,
    time: LOCAL_TIME.test(time) ? time : DEFAULT_TIME,
    adults: count(search.get('adults'), WIZARD_DEFAULT_ADULTS, TRAVELLER_LIMITS.adultsMin, TRAVELLER_LIMITS.adultsMax),
    children: count(search.get('children'), 0, TRAVELLER_LIMITS.childrenMin, TRAVELLER_LIMITS.childrenMax),
    flight: text(search.get('flight')),
    terminal: text(search.get('terminal')),
    isReturn: search.get('isReturn') === 'true',
    savingsAmount:
      search.has('savingsAmount') && Number.isFinite(savings) && savings >= 0 ? Math.round(savings) : undefined,
    originalServiceId:
      search.has('originalServiceId') && Number.isInteger(original) && original !== 0 ? original : undefined,
  };
}

/** The step the wizard opens on: select on /booking/quote or with a complete search, else search. */
export function initialStep(pathname: string, search: URLSearchParams): WizardStep {
  if (pathname.includes('/booking/quote')) return 'select';
  const complete = ['airport', 'type', 'date', 'time'].every((key) => (search.get(key) ?? '').trim() !== '');
  return complete ? 'select' : 'search';
}

/** Parameters the wizard owns in its address; others (e.g. a saved-quote token) are kept as they are. */
const WIZARD_KEYS = [
  'airport',
  'type',
  'date',
  'time',
  'adults',
  'children',
  'flight',
  'terminal',
  'isReturn',
  'savingsAmount',
  'originalServiceId',
];

/** The query string of a wizard state: the six search values first, then what is set of the rest. */
export function wizardQuery(params: WizardParams, others?: URLSearchParams): string {
  const q = new URLSearchParams(searchQueryEntries(params));
  if (params.flight) q.set('flight', params.flight);
  if (params.terminal) q.set('terminal', params.terminal);
  if (params.isReturn) q.set('isReturn', 'true');
  if (params.savingsAmount !== undefined) q.set('savingsAmount', String(params.savingsAmount));
  if (params.originalServiceId !== undefined) q.set('originalServiceId', String(params.originalServiceId));
  others?.forEach((value, key) => {
    if (!WIZARD_KEYS.includes(key)) q.append(key, value);
  });
  return readableQuery(q);
}
