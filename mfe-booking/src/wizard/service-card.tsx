import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { type ServiceDetail, type ServicePricing } from '@vip/contracts/schemas';
import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@vip/contracts/i18n';
import { LightButton, LightIcon, LightTag, TAG_TONES, toast, useLocale, useText, type Text } from '@vip/ui';
import { currentCartStore } from '../cart/cart-instance';
import { useCartState } from '../cart/cart-view';
import { amenityLabels, amenityText } from '../cart/amenities';
import { formatMoney, formatShortMoney } from './format';
import { porterEligible } from '../cart/from-catalog';
import { SERVICE_LEVEL_MESSAGES, SERVICE_MESSAGES as M } from './service.messages';
import { PriceEstimate } from '../currency/price-estimate';

/** Shown when a service has no picture of its own (served from this remote's public folder). */
export const DEFAULT_SERVICE_IMAGE = '/remotes/mfe-booking/default-service.svg';

export const PORTER_UNAVAILABLE = M.porterUnavailable.defaultMessage as string;

export interface ServiceCardProps {
  service: ServiceDetail;
  /** Porter ticked on a card not in the quote: the page adds the service with that choice. */
  onPorterChoice: (service: ServiceDetail, selected: boolean) => void;
  onSelect: (service: ServiceDetail, porterSelected: boolean) => void;
  onViewDetails: (serviceId: number) => void;
  onAddReturn: (service: ServiceDetail, porterSelected: boolean) => void;
}

/** 'Add porter service (+$150)'; without a fee there is no cost to show. */
export function porterLabel(text: Text, locale: Locale, cost: number): string {
  return cost > 0 ? text(M.addPorterFor, { cost: formatShortMoney(cost, locale) }) : text(M.addPorter);
}

/**
 * One service in the results: picture, level, Popular and 'Instant confirmation' badges, name, airport,
 * what is included, the porter option (standard arrivals and departures only), the catalog's price
 * breakdown, and the actions. Prices are the server's; the only sum made here is the porter on top,
 * as the cart does.
 */
export function ServiceCard({ service, onPorterChoice, onSelect, onViewDetails, onAddReturn }: ServiceCardProps) {
  const text = useText();
  const locale = useLocale();
  const cart = useCartState();
  // The service itself, or the return leg it became on a round trip's second page.
  const inCart = cart.items.find(
    (item) => item.serviceId === service.id && (item.id === service.id || item.isReturnService),
  );
  const pricing = service.pricing;
  const porterCost = pricing?.porterCost ?? 0;
  const showPorter = porterEligible(service);
  const porterSelected = showPorter && !!inCart?.porterSelected;
  const amenities = amenityLabels(service.inclusions).map((label) => amenityText(label, text));
  const headingId = `service-${service.id}-name`;

  const togglePorter = (selected: boolean) => {
    // Turning it on where the airport has no porter fee is refused with a warning.
    if (selected && porterCost <= 0) {
      void toast.warning({ title: text(M.porterUnavailable) });
      return;
    }
    if (!inCart) {
      // Ticked on a service not in the quote, it adds the service with that choice.
      onPorterChoice(service, selected);
      return;
    }
    // A service in the quote came from the store, which is therefore loaded.
    const store = currentCartStore();
    if (store && !store.setPorter(inCart.id, selected).ok) void toast.warning({ title: text(M.porterUnavailable) });
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
          <LightTag style={TAG_TONES.blue}>{text(SERVICE_LEVEL_MESSAGES[service.serviceLevel])}</LightTag>
          {service.isPopular && <LightTag style={TAG_TONES.gold}>{text(M.popular)}</LightTag>}
          {service.instantConfirmation && <InstantConfirmationTag />}
          {inCart && (
            <LightTag style={TAG_TONES.green}>
              <LightIcon icon={CheckOutlined} />
              {text(M.inYourQuote)}
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
          <ul aria-label={text(M.included)} className="service-card__included">
            {amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        )}
        {showPorter && (
          <label className="vip-check">
            <input type="checkbox" checked={porterSelected} onChange={(e) => togglePorter(e.target.checked)} />
            <span>{porterLabel(text, locale, porterCost)}</span>
          </label>
        )}
        <hr className="service-card__divider" />
        {pricing ? (
          <PriceBreakdown pricing={pricing} porter={porterSelected ? porterCost : 0} />
        ) : (
          <span>
            {text(M.from, { price: formatMoney(service.basePrice, locale) })}
            <PriceEstimate usd={service.basePrice} />
          </span>
        )}
        <div className="service-card__actions">
          {inCart ? (
            <LightButton danger block onClick={() => currentCartStore()?.remove(inCart.id)}>
              {text(M.remove)}
            </LightButton>
          ) : (
            <LightButton type="primary" block onClick={() => onSelect(service, porterSelected)}>
              {text(M.select)}
            </LightButton>
          )}
          <div className="service-card__row">
            <LightButton
              onClick={() => onViewDetails(service.id)}
              aria-label={text(M.viewDetailsOf, { name: service.name })}
            >
              {text(M.viewDetails)}
            </LightButton>
            {service.serviceType === 'arrival' && (
              <LightButton onClick={() => onAddReturn(service, porterSelected)}>{text(M.addReturn)}</LightButton>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

/** A supplier's allotment has a seat for the searched date and time: a booking made now is confirmed at once. */
export function InstantConfirmationTag() {
  const text = useText();
  return (
    <LightTag style={TAG_TONES.cyan}>
      <LightIcon icon={ThunderboltOutlined} />
      {text(M.instantConfirmation)}
    </LightTag>
  );
}

/** The catalog's breakdown, lines shown only when non-zero; the porter line only when it is chosen. */
export function PriceBreakdown({ pricing, porter }: { pricing: ServicePricing; porter: number }) {
  const text = useText();
  const locale = useLocale();
  const lines: Array<[MessageDescriptor, number, number?]> = [
    [M.basePrice, pricing.basePrice, pricing.includedTravelers],
  ];
  if (pricing.adultFeeTotal > 0) lines.push([M.additionalAdults, pricing.adultFeeTotal, pricing.paidAdults]);
  if (pricing.childFeeTotal > 0) lines.push([M.children, pricing.childFeeTotal, pricing.paidChildren]);
  if (pricing.additionalGreeterFee > 0)
    lines.push([M.additionalGreeters, pricing.additionalGreeterFee, pricing.additionalGreeters]);
  if (pricing.afterHoursFee > 0) lines.push([M.afterHoursFee, pricing.afterHoursFee]);
  if (pricing.lastMinuteFee > 0) lines.push([M.lastMinuteFee, pricing.lastMinuteFee]);
  if (porter > 0) lines.push([M.porterService, porter]);
  // The list is priced without porter, so a chosen porter is the one amount added here.
  const subtotal = pricing.totalPrice + (pricing.porterSelected ? 0 : porter);
  return (
    <dl aria-label={text(M.breakdown)} className="price-breakdown">
      {lines.map(([label, amount, count]) => (
        <div key={label.id}>
          <dt>{text(label, { count })}</dt>
          <dd>{formatMoney(amount, locale)}</dd>
        </div>
      ))}
      <div className="price-breakdown__total">
        <dt>{text(M.subtotal)}</dt>
        <dd>
          {formatMoney(subtotal, locale)}
          <PriceEstimate usd={subtotal} />
        </dd>
      </div>
    </dl>
  );
}
