import { CheckCircleFilled, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { bookingAirline } from '@vip/contracts/airlines';
import { BOOKING_RULE_TEXTS, BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { formatPhoneNumber } from '@vip/contracts/schemas';
import { SERVICE_LEVEL_BADGES, SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import { TravellerStatusTag } from '../checkout/traveller-status';
import { formatLongDate, formatMoney, formatTime12, plural } from '../wizard/format';
import type { SentRequest } from './request-step';

export interface RequestConfirmationProps {
  sent: SentRequest;
  /** Clears the quote and starts a new search at the same airport. */
  onRemoveAndFindNew: () => void;
  onAddAnother: () => void;
  onHome: () => void;
}

/** What was requested, its reference, and what happens next. */
export function RequestConfirmation({ sent, onRemoveAndFindNew, onAddAnother, onHome }: RequestConfirmationProps) {
  const { request, response, item } = sent;
  const names = request.travelerNames?.filter((n) => n.trim()) ?? [];
  return (
    <section aria-labelledby="sent-title" className="request-confirmation">
      <style>{PRINT_CSS}</style>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <CheckCircleFilled aria-hidden style={{ color: '#389e0d', fontSize: 32 }} />
            <Typography.Title id="sent-title" level={1} style={{ margin: 0, fontSize: 28 }}>
              Booking Request Sent!
            </Typography.Title>
          </Flex>
          <Flex gap={12} align="center" wrap>
            <Typography.Text>
              Reference: <strong data-testid="request-reference">{response.referenceCode}</strong>
            </Typography.Text>
            <TravellerStatusTag status="Requested" />
          </Flex>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'service',
                label: 'Service',
                children: `${item.name} (${SERVICE_LEVEL_BADGES[item.serviceLevel]}, ${SERVICE_TYPE_LABELS[item.serviceType]})`,
              },
              { key: 'airport', label: 'Airport', children: `${item.airport.name} (${item.airport.code})` },
              { key: 'date', label: 'Date', children: formatLongDate(request.flightDate) },
              { key: 'time', label: 'Time', children: `${formatTime12(request.flightTime)} local time` },
              {
                key: 'flight',
                label: 'Flight',
                children: [
                  [bookingAirline(request.airline, request.flightNumber), request.flightNumber.toUpperCase()]
                    .filter(Boolean)
                    .join(' '),
                  request.terminal,
                ]
                  .filter(Boolean)
                  .join(', '),
              },
              {
                key: 'travelers',
                label: 'Travelers',
                children: (
                  <>
                    {plural(request.adultCount, 'adult')}, {plural(request.childCount, 'child', 'children')}
                    {names.length > 0 && <div>{names.join(', ')}</div>}
                  </>
                ),
              },
              { key: 'price', label: 'Estimated price', children: formatMoney(response.totalPrice) },
              { key: 'payment', label: 'Payment', children: 'To be arranged' },
              {
                key: 'contact',
                label: 'Contact',
                children: [
                  request.contactName,
                  request.contactEmail,
                  formatPhoneNumber(request.contactPhone),
                  request.companyName,
                ]
                  .filter(Boolean)
                  .join(' · '),
              },
            ]}
          />
          <div>
            <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>What happens next</h2>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              <li>
                Our team will reply within {BOOKING_RULES.responseHours} hours to confirm availability and arrange
                payment.
              </li>
              <li>
                If your service starts within the next {BOOKING_RULES.responseHours} hours, please call us on{' '}
                <a href={BRAND.supportPhoneHref} style={{ textDecoration: 'underline' }}>
                  {BRAND.supportPhone}
                </a>
                .
              </li>
              <li>{BOOKING_RULE_TEXTS.reconfirmation}</li>
              <li>
                Follow it or ask for a change on{' '}
                <Link
                  to={`/manage-booking?reference=${encodeURIComponent(response.referenceCode)}`}
                  style={{ textDecoration: 'underline' }}
                >
                  Manage Booking
                </Link>{' '}
                with your reference and this e-mail address, or write to{' '}
                <a href={`mailto:${BRAND.supportEmail}`} style={{ textDecoration: 'underline' }}>
                  {BRAND.supportEmail}
                </a>{' '}
                quoting your reference.
              </li>
            </ul>
          </div>
          <Flex gap={12} wrap className="no-print">
            <Button type="primary" onClick={onAddAnother}>
              Add Another Service
            </Button>
            <Button onClick={onRemoveAndFindNew}>Remove Service and Find New</Button>
            <Button onClick={onHome}>Return to Home</Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              Print Confirmation
            </Button>
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}

/** Printing shows the confirmation alone: no header, progress or buttons. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .request-confirmation, .request-confirmation * { visibility: visible; }
  .request-confirmation { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .request-confirmation .no-print { display: none; }
}`;
