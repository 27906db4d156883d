import { useEffect, useState, type FormEvent } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { REFERENCE_CODE_PATTERN, formatPhoneNumber, type TravellerBooking } from '@vip/contracts/schemas';
import { getCartStore } from '../cart/use-cart';
import { ButtonLink, useLocale, usePageMeta, useText } from '@vip/ui';
import { useBookingLookup } from './api';
import { BookingCancelledAlert, BookingChangeActions } from './change-request';
import { TravellerStatusLine, TravellerStatusTag, nextSteps } from './traveller-status';
import { BOOKING_REFERENCE_KEY, REQUEST_CONFIRMATION_PATH, lastCheckout } from './last-checkout';
import {
  confirmationMessages as c,
  manageBookingMessages as mb,
  nextStepMessages,
  paymentStatusMessages,
} from './confirmation.messages';
import { usePageFormat } from './page-format';
import { serverText } from './server-text';
import { KeptEstimate, keptTotal } from '../currency/kept-estimate';

const PAGE = { maxWidth: 860, margin: '0 auto', padding: '32px 16px' };
/** Links inside running text are underlined: colour alone does not tell them apart (WCAG 1.4.1). */
const INLINE_LINK = { textDecoration: 'underline' };

/** An example reference, as the spec writes one. */
const EXAMPLE_REFERENCE = 'VIP-12345-LHR';

/** 'a@x.example', 'a@x.example and b@y.example': each address in bold, joined as the page's language joins a list. */
function EmailList({ addresses }: { addresses: readonly string[] }) {
  const locale = useLocale();
  // British English joins as the English page always has: 'a, b and c'.
  const parts = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).formatToParts(
    addresses,
  );
  return (
    <>
      {parts.map((part, i) =>
        part.type === 'element' ? <strong key={i}>{part.value}</strong> : <span key={i}>{part.value}</span>,
      )}
    </>
  );
}

/** /booking-confirmation: every reference the checkout just made; the quote cart is done with. */
export function BookingConfirmationPage() {
  const text = useText();
  const locale = useLocale();
  const format = usePageFormat();
  usePageMeta({
    title: text(c.receivedTitle),
    canonicalPath: '/booking-confirmation',
    description: text(c.receivedDescription),
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
            {text(c.receivedTitle)}
          </h1>
        }
        subTitle={text(c.receivedSubtitle)}
        extra={[
          ...(result
            ? [
                <ButtonLink
                  key="manage"
                  to={`/manage-booking?reference=${encodeURIComponent(result.bookings[0]!.referenceCode)}`}
                  type="primary"
                >
                  {text(c.manageBooking)}
                </ButtonLink>,
              ]
            : []),
          <ButtonLink key="home" to="/" type={result ? 'default' : 'primary'}>
            {text(c.returnHome)}
          </ButtonLink>,
        ]}
      />
      {result?.bookings.some((b) => b.status === 'Confirmed') && (
        // A cart mixing bookings confirmed at once and requests: the server's words say which is which.
        <Alert
          type="info"
          showIcon
          role="status"
          title={serverText(locale, result.message, () =>
            text(result.bookings.every((b) => b.status === 'Confirmed') ? c.allConfirmed : c.someConfirmed),
          )}
          style={{ marginBottom: 16 }}
        />
      )}
      {result && (
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(c.references)}</h2>}>
          <ul aria-label={text(c.referencesList)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
                    {text(c.estimated, {
                      date: format.longDate(b.flightDate),
                      time: format.time(b.flightTime),
                      amount: format.money(b.totalPrice),
                    })}
                  </Typography.Text>
                  <KeptEstimate price={b.displayPrice} />
                  {b.notice && (
                    // The one notice svc-booking gives: the last instantly confirmed place went first.
                    <Typography.Text>{serverText(locale, b.notice, () => text(c.soldOutNotice))}</Typography.Text>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {text.rich(c.summary, {
              amount: format.money(result.totalPrice),
              recipients: <EmailList addresses={result.emailRecipients ?? [result.contactEmail]} />,
              link: (chunks) => (
                <a href="/manage-booking" style={INLINE_LINK}>
                  {chunks}
                </a>
              ),
            })}
          </Typography.Paragraph>
          {result.bookings.length > 1 && <KeptEstimate price={keptTotal(result.bookings.map((b) => b.displayPrice))} />}
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
  const text = useText();
  const format = usePageFormat();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(mb.booking, { reference: booking.referenceCode })}</h2>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'reference', label: text(mb.referenceLabel), children: booking.referenceCode },
          {
            key: 'service',
            label: text(mb.service),
            children: `${booking.serviceName}, ${booking.airport.name} (${booking.airport.code})`,
          },
          {
            key: 'when',
            label: text(mb.dateAndTime),
            children: text(mb.dateAtTime, {
              date: format.longDate(booking.flightDate),
              time: format.time(booking.flightTime),
            }),
          },
          { key: 'flight', label: text(mb.flight), children: booking.flightNumber },
          { key: 'name', label: text(mb.contactName), children: booking.contactName },
          { key: 'email', label: text(mb.emailLabel), children: booking.contactEmail },
          { key: 'phone', label: text(mb.phone), children: formatPhoneNumber(booking.contactPhone) },
          {
            key: 'total',
            label: text(mb.total),
            children: (
              <>
                {format.money(booking.totalPrice)}
                <KeptEstimate price={booking.displayPrice} />
              </>
            ),
          },
          { key: 'status', label: text(mb.status), children: <TravellerStatusLine status={booking.status} /> },
          { key: 'payment', label: text(mb.payment), children: text(paymentStatusMessages[booking.paymentStatus]) },
        ]}
      />
    </Card>
  );
}

/** The other bookings made in the same checkout, each one a click away (with the e-mail already given). */
function BookedWithCard({ booking, onOpen }: { booking: TravellerBooking; onOpen: (reference: string) => void }) {
  const text = useText();
  const format = usePageFormat();
  const others = booking.bookedWith ?? [];
  if (others.length === 0) return null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(mb.bookedWith)}</h2>}>
      <ul aria-label={text(mb.bookedWith)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
                  {text(mb.dateAtTime, { date: format.longDate(b.flightDate), time: format.time(b.flightTime) })}
                </Typography.Text>
              </Flex>
              <Button
                onClick={() => onOpen(b.referenceCode)}
                aria-label={text(mb.openBooking, { reference: b.referenceCode })}
              >
                {text(mb.open)}
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
  const text = useText();
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
        <Spin aria-label={text(c.loading)} />
      </section>
    );
  }
  return <Navigate to={REQUEST_CONFIRMATION_PATH} replace />;
}

/** A confirmed booking: what comes next, and its state once read. A refund is promised only for what was paid. */
function BookingConfirmed({ reference, booking }: { reference: string; booking?: TravellerBooking }) {
  const text = useText();
  usePageMeta({
    title: text(c.confirmedTitle),
    canonicalPath: '/checkout/success',
    description: text(c.confirmedDescription),
    robots: 'noindex,follow',
  });
  return (
    <section aria-labelledby="success-title" style={PAGE}>
      <Result
        status="success"
        title={
          <h1 id="success-title" style={{ fontSize: 28, margin: 0 }}>
            {text(c.confirmedTitle)}
          </h1>
        }
        subTitle={text(c.referenceIs, { reference })}
        extra={[
          <ButtonLink key="home" to="/" type="primary">
            {text(c.returnHome)}
          </ButtonLink>,
          <ButtonLink key="again" to="/booking">
            {text(c.bookAnother)}
          </ButtonLink>,
        ]}
      />
      <Card style={{ marginBottom: 16 }}>
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
          <li>{text(c.emailOnItsWay)}</li>
          <li>{text(c.finalConfirmation, { hours: BOOKING_RULES.responseHours })}</li>
          <li>{text(nextStepMessages.reconfirmation, BOOKING_RULES.reconfirmHours)}</li>
          {booking?.paymentStatus === 'Paid' && <li>{text(c.refund)}</li>}
          <li>
            {text.rich(c.callUs, {
              hours: BOOKING_RULES.responseHours,
              phone: (
                <a href={BRAND.supportPhoneHref} style={INLINE_LINK}>
                  {BRAND.supportPhone}
                </a>
              ),
            })}
          </li>
          <li>
            {text.rich(c.questions, {
              email: (
                <a href={`mailto:${BRAND.supportEmail}`} style={INLINE_LINK}>
                  {BRAND.supportEmail}
                </a>
              ),
            })}
          </li>
        </ul>
      </Card>
      {booking && <BookingStateCard booking={booking} />}
    </section>
  );
}

/** /manage-booking: a booking by reference plus the e-mail it was made with (never by reference alone). */
export function ManageBookingPage() {
  const text = useText();
  usePageMeta({
    title: text(mb.title),
    canonicalPath: '/manage-booking',
    description: text(mb.description),
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
    notification.error({ title: text(mb.loadFailedTitle), description: text(mb.loadFailed) });
  }, [lookup.errorUpdatedAt, notification]);

  const find = (e: FormEvent) => {
    e.preventDefault();
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE_CODE_PATTERN.test(ref)) return setError(text(mb.referenceFormat, { example: EXAMPLE_REFERENCE }));
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError(text(mb.invalidEmail));
    setError(null);
    const next = { reference: ref, email: email.trim().toLowerCase() };
    // The same booking asked for again (after 'Could not load booking details'): asked of the server again.
    if (query && query.reference === next.reference && query.email === next.email) void lookup.refetch();
    else setQuery(next);
  };

  return (
    <section aria-labelledby="manage-title" style={PAGE}>
      <Typography.Title id="manage-title" level={1}>
        {text(mb.title)}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <form onSubmit={find} aria-label={text(mb.findForm)} noValidate>
          <Form component={false} layout="vertical">
            <Form.Item
              label={text(mb.reference)}
              htmlFor="manage-reference"
              validateStatus={error ? 'error' : undefined}
            >
              <Input
                id="manage-reference"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                placeholder={EXAMPLE_REFERENCE}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              label={text(mb.email)}
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
              {text(mb.find)}
            </Button>
          </Form>
        </form>
      </Card>
      {query && lookup.data === null && (
        <Result
          status="info"
          title={<h2 style={{ fontSize: 22, margin: 0 }}>{text(mb.noBookingTitle)}</h2>}
          subTitle={text(mb.noBooking)}
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
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(mb.nextSteps)}</h2>}>
            <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
              {nextSteps(lookup.data, text).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        </Flex>
      )}
      {!query && (
        <Typography.Paragraph type="secondary">{text(mb.hint, { example: EXAMPLE_REFERENCE })}</Typography.Paragraph>
      )}
    </section>
  );
}
