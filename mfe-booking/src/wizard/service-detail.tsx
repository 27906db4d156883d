import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Row, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { type ServiceDetail } from '@vip/contracts/schemas';
import { TRAVELLER_LIMITS } from '@vip/contracts/vocabulary';
import { amenityLabels, amenityText } from '../cart/amenities';
import { useService } from './api';
import { CountStepper, TAG_TONES, useLocale, useText } from '@vip/ui';
import { formatMoney, formatShortMoney } from './format';
import { DEFAULT_SERVICE_IMAGE } from './service-card';
import { porterEligible } from '../cart/from-catalog';
import { SERVICE_LEVEL_MESSAGES, SERVICE_MESSAGES as M } from './service.messages';
import { PriceEstimate } from '../currency/price-estimate';

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
  const text = useText();
  const locale = useLocale();
  const [adults, setAdults] = useState(initialAdults);
  const [children, setChildren] = useState(initialChildren);
  const query = useService(serviceId, { date, time, adults, children, porter: porterSelected });
  const service = query.data;

  const back = (
    <Button
      icon={<ArrowLeftOutlined aria-hidden className="wizard-back-icon" />}
      onClick={onBack}
      style={{ marginBottom: 16 }}
    >
      {text(M.backToResults)}
    </Button>
  );

  if (query.isPending) {
    return (
      <section aria-label={text(M.details)}>
        {back}
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" aria-label={text(M.loading)} />
        </Flex>
      </section>
    );
  }
  if (query.isError && !service) {
    return (
      <section aria-label={text(M.details)}>
        {back}
        <Alert
          type="error"
          showIcon
          title={text(M.errorTitle)}
          description={text(M.errorText)}
          action={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {text(M.tryAgain)}
            </Button>
          }
        />
      </section>
    );
  }
  if (!service) return null;

  const pricing = service.pricing;
  const amenities = amenityLabels(service.inclusions).map((label) => amenityText(label, text));
  const pricingBusy = query.isFetching || query.isPlaceholderData;
  const eligible = porterEligible(service);
  const porterCost = pricing?.porterCost ?? 0;
  let porterNote: string;
  if (!eligible) porterNote = text(M.porterStandardOnly);
  else if (porterCost <= 0) porterNote = text(M.porterUnavailableNote);
  else
    porterNote = text(porterSelected ? M.porterIncluded : M.porterAvailable, {
      cost: formatShortMoney(porterCost, locale),
    });

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
            <Tag color="blue">{text(SERVICE_LEVEL_MESSAGES[service.serviceLevel])}</Tag>
            {service.isPopular && (
              <Tag color="gold" style={{ color: '#874d00' }}>
                {text(M.popular)}
              </Tag>
            )}
            {service.instantConfirmation && (
              <Tag icon={<ThunderboltOutlined aria-hidden />} style={TAG_TONES.cyan}>
                {text(M.instantConfirmation)}
              </Tag>
            )}
          </Flex>
          <Typography.Title id="service-detail-title" level={1} style={{ marginTop: 8 }}>
            {service.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {service.airport.name} ({service.airport.code})
            {service.vendor ? ` · ${text(M.providedBy, { vendor: service.vendor.name })}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph>{service.description}</Typography.Paragraph>
          {amenities.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {text(M.whatIsIncluded)}
              </Typography.Title>
              <ul aria-label={text(M.included)} style={{ paddingInlineStart: 20 }}>
                {amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {service.tags.length > 0 && (
            <Flex gap={6} wrap aria-label={text(M.tags)}>
              {service.tags.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </Flex>
          )}
          <Typography.Paragraph style={{ marginTop: 16 }}>{porterNote}</Typography.Paragraph>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={text(M.yourPrice)}>
            <Flex vertical gap={12}>
              <div aria-live="polite">
                <Typography.Text style={{ fontSize: 28, fontWeight: 700 }}>
                  {pricing ? formatMoney(pricing.totalPrice, locale) : '—'}
                </Typography.Text>
                {pricingBusy && (
                  <Spin size="small" style={{ marginInlineStart: 12 }} aria-label={text(M.updatingPrice)} />
                )}
                {pricing && <PriceEstimate usd={pricing.totalPrice} note />}
                <div>
                  <Typography.Text type="secondary">
                    {text(M.totalFor, {
                      count: adults + children,
                      included: pricing?.includedTravelers ?? service.includedTravelers,
                    })}
                  </Typography.Text>
                </div>
              </div>
              {query.isError && (
                <Alert type="error" showIcon title={text(M.errorTitle)} description={text(M.errorText)} />
              )}
              <Form layout="vertical" component="div">
                <Form.Item label={text(M.adults)} htmlFor="detail-adults" style={{ marginBottom: 12 }}>
                  <CountStepper
                    id="detail-adults"
                    value={adults}
                    onChange={(v) => v !== undefined && setAdults(v)}
                    min={TRAVELLER_LIMITS.adultsMin}
                    max={TRAVELLER_LIMITS.adultsMax}
                    noun="adults"
                  />
                </Form.Item>
                <Form.Item
                  label={text(M.childrenLabel)}
                  htmlFor="detail-children"
                  extra={text(M.under12)}
                  style={{ marginBottom: 12 }}
                >
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
                {text(M.request)}
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
