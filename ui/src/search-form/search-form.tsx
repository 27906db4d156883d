import { cloneElement, isValidElement, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { TRAVELLER_LIMITS, type ServiceType } from '@vip/contracts/vocabulary';
import { CountStepper } from '../count-stepper/count-stepper';
import { LightButton } from '../light/button';
import { describedBy, Field } from '../light/field';
import { UiStyle } from '../light/ui-style';
import { useText } from '../i18n/use-text';
import { ISO_DATE, LOCAL_TIME, isBeforeToday, useLocalToday } from './local-date';
import { searchErrorMessages, searchFormMessages } from './search-form.messages';

/** What the booking wizard's URL carries. */
export interface SearchFormValues {
  airport: string;
  type: ServiceType;
  date: string;
  time: string;
  adults: number;
  children: number;
  flight?: string;
  email?: string;
}

export interface SearchFormProps {
  /** 'home' adds an e-mail; 'airport' (one airport's pages) has no flight number. */
  variant: 'home' | 'wizard' | 'airport';
  initialValues: SearchFormValues;
  onSubmit: (values: SearchFormValues) => void;
  submitLabel?: string;
  /** Browser-only values, filled in after the first render so the server's HTML and hydration agree. */
  later?: Partial<SearchFormValues>;
  /** A toast too: the field may be off screen. */
  onAirportMissing?: () => void;
  /** Suggestions where the airport is chosen; without it, a read-only input. */
  airportInput?: ReactElement<AirportInputProps>;
}

export interface AirportInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string | { target: { value: string } }) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const TYPE_LABELS = {
  arrival: searchFormMessages.arrival,
  departure: searchFormMessages.departure,
  transfer: searchFormMessages.transfer,
} as const satisfies Record<ServiceType, unknown>;

/** English labels; the form shows them in the page's language. */
export const TYPE_OPTIONS: Array<{ value: ServiceType; label: string }> = (
  ['arrival', 'departure', 'transfer'] as const
).map((value) => ({ value, label: TYPE_LABELS[value].defaultMessage }));

type SearchError = keyof typeof searchErrorMessages;

/** The spec's exact texts, in English; the form shows them in the page's language. */
export const SEARCH_MESSAGES = Object.fromEntries(
  Object.entries(searchErrorMessages).map(([key, message]) => [key, message.defaultMessage]),
) as Record<SearchError, string>;

/** Container queries: the same form fills the home page and a narrow card, where screen breakpoints cut fields. */
const SEARCH_FORM_STYLE = `
.search-form { container-type: inline-size; }
.search-form__note { margin: 12px 0 0; font-size: 13px; color: ${VIP_THEME.colorTextSecondary}; }
.search-form__grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 16px; }
.search-form__field { grid-column: span 2; min-width: 0; }
@container (min-width: 272px) { .search-form__field--count { grid-column: span 1; } }
@container (min-width: 340px) { .search-form__field:not(.search-form__field--half):not(.search-form__field--whole) { grid-column: span 1; } }
@container (min-width: 680px) {
  .search-form__grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .search-form__field--half { grid-column: span 2; }
  .search-form__field--whole { grid-column: span 4; }
}
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = keyof SearchFormValues;
type Errors = Partial<Record<Field, SearchError>>;

function check(field: Field, values: SearchFormValues, airportRequired: SearchError): SearchError | undefined {
  switch (field) {
    case 'airport': {
      const code = (values.airport ?? '').trim();
      if (!code) return airportRequired;
      return /^[A-Za-z]{3}$/.test(code) ? undefined : 'airportCode';
    }
    case 'type':
      return values.type ? undefined : 'type';
    case 'date':
      if (!values.date || !ISO_DATE.test(values.date)) return 'date';
      return isBeforeToday(values.date) ? 'dateBeforeToday' : undefined;
    case 'time':
      return values.time && LOCAL_TIME.test(values.time) ? undefined : 'time';
    case 'adults':
      return typeof values.adults === 'number' && values.adults >= TRAVELLER_LIMITS.adultsMin ? undefined : 'adults';
    case 'children':
      return typeof values.children === 'number' && values.children < TRAVELLER_LIMITS.childrenMin
        ? 'children'
        : undefined;
    case 'email': {
      const email = (values.email ?? '').trim();
      return email && !EMAIL.test(email) ? 'email' : undefined;
    }
    default:
      return undefined;
  }
}

/** No antd: it is the home page's first screen, and a first visit loads no antd. */
export function SearchForm({
  variant,
  initialValues,
  onSubmit,
  submitLabel,
  later,
  onAirportMissing,
  airportInput,
}: SearchFormProps) {
  const [values, setValues] = useState<SearchFormValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const today = useLocalToday();
  const text = useText();
  const airportRequired: SearchError = variant === 'home' ? 'homeAirport' : 'wizardAirport';
  const errorOf = (field: Field) => {
    const error = errors[field];
    return error && text(searchErrorMessages[error]);
  };
  const name = `${variant}-search`;
  const idOf = (field: Field) => `${name}_${field}`;

  // Today and `later` are known only in the browser, so they fill in after hydration.
  const laterKey = JSON.stringify(later ?? {});
  useEffect(() => {
    setValues((current) => {
      const filled = { ...current };
      if (today && !filled.date) filled.date = today;
      for (const [field, value] of Object.entries(later ?? {}) as Array<[Field, never]>)
        if (value && !filled[field]) filled[field] = value;
      return filled;
    });
    // laterKey: `later` is a new object each render.
  }, [today, laterKey]);

  const set = <F extends Field>(field: F, value: SearchFormValues[F], validate = true) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // The airport is checked on blur, not while 'Rome' is half typed.
    setErrors((e) => ({ ...e, [field]: validate ? check(field, next, airportRequired) : undefined }));
  };
  const leaveAirport = () => setErrors((e) => ({ ...e, airport: check('airport', values, airportRequired) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = ['airport', 'type', 'date', 'time', 'adults', 'children', 'email'];
    const found: Errors = {};
    for (const field of fields) found[field] = check(field, values, airportRequired);
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      // Keep the focus if it is already in a field to fix (Enter pressed there).
      const fieldOf = (f: Field) => formRef.current?.querySelector<HTMLElement>(`#${idOf(f)}`);
      if (!fields.some((f) => found[f] && fieldOf(f) === document.activeElement)) fieldOf(first)?.focus();
      if (variant === 'wizard' && found.airport === 'wizardAirport') onAirportMissing?.();
      return;
    }
    onSubmit({
      airport: values.airport.trim().toUpperCase(),
      type: values.type,
      date: values.date,
      time: values.time,
      adults: values.adults,
      children: values.children ?? 0,
      flight: values.flight?.trim() || undefined,
      email: values.email?.trim() || undefined,
    });
  };

  const aria = (field: Field, extra = false) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(idOf(field), { error: errorOf(field), extra }),
  });
  const airportProps: AirportInputProps = {
    ...aria('airport'),
    value: values.airport,
    onChange: (next) => set('airport', typeof next === 'string' ? next : next.target.value, false),
    onBlur: leaveAirport,
  };
  const airport = isValidElement(airportInput) ? (
    cloneElement(airportInput, airportProps)
  ) : (
    <input {...airportProps} className="vip-input" readOnly onChange={undefined} />
  );

  return (
    <form ref={formRef} name={name} id={name} className="search-form" noValidate onSubmit={submit}>
      <UiStyle />
      <style>{SEARCH_FORM_STYLE}</style>
      <div className="search-form__grid">
        <div className="search-form__field search-form__field--half">
          <Field id={idOf('airport')} label={text(searchFormMessages.airport)} error={errorOf('airport')}>
            {airport}
          </Field>
        </div>
        <div className="search-form__field search-form__field--half">
          <Field id={idOf('type')} label={text(searchFormMessages.serviceType)} error={errorOf('type')}>
            <select
              {...aria('type')}
              className="vip-input"
              value={values.type}
              onChange={(e) => set('type', e.target.value as ServiceType)}
            >
              {TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {text(TYPE_LABELS[o.value])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="search-form__field">
          <Field id={idOf('date')} label={text(searchFormMessages.flightDate)} error={errorOf('date')}>
            <input
              {...aria('date')}
              className="vip-input"
              type="date"
              min={today}
              value={values.date}
              onChange={(e) => set('date', e.target.value)}
            />
          </Field>
        </div>
        <div className="search-form__field">
          <Field id={idOf('time')} label={text(searchFormMessages.flightTime)} error={errorOf('time')}>
            <input
              {...aria('time')}
              className="vip-input"
              type="time"
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
            />
          </Field>
        </div>
        <div className="search-form__field search-form__field--count">
          <Field id={idOf('adults')} label={text(searchFormMessages.adults)} error={errorOf('adults')}>
            <CountStepper
              {...aria('adults')}
              value={values.adults}
              onChange={(n) => set('adults', n as number)}
              min={TRAVELLER_LIMITS.adultsMin}
              max={TRAVELLER_LIMITS.adultsMax}
              noun="adults"
            />
          </Field>
        </div>
        <div className="search-form__field search-form__field--count">
          <Field
            id={idOf('children')}
            label={text(searchFormMessages.children)}
            error={errorOf('children')}
            extra={text(searchFormMessages.childrenAge)}
          >
            <CountStepper
              {...aria('children', true)}
              value={values.children}
              onChange={(n) => set('children', n as number)}
              min={TRAVELLER_LIMITS.childrenMin}
              max={TRAVELLER_LIMITS.childrenMax}
              noun="children"
            />
          </Field>
        </div>
        {variant !== 'airport' && (
          <div
            className={`search-form__field ${variant === 'home' ? 'search-form__field--half' : 'search-form__field--whole'}`}
          >
            <Field id={idOf('flight')} label={text(searchFormMessages.flightNumber)}>
              <input
                {...aria('flight')}
                className="vip-input"
                placeholder="BA123"
                maxLength={12}
                autoComplete="off"
                value={values.flight ?? ''}
                onChange={(e) => set('flight', e.target.value)}
              />
            </Field>
          </div>
        )}
        {variant === 'home' && (
          <div className="search-form__field search-form__field--half">
            <Field id={idOf('email')} label={text(searchFormMessages.email)} error={errorOf('email')}>
              <input
                {...aria('email')}
                className="vip-input"
                type="email"
                placeholder="you@example.com"
                autoComplete="email"
                value={values.email ?? ''}
                onChange={(e) => set('email', e.target.value)}
              />
            </Field>
          </div>
        )}
      </div>
      <LightButton type="primary" htmlType="submit" size="large" block>
        {submitLabel ?? text(searchFormMessages.submit)}
      </LightButton>
      {variant === 'home' && <p className="search-form__note">{text(searchFormMessages.consent)}</p>}
    </form>
  );
}
