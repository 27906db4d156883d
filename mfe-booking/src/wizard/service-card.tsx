import { App, Button, Card, Checkbox, Divider, Flex, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { SERVICE_LEVEL_BADGES, type ServiceDetail, type ServicePricing } from '@vip/contracts';
import { useCart } from '../cart/use-cart';
import { amenityLabels } from '../cart/amenities';
import { formatMoney, formatShortMoney, plural } from './format';
import { porterEligible } from '../cart/from-catalog';

/** Shown when a service has no picture of its own (served from this remote's public folder). */
export const DEFAULT_SERVICE_IMAGE = '/remotes/mfe-booking/default-service.svg';

export const PORTER_UNAVAILABLE = 'Porter service is not available at this airport for this service';

export interface ServiceCardProps {
  service: ServiceDetail;
  /** The porter choice remembered for a service that is not in the cart yet. */
  porterChoice: boolean;
  onPorterChoice: (serviceId: number, selected: boolean) => void;
  onSelect: (service: ServiceDetail, porterSelected: boolean) => void;
  onViewDetails: (serviceId: number) => void;
  onAddReturn: (service: ServiceDetail, porterSelected: boolean) => void;
}

/** 'Add porter service (+$150)'; without a fee there is no cost to show. */
export function porterLabel(cost: number): string {
  return cost > 0 ? `Add porter service (+${formatShortMoney(cost)})` : 'Add porter service';
}

/**
 * One service in the results: picture, level and Popular badges, name, airport, what is included,
 * the porter option (standard arrivals and departures only), the catalog's price breakdown, and the
 * actions. Prices are the server's; the only sum made here is the porter on top, as the cart does.
 */
export function ServiceCard({ service, porterChoice, onPorterChoice, onSelect, onViewDetails, onAddReturn }: ServiceCardProps) {
  const { notification } = App.useApp();
  const cart = useCart();
  const inCart = cart.state.items.find((item) => item.id === service.id);
  const pricing = service.pricing;
  const porterCost = pricing?.porterCost ?? 0;
  const showPorter = porterEligible(service);
  const porterSelected = showPorter && (inCart ? inCart.porterSelected : porterChoice);
  const amenities = amenityLabels(service.inclusions);
  const headingId = `service-${service.id}-name`;

  const togglePorter = (selected: boolean) => {
    // Spec §4 "Porter": turning it on where the airport has no porter fee is refused with a warning.
    if (selected && porterCost <= 0) {
      notification.warning({ title: PORTER_UNAVAILABLE });
      return;
    }
    onPorterChoice(service.id, selected);
    if (inCart) {
      const result = cart.setPorter(service.id, selected);
      if (!result.ok) notification.warning({ title: PORTER_UNAVAILABLE });
    }
  };

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      cover={
        <img
          src={service.image || DEFAULT_SERVICE_IMAGE}
          alt=""
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          onError={(e) => {
            // A broken catalog image falls back once to the default picture.
            if (!e.currentTarget.src.endsWith(DEFAULT_SERVICE_IMAGE)) e.currentTarget.src = DEFAULT_SERVICE_IMAGE;
          }}
        />
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={12}>
        <Flex gap={6} wrap>
          <Tag color="blue">{SERVICE_LEVEL_BADGES[service.serviceLevel]}</Tag>
          {service.isPopular && <Tag color="gold" style={{ color: '#874d00' }}>Popular</Tag>}
          {inCart && (
            <Tag color="green" style={{ color: '#135200' }} icon={<CheckOutlined aria-hidden />}>
              In your quote
            </Tag>
          )}
        </Flex>
        <div>
          <Typography.Title id={headingId} level={3} style={{ fontSize: 18, margin: 0 }}>
            {service.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {service.airport.name} ({service.airport.code})
          </Typography.Text>
        </div>
        {amenities.length > 0 && (
          <ul aria-label="Included" style={{ margin: 0, paddingLeft: 20 }}>
            {amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        )}
        {showPorter && (
          <Checkbox checked={porterSelected} onChange={(e) => togglePorter(e.target.checked)}>
            {porterLabel(porterCost)}
          </Checkbox>
        )}
        <Divider style={{ margin: '4px 0' }} />
        {pricing ? (
          <PriceBreakdown pricing={pricing} porter={porterSelected ? porterCost : 0} />
        ) : (
          <Typography.Text>From {formatMoney(service.basePrice)}</Typography.Text>
        )}
        <Flex vertical gap={8}>
          {inCart ? (
            <Button danger block onClick={() => cart.remove(service.id)}>
              Remove from Quote
            </Button>
          ) : (
            <Button type="primary" block onClick={() => onSelect(service, porterSelected)}>
              Select Service
            </Button>
          )}
          <Flex gap={8}>
            <Button style={{ flex: 1 }} onClick={() => onViewDetails(service.id)} aria-label={`View details of ${service.name}`}>
              View details
            </Button>
            {service.serviceType === 'arrival' && (
              <Button style={{ flex: 1 }} onClick={() => onAddReturn(service, porterSelected)}>
                Add Return Trip
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The catalog's breakdown, lines shown only when non-zero; the porter line only when it is chosen. */
export function PriceBreakdown({ pricing, porter }: { pricing: ServicePricing; porter: number }) {
  const lines: Array<[string, number]> = [[`Base price (${plural(pricing.includedTravelers, 'traveler')})`, pricing.basePrice]];
  if (pricing.adultFeeTotal > 0) lines.push([`${plural(pricing.paidAdults, 'additional adult')}`, pricing.adultFeeTotal]);
  if (pricing.childFeeTotal > 0) lines.push([`${plural(pricing.paidChildren, 'child', 'children')}`, pricing.childFeeTotal]);
  if (pricing.additionalGreeterFee > 0) lines.push([`${plural(pricing.additionalGreeters, 'additional greeter')}`, pricing.additionalGreeterFee]);
  if (pricing.afterHoursFee > 0) lines.push(['After-hours fee', pricing.afterHoursFee]);
  if (pricing.lastMinuteFee > 0) lines.push(['Last-minute surcharge', pricing.lastMinuteFee]);
  if (porter > 0) lines.push(['Porter service', porter]);
  // The list is priced without porter, so a chosen porter is the one amount added here.
  const subtotal = pricing.totalPrice + (pricing.porterSelected ? 0 : porter);
  return (
    <dl aria-label="Price breakdown" style={{ margin: 0 }}>
      {lines.map(([label, amount]) => (
        <Flex key={label} justify="space-between" gap={8}>
          <dt style={{ fontWeight: 'normal' }}>{label}</dt>
          <dd style={{ margin: 0 }}>{formatMoney(amount)}</dd>
        </Flex>
      ))}
      <Flex justify="space-between" gap={8} style={{ fontWeight: 600, marginTop: 4 }}>
        <dt>Subtotal</dt>
        <dd style={{ margin: 0 }}>{formatMoney(subtotal)}</dd>
      </Flex>
    </dl>
  );
}
