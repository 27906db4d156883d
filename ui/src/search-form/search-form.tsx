import { cloneElement, isValidElement, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { TRAVELLER_LIMITS, type ServiceType } from '@vip/contracts/vocabulary';
import { CountStepper } from '../count-stepper/count-stepper';
import { LightButton } from '../light/button';
import { describedBy, Field } from '../light/field';
import { UiStyle } from '../light/ui-style';
import { ISO_DATE, LOCAL_TIME, isBeforeToday, useLocalToday } from './local-date';

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

export const TYPE_OPTIONS: Array<{ value: ServiceType; label: string }> = [
  { value: 'arrival', label: 'Arrival' },
  { value: 'departure', label: 'Departure' },
  { value: 'transfer', label: 'Transfer' },
];

/** The spec's exact texts. */
export const SEARCH_MESSAGES = {
  homeAirport: 'Please enter an airport code',
  wizardAirport: 'Airport is required',
  airportCode: 'Please choose an airport from the suggestions or type its 3-letter code',
  date: 'Please select a flight date',
  dateBeforeToday: 'Date cannot be earlier than today',
  time: 'Please enter a flight time',
  adults: 'At least 1 adult is required',
  children: 'Children cannot be fewer than 0',
  type: 'Please select a service type',
  email: 'Please enter a valid email address',
} as const;

/** Container queries: the same form fills the home page and a narrow card, where screen breakpoints cut fields. */
const SEARCH_FORM_STYLE = `
.search-form { container-type: inline-size; }
.search-form__note { margin: 12px 0 0; font-size: 13px; color: rgba(0, 0, 0, 0.65); }
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
type Errors = Partial<Record<Field, string>>;

function check(field: Field, values: SearchFormValues, airportRequired: string): string | undefined {
  switch (field) {
    case 'airport': {
      const code = (values.airport ?? '').trim();
      if (!code) return airportRequired;
      return /^[A-Za-z]{3}$/.test(code) ? undefined : SEARCH_MESSAGES.airportCode;
    }
    case 'type':
      return values.type ? undefined : SEARCH_MESSAGES.type;
    case 'date':
      if (!values.date || !ISO_DATE.test(values.date)) return SEARCH_MESSAGES.date;
      return isBeforeToday(values.date) ? SEARCH_MESSAGES.dateBeforeToday : undefined;
    case 'time':
      return values.time && LOCAL_TIME.test(values.time) ? undefined : SEARCH_MESSAGES.time;
    case 'adults':
      return typeof values.adults === 'number' && values.adults >= TRAVELLER_LIMITS.adultsMin
        ? undefined
        : SEARCH_MESSAGES.adults;
    case 'children':
      return typeof values.children === 'number' && values.children < TRAVELLER_LIMITS.childrenMin
        ? SEARCH_MESSAGES.children
        : undefined;
    case 'email': {
      const email = (values.email ?? '').trim();
      return email && !EMAIL.test(email) ? SEARCH_MESSAGES.email : undefined;
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
  submitLabel = 'Find Services',
  later,
  onAirportMissing,
  airportInput,
}: SearchFormProps) {
  const [values, setValues] = useState<SearchFormValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const today = useLocalToday();
  const airportRequired = variant === 'home' ? SEARCH_MESSAGES.homeAirport : SEARCH_MESSAGES.wizardAirport;
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
      if (variant === 'wizard' && found.airport === SEARCH_MESSAGES.wizardAirport) onAirportMissing?.();
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
    'aria-describedby': describedBy(idOf(field), { error: errors[field], extra }),
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
          <Field id={idOf('airport')} label="Airport" error={errors.airport}>
            {airport}
          </Field>
        </div>
        <div className="search-form__field search-form__field--half">
          <Field id={idOf('type')} label="Service type" error={errors.type}>
            <select
              {...aria('type')}
              className="vip-input"
              value={values.type}
              onChange={(e) => set('type', e.target.value as ServiceType)}
            >
              {TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="search-form__field">
          <Field id={idOf('date')} label="Flight date" error={errors.date}>
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
          <Field id={idOf('time')} label="Flight time" error={errors.time}>
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
          <Field id={idOf('adults')} label="Adults" error={errors.adults}>
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
          <Field id={idOf('children')} label="Children" error={errors.children} extra="Under 12">
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
            <Field id={idOf('flight')} label="Flight number (optional)">
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
            <Field id={idOf('email')} label="E-mail (optional)" error={errors.email}>
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
        {submitLabel}
      </LightButton>
      {variant === 'home' && (
        <p className="search-form__note">
          By clicking Find Services, you agree to receive email notifications about your booking.
        </p>
      )}
    </form>
  );
}
