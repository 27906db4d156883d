import { useMemo, useState, type ReactNode } from 'react';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Checkbox, Col, Flex, Form, Input, Modal, Row, Spin, Typography } from 'antd';
import { type ServiceDetail, BOOKING_TEXT_LIMITS } from '@vip/contracts/schemas';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';
import { type ServiceType } from '@vip/contracts/vocabulary';
import type { NewCartItem } from '../cart/cart.types';
import { addRoundTrip } from '../cart/cart-store';
import { getCartStore } from '../cart/use-cart';
import { useServices } from './api';
import { formatLongDate, formatShortMoney } from './format';
import { LOCAL_TIME, ISO_DATE, addDays, isBeforeToday, localIsoDate, toast, useLocale, useText } from '@vip/ui';
import { DEFAULT_TIME } from './search-params';
import { oppositeType } from './wizard-params';
import { porterLabel } from './service-card';
import { porterEligible, toCartItem } from '../cart/from-catalog';
import { RETURN_TRIP_MESSAGES as M } from './return-trip.messages';
import { SERVICE_MESSAGES } from './service.messages';
import { SERVICE_TYPE_MESSAGES } from './wizard.messages';

/** The round-trip discount the dialog announces; the cart applies it (discount-rules). */
export const ROUND_TRIP_PERCENT = 10;
const ROUND_TRIP_SHARE = ROUND_TRIP_PERCENT / 100;

/**
 * The spec's return trip counts a week from today (after it for an arrival's return, before it for a departure's,
 * never earlier than tomorrow); counted from today for a trip weeks away, the return fell before the arrival. With
 * the outbound's date known, the week is counted from that date, on the same rule.
 */
export function defaultReturnDate(outboundType: ServiceType, now: Date = new Date(), outboundDate?: string): string {
  const from = outboundDate && ISO_DATE.test(outboundDate) ? new Date(`${outboundDate}T12:00:00`) : now;
  if (outboundType === 'arrival') return addDays(7, from);
  const weekBefore = addDays(-7, from);
  const tomorrow = addDays(1, now);
  return weekBefore < tomorrow ? tomorrow : weekBefore;
}

export interface ReturnDateIssue {
  message: MessageDescriptor;
  /** The outbound's date (year-month-day) the return date may not pass. */
  outboundDate?: string;
}

/** What is wrong with a return date beside its outbound: a departure home before the arrival, or the reverse. */
export function returnDateIssue(
  outbound: Pick<NewCartItem, 'serviceType' | 'date'>,
  date: string,
  now: Date = new Date(),
): ReturnDateIssue | undefined {
  if (!ISO_DATE.test(date) || isBeforeToday(date, now)) return { message: M.dateFromToday };
  if (!outbound.date || !ISO_DATE.test(outbound.date)) return undefined;
  if (outbound.serviceType === 'arrival' && date < outbound.date)
    return { message: M.departureBeforeArrival, outboundDate: outbound.date };
  if (outbound.serviceType === 'departure' && date > outbound.date)
    return { message: M.arrivalAfterDeparture, outboundDate: outbound.date };
  return undefined;
}

let english: ReturnType<typeof createIntl> | undefined;

/** The same, in English: 'The arrival cannot be after the departure on December 20, 2026'. */
export function returnDateProblem(
  outbound: Pick<NewCartItem, 'serviceType' | 'date'>,
  date: string,
  now: Date = new Date(),
): string | undefined {
  const issue = returnDateIssue(outbound, date, now);
  if (!issue) return undefined;
  english ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {}, onError: () => {} });
  return english.formatMessage(issue.message, { date: issue.outboundDate && formatLongDate(issue.outboundDate) });
}

/** What the dialog shows as savings: 10 % of the outbound total, rounded to whole dollars. */
export function roundTripSavings(outboundTotal: number): number {
  return Math.round((outboundTotal * ROUND_TRIP_PERCENT) / 100);
}

/** The return service: same level as the outbound; the same vendor when it has one, else the cheapest. */
export function matchReturnService(
  candidates: readonly ServiceDetail[],
  outbound: Pick<NewCartItem, 'serviceLevel' | 'vendorName'>,
): ServiceDetail | undefined {
  const sameLevel = candidates.filter((s) => s.serviceLevel === outbound.serviceLevel);
  const price = (s: ServiceDetail) => s.pricing?.totalPrice ?? s.basePrice;
  const sameVendor = outbound.vendorName ? sameLevel.filter((s) => s.vendor?.name === outbound.vendorName) : [];
  const pool = sameVendor.length > 0 ? sameVendor : sameLevel;
  return [...pool].sort((a, b) => price(a) - price(b))[0];
}

export interface ReturnTripDialogProps {
  open: boolean;
  /** The outbound service as it would go into the cart (porter choice included). */
  outbound: NewCartItem;
  onClose: () => void;
}

/**
 * 'Add Return Service - Save 10%': the opposite-type service of the same level at the same airport,
 * on a date and time the traveller picks. The return leg is priced by the catalog as its own service
 * (GET /api/services for that date and time); the cart then gives both legs the round-trip 10 %.
 */
export function ReturnTripDialog({ open, outbound, onClose }: ReturnTripDialogProps) {
  const text = useText();
  const locale = useLocale();
  const returnType = oppositeType(outbound.serviceType);
  const [date, setDate] = useState(() => defaultReturnDate(outbound.serviceType, new Date(), outbound.date));
  const [time, setTime] = useState(DEFAULT_TIME);
  const [flight, setFlight] = useState('');
  const [porter, setPorter] = useState(false);
  const dateIssue = returnDateIssue(outbound, date);
  const dateProblem =
    dateIssue &&
    text(dateIssue.message, { date: dateIssue.outboundDate && formatLongDate(dateIssue.outboundDate, locale) });
  const validDate = dateIssue === undefined;
  const validTime = LOCAL_TIME.test(time);

  const candidates = useServices({
    airport: open && validDate && validTime ? outbound.airport.code : '',
    type: returnType,
    date,
    time,
    adults: outbound.travelers.adults,
    children: outbound.travelers.children,
  });
  const match = useMemo(() => matchReturnService(candidates.data ?? [], outbound), [candidates.data, outbound]);
  const porterCost = match?.pricing?.porterCost ?? 0;
  const showPorter = match ? porterEligible(match) : outbound.serviceLevel === 'standard' && returnType !== 'transfer';
  const outboundTotal = outbound.basePrice + (outbound.porterSelected ? outbound.porterCost : 0);

  const confirm = () => {
    if (!match) return;
    const base = toCartItem(
      match,
      {
        date,
        time,
        adults: outbound.travelers.adults,
        children: outbound.travelers.children,
        flight: flight.trim() || undefined,
      },
      porter,
    );
    const returnLeg: NewCartItem = {
      ...base,
      id: -outbound.id,
      serviceId: match.id,
      isReturnService: true,
      name: `${outbound.name} (Return)`,
      roundTrip: true,
      returnTripFor: outbound.id,
    };
    addRoundTrip(getCartStore(), outbound, returnLeg);
    void toast.success({
      title: text(M.addedTitle),
      description: text(M.addedText, { share: ROUND_TRIP_SHARE }),
      thisPageOnly: true,
    });
    onClose();
  };

  const loading = candidates.isFetching && !candidates.data;
  const noMatch = validDate && validTime && candidates.isSuccess && !match;

  return (
    <Modal
      open={open}
      title={text(M.title, { share: ROUND_TRIP_SHARE })}
      onCancel={onClose}
      onOk={confirm}
      okText={text(M.add)}
      cancelText={text(M.cancel)}
      okButtonProps={{ disabled: !match || !validDate || !validTime || candidates.isFetching }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {text.rich(M.intro, {
            b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            name: outbound.name,
            amount: formatShortMoney(roundTripSavings(outboundTotal), locale),
            share: ROUND_TRIP_SHARE,
          })}
        </Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label={text(M.type)} htmlFor="return-type">
                <Input id="return-type" value={text(SERVICE_TYPE_MESSAGES[returnType])} readOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={text(M.airport)} htmlFor="return-airport">
                <Input id="return-airport" value={`${outbound.airport.name} (${outbound.airport.code})`} readOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label={text(M.date)}
                htmlFor="return-date"
                validateStatus={validDate ? undefined : 'error'}
                help={dateProblem}
              >
                <Input
                  id="return-date"
                  type="date"
                  min={
                    outbound.serviceType === 'arrival' && outbound.date && outbound.date > localIsoDate()
                      ? outbound.date
                      : localIsoDate()
                  }
                  max={outbound.serviceType === 'departure' ? outbound.date : undefined}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label={text(M.time)}
                htmlFor="return-time"
                validateStatus={validTime ? undefined : 'error'}
                help={validTime ? undefined : text(M.timeMissing)}
              >
                <Input id="return-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label={text(M.flight)} htmlFor="return-flight">
                <Input
                  id="return-flight"
                  placeholder="BA123"
                  maxLength={BOOKING_TEXT_LIMITS.flightNumber}
                  value={flight}
                  onChange={(e) => setFlight(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item label={text(M.adults)} htmlFor="return-adults">
                <Input id="return-adults" value={String(outbound.travelers.adults)} readOnly />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item label={text(M.children)} htmlFor="return-children">
                <Input id="return-children" value={String(outbound.travelers.children)} readOnly />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {showPorter && (
          <Checkbox
            checked={porter}
            onChange={(e) => {
              if (e.target.checked && porterCost <= 0) {
                void toast.warning({ title: text(SERVICE_MESSAGES.porterUnavailable) });
                return;
              }
              setPorter(e.target.checked);
            }}
          >
            {porterLabel(text, locale, porterCost)}
          </Checkbox>
        )}
        {loading && <Spin size="small" aria-label={text(M.searching)} />}
        {candidates.isError && (
          <Alert type="error" showIcon title={text(M.errorTitle)} description={text(M.errorText)} />
        )}
        {noMatch && <Alert type="warning" showIcon title={text(M.noMatch)} />}
        {match && (
          <Typography.Text type="secondary">
            {match.vendor
              ? text(M.matchBy, { name: match.name, vendor: match.vendor.name })
              : text(M.match, { name: match.name })}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
