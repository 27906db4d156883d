import { useEffect, useState, type FormEvent } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { BOOKING_RULE_TEXTS, BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { REFERENCE_CODE_PATTERN, formatPhoneNumber, type TravellerBooking } from '@vip/contracts/schemas';
import { getCartStore } from '../cart/use-cart';
import { ButtonLink, usePageMeta } from '@vip/ui';
import { formatLongDate, formatMoney, formatTime12 } from '../wizard/format';
import { useBookingLookup } from './api';
import { BookingCancelledAlert, BookingChangeActions } from './change-request';
import { TravellerStatusLine, TravellerStatusTag, nextSteps } from './traveller-status';
import { BOOKING_REFERENCE_KEY, REQUEST_CONFIRMATION_PATH, lastCheckout } from './last-checkout';

const PAGE = { maxWidth: 860, margin: '0 auto', padding: '32px 16px' };
/** Links inside running text are underlined: colour alone does not tell them apart (WCAG 1.4.1). */
const INLINE_LINK = { textDecoration: 'underline' };

/** 'a@x.example', 'a@x.example and b@y.example': each address in bold. */
function EmailList({ addresses }: { addresses: readonly string[] }) {
  return (
    <>
      {addresses.map((address, i) => (
        <span key={address}>
          {i > 0 && (i === addresses.length - 1 ? ' and ' : ', ')}
          <strong>{address}</strong>
        </span>
      ))}
    </>
  );
}

/** /booking-confirmation: every reference the checkout just made; the quote cart is done with. */
export function BookingConfirmationPage() {
  usePageMeta({
    title: 'Booking Request Received',
    canonicalPath: '/booking-confirmation',
    description: 'Your VIP airport service request was received.',
    robots: 'noindex,follow',
  });
  const [result] = useState(lastCheckout);
  useEffect(() => {
    getCartStore().clear();
  }, []);
  return (
    <section aria-labelledby="confirmation-title" style={PAGE}>
      <Result
        status="success"
        title={
          <h1 id="confirmation-title" style={{ fontSize: 28, margin: 0 }}>
            Booking Request Received
          </h1>
        }
        subTitle="Thank you. Our team will review your request, contact you to confirm the details and arrange payment. All requests are subject to availability."
        extra={[
          ...(result
            ? [
                <ButtonLink
                  key="manage"
                  to={`/manage-booking?reference=${encodeURIComponent(result.bookings[0]!.referenceCode)}`}
                  type="primary"
                >
                  Manage Booking
                </ButtonLink>,
              ]
            : []),
          <ButtonLink key="home" to="/" type={result ? 'default' : 'primary'}>
            Return to Home
          </ButtonLink>,
        ]}
      />
      {result?.bookings.some((b) => b.status === 'Confirmed') && (
        // A cart mixing bookings confirmed at once and requests: the server's words say which is which.
        <Alert type="info" showIcon role="status" title={result.message} style={{ marginBottom: 16 }} />
      )}
      {result && (
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Your booking references</h2>}>
          <ul aria-label="Booking references" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {result.bookings.map((b) => (
              <li key={b.referenceCode} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
                <Flex vertical gap={2}>
                  <Flex justify="space-between" wrap gap={8}>
                    <Typography.Text strong copyable>
                      {b.referenceCode}
                    </Typography.Text>
                    <TravellerStatusTag status={b.status ?? 'Requested'} />
                  </Flex>
                  <span>
                    {b.serviceName}, {b.airport.name} ({b.airport.code})
                  </span>
                  <Typography.Text type="secondary">
                    {formatLongDate(b.flightDate)} at {formatTime12(b.flightTime)} · estimated{' '}
                    {formatMoney(b.totalPrice)}
                  </Typography.Text>
                  {b.notice && <Typography.Text>{b.notice}</Typography.Text>}
                </Flex>
              </li>
            ))}
          </ul>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            Estimated total {formatMoney(result.totalPrice)}. Payment: To be arranged. A confirmation e-mail goes to{' '}
            <EmailList addresses={result.emailRecipients ?? [result.contactEmail]} />; keep your references to follow
            your booking on{' '}
            <a href="/manage-booking" style={INLINE_LINK}>
              Manage Booking
            </a>
            .
          </Typography.Paragraph>
        </Card>
      )}
    </section>
  );
}

/** The e-mail a reference was booked with in this tab, so the pages below can look it up. */
function emailForReference(reference: string | null): string | null {
  const last = lastCheckout();
  return reference && last?.bookings.some((b) => b.referenceCode === reference) ? last.contactEmail : null;
}

function BookingStateCard({ booking }: { booking: TravellerBooking }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Booking {booking.referenceCode}</h2>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'reference', label: 'Reference', children: booking.referenceCode },
          {
            key: 'service',
            label: 'Service',
            children: `${booking.serviceName}, ${booking.airport.name} (${booking.airport.code})`,
          },
          {
            key: 'when',
            label: 'Date and time',
            children: `${formatLongDate(booking.flightDate)} at ${formatTime12(booking.flightTime)}`,
          },
          { key: 'flight', label: 'Flight', children: booking.flightNumber },
          { key: 'name', label: 'Contact name', children: booking.contactName },
          { key: 'email', label: 'Email', children: booking.contactEmail },
          { key: 'phone', label: 'Phone', children: formatPhoneNumber(booking.contactPhone) },
          { key: 'total', label: 'Total Amount', children: formatMoney(booking.totalPrice) },
          { key: 'status', label: 'Status', children: <TravellerStatusLine status={booking.status} /> },
          { key: 'payment', label: 'Payment', children: booking.paymentStatus },
        ]}
      />
    </Card>
  );
}

/** The other bookings made in the same checkout, each one a click away (with the e-mail already given). */
function BookedWithCard({ booking, onOpen }: { booking: TravellerBooking; onOpen: (reference: string) => void }) {
  const others = booking.bookedWith ?? [];
  if (others.length === 0) return null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Booked in the same checkout</h2>}>
      <ul aria-label="Booked in the same checkout" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {others.map((b) => (
          <li key={b.referenceCode} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Flex vertical gap={2}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{b.referenceCode}</Typography.Text>
                  <TravellerStatusTag status={b.status} />
                </Flex>
                <span>
                  {b.serviceName}, {b.airport.name} ({b.airport.code})
                </span>
                <Typography.Text type="secondary">
                  {formatLongDate(b.flightDate)} at {formatTime12(b.flightTime)}
                </Typography.Text>
              </Flex>
              <Button onClick={() => onOpen(b.referenceCode)} aria-label={`Open booking ${b.referenceCode}`}>
                Open
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * /checkout/success?reference=: 'Booking Confirmed!', for a booking that is confirmed (as the checkout's answer or
 * the booking read now says). Every other visitor goes to the request confirmation: what a checkout produces
 * while each booking is a request staff confirm.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? null;
  const answered = lastCheckout()?.bookings.find((b) => b.referenceCode === reference);
  const email = emailForReference(reference);
  const lookup = useBookingLookup(reference && email ? { reference, email } : null);
  // The booking as read now wins; a look-up that failed leaves the checkout's answer.
  const status = lookup.data !== undefined ? lookup.data?.status : answered?.status;
  if (reference && status === 'Confirmed')
    return <BookingConfirmed reference={reference} booking={lookup.data ?? undefined} />;
  if (lookup.isLoading) {
    return (
      <section style={PAGE}>
        <Spin aria-label="Loading your booking" />
      </section>
    );
  }
  return <Navigate to={REQUEST_CONFIRMATION_PATH} replace />;
}

/** A confirmed booking: what comes next, and its state once read. A refund is promised only for what was paid. */
function BookingConfirmed({ reference, booking }: { reference: string; booking?: TravellerBooking }) {
  usePageMeta({
    title: 'Booking Confirmed!',
    canonicalPath: '/checkout/success',
    description: 'Your VIP airport service booking.',
    robots: 'noindex,follow',
  });
  return (
    <section aria-labelledby="success-title" style={PAGE}>
      <Result
        status="success"
        title={
          <h1 id="success-title" style={{ fontSize: 28, margin: 0 }}>
            Booking Confirmed!
          </h1>
        }
        subTitle={`Your booking reference is ${reference}.`}
        extra={[
          <ButtonLink key="home" to="/" type="primary">
            Return to Home
          </ButtonLink>,
          <ButtonLink key="again" to="/booking">
            Book Another Service
          </ButtonLink>,
        ]}
      />
      <Card style={{ marginBottom: 16 }}>
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
          <li>A confirmation e-mail is on its way to you.</li>
          <li>We give you final confirmation within {BOOKING_RULES.responseHours} hours.</li>
          <li>{BOOKING_RULE_TEXTS.reconfirmation}</li>
          {booking?.paymentStatus === 'Paid' && <li>If the service cannot be confirmed, you receive a full refund.</li>}
          <li>
            Service starting within {BOOKING_RULES.responseHours} hours? Call us on{' '}
            <a href={BRAND.supportPhoneHref} style={INLINE_LINK}>
              {BRAND.supportPhone}
            </a>
            .
          </li>
          <li>
            Questions:{' '}
            <a href={`mailto:${BRAND.supportEmail}`} style={INLINE_LINK}>
              {BRAND.supportEmail}
            </a>
          </li>
        </ul>
      </Card>
      {booking && <BookingStateCard booking={booking} />}
    </section>
  );
}

/** /manage-booking: a booking by reference plus the e-mail it was made with (never by reference alone). */
export function ManageBookingPage() {
  usePageMeta({
    title: 'Manage Booking',
    canonicalPath: '/manage-booking',
    description: 'Find your VIP airport service booking.',
    robots: 'noindex,follow',
  });
  const [initial] = useState(() => {
    let reference: string | null = null;
    try {
      reference = sessionStorage.getItem(BOOKING_REFERENCE_KEY);
    } catch {
      reference = null;
    }
    const email = emailForReference(reference);
    return reference && email ? { reference, email } : null;
  });
  const [query, setQuery] = useState(initial);
  // The acknowledgement e-mail links here with its reference (never the e-mail address: that is typed).
  const [params] = useSearchParams();
  const linked = params.get('reference')?.trim().toUpperCase() ?? '';
  const [reference, setReference] = useState(initial?.reference ?? (REFERENCE_CODE_PATTERN.test(linked) ? linked : ''));
  const [email, setEmail] = useState(initial?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const lookup = useBookingLookup(query);
  const { notification } = App.useApp();

  // A failed load is a toast; each failure says so once, a retry that fails again says it again.
  useEffect(() => {
    if (lookup.errorUpdatedAt === 0) return;
    notification.error({ title: 'Could not load booking details', description: 'Please try again in a moment.' });
  }, [lookup.errorUpdatedAt, notification]);

  const find = (e: FormEvent) => {
    e.preventDefault();
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE_CODE_PATTERN.test(ref)) return setError('Booking references look like VIP-12345-LHR');
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Please enter a valid email address');
    setError(null);
    const next = { reference: ref, email: email.trim().toLowerCase() };
    // The same booking asked for again (after 'Could not load booking details'): asked of the server again.
    if (query && query.reference === next.reference && query.email === next.email) void lookup.refetch();
    else setQuery(next);
  };

  return (
    <section aria-labelledby="manage-title" style={PAGE}>
      <Typography.Title id="manage-title" level={1}>
        Manage Booking
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <form onSubmit={find} aria-label="Find your booking" noValidate>
          <Form component={false} layout="vertical">
            <Form.Item
              label="Booking reference"
              htmlFor="manage-reference"
              validateStatus={error ? 'error' : undefined}
            >
              <Input
                id="manage-reference"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                placeholder="VIP-12345-LHR"
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              label="E-mail used for the booking"
              htmlFor="manage-email"
              validateStatus={error ? 'error' : undefined}
              help={error ?? undefined}
            >
              <Input
                id="manage-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={lookup.isFetching}>
              Find Booking
            </Button>
          </Form>
        </form>
      </Card>
      {query && lookup.data === null && (
        <Result
          status="info"
          title={<h2 style={{ fontSize: 22, margin: 0 }}>No Active Booking</h2>}
          subTitle="No booking matches this reference and e-mail address. Check both and try again, or contact us."
        />
      )}
      {query && lookup.data && (
        <Flex vertical gap={16}>
          <BookingCancelledAlert booking={lookup.data} />
          <BookingStateCard booking={lookup.data} />
          <BookedWithCard
            booking={lookup.data}
            onOpen={(ref) => {
              setReference(ref);
              setQuery({ reference: ref, email: query.email });
            }}
          />
          {/* The request is proved by the e-mail the booking was found with, not whatever the field holds now. */}
          <BookingChangeActions booking={lookup.data} email={query.email} />
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Next steps</h2>}>
            <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
              {nextSteps(lookup.data).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        </Flex>
      )}
      {!query && (
        <Typography.Paragraph type="secondary">
          Enter the reference from your confirmation (for example VIP-12345-LHR) and the e-mail address you booked with.
        </Typography.Paragraph>
      )}
    </section>
  );
}
