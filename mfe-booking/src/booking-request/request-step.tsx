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
import type { ServiceLevel } from '@vip/contracts/vocabulary';
import { amenityText } from '../cart/amenities';
import { storedEmail } from '../cart/stored-email';
import type { NewCartItem } from '../cart/cart.types';
import { useIdempotencyKey } from '../checkout/idempotency-key';
import { checkBookingTime, type BookingTimeCheck } from '../wizard/time-rules';
import { AirlineHint, ButtonLink, localIsoDate, PhoneInput, toast } from '@vip/ui';
import { useCart } from '../cart/use-cart';
import { phoneCountryOfAirport } from '../wizard/country-flag';
import { SERVICE_LEVEL_MESSAGES } from '../wizard/service.messages';
import { englishOf, errorText } from '../checkout/server-text';
import {
  formatDollars,
  formatLongDate,
  formatClockTime,
  formatShortDollars,
  serviceTypeLabel,
  useWording,
  type Wording,
} from '../quote/format';
import { openQuoteSheet } from '../quote/quote-sheet-store';
import { REQUEST_FAILED_MESSAGE, useBookingRequest } from './api';
import {
  REQUEST_FIELD_MESSAGES as FIELD,
  REQUEST_STEP_MESSAGES as M,
  REQUEST_SUMMARY_MESSAGES as S,
} from './booking-request.messages';
import { validationText } from './validation-text';
import { useFocusBack } from '../focus/use-focus-back';
import { PriceEstimate } from '../currency/price-estimate';

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
  const markFocus = useFocusBack(sending.isPending);
  const names = travellerNameLabels(item.travelers.adults, item.travelers.children);
  const wording = useWording();
  const { text } = wording;

  const showFieldErrors = (fieldErrors: Record<string, string[]>) => {
    const known = Object.entries(fieldErrors).filter(([name]) => name in FIELD);
    form.setFields(
      known.map(([name, errors]) => ({
        name: name as keyof RequestFormValues,
        errors: errors.map((error) => validationText(error, wording)),
      })),
    );
    if (known[0]) form.scrollToField(known[0][0] as keyof RequestFormValues, { focus: true, block: 'center' });
  };

  const submit = async (values: RequestFormValues) => {
    // Submitting (Enter in a field) without the terms ticked: the spec's toast, nothing sent.
    if (sending.isPending) return;
    if (values.agreeToTerms !== true) {
      void toast.error({ title: text(M.termsToastTitle), description: text(M.termsToastBody) });
      form.setFields([{ name: 'agreeToTerms', errors: [text(M.termsRequired)] }]);
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
    markFocus();
    try {
      const response = await sending.mutateAsync({ request, idempotencyKey: keyFor(request) });
      void toast.success({ title: text(M.sentTitle), description: text(M.sentBody) });
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
      void toast.error({
        title: text(M.errorTitle),
        description:
          englishOf(error) === REQUEST_FAILED_MESSAGE
            ? text(M.requestFailed)
            : errorText(text, wording.locale, error, { fallback: M.errorFallback }),
      });
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
        {text(M.heading)}
      </Typography.Title>
      {/* Selecting put the service in the quote too (spec): say which of the two this page is. */}
      <Alert
        type="info"
        // Part of the page, read in order: not an alert announced over what the traveller is doing.
        role="note"
        showIcon
        style={{ marginBottom: 16 }}
        title={text(M.noteTitle)}
        description={
          <>
            <p style={{ margin: '0 0 8px' }}>{text(M.noteBody, { name: item.name })}</p>
            <p style={{ margin: '0 0 8px' }}>
              {othersInQuote > 0 ? text(M.quoteHolds, { count: othersInQuote + 1 }) : text(M.alone)}
            </p>
            <Flex gap={8} wrap>
              {othersInQuote > 0 ? (
                <ButtonLink size="small" type="primary" to="/booking-form">
                  {text(M.checkoutAll, { count: othersInQuote + 1 })}
                </ButtonLink>
              ) : (
                <Button size="small" onClick={onBack}>
                  {text(M.addAnother)}
                </Button>
              )}
              <Button size="small" onClick={openQuoteSheet}>
                {text(M.viewQuote)}
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
            <Card title={<h2 style={SECTION_HEADING}>{text(M.contactDetails)}</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="contactName" label={text(FIELD.contactName)} required>
                    <Input autoComplete="name" aria-required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactEmail" label={text(FIELD.contactEmail)} required>
                    <Input type="email" autoComplete="email" aria-required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactPhone" label={text(FIELD.contactPhone)} required>
                    <PhoneInput
                      countryLabel={text(M.countryCode, { field: text(FIELD.contactPhone) })}
                      defaultCountry={phoneCountryOfAirport(item.airport.country)}
                      required
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="companyName" label={text(FIELD.companyName)}>
                    <Input autoComplete="organization" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>{text(M.travelers)}</h2>} style={SECTION}>
              <Typography.Paragraph type="secondary">{text(M.namesOptional)}</Typography.Paragraph>
              <Row gutter={16}>
                {names.map((label, index) => (
                  <Col xs={24} md={12} key={label}>
                    <Form.Item
                      name={['travelerNames', index]}
                      label={
                        index < item.travelers.adults
                          ? text(M.adultName, { number: index + 1 })
                          : text(M.childName, { number: index - item.travelers.adults + 1 })
                      }
                    >
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
                <label htmlFor="special-requests-toggle">{text(M.addSpecialRequests)}</label>
              </Flex>
              {withSpecialRequests && (
                <Form.Item name="specialRequests" label={text(FIELD.specialRequests)} style={{ marginBottom: 0 }}>
                  <Input.TextArea
                    rows={3}
                    maxLength={BOOKING_TEXT_LIMITS.specialRequests}
                    placeholder={text(M.specialRequestsPlaceholder)}
                  />
                </Form.Item>
              )}
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>{text(M.flight)}</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="flightNumber"
                    label={text(FIELD.flightNumber)}
                    required
                    extra={<AirlineHint flightNumber={flightNumber} />}
                  >
                    <Input placeholder={text(M.flightNumberPlaceholder, { example: 'BA123' })} required />
                  </Form.Item>
                </Col>
                {/* The flight number names the airline; asked only when it names none we know. */}
                {askAirline && (
                  <Col xs={24} md={12}>
                    <Form.Item name="airline" label={text(FIELD.airline)} required>
                      <Input
                        placeholder={text(M.airlinePlaceholder)}
                        required
                        maxLength={BOOKING_TEXT_LIMITS.airline}
                        autoComplete="off"
                      />
                    </Form.Item>
                  </Col>
                )}
                <Col xs={24} md={12}>
                  <Form.Item name="terminal" label={text(FIELD.terminal)}>
                    <Input placeholder={text(M.terminalPlaceholder, { number: 5 })} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="flightDate" label={text(FIELD.flightDate)} required>
                    <Input type="date" min={localIsoDate()} required />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="flightTime"
                    label={text(FIELD.flightTime)}
                    required
                    extra={text(M.localTime, { airport: item.airport.code })}
                  >
                    <Input type="time" required />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card style={SECTION}>
              <Form.Item name="agreeToTerms" valuePropName="checked">
                <Checkbox>
                  {text.rich(M.terms, {
                    link: (chunks) => (
                      <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                        {chunks}
                      </a>
                    ),
                  })}
                </Checkbox>
              </Form.Item>
              <Flex gap={12} wrap>
                {/* Not disabled while sending (a browser would take its focus away); loading ignores a press. */}
                <Button
                  type="primary"
                  htmlType="submit"
                  size="large"
                  loading={busy}
                  disabled={!agreed}
                  aria-disabled={busy || undefined}
                >
                  {text(busy ? M.sending : M.submit)}
                </Button>
                <Button size="large" onClick={onBack} disabled={busy}>
                  {text(M.backToResults)}
                </Button>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {text(M.respondsWithin, { hours: BOOKING_RULES.responseHours })}
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

/** The level's badge ('Standard', 'Private Suite'), as the service cards show it. */
export function levelBadge(level: ServiceLevel, wording: Wording): string {
  return wording.text(SERVICE_LEVEL_MESSAGES[level]);
}

function RequestSummary({ item }: { item: NewCartItem }) {
  const wording = useWording();
  const { text, locale } = wording;
  return (
    <section aria-label={text(S.region)}>
      <Card title={<h2 style={SECTION_HEADING}>{text(S.title)}</h2>}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'service',
              label: text(S.service),
              children: `${item.name} (${levelBadge(item.serviceLevel, wording)})`,
            },
            { key: 'type', label: text(S.type), children: serviceTypeLabel(item.serviceType, wording) },
            { key: 'airport', label: text(S.airport), children: `${item.airport.name} (${item.airport.code})` },
            { key: 'date', label: text(S.date), children: formatLongDate(item.date, locale) },
            { key: 'time', label: text(S.time), children: formatClockTime(item.time, locale) },
            {
              key: 'travelers',
              label: text(S.travelers),
              children: text(S.travellerCounts, { adults: item.travelers.adults, children: item.travelers.children }),
            },
            ...(item.porterSelected
              ? [
                  {
                    key: 'porter',
                    label: text(S.porter),
                    children: text(S.porterIncluded, { price: formatShortDollars(item.porterCost, locale) }),
                  },
                ]
              : []),
            {
              key: 'total',
              label: text(S.estimatedTotal),
              children: (
                <>
                  <strong>{formatDollars(estimatedTotal(item), locale)}</strong>
                  <PriceEstimate usd={estimatedTotal(item)} note />
                </>
              ),
            },
          ]}
        />
        {item.amenities.length > 0 && (
          <>
            <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>{text(S.included)}</h3>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {item.amenities.map((a) => (
                <li key={a}>{amenityText(a, text)}</li>
              ))}
            </ul>
          </>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {text(S.estimateNote, { phone: BRAND.supportPhone })}
        </Typography.Paragraph>
      </Card>
    </section>
  );
}

const SECTION = { marginBottom: 16 };
const SECTION_HEADING = { margin: 0, fontSize: 18 };
