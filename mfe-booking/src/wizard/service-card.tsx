import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import { INSTANT_CONFIRMATION_LABEL, SERVICE_LEVEL_BADGES } from '@vip/contracts/vocabulary';
import { LightButton, LightIcon, LightTag, TAG_TONES, toast } from '@vip/ui';
import { currentCartStore } from '../cart/cart-instance';
import { useCartState } from '../cart/cart-view';
import { amenityLabels } from '../cart/amenities';
import { formatMoney, formatShortMoney, plural } from './format';
import { porterEligible } from '../cart/from-catalog';

/** Shown when a service has no picture of its own (served from this remote's public folder). */
export const DEFAULT_SERVICE_IMAGE = '/remotes/mfe-booking/default-service.svg';

export const PORTER_UNAVAILABLE = 'Porter service is not available at this airport for this service';

export interface ServiceCardProps {
  service: ServiceDetail;
  /** Porter ticked on a card not in the quote: the page adds the service with that choice. */
  onPorterChoice: (service: ServiceDetail, selected: boolean) => void;
  onSelect: (service: ServiceDetail, porterSelected: boolean) => void;
  onViewDetails: (serviceId: number) => void;
  onAddReturn: (service: ServiceDetail, porterSelected: boolean) => void;
}

/** 'Add porter service (+$150)'; without a fee there is no cost to show. */
export function porterLabel(cost: number): string {
  return cost > 0 ? `Add porter service (+${formatShortMoney(cost)})` : 'Add porter service';
}

/**
 * One service in the results: picture, level, Popular and 'Instant confirmation' badges, name, airport,
 * what is included, the porter option (standard arrivals and departures only), the catalog's price
 * breakdown, and the actions. Prices are the server's; the only sum made here is the porter on top,
 * as the cart does.
 */
export function ServiceCard({ service, onPorterChoice, onSelect, onViewDetails, onAddReturn }: ServiceCardProps) {
  const cart = useCartState();
  // The service itself, or the return leg it became on a round trip's second page.
  const inCart = cart.items.find(
    (item) => item.serviceId === service.id && (item.id === service.id || item.isReturnService),
  );
  const pricing = service.pricing;
  const porterCost = pricing?.porterCost ?? 0;
  const showPorter = porterEligible(service);
  const porterSelected = showPorter && !!inCart?.porterSelected;
  const amenities = amenityLabels(service.inclusions);
  const headingId = `service-${service.id}-name`;

  const togglePorter = (selected: boolean) => {
    // Turning it on where the airport has no porter fee is refused with a warning.
    if (selected && porterCost <= 0) {
      void toast.warning({ title: PORTER_UNAVAILABLE });
      return;
    }
    if (!inCart) {
      // Ticked on a service not in the quote, it adds the service with that choice.
      onPorterChoice(service, selected);
      return;
    }
    // A service in the quote came from the store, which is therefore loaded.
    const store = currentCartStore();
    if (store && !store.setPorter(inCart.id, selected).ok) void toast.warning({ title: PORTER_UNAVAILABLE });
  };

  return (
    <article className="vip-card service-card" aria-labelledby={headingId}>
      <img
        className="service-card__cover"
        src={service.image || DEFAULT_SERVICE_IMAGE}
        alt=""
        onError={(e) => {
          // A broken catalog image falls back once to the default picture.
          if (!e.currentTarget.src.endsWith(DEFAULT_SERVICE_IMAGE)) e.currentTarget.src = DEFAULT_SERVICE_IMAGE;
        }}
      />
      <div className="vip-card__body service-card__body">
        <div className="service-card__tags">
          <LightTag style={TAG_TONES.blue}>{SERVICE_LEVEL_BADGES[service.serviceLevel]}</LightTag>
          {service.isPopular && <LightTag style={TAG_TONES.gold}>Popular</LightTag>}
          {service.instantConfirmation && <InstantConfirmationTag />}
          {inCart && (
            <LightTag style={TAG_TONES.green}>
              <LightIcon icon={CheckOutlined} />
              In your quote
            </LightTag>
          )}
        </div>
        <div>
          <h3 id={headingId} className="vip-title service-card__name">
            {service.name}
          </h3>
          <span className="vip-text--secondary">
            {service.airport.name} ({service.airport.code})
          </span>
        </div>
        {amenities.length > 0 && (
          <ul aria-label="Included" className="service-card__included">
            {amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        )}
        {showPorter && (
          <label className="vip-check">
            <input type="checkbox" checked={porterSelected} onChange={(e) => togglePorter(e.target.checked)} />
            <span>{porterLabel(porterCost)}</span>
          </label>
        )}
        <hr className="service-card__divider" />
        {pricing ? (
          <PriceBreakdown pricing={pricing} porter={porterSelected ? porterCost : 0} />
        ) : (
          <span>From {formatMoney(service.basePrice)}</span>
        )}
        <div className="service-card__actions">
          {inCart ? (
            <LightButton danger block onClick={() => currentCartStore()?.remove(inCart.id)}>
              Remove from Quote
            </LightButton>
          ) : (
            <LightButton type="primary" block onClick={() => onSelect(service, porterSelected)}>
              Select Service
            </LightButton>
          )}
          <div className="service-card__row">
            <LightButton onClick={() => onViewDetails(service.id)} aria-label={`View details of ${service.name}`}>
              View details
            </LightButton>
            {service.serviceType === 'arrival' && (
              <LightButton onClick={() => onAddReturn(service, porterSelected)}>Add Return Trip</LightButton>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

/** A supplier's allotment has a seat for the searched date and time: a booking made now is confirmed at once. */
export function InstantConfirmationTag() {
  return (
    <LightTag style={TAG_TONES.cyan}>
      <LightIcon icon={ThunderboltOutlined} />
      {INSTANT_CONFIRMATION_LABEL}
    </LightTag>
  );
}

/** The catalog's breakdown, lines shown only when non-zero; the porter line only when it is chosen. */
export function PriceBreakdown({ pricing, porter }: { pricing: ServicePricing; porter: number }) {
  const lines: Array<[string, number]> = [
    [`Base price (${plural(pricing.includedTravelers, 'traveler')})`, pricing.basePrice],
  ];
  if (pricing.adultFeeTotal > 0)
    lines.push([`${plural(pricing.paidAdults, 'additional adult')}`, pricing.adultFeeTotal]);
  if (pricing.childFeeTotal > 0)
    lines.push([`${plural(pricing.paidChildren, 'child', 'children')}`, pricing.childFeeTotal]);
  if (pricing.additionalGreeterFee > 0)
    lines.push([`${plural(pricing.additionalGreeters, 'additional greeter')}`, pricing.additionalGreeterFee]);
  if (pricing.afterHoursFee > 0) lines.push(['After-hours fee', pricing.afterHoursFee]);
  if (pricing.lastMinuteFee > 0) lines.push(['Last-minute surcharge', pricing.lastMinuteFee]);
  if (porter > 0) lines.push(['Porter service', porter]);
  // The list is priced without porter, so a chosen porter is the one amount added here.
  const subtotal = pricing.totalPrice + (pricing.porterSelected ? 0 : porter);
  return (
    <dl aria-label="Price breakdown" className="price-breakdown">
      {lines.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
      ))}
      <div className="price-breakdown__total">
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
    </dl>
  );
}
