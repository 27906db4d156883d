import { useMemo, useState } from 'react';
import { Alert, Checkbox, Col, Flex, Form, Input, Modal, Row, Spin, Typography } from 'antd';
import { type ServiceDetail, BOOKING_TEXT_LIMITS } from '@vip/contracts/schemas';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@vip/contracts/vocabulary';
import type { NewCartItem } from '../cart/cart.types';
import { addRoundTrip } from '../cart/cart-store';
import { getCartStore } from '../cart/use-cart';
import { useServices } from './api';
import { formatLongDate, formatShortMoney } from './format';
import { LOCAL_TIME, ISO_DATE, addDays, isBeforeToday, localIsoDate, toast } from '@vip/ui';
import { DEFAULT_TIME } from './search-params';
import { oppositeType } from './wizard-params';
import { PORTER_UNAVAILABLE, porterLabel } from './service-card';
import { porterEligible, toCartItem } from '../cart/from-catalog';

/** The round-trip discount the dialog announces; the cart applies it (discount-rules). */
export const ROUND_TRIP_PERCENT = 10;

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

/** What is wrong with a return date beside its outbound: a departure home before the arrival, or the reverse. */
export function returnDateProblem(
  outbound: Pick<NewCartItem, 'serviceType' | 'date'>,
  date: string,
  now: Date = new Date(),
): string | undefined {
  if (!ISO_DATE.test(date) || isBeforeToday(date, now)) return 'Please select a date from today on';
  if (!outbound.date || !ISO_DATE.test(outbound.date)) return undefined;
  if (outbound.serviceType === 'arrival' && date < outbound.date)
    return `The return departure cannot be before the arrival on ${formatLongDate(outbound.date)}`;
  if (outbound.serviceType === 'departure' && date > outbound.date)
    return `The arrival cannot be after the departure on ${formatLongDate(outbound.date)}`;
  return undefined;
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
  const returnType = oppositeType(outbound.serviceType);
  const [date, setDate] = useState(() => defaultReturnDate(outbound.serviceType, new Date(), outbound.date));
  const [time, setTime] = useState(DEFAULT_TIME);
  const [flight, setFlight] = useState('');
  const [porter, setPorter] = useState(false);
  const dateProblem = returnDateProblem(outbound, date);
  const validDate = dateProblem === undefined;
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
      title: 'Return trip added',
      description: 'Return service has been added to your quote with 10% discount.',
      thisPageOnly: true,
    });
    onClose();
  };

  const loading = candidates.isFetching && !candidates.data;
  const noMatch = validDate && validTime && candidates.isSuccess && !match;

  return (
    <Modal
      open={open}
      title="Add Return Service - Save 10%"
      onCancel={onClose}
      onOk={confirm}
      okText="Add Return Service"
      cancelText="Cancel"
      okButtonProps={{ disabled: !match || !validDate || !validTime || candidates.isFetching }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Return for <strong>{outbound.name}</strong>. Save {formatShortMoney(roundTripSavings(outboundTotal))} with{' '}
          {ROUND_TRIP_PERCENT}% off your round trip.
        </Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Return service type" htmlFor="return-type">
                <Input id="return-type" value={SERVICE_TYPE_LABELS[returnType]} readOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Airport" htmlFor="return-airport">
                <Input id="return-airport" value={`${outbound.airport.name} (${outbound.airport.code})`} readOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Return date"
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
                label="Return time"
                htmlFor="return-time"
                validateStatus={validTime ? undefined : 'error'}
                help={validTime ? undefined : 'Please enter a flight time'}
              >
                <Input id="return-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Flight number (optional)" htmlFor="return-flight">
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
              <Form.Item label="Adults" htmlFor="return-adults">
                <Input id="return-adults" value={String(outbound.travelers.adults)} readOnly />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item label="Children" htmlFor="return-children">
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
                void toast.warning({ title: PORTER_UNAVAILABLE });
                return;
              }
              setPorter(e.target.checked);
            }}
          >
            {porterLabel(porterCost)}
          </Checkbox>
        )}
        {loading && <Spin size="small" aria-label="Looking for the return service" />}
        {candidates.isError && (
          <Alert
            type="error"
            showIcon
            title="Error Loading Services"
            description="We couldn't load the available services. Please try again."
          />
        )}
        {noMatch && (
          <Alert type="warning" showIcon title="No return service of this level is available at this airport." />
        )}
        {match && (
          <Typography.Text type="secondary">
            Return service: {match.name}
            {match.vendor ? ` by ${match.vendor.name}` : ''}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
