import { CheckCircleFilled, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { bookingAirline } from '@vip/contracts/airlines';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { formatPhoneNumber } from '@vip/contracts/schemas';
import { TravellerStatusTag } from '../checkout/traveller-status';
import { formatClockTime, formatDollars, formatLongDate, serviceTypeLabel, useWording } from '../quote/format';
import { REQUEST_CONFIRMATION_MESSAGES as M, REQUEST_SUMMARY_MESSAGES as S } from './booking-request.messages';
import { levelBadge, type SentRequest } from './request-step';

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
  const wording = useWording();
  const { text, locale } = wording;
  const underline = { textDecoration: 'underline' } as const;
  return (
    <section aria-labelledby="sent-title" className="request-confirmation">
      <style>{PRINT_CSS}</style>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <CheckCircleFilled aria-hidden style={{ color: '#389e0d', fontSize: 32 }} />
            <Typography.Title id="sent-title" level={1} style={{ margin: 0, fontSize: 28 }}>
              {text(M.heading)}
            </Typography.Title>
          </Flex>
          <Flex gap={12} align="center" wrap>
            <Typography.Text>
              {text(M.reference)} <strong data-testid="request-reference">{response.referenceCode}</strong>
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
                label: text(S.service),
                children: `${item.name} (${levelBadge(item.serviceLevel, wording)}, ${serviceTypeLabel(item.serviceType, wording)})`,
              },
              { key: 'airport', label: text(S.airport), children: `${item.airport.name} (${item.airport.code})` },
              { key: 'date', label: text(S.date), children: formatLongDate(request.flightDate, locale) },
              {
                key: 'time',
                label: text(S.time),
                children: text(M.localTime, { time: formatClockTime(request.flightTime, locale) }),
              },
              {
                key: 'flight',
                label: text(M.flight),
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
                label: text(S.travelers),
                children: (
                  <>
                    {text(S.travellerCounts, { adults: request.adultCount, children: request.childCount })}
                    {names.length > 0 && <div>{names.join(', ')}</div>}
                  </>
                ),
              },
              {
                key: 'price',
                label: text(M.estimatedPrice),
                children: formatDollars(response.totalPrice, locale),
              },
              { key: 'payment', label: text(M.payment), children: text(M.toBeArranged) },
              {
                key: 'contact',
                label: text(M.contact),
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
            <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{text(M.whatNext)}</h2>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>{text(M.reply, { hours: BOOKING_RULES.responseHours })}</li>
              <li>
                {text.rich(M.callIfSoon, {
                  hours: BOOKING_RULES.responseHours,
                  phone: BRAND.supportPhone,
                  call: (chunks) => (
                    <a href={BRAND.supportPhoneHref} style={underline}>
                      {chunks}
                    </a>
                  ),
                })}
              </li>
              <li>
                {text(M.reconfirmation, {
                  from: BOOKING_RULES.reconfirmHours.from,
                  to: BOOKING_RULES.reconfirmHours.to,
                })}
              </li>
              <li>
                {text.rich(M.followIt, {
                  email: BRAND.supportEmail,
                  manage: (chunks) => (
                    <Link
                      to={`/manage-booking?reference=${encodeURIComponent(response.referenceCode)}`}
                      style={underline}
                    >
                      {chunks}
                    </Link>
                  ),
                  mail: (chunks) => (
                    <a href={`mailto:${BRAND.supportEmail}`} style={underline}>
                      {chunks}
                    </a>
                  ),
                })}
              </li>
            </ul>
          </div>
          <Flex gap={12} wrap className="no-print">
            <Button type="primary" onClick={onAddAnother}>
              {text(M.addAnother)}
            </Button>
            <Button onClick={onRemoveAndFindNew}>{text(M.removeAndFindNew)}</Button>
            <Button onClick={onHome}>{text(M.home)}</Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              {text(M.print)}
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
