import type { ServiceType } from '@vip/contracts/vocabulary';
import type { SearchFormValues } from '@vip/ui';

// The search's values and their place in an address, for the home page and the wizard; the wizard's own reading
// of its address is in wizard-params.ts (not needed by the home page, which a first visit loads).

/** What the search form gives, but the optional flight and e-mail. */
export type SearchValues = Omit<SearchFormValues, 'flight' | 'email'>;

/** Everything the wizard reads from its address. */
export interface WizardParams extends SearchValues {
  flight?: string;
  terminal?: string;
  /** The second leg of a round trip is being chosen. */
  isReturn: boolean;
  /** Whole dollars saved by the round trip, as the first leg's page worked it out. */
  savingsAmount?: number;
  originalServiceId?: number;
}

export type WizardStep = 'search' | 'select' | 'traveler' | 'payment' | 'confirmation';

export const DEFAULT_SERVICE_TYPE: ServiceType = 'arrival';
export const DEFAULT_TIME = '14:00';
/** 1 adult on home (and cards), 2 in the wizard. */
export const HOME_DEFAULT_ADULTS = 1;
export const WIZARD_DEFAULT_ADULTS = 2;

/** A query string with ':' left as it is (legal in a query), so addresses read time=14:00. */
export function readableQuery(q: URLSearchParams): string {
  return q.toString().replace(/%3A/gi, ':');
}

/** airport, type, date, time, adults, children, in that order (the order links and tests read). */
export function searchQueryEntries(values: SearchValues): Array<[string, string]> {
  return [
    ['airport', values.airport],
    ['type', values.type],
    ['date', values.date],
    ['time', values.time],
    ['adults', String(values.adults)],
    ['children', String(values.children)],
  ];
}
