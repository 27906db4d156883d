import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Row, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { type ServiceDetail } from '@vip/contracts/schemas';
import { INSTANT_CONFIRMATION_LABEL, SERVICE_LEVEL_BADGES, TRAVELLER_LIMITS } from '@vip/contracts/vocabulary';
import { amenityLabels } from '../cart/amenities';
import { useService } from './api';
import { CountStepper, TAG_TONES } from '@vip/ui';
import { formatMoney, formatShortMoney, plural } from './format';
import { DEFAULT_SERVICE_IMAGE, PORTER_UNAVAILABLE } from './service-card';
import { porterEligible } from '../cart/from-catalog';

export interface DetailRequest {
  service: ServiceDetail;
  adults: number;
  children: number;
  porterSelected: boolean;
}

export interface ServiceDetailViewProps {
  serviceId: number;
  date: string;
  time: string;
  adults: number;
  children: number;
  porterSelected: boolean;
  onBack: () => void;
  onRequest: (request: DetailRequest) => void;
}

/**
 * One service in full. The price comes from GET /api/services/{id} for the date, time, party and
 * porter choice; changing the counts asks the server again (it is the pricing authority), and
 * 'Request Booking' waits until the current price is in.
 */
export function ServiceDetailView({
  serviceId,
  date,
  time,
  adults: initialAdults,
  children: initialChildren,
  porterSelected,
  onBack,
  onRequest,
}: ServiceDetailViewProps) {
  const [adults, setAdults] = useState(initialAdults);
  const [children, setChildren] = useState(initialChildren);
  const query = useService(serviceId, { date, time, adults, children, porter: porterSelected });
  const service = query.data;

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ marginBottom: 16 }}>
      Back to results
    </Button>
  );

  if (query.isPending) {
    return (
      <section aria-label="Service details">
        {back}
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" aria-label="Loading service" />
        </Flex>
      </section>
    );
  }
  if (query.isError && !service) {
    return (
      <section aria-label="Service details">
        {back}
        <Alert
          type="error"
          showIcon
          title="Error Loading Service"
          description="We couldn't load the service details. Please try again."
          action={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              Try again
            </Button>
          }
        />
      </section>
    );
  }
  if (!service) return null;

  const pricing = service.pricing;
  const amenities = amenityLabels(service.inclusions);
  const pricingBusy = query.isFetching || query.isPlaceholderData;
  const eligible = porterEligible(service);
  const porterCost = pricing?.porterCost ?? 0;
  let porterNote: string;
  if (!eligible) porterNote = 'Porter service is offered with standard arrival and departure services only.';
  else if (porterCost <= 0) porterNote = `${PORTER_UNAVAILABLE}.`;
  else
    porterNote = porterSelected
      ? `Porter service included (+${formatShortMoney(porterCost)}).`
      : `Porter service available for +${formatShortMoney(porterCost)}; choose it on the service card.`;

  return (
    <section aria-labelledby="service-detail-title">
      {back}
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={14}>
          <img
            src={service.image || DEFAULT_SERVICE_IMAGE}
            alt=""
            style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          />
          <Flex gap={6} wrap style={{ marginTop: 16 }}>
            <Tag color="blue">{SERVICE_LEVEL_BADGES[service.serviceLevel]}</Tag>
            {service.isPopular && (
              <Tag color="gold" style={{ color: '#874d00' }}>
                Popular
              </Tag>
            )}
            {service.instantConfirmation && (
              <Tag icon={<ThunderboltOutlined aria-hidden />} style={TAG_TONES.cyan}>
                {INSTANT_CONFIRMATION_LABEL}
              </Tag>
            )}
          </Flex>
          <Typography.Title id="service-detail-title" level={1} style={{ marginTop: 8 }}>
            {service.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {service.airport.name} ({service.airport.code})
            {service.vendor ? ` · Provided by ${service.vendor.name}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph>{service.description}</Typography.Paragraph>
          {amenities.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                What is included
              </Typography.Title>
              <ul aria-label="Included" style={{ paddingLeft: 20 }}>
                {amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {service.tags.length > 0 && (
            <Flex gap={6} wrap aria-label="Tags">
              {service.tags.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </Flex>
          )}
          <Typography.Paragraph style={{ marginTop: 16 }}>{porterNote}</Typography.Paragraph>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Your price">
            <Flex vertical gap={12}>
              <div aria-live="polite">
                <Typography.Text style={{ fontSize: 28, fontWeight: 700 }}>
                  {pricing ? formatMoney(pricing.totalPrice) : '—'}
                </Typography.Text>
                {pricingBusy && <Spin size="small" style={{ marginLeft: 12 }} aria-label="Updating price" />}
                <div>
                  <Typography.Text type="secondary">
                    Total for {plural(adults + children, 'traveler')}; includes{' '}
                    {plural(pricing?.includedTravelers ?? service.includedTravelers, 'traveler')}
                  </Typography.Text>
                </div>
              </div>
              {query.isError && (
                <Alert
                  type="error"
                  showIcon
                  title="Error Loading Service"
                  description="We couldn't load the service details. Please try again."
                />
              )}
              <Form layout="vertical" component="div">
                <Form.Item label="Adults" htmlFor="detail-adults" style={{ marginBottom: 12 }}>
                  <CountStepper
                    id="detail-adults"
                    value={adults}
                    onChange={(v) => v !== undefined && setAdults(v)}
                    min={TRAVELLER_LIMITS.adultsMin}
                    max={TRAVELLER_LIMITS.adultsMax}
                    noun="adults"
                  />
                </Form.Item>
                <Form.Item label="Children" htmlFor="detail-children" extra="Under 12" style={{ marginBottom: 12 }}>
                  <CountStepper
                    id="detail-children"
                    value={children}
                    onChange={(v) => v !== undefined && setChildren(v)}
                    min={TRAVELLER_LIMITS.childrenMin}
                    max={TRAVELLER_LIMITS.childrenMax}
                    noun="children"
                  />
                </Form.Item>
              </Form>
              <Button
                type="primary"
                size="large"
                block
                disabled={pricingBusy || !pricing}
                onClick={() =>
                  onRequest({ service, adults, children, porterSelected: porterSelected && eligible && porterCost > 0 })
                }
              >
                Request Booking
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
