import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ApiRequestError,
  BOOKER_ROLES,
  BOOKER_ROLE_LABELS,
  checkoutRequestSchema,
  serverFieldErrors,
  type CheckoutRequestInput,
} from '@vip/contracts';
import { storedEmail } from '../cart/stored-email';
import type { CartItem } from '../cart/cart.types';
import { useCart } from '../cart/use-cart';
import { usePageMeta } from '@vip/ui';
import { useCheckout } from './api';
import { useIdempotencyKey } from './idempotency-key';
import { rememberCheckout } from './last-checkout';
import { OrderSummary, type SummaryGroup } from './order-summary';

const CHECKOUT_ERROR_FALLBACK = 'There was a problem submitting your booking request. Please try again.';

interface CheckoutFormValues {
  bookingContext?: 'self' | 'other';
  bookerRole?: string;
  relationshipToTraveler?: string;
  bookerName?: string;
  bookerPhone?: string;
  bookerEmail?: string;
  agencyName?: string;
  travelerName?: string;
  travelerPhone?: string;
  travelerEmail?: string;
  additionalPassengers?: string;
  airline?: string;
  flightNumber?: string;
  departureAirline?: string;
  departureFlightNumber?: string;
  specialRequests?: string;
  agreeToTerms?: boolean;
}

export function toCheckoutRequest(values: CheckoutFormValues, items: readonly CartItem[], promoCode: string | undefined): CheckoutRequestInput {
  const other = values.bookingContext === 'other';
  return {
    bookingContext: values.bookingContext as CheckoutRequestInput['bookingContext'],
    ...(other
      ? {
          bookerRole: values.bookerRole as CheckoutRequestInput['bookerRole'],
          relationshipToTraveler: values.relationshipToTraveler,
          bookerName: values.bookerName,
          bookerPhone: values.bookerPhone,
          bookerEmail: values.bookerEmail,
          agencyName: values.bookerRole === 'travel-agent' ? values.agencyName : undefined,
        }
      : {}),
    travelerName: values.travelerName ?? '',
    travelerPhone: values.travelerPhone ?? '',
    travelerEmail: values.travelerEmail,
    airline: values.airline ?? '',
    flightNumber: values.flightNumber ?? '',
    departureAirline: values.departureAirline,
    departureFlightNumber: values.departureFlightNumber,
    additionalPassengers: (values.additionalPassengers ?? '').split('\n').map((n) => n.trim()).filter(Boolean),
    specialRequests: values.specialRequests,
    promoCode,
    agreeToTerms: values.agreeToTerms === true ? true : (false as unknown as true),
    items: items.map((item) => ({
      serviceId: item.serviceId,
      flightDate: item.date,
      flightTime: item.time,
      adultCount: item.travelers.adults,
      childCount: item.travelers.children,
      porterSelected: item.porterSelected,
      flightNumber: item.isReturnService ? item.flight : undefined,
      terminal: item.terminal,
    })),
  };
}

/** Field errors keyed like the request ('items.1.flightTime'), split into form fields and cart items. */
function splitFieldErrors(fieldErrors: Record<string, string[]>, items: readonly CartItem[]) {
  const fields: Array<{ name: string; errors: string[] }> = [];
  const itemErrors: Record<number, string> = {};
  const general: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^items\.(\d+)\./.exec(path);
    if (match) {
      const item = items[Number(match[1])];
      if (item) itemErrors[item.id] = messages[0] ?? '';
    } else if (path === 'items') general.push(...messages);
    else if (path === 'additionalPassengers' || path in FIELD_LABELS) fields.push({ name: path, errors: messages });
    else general.push(...messages);
  }
  return { fields, itemErrors, general };
}

const FIELD_LABELS: Record<string, string> = {
  bookingContext: 'Who is this booking for?',
  bookerRole: 'Your role',
  relationshipToTraveler: 'Relationship to the traveler',
  bookerName: 'Your name',
  bookerPhone: 'Your phone number',
  bookerEmail: 'Your e-mail',
  agencyName: 'Agency name',
  travelerName: 'Traveler name',
  travelerPhone: 'Traveler phone',
  travelerEmail: 'Traveler e-mail',
  airline: 'Airline',
  flightNumber: 'Flight number',
  departureAirline: 'Departure airline',
  departureFlightNumber: 'Departure flight number',
  specialRequests: 'Special requests',
  agreeToTerms: 'Terms',
};

/** /booking-form and /checkout: 'Complete Your Booking', the whole quote cart in one request. */
export function CheckoutPage() {
  usePageMeta({ title: 'Complete Your Booking', canonicalPath: '/booking-form', description: 'Send your VIP airport service request.', robots: 'noindex,follow' });
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const cart = useCart();
  const [form] = Form.useForm<CheckoutFormValues>();
  const checkout = useCheckout();
  const keyFor = useIdempotencyKey();
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const items = cart.state.items;
  const bookingContext = Form.useWatch('bookingContext', form);
  const bookerRole = Form.useWatch('bookerRole', form);
  const hasTransfer = items.some((item) => item.serviceType === 'transfer');
  const submitted = useRef(false);

  useEffect(() => {
    if (items.length > 0 || submitted.current) return;
    notification.error({ title: 'Your cart is empty', description: 'Add services to your quote before proceeding to booking' });
    navigate('/', { replace: true });
  }, [items.length, navigate, notification]);

  if (items.length === 0) return null;

  const removeGroup = (group: SummaryGroup) => {
    for (const item of group.items) cart.remove(item.id);
  };

  const submit = async (values: CheckoutFormValues) => {
    const request = toCheckoutRequest(values, items, cart.state.promo?.code);
    const parsed = checkoutRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.map(String).join('.')] ??= []).push(issue.message);
      showFieldErrors(fieldErrors);
      return;
    }
    setItemErrors({});
    try {
      const result = await checkout.mutateAsync({ request, idempotencyKey: keyFor(request) });
      submitted.current = true;
      rememberCheckout(result);
      notification.success({ title: 'Booking Request Sent', description: "We've received your booking request and will contact you shortly." });
      navigate('/booking-confirmation');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(fields, false);
      const message = error instanceof ApiRequestError ? error.userMessage : error instanceof Error ? error.message : '';
      notification.error({ title: 'Booking Error', description: message || CHECKOUT_ERROR_FALLBACK });
    }
  };

  const showFieldErrors = (fieldErrors: Record<string, string[]>, toast = true) => {
    const split = splitFieldErrors(fieldErrors, items);
    form.setFields(split.fields.map((f) => ({ name: f.name as keyof CheckoutFormValues, errors: f.errors })));
    setItemErrors(split.itemErrors);
    if (split.fields[0]) form.scrollToField(split.fields[0].name as keyof CheckoutFormValues, { focus: true, block: 'center' });
    if (toast && split.fields.some((f) => f.name === 'agreeToTerms')) {
      notification.error({ title: 'Terms Agreement Required', description: 'You must agree to the terms and conditions to proceed.' });
    }
  };

  const sending = checkout.isPending;
  return (
    <section aria-labelledby="checkout-title" style={{ maxWidth: 1180, margin: '0 auto', padding: '32px 16px' }}>
      <Typography.Title id="checkout-title" level={1}>
        Complete Your Booking
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={9}>
          <OrderSummary items={items} itemErrors={itemErrors} onRemoveGroup={removeGroup} disabled={sending} />
        </Col>
        <Col xs={24} lg={15}>
          <Form<CheckoutFormValues>
            form={form}
            layout="vertical"
            requiredMark
            // Messages are the spec's (from the contract), not the browser's validation bubbles.
            noValidate
            disabled={sending}
            initialValues={{ bookingContext: 'self', travelerEmail: storedEmail(), flightNumber: items.find((i) => !i.isReturnService)?.flight }}
            onFinish={submit}
            onValuesChange={(changed) => {
              // A changed field is no longer wrong until the next submit says so.
              form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof CheckoutFormValues, errors: [] })));
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
                  <Select placeholder="Select your role" options={BOOKER_ROLES.map((r) => ({ value: r, label: BOOKER_ROLE_LABELS[r] }))} />
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
                      <Input type="tel" autoComplete="tel" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="bookerEmail" label={FIELD_LABELS.bookerEmail} extra="We send the confirmation here, and you can find the booking with it.">
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Card>
            )}

            <Card title={<h2 style={SECTION_HEADING}>Traveler information</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="travelerName" label={FIELD_LABELS.travelerName} required>
                    <Input autoComplete={bookingContext === 'other' ? 'off' : 'name'} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="travelerPhone" label={FIELD_LABELS.travelerPhone} required>
                    <Input type="tel" autoComplete={bookingContext === 'other' ? 'off' : 'tel'} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="travelerEmail" label={FIELD_LABELS.travelerEmail} required={bookingContext !== 'other'}>
                <Input type="email" autoComplete={bookingContext === 'other' ? 'off' : 'email'} />
              </Form.Item>
              <Form.Item name="additionalPassengers" label="Other travelers (optional, one name per line)">
                <Input.TextArea rows={2} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Flight information</h2>} style={SECTION}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="airline" label={FIELD_LABELS.airline} required>
                    <Input placeholder="e.g. British Airways" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="flightNumber" label={FIELD_LABELS.flightNumber} required>
                    <Input placeholder="e.g. BA123" />
                  </Form.Item>
                </Col>
              </Row>
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
                <Input.TextArea rows={3} maxLength={2000} />
              </Form.Item>
            </Card>

            <Card title={<h2 style={SECTION_HEADING}>Terms agreement</h2>} style={SECTION}>
              <Form.Item name="agreeToTerms" valuePropName="checked">
                <Checkbox>
                  I confirm I am at least 18, have the legal authority to make this booking, the information is accurate, and I agree to the{' '}
                  <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                    terms and conditions
                  </a>
                  .
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={sending}>
                {sending ? 'Processing...' : 'Request Booking'}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                This is a request: our team confirms availability within 24 hours, then arranges payment with you.
              </Typography.Paragraph>
            </Card>
          </Form>
        </Col>
      </Row>
    </section>
  );
}

const SECTION = { marginBottom: 16 };
const SECTION_HEADING = { margin: 0, fontSize: 18 };
