import { useEffect, type ReactNode } from 'react';
import { App, Button, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { TRAVELLER_LIMITS, type ServiceType } from '@vip/contracts';
import { CountStepper } from '../count-stepper/count-stepper';
import { ISO_DATE, LOCAL_TIME, isBeforeToday, useLocalToday } from './local-date';

/** An airport search: what the booking wizard's URL carries (airport, type, date, time, travellers). */
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
  /**
   * 'home' asks for an e-mail and words the airport message as the home form does; 'wizard' toasts a
   * missing airport; 'airport' searches at one airport (an airport or landing page), with no flight number.
   */
  variant: 'home' | 'wizard' | 'airport';
  initialValues: SearchFormValues;
  onSubmit: (values: SearchFormValues) => void;
  submitLabel?: string;
  /** The form's instance, for a page that fills a field itself (the home page's remembered e-mail). */
  form?: FormInstance<SearchFormValues>;
  /** The airport field: suggestions where the airport is chosen (mfe-booking's), read-only where it is given. */
  airportInput?: ReactNode;
}

export const TYPE_OPTIONS: Array<{ value: ServiceType; label: string }> = [
  { value: 'arrival', label: 'Arrival' },
  { value: 'departure', label: 'Departure' },
  { value: 'transfer', label: 'Transfer' },
];

/** Exact texts of spec §5 "Home search" and "Wizard search". */
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

/**
 * The form's columns follow the width it is given, not the screen's (a container query): the same form sits
 * across the home page and in a narrow card beside an airport's services, where the screen's breakpoints
 * squeezed four fields into a third of a laptop screen (the date and time cut, a stepper past the card).
 * Widths are the fields' own: a stepper needs 128 px, a date 150 px with its picker icon.
 */
const SEARCH_FORM_STYLE = `
.search-form { container-type: inline-size; }
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

/**
 * The airport search of the home page, the wizard's search step and the airport and landing pages:
 * airport, type, date (not before today), time, adults 1–20, children 0–10, an optional flight number
 * (not at one airport), and on home an optional e-mail. Values reach `onSubmit` trimmed, with the
 * airport code upper-cased.
 */
export function SearchForm({ variant, initialValues, onSubmit, submitLabel = 'Find Services', form: given, airportInput = <Input readOnly size="large" /> }: SearchFormProps) {
  const { notification } = App.useApp();
  const [own] = Form.useForm<SearchFormValues>();
  const form = given ?? own;
  const today = useLocalToday();
  // A search without a date starts on the visitor's today, known once the page runs in the browser.
  useEffect(() => {
    if (today && !form.getFieldValue('date')) form.setFieldValue('date', today);
  }, [form, today]);
  const airportRequired = variant === 'home' ? SEARCH_MESSAGES.homeAirport : SEARCH_MESSAGES.wizardAirport;

  const onFinish = (values: SearchFormValues) => {
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

  return (
    <Form<SearchFormValues>
      form={form}
      name={`${variant}-search`}
      className="search-form"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => {
        // The wizard also says it in a toast (spec §5 "Wizard search"), since the field may be off screen.
        if (variant === 'wizard' && errorFields.some((f) => f.errors.includes(SEARCH_MESSAGES.wizardAirport))) {
          notification.error({ title: 'Airport is required', description: 'Please select an airport to search for services.' });
        }
      }}
    >
      <style>{SEARCH_FORM_STYLE}</style>
      <div className="search-form__grid">
        <div className="search-form__field search-form__field--half">
          {/* Checked when the field is left or the form sent, never while the traveller is still typing 'Rome'. */}
          <Form.Item
            label="Airport"
            name="airport"
            validateTrigger="onBlur"
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const code = (value ?? '').trim();
                  if (!code) throw new Error(airportRequired);
                  if (!/^[A-Za-z]{3}$/.test(code)) throw new Error(SEARCH_MESSAGES.airportCode);
                },
              },
            ]}
          >
            {airportInput}
          </Form.Item>
        </div>
        <div className="search-form__field search-form__field--half">
          <Form.Item label="Service type" name="type" rules={[{ required: true, message: SEARCH_MESSAGES.type }]}>
            <Select size="large" options={TYPE_OPTIONS} />
          </Form.Item>
        </div>
        <div className="search-form__field">
          <Form.Item
            label="Flight date"
            name="date"
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value || !ISO_DATE.test(value)) throw new Error(SEARCH_MESSAGES.date);
                  if (isBeforeToday(value)) throw new Error(SEARCH_MESSAGES.dateBeforeToday);
                },
              },
            ]}
          >
            <Input type="date" min={today} size="large" />
          </Form.Item>
        </div>
        <div className="search-form__field">
          <Form.Item
            label="Flight time"
            name="time"
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value || !LOCAL_TIME.test(value)) throw new Error(SEARCH_MESSAGES.time);
                },
              },
            ]}
          >
            <Input type="time" size="large" />
          </Form.Item>
        </div>
        <div className="search-form__field search-form__field--count">
          <Form.Item
            label="Adults"
            name="adults"
            rules={[
              {
                validator: async (_rule, value: number | undefined) => {
                  if (typeof value !== 'number' || value < TRAVELLER_LIMITS.adultsMin) throw new Error(SEARCH_MESSAGES.adults);
                },
              },
            ]}
          >
            <CountStepper min={TRAVELLER_LIMITS.adultsMin} max={TRAVELLER_LIMITS.adultsMax} noun="adults" />
          </Form.Item>
        </div>
        <div className="search-form__field search-form__field--count">
          <Form.Item
            label="Children"
            name="children"
            extra="Under 12"
            rules={[
              {
                validator: async (_rule, value: number | undefined) => {
                  if (typeof value === 'number' && value < TRAVELLER_LIMITS.childrenMin) throw new Error(SEARCH_MESSAGES.children);
                },
              },
            ]}
          >
            <CountStepper min={TRAVELLER_LIMITS.childrenMin} max={TRAVELLER_LIMITS.childrenMax} noun="children" />
          </Form.Item>
        </div>
        {variant !== 'airport' && (
          <div className={`search-form__field ${variant === 'home' ? 'search-form__field--half' : 'search-form__field--whole'}`}>
            <Form.Item label="Flight number (optional)" name="flight">
              <Input placeholder="BA123" maxLength={12} size="large" autoComplete="off" />
            </Form.Item>
          </div>
        )}
        {variant === 'home' && (
          <div className="search-form__field search-form__field--half">
            <Form.Item
              label="E-mail (optional)"
              name="email"
              rules={[
                {
                  validator: async (_rule, value: string | undefined) => {
                    const email = (value ?? '').trim();
                    if (email && !EMAIL.test(email)) throw new Error(SEARCH_MESSAGES.email);
                  },
                },
              ]}
            >
              <Input type="email" placeholder="you@example.com" size="large" autoComplete="email" />
            </Form.Item>
          </div>
        )}
      </div>
      <Button type="primary" htmlType="submit" size="large" block>
        {submitLabel}
      </Button>
      {variant === 'home' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
          By clicking Find Services, you agree to receive email notifications about your booking.
        </Typography.Paragraph>
      )}
    </Form>
  );
}
