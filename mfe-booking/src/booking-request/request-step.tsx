import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import {
  DATE_IN_PAST_MESSAGE,
  airlineMissing,
  bookingRequestSchema,
  customerInfoSchema,
  type BookingRequestInput,
  type BookingRequestResponse,
  BOOKING_TEXT_LIMITS,
} from '@vip/contracts/schemas';
import { SERVICE_LEVEL_BADGES, SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import { storedEmail } from '../cart/stored-email';
import type { NewCartItem } from '../cart/cart.types';
import { useIdempotencyKey } from '../checkout/idempotency-key';
import { formatLongDate, formatMoney, formatShortMoney, formatTime12, plural } from '../wizard/format';
import { checkBookingTime, type BookingTimeCheck } from '../wizard/time-rules';
import { AirlineHint, ButtonLink, localIsoDate, PhoneInput, toast } from '@vip/ui';
import { useCart } from '../cart/use-cart';
import { phoneCountryOfAirport } from '../wizard/country-flag';
import { openQuoteSheet } from '../quote/quote-sheet-store';
import { useBookingRequest } from './api';

const SUBMIT_ERROR_FALLBACK = 'An error occurred while submitting your booking.';
const TERMS_TOAST = {
  title: 'Terms Agreement Required',
  description: 'You must agree to the terms and conditions to proceed.',
} as const;

export interface RequestFormValues {
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  companyName?: string;
  travelerNames?: string[];
  specialRequests?: string;
  flightNumber?: string;
  flightDate?: string;
  flightTime?: string;
  terminal?: string;
  airline?: string;
  agreeToTerms?: boolean;
}

/** What the confirmation step shows: the server's answer and what was sent. */
export interface SentRequest {
  request: BookingRequestInput;
  response: BookingRequestResponse;
  item: NewCartItem;
}

export interface RequestStepProps {
  item: NewCartItem;
  /** The airport's IANA zone: the flight date and time are read there. */
  timeZone: string;
  onSent: (sent: SentRequest) => void;
  onBack: () => void;
  /** The flight time has passed or is too close to book online: the wizard goes back to search. */
  onTimeRule: (check: Exclude<BookingTimeCheck, 'ok'>) => void;
}

/** 'Adult 1', 'Adult 2', then 'Child 1': one optional name field per traveller. */
export function travellerNameLabels(adults: number, children: number): string[] {
  return [
    ...Array.from({ length: adults }, (_, i) => `Adult ${i + 1}`),
    ...Array.from({ length: children }, (_, i) => `Child ${i + 1}`),
  ];
}

export function toBookingRequest(
  values: RequestFormValues,
  item: NewCartItem,
  withSpecialRequests: boolean,
): BookingRequestInput {
  return {
    serviceId: item.serviceId,
    contactName: values.contactName ?? '',
    contactEmail: values.contactEmail ?? '',
    contactPhone: values.contactPhone ?? '',
    companyName: values.companyName,
    // Empty names are dropped before sending.
    travelerNames: (values.travelerNames ?? []).map((n) => (n ?? '').trim()).filter(Boolean),
    specialRequests: withSpecialRequests ? values.specialRequests : undefined,
    flightNumber: values.flightNumber ?? '',
    flightDate: values.flightDate ?? '',
    flightTime: values.flightTime ?? '',
    terminal: values.terminal,
    // Asked only when the flight number names no airline we know: a value typed for an earlier number is not sent.
    airline: airlineMissing(undefined, values.flightNumber) ? values.airline : undefined,
    adultCount: item.travelers.adults,
    childCount: item.travelers.children,
    porterSelected: item.porterSelected,
  };
}

/**
 * What is wrong with a request before it is sent, by field: the contact details by the customer information
 * rules, the rest (the airline too, when the flight number names none) by the request's own schema.
 */
export function requestFieldErrors(request: BookingRequestInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const customer = customerInfoSchema.safeParse({
    name: request.contactName,
    email: request.contactEmail,
    phone: request.contactPhone,
  });
  const contactField = { name: 'contactName', email: 'contactEmail', phone: 'contactPhone' } as const;
  for (const issue of customer.error?.issues ?? [])
    add(contactField[issue.path[0] as keyof typeof contactField], issue.message);
  const parsed = bookingRequestSchema.safeParse(request);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    // The contact fields say the customer information messages only.
    if (!Object.values<string>(contactField).includes(field)) add(field, issue.message);
  }
  return errors;
}

/** The estimate shown before the request: the catalog's price for the party plus the porter if chosen. */
export function estimatedTotal(item: Pick<NewCartItem, 'basePrice' | 'porterSelected' | 'porterCost'>): number {
  return item.basePrice + (item.porterSelected ? item.porterCost : 0);
}

/** The request-booking step: one service, requested for the team to confirm. */
export function RequestStep({ item, timeZone, onSent, onBack, onTimeRule }: RequestStepProps) {
  const [form] = Form.useForm<RequestFormValues>();
  const [withSpecialRequests, setWithSpecialRequests] = useState(false);
  const agreed = Form.useWatch('agreeToTerms', form) === true;
  const keyFor = useIdempotencyKey();
  const sending = useBookingRequest();
  const names = travellerNameLabels(item.travelers.adults, item.travelers.children);

  const showFieldErrors = (fieldErrors: Record<string, string[]>) => {
    const known = Object.entries(fieldErrors).filter(([name]) => name in FIELD_LABELS);
    form.setFields(known.map(([name, errors]) => ({ name: name as keyof RequestFormValues, errors })));
    if (known[0]) form.scrollToField(known[0][0] as keyof RequestFormValues, { focus: true, block: 'center' });
  };

  const submit = async (values: RequestFormValues) => {
    // Submitting (Enter in a field) without the terms ticked: the spec's toast, nothing sent.
    if (values.agreeToTerms !== true) {
      void toast.error(TERMS_TOAST);
      form.setFields([{ name: 'agreeToTerms', errors: ['You must agree to the terms to continue'] }]);
      return;
    }
    const request = toBookingRequest(values, item, withSpecialRequests);
    const fieldErrors = requestFieldErrors(request);
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      // A date long gone is refused by the schema itself: it is the same "already passed" as the time rule's.
      if (Object.keys(fieldErrors).length === 1 && fieldErrors.flightDate?.every((m) => m === DATE_IN_PAST_MESSAGE)) {
        onTimeRule('passed');
        return;
      }
      showFieldErrors(fieldErrors);
      return;
    }
    const check = checkBookingTime(parsed.data.flightDate, parsed.data.flightTime, timeZone);
    if (check !== 'ok') {
      onTimeRule(check);
      return;
    }
    try {
      const response = await sending.mutateAsync({ request, idempotencyKey: keyFor(request) });
      void toast.success({
        title: 'Booking Request Sent',
        description: "We've received your booking request and will contact you shortly.",
      });
      onSent({ request, response, item });
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (error.code === 'FLIGHT_TIME_PASSED' || error.code === 'LAST_MINUTE_BOOKING')
      ) {
        // The server's clock and the airport's zone have the last word.
        onTimeRule(error.code === 'FLIGHT_TIME_PASSED' ? 'passed' : 'last-minute');
        return;
      }
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(fields);
      const message =
        error instanceof ApiRequestError ? error.userMessage : error instanceof Error ? error.message : '';
      void toast.error({ title: 'Error Submitting Booking', description: message || SUBMIT_ERROR_FALLBACK });
    }
  };

  // This service went into the quote when it was selected: the others are what a checkout would add.
  const othersInQuote = useCart().state.items.filter((i) => i.id !== item.id).length;
  const busy = sending.isPending;
  const flightNumber = Form.useWatch('flightNumber', form) ?? item.flight;
  const askAirline = airlineMissing(undefined, flightNumber);
  return (
    <section aria-labelledby="request-title">
      <Typography.Title id="request-title" level={1} style={{ fontSize: 26 }}>
        Request your booking
      </Typography.Title>
      {/* Selecting put the service in the quote too (spec): say which of the two this page is. */}
      <Alert
        type="info"
        // Part of the page, read in order: not an alert announced over what the traveller is doing.
        role="note"
        showIcon
        style={{ marginBottom: 16 }}
        title="You are requesting this one service"
        description={
          <>
            <p style={{ margin: '0 0 8px' }}>
              This form sends a booking request for {item.name} only; our team confirms availability before anything is
              charged.
            </p>
            <p style={{ margin: '0 0 8px' }}>
              {othersInQuote > 0
                ? `Your quote holds ${plural(othersInQuote + 1, 'service')}, this one included: to book them all together, go to Checkout.`
                : 'Booking more than one service (a return flight, another airport)? Add each to your quote, then book them all together at Checkout.'}
            </p>
            <Flex gap={8} wrap>
              {othersInQuote > 0 ? (
                <ButtonLink size="small" type="primary" to="/booking-form">
                  {`Checkout all ${othersInQuote + 1} services`}
                </ButtonLink>
              ) : (
                <Button size="small" onClick={onBack}>
                  Add another service
                </Button>
              )}
              <Button size="small" onClick={openQuoteSheet}>
                View quote
              </Button>
            </Flex>
          </>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Form<RequestFormValues>
            form={form}
            layout="vertical"
            requiredMark
            // The inputs keep the required attribute for assistive technology; the messages are the spec's, not the
            // browser's.
            noValidate
            disabled={busy}
            initialValues={{
              contactEmail: storedEmail(),
              flightNumber: item.flight,
              flightDate: item.date,
              flightTime: item.time,
              terminal: item.terminal,
              travelerNames: names.map(() => ''),
            }}
            onFinish={submit}
            onKeyDown={(event) => {
              // The button stays disabled until the terms are ticked, which also stops the
              // browser's Enter-to-submit; Enter still submits so the Terms toast can say why.
              const target = event.target as HTMLElement;
              if (
                event.key === 'Enter' &&
                !agreed &&
                target instanceof HTMLInputElement &&
                target.type !== 'checkbox'
              ) {
                event.preventDefault();
                form.submit();
              }
            }}
            onValuesChange={(changed) =>
              form.setFields(
                Object.keys(changed).map((name) => ({ name: name as keyof RequestFormValues, errors: [] })),
              )
            }
          >
            <Card title={<h2 style={SECTION_HEADING}>Contact details</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="contactName" label={FIELD_LABELS.contactName} required>
                    <Input autoComplete="name" aria-required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactEmail" label={FIELD_LABELS.contactEmail} required>
                    <Input type="email" autoComplete="email" aria-required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactPhone" label={FIELD_LABELS.contactPhone} required>
                    <PhoneInput
                      countryLabel={`Country code for ${FIELD_LABELS.contactPhone}`}
                      defaultCountry={phoneCountryOfAirport(item.airport.country)}
                      required
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="companyName" label={FIELD_LABELS.companyName}>
                    <Input autoComplete="organization" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Travelers</h2>} style={SECTION}>
              <Typography.Paragraph type="secondary">Names are optional; you can give them later.</Typography.Paragraph>
              <Row gutter={16}>
                {names.map((label, index) => (
                  <Col xs={24} md={12} key={label}>
                    <Form.Item name={['travelerNames', index]} label={`${label} name`}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Flex gap={8} align="center" style={{ marginBottom: withSpecialRequests ? 12 : 0 }}>
                <Switch
                  id="special-requests-toggle"
                  checked={withSpecialRequests}
                  onChange={setWithSpecialRequests}
                  disabled={busy}
                />
                <label htmlFor="special-requests-toggle">Add special requests</label>
              </Flex>
              {withSpecialRequests && (
                <Form.Item name="specialRequests" label={FIELD_LABELS.specialRequests} style={{ marginBottom: 0 }}>
                  <Input.TextArea
                    rows={3}
                    maxLength={BOOKING_TEXT_LIMITS.specialRequests}
                    placeholder="Wheelchair, extra luggage, dietary needs…"
                  />
                </Form.Item>
              )}
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Flight</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="flightNumber"
                    label={FIELD_LABELS.flightNumber}
                    required
                    extra={<AirlineHint flightNumber={flightNumber} />}
                  >
                    <Input placeholder="e.g. BA123" required />
                  </Form.Item>
                </Col>
                {/* The flight number names the airline; asked only when it names none we know. */}
                {askAirline && (
                  <Col xs={24} md={12}>
                    <Form.Item name="airline" label={FIELD_LABELS.airline} required>
                      <Input
                        placeholder="e.g. British Airways"
                        required
                        maxLength={BOOKING_TEXT_LIMITS.airline}
                        autoComplete="off"
                      />
                    </Form.Item>
                  </Col>
                )}
                <Col xs={24} md={12}>
                  <Form.Item name="terminal" label={FIELD_LABELS.terminal}>
                    <Input placeholder="e.g. Terminal 5" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="flightDate" label={FIELD_LABELS.flightDate} required>
                    <Input type="date" min={localIsoDate()} required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="flightTime"
                    label={FIELD_LABELS.flightTime}
                    required
                    extra={`Local time at ${item.airport.code}`}
                  >
                    <Input type="time" required />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card style={SECTION}>
              <Form.Item name="agreeToTerms" valuePropName="checked">
                <Checkbox>
                  I confirm I am at least 18, have the legal authority to make this booking and that the information is
                  accurate. I agree to the{' '}
                  <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                    terms and conditions
                  </a>{' '}
                  and understand that this is a request: payment is arranged once the service is confirmed.
                </Checkbox>
              </Form.Item>
              <Flex gap={12} wrap>
                <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={!agreed || busy}>
                  {busy ? 'Sending...' : 'Request Booking'}
                </Button>
                <Button size="large" onClick={onBack} disabled={busy}>
                  Back to results
                </Button>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                Our team responds within {BOOKING_RULES.responseHours} hours to confirm availability and arrange
                payment.
              </Typography.Paragraph>
            </Card>
          </Form>
        </Col>
        <Col xs={24} lg={9}>
          <RequestSummary item={item} />
        </Col>
      </Row>
    </section>
  );
}

function RequestSummary({ item }: { item: NewCartItem }) {
  return (
    <section aria-label="Booking summary">
      <Card title={<h2 style={SECTION_HEADING}>Your request</h2>}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'service', label: 'Service', children: `${item.name} (${SERVICE_LEVEL_BADGES[item.serviceLevel]})` },
            { key: 'type', label: 'Type', children: SERVICE_TYPE_LABELS[item.serviceType] },
            { key: 'airport', label: 'Airport', children: `${item.airport.name} (${item.airport.code})` },
            { key: 'date', label: 'Date', children: formatLongDate(item.date) },
            { key: 'time', label: 'Time', children: formatTime12(item.time) },
            {
              key: 'travelers',
              label: 'Travelers',
              children: `${plural(item.travelers.adults, 'adult')}, ${plural(item.travelers.children, 'child', 'children')}`,
            },
            ...(item.porterSelected
              ? [{ key: 'porter', label: 'Porter', children: `Included (+${formatShortMoney(item.porterCost)})` }]
              : []),
            { key: 'total', label: 'Estimated total', children: <strong>{formatMoney(estimatedTotal(item))}</strong> },
          ]}
        />
        {item.amenities.length > 0 && (
          <>
            <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>Included</h3>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {item.amenities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          The total is an estimate; payment is arranged after confirmation. Questions: {BRAND.supportPhone}.
        </Typography.Paragraph>
      </Card>
    </section>
  );
}

const FIELD_LABELS: Record<string, string> = {
  contactName: 'Contact name',
  contactEmail: 'E-mail',
  contactPhone: 'Phone',
  companyName: 'Company or agent name (optional)',
  specialRequests: 'Special requests',
  airline: 'Airline',
  flightNumber: 'Flight number',
  flightDate: 'Flight date',
  flightTime: 'Flight time',
  terminal: 'Terminal (optional)',
  agreeToTerms: 'Terms',
};

const SECTION = { marginBottom: 16 };
const SECTION_HEADING = { margin: 0, fontSize: 18 };
