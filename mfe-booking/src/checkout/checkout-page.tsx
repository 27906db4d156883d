import { useEffect, useRef } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BOOKER_ROLES, airlineMissing, BOOKING_TEXT_LIMITS } from '@vip/contracts/schemas';
import { AirlineHint, lastingNotification, PhoneInput, usePageMeta, useText, type Text } from '@vip/ui';
import { phoneCountryOfAirport } from '../wizard/country-flag';
import { storedEmail } from '../cart/stored-email';
import type { CartItem } from '../cart/cart.types';
import { useCart } from '../cart/use-cart';
import type { CheckoutFormValues } from './checkout-request';
import { bookerRoleMessages, checkoutFieldMessages, checkoutMessages as m } from './checkout.messages';
import { OrderSummary, type SummaryGroup } from './order-summary';
import { useCheckoutSubmit } from './use-checkout-submit';
import { HoldCountdown } from '../seat-hold/hold-countdown';
import { useSeatHold } from '../seat-hold/use-seat-hold';
import { usePageFormat, type PageFormat } from './page-format';

/** /booking-form and /checkout: 'Complete Your Booking', the whole quote cart in one request. */
export function CheckoutPage() {
  const text = useText();
  const format = usePageFormat();
  const label = (field: keyof typeof checkoutFieldMessages) => text(checkoutFieldMessages[field]);
  usePageMeta({
    title: text(m.title),
    canonicalPath: '/booking-form',
    description: text(m.description),
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
      title: text(m.emptyCartTitle),
      description: text(m.emptyCart),
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
        {text(m.title)}
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
            <Card title={<h2 style={SECTION_HEADING}>{text(m.contextSection)}</h2>} style={SECTION}>
              <Form.Item name="bookingContext" label={label('bookingContext')} required>
                <Radio.Group
                  options={[
                    { value: 'self', label: text(m.forMyself) },
                    { value: 'other', label: text(m.forSomeoneElse) },
                  ]}
                />
              </Form.Item>
            </Card>

            {bookingContext === 'other' && (
              <Card title={<h2 style={SECTION_HEADING}>{text(m.bookerSection)}</h2>} style={SECTION}>
                <Form.Item name="bookerRole" label={label('bookerRole')} required>
                  <Select
                    placeholder={text(m.selectRole)}
                    options={BOOKER_ROLES.map((r) => ({ value: r, label: text(bookerRoleMessages[r]) }))}
                  />
                </Form.Item>
                {bookerRole === 'other' && (
                  <Form.Item name="relationshipToTraveler" label={label('relationshipToTraveler')} required>
                    <Input autoComplete="off" />
                  </Form.Item>
                )}
                {bookerRole === 'travel-agent' && (
                  <Form.Item name="agencyName" label={label('agencyName')} required>
                    <Input autoComplete="organization" />
                  </Form.Item>
                )}
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="bookerName" label={label('bookerName')} required>
                      <Input autoComplete="name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="bookerPhone" label={label('bookerPhone')} required>
                      <PhoneInput countryLabel={text(m.countryCode, { field: label('bookerPhone') })} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="bookerEmail" label={label('bookerEmail')} extra={text(m.bookerEmailHint)}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Card>
            )}

            <Card title={<h2 style={SECTION_HEADING}>{text(m.travellerSection)}</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="contactName" label={label('contactName')} required>
                    <Input autoComplete={bookingContext === 'other' ? 'off' : 'name'} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contactPhone" label={label('contactPhone')} required>
                    <PhoneInput
                      countryLabel={text(m.countryCode, { field: label('contactPhone') })}
                      defaultCountry={contactPhoneCountry}
                      autoComplete={bookingContext === 'other' ? 'off' : 'tel'}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="contactEmail" label={label('contactEmail')} required={bookingContext !== 'other'}>
                <Input type="email" autoComplete={bookingContext === 'other' ? 'off' : 'email'} />
              </Form.Item>
              <Form.Item name="additionalPassengers" label={text(m.otherTravellers)}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>{text(m.flightSection)}</h2>} style={SECTION}>
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
                        label={label('flightNumber')}
                        required
                        extra={<AirlineHint flightNumber={number} />}
                      >
                        <Input placeholder={text(m.example, { example: first ? 'BA123' : 'BA456' })} />
                      </Form.Item>
                    </Col>
                    {(first ? askAirline : airlineMissing(undefined, number)) && (
                      <Col xs={24} md={12}>
                        <Form.Item
                          name={first ? 'airline' : ['legs', key, 'airline']}
                          label={label('airline')}
                          required={first || !askAirline}
                          extra={!first && askAirline ? text(m.sameAirlineHint) : undefined}
                        >
                          <Input
                            placeholder={
                              !first && askAirline
                                ? text(m.sameAirline)
                                : text(m.example, { example: 'British Airways' })
                            }
                          />
                        </Form.Item>
                      </Col>
                    )}
                  </Row>
                );
                if (items.length === 1) return <div key={item.id}>{fields}</div>;
                return (
                  <fieldset key={item.id} style={LEG}>
                    <legend style={LEG_LEGEND}>{serviceLine(item, text, format)}</legend>
                    {fields}
                  </fieldset>
                );
              })}
              {hasTransfer && (
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="departureAirline" label={label('departureAirline')} required>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="departureFlightNumber" label={label('departureFlightNumber')} required>
                      <Input placeholder={text(m.example, { example: 'BA456' })} />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>{text(m.additionalSection)}</h2>} style={SECTION}>
              <Form.Item name="specialRequests" label={text(m.specialRequests)}>
                <Input.TextArea rows={3} maxLength={BOOKING_TEXT_LIMITS.specialRequests} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>{text(m.termsSection)}</h2>} style={SECTION}>
              <Form.Item name="agreeToTerms" valuePropName="checked">
                <Checkbox>
                  {text.rich(m.terms, {
                    link: (chunks) => (
                      <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                        {chunks}
                      </a>
                    ),
                  })}
                </Checkbox>
              </Form.Item>
              {/* Not disabled while sending: a browser takes the focus away from a disabled button. The form's
                  disabled state would reach it, so it is overruled; loading ignores a second press. */}
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={sending}
                disabled={false}
                aria-disabled={sending || undefined}
              >
                {text(sending ? m.processing : hold.confirmsEveryItem ? m.confirmBooking : m.requestBooking)}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {text(hold.confirmsEveryItem ? m.allConfirmed : hold.checkoutHold ? m.someConfirmed : m.request, {
                  hours: BOOKING_RULES.responseHours,
                })}
              </Typography.Paragraph>
            </Card>
          </Form>
        </Col>
      </Row>
    </section>
  );
}

const SECTION = { marginBottom: 16 };
const LEG = {
  border: `1px solid ${VIP_THEME.colorBorderSecondary}`,
  borderRadius: 8,
  padding: '8px 12px 0',
  margin: '0 0 12px',
};
const LEG_LEGEND = { fontSize: 14, fontWeight: 600, padding: '0 4px', width: 'auto', border: 0, margin: 0 };

/**
 * A service as its flight group names it, dated as the summary dates it: 'VIP Meet & Greet – Arrival, FCO, January 9,
 * 2027 at 6:00 PM'.
 */
function serviceLine(item: CartItem, text: Text, format: PageFormat): string {
  const date = item.date ? format.longDate(item.date) : '';
  const when = date && item.time ? text(m.dateAtTime, { date, time: format.time(item.time) }) : date;
  return [item.name, item.airport.code, when].filter(Boolean).join(', ');
}
const SECTION_HEADING = { margin: 0, fontSize: 18 };
