import { useEffect, useRef } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BOOKER_ROLES, BOOKER_ROLE_LABELS, airlineMissing, BOOKING_TEXT_LIMITS } from '@vip/contracts/schemas';
import { AirlineHint, lastingNotification, PhoneInput, usePageMeta } from '@vip/ui';
import { phoneCountryOfAirport } from '../wizard/country-flag';
import { storedEmail } from '../cart/stored-email';
import type { CartItem } from '../cart/cart.types';
import { useCart } from '../cart/use-cart';
import { FIELD_LABELS, type CheckoutFormValues } from './checkout-request';
import { OrderSummary, type SummaryGroup } from './order-summary';
import { useCheckoutSubmit } from './use-checkout-submit';
import { HoldCountdown } from '../seat-hold/hold-countdown';
import { useSeatHold } from '../seat-hold/use-seat-hold';
import { formatLongDate, formatTime12 } from '../wizard/format';

/** /booking-form and /checkout: 'Complete Your Booking', the whole quote cart in one request. */
export function CheckoutPage() {
  usePageMeta({
    title: 'Complete Your Booking',
    canonicalPath: '/booking-form',
    description: 'Send your VIP airport service request.',
    robots: 'noindex,follow',
  });
  const navigate = useNavigate();
  const cart = useCart();
  const [form] = Form.useForm<CheckoutFormValues>();
  const items = cart.state.items;
  const hold = useSeatHold(items);
  const { submit, sending, itemErrors, submitted } = useCheckoutSubmit(
    form,
    items,
    cart.state.promo?.code,
    hold.checkoutHold,
  );
  const bookingContext = Form.useWatch('bookingContext', form);
  const bookerRole = Form.useWatch('bookerRole', form);
  const hasTransfer = items.some((item) => item.serviceType === 'transfer');
  const flightNumber = Form.useWatch('flightNumber', form) ?? items[0]?.flight;
  const legs = Form.useWatch('legs', form) as CheckoutFormValues['legs'];
  const askAirline = airlineMissing(undefined, flightNumber);
  // The traveller's phone is read as the (first) airport's country until another is chosen.
  const contactPhoneCountry = phoneCountryOfAirport(items[0]?.airport.country);

  // The first service's flight is the form's airline and flight number: when the first service is removed
  // here, the next one moves up with the flight entered for it (or the one from its quote).
  const firstId = items[0]?.id;
  const firstShown = useRef(firstId);
  useEffect(() => {
    if (firstId === undefined || firstShown.current === firstId) return;
    firstShown.current = firstId;
    const leg = form.getFieldValue(['legs', String(firstId)]) as
      { airline?: string; flightNumber?: string } | undefined;
    form.setFieldsValue({
      flightNumber: leg?.flightNumber || items[0]?.flight || '',
      ...(leg?.airline ? { airline: leg.airline } : {}),
    });
  }, [firstId, form, items]);

  useEffect(() => {
    if (items.length > 0 || submitted.current) return;
    // The page goes home at once: the toast must outlive it.
    lastingNotification().error({
      title: 'Your cart is empty',
      description: 'Add services to your quote before proceeding to booking',
    });
    navigate('/', { replace: true });
  }, [items.length, navigate]);

  if (items.length === 0) return null;

  const removeGroup = (group: SummaryGroup) => {
    for (const item of group.items) cart.remove(item.id);
  };

  // The e-mail given with the search is the visitor's own: the traveller's when booking for themselves, the booker's
  // when booking for someone else (it was put under the traveller's, and an agent's address became the client's).
  const moveSearchEmail = (context: CheckoutFormValues['bookingContext']) => {
    const searched = storedEmail();
    if (!searched) return;
    const [from, to] =
      context === 'other' ? (['contactEmail', 'bookerEmail'] as const) : (['bookerEmail', 'contactEmail'] as const);
    if (form.getFieldValue(from) === searched && !form.getFieldValue(to))
      form.setFieldsValue({ [from]: '', [to]: searched });
  };

  return (
    <section aria-labelledby="checkout-title" style={{ maxWidth: 1180, margin: '0 auto', padding: '32px 16px' }}>
      <Typography.Title id="checkout-title" level={1}>
        Complete Your Booking
      </Typography.Title>
      <HoldCountdown hold={hold} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={9}>
          <OrderSummary
            items={items}
            itemErrors={itemErrors}
            onRemoveGroup={removeGroup}
            disabled={sending}
            holdStatus={hold.statusByCartId}
          />
        </Col>
        <Col xs={24} lg={15}>
          <Form<CheckoutFormValues>
            form={form}
            layout="vertical"
            requiredMark
            // Messages are the spec's (from the contract), not the browser's validation bubbles.
            noValidate
            disabled={sending}
            initialValues={{
              bookingContext: 'self',
              contactEmail: storedEmail(),
              // Each service's flight as the search or the return-trip dialog gave it.
              flightNumber: items[0]?.flight,
              legs: Object.fromEntries(items.map((i) => [String(i.id), { flightNumber: i.flight ?? '' }])),
            }}
            onFinish={submit}
            onValuesChange={(changed) => {
              // A changed field is no longer wrong until the next submit says so.
              form.setFields(
                Object.keys(changed).map((name) => ({ name: name as keyof CheckoutFormValues, errors: [] })),
              );
              if ('bookingContext' in changed) moveSearchEmail(changed.bookingContext);
            }}
          >
            <Card title={<h2 style={SECTION_HEADING}>Booking context</h2>} style={SECTION}>
              <Form.Item name="bookingContext" label={FIELD_LABELS.bookingContext} required>
                <Radio.Group
                  options={[
                    { value: 'self', label: 'I am booking for myself' },
                    { value: 'other', label: 'I am booking for someone else' },
                  ]}
                />
              </Form.Item>
            </Card>

            {bookingContext === 'other' && (
              <Card title={<h2 style={SECTION_HEADING}>Booker or agent information</h2>} style={SECTION}>
                <Form.Item name="bookerRole" label={FIELD_LABELS.bookerRole} required>
                  <Select
                    placeholder="Select your role"
                    options={BOOKER_ROLES.map((r) => ({ value: r, label: BOOKER_ROLE_LABELS[r] }))}
                  />
                </Form.Item>
                {bookerRole === 'other' && (
                  <Form.Item name="relationshipToTraveler" label={FIELD_LABELS.relationshipToTraveler} required>
                    <Input autoComplete="off" />
                  </Form.Item>
                )}
                {bookerRole === 'travel-agent' && (
                  <Form.Item name="agencyName" label={FIELD_LABELS.agencyName} required>
                    <Input autoComplete="organization" />
                  </Form.Item>
                )}
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="bookerName" label={FIELD_LABELS.bookerName} required>
                      <Input autoComplete="name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="bookerPhone" label={FIELD_LABELS.bookerPhone} required>
                      <PhoneInput countryLabel={`Country code for ${FIELD_LABELS.bookerPhone}`} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item
                  name="bookerEmail"
                  label={FIELD_LABELS.bookerEmail}
                  extra="We send the confirmation here, and you can find the booking with it."
                >
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Card>
            )}

            <Card title={<h2 style={SECTION_HEADING}>Traveler information</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="contactName" label={FIELD_LABELS.contactName} required>
                    <Input autoComplete={bookingContext === 'other' ? 'off' : 'name'} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactPhone" label={FIELD_LABELS.contactPhone} required>
                    <PhoneInput
                      countryLabel={`Country code for ${FIELD_LABELS.contactPhone}`}
                      defaultCountry={contactPhoneCountry}
                      autoComplete={bookingContext === 'other' ? 'off' : 'tel'}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="contactEmail" label={FIELD_LABELS.contactEmail} required={bookingContext !== 'other'}>
                <Input type="email" autoComplete={bookingContext === 'other' ? 'off' : 'email'} />
              </Form.Item>
              <Form.Item name="additionalPassengers" label="Other travelers (optional, one name per line)">
                <Input.TextArea rows={2} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Flight information</h2>} style={SECTION}>
              {/* The flight number names the airline; it is asked only when the number names none we know. Several
                  services: each its own group, named as the summary names it, with the same two fields. */}
              {items.map((item, index) => {
                const first = index === 0;
                const key = String(item.id);
                const number = first ? flightNumber : (legs?.[key]?.flightNumber ?? item.flight);
                const fields = (
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={first ? 'flightNumber' : ['legs', key, 'flightNumber']}
                        label={FIELD_LABELS.flightNumber}
                        required
                        extra={<AirlineHint flightNumber={number} />}
                      >
                        <Input placeholder={first ? 'e.g. BA123' : 'e.g. BA456'} />
                      </Form.Item>
                    </Col>
                    {(first ? askAirline : airlineMissing(undefined, number)) && (
                      <Col xs={24} md={12}>
                        <Form.Item
                          name={first ? 'airline' : ['legs', key, 'airline']}
                          label={FIELD_LABELS.airline}
                          required={first || !askAirline}
                          extra={
                            !first && askAirline
                              ? 'Leave empty when it is the same airline as the first service.'
                              : undefined
                          }
                        >
                          <Input
                            placeholder={!first && askAirline ? 'Same as the first service' : 'e.g. British Airways'}
                          />
                        </Form.Item>
                      </Col>
                    )}
                  </Row>
                );
                if (items.length === 1) return <div key={item.id}>{fields}</div>;
                return (
                  <fieldset key={item.id} style={LEG}>
                    <legend style={LEG_LEGEND}>{serviceLine(item)}</legend>
                    {fields}
                  </fieldset>
                );
              })}
              {hasTransfer && (
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="departureAirline" label={FIELD_LABELS.departureAirline} required>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="departureFlightNumber" label={FIELD_LABELS.departureFlightNumber} required>
                      <Input placeholder="e.g. BA456" />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Additional information</h2>} style={SECTION}>
              <Form.Item name="specialRequests" label="Special requests (optional)">
                <Input.TextArea rows={3} maxLength={BOOKING_TEXT_LIMITS.specialRequests} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Terms agreement</h2>} style={SECTION}>
              <Form.Item name="agreeToTerms" valuePropName="checked">
                <Checkbox>
                  I confirm I am at least 18, have the legal authority to make this booking, the information is
                  accurate, and I agree to the{' '}
                  <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                    terms and conditions
                  </a>
                  .
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={sending}>
                {sending ? 'Processing...' : hold.confirmsEveryItem ? 'Confirm Booking' : 'Request Booking'}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {hold.confirmsEveryItem
                  ? 'Every service here is confirmed as soon as you send this. Payment is arranged with you afterwards.'
                  : hold.checkoutHold
                    ? `The services marked Confirmed at once are confirmed as soon as you send this; any other is a request our team confirms within ${BOOKING_RULES.responseHours} hours. Payment is arranged with you afterwards.`
                    : `This is a request: our team confirms availability within ${BOOKING_RULES.responseHours} hours, then arranges payment with you.`}
              </Typography.Paragraph>
            </Card>
          </Form>
        </Col>
      </Row>
    </section>
  );
}

const SECTION = { marginBottom: 16 };
const LEG = { border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px 0', margin: '0 0 12px' };
const LEG_LEGEND = { fontSize: 14, fontWeight: 600, padding: '0 4px', width: 'auto', border: 0, margin: 0 };

/**
 * A service as its flight group names it, dated as the summary dates it: 'VIP Meet & Greet – Arrival, FCO, January 9,
 * 2027 at 6:00 PM'.
 */
function serviceLine(item: CartItem): string {
  const when = item.date ? `${formatLongDate(item.date)}${item.time ? ` at ${formatTime12(item.time)}` : ''}` : '';
  return [item.name, item.airport.code, when].filter(Boolean).join(', ');
}
const SECTION_HEADING = { margin: 0, fontSize: 18 };
