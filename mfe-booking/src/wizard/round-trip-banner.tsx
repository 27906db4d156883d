import { LightAlert } from '@vip/ui';
import { SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { CartItem } from '../cart/cart.types';
import { formatLongDate, formatTime12, plural } from './format';
import type { WizardParams } from './search-params';

export interface RoundTripBannerProps {
  params: WizardParams;
  /** The first leg, found in the cart by originalServiceId (absent when the cart no longer has it). */
  firstLeg: CartItem | undefined;
}

/** 'You save $N' when the first leg's page worked out the amount, else the general promise. */
export function roundTripSavingsText(savingsAmount: number | undefined): string {
  return savingsAmount !== undefined && savingsAmount > 0 ? `You save $${savingsAmount}` : '10% off your round trip!';
}

/**
 * On the second leg of a round trip (isReturn=true): what was booked first, what is being chosen
 * now, for whom, and the saving.
 */
export function RoundTripBanner({ params, firstLeg }: RoundTripBannerProps) {
  return (
    <LightAlert
      type="success"
      className="round-trip"
      title="Round trip"
      description={
        <div className="round-trip__lines">
          <span>
            First leg:{' '}
            {firstLeg ? (
              <strong>
                {firstLeg.name} – {SERVICE_TYPE_LABELS[firstLeg.serviceType]} at {firstLeg.airport.code} on{' '}
                {formatLongDate(firstLeg.date)} at {formatTime12(firstLeg.time)}
              </strong>
            ) : (
              <strong>
                your first service{params.originalServiceId !== undefined ? ` (#${params.originalServiceId})` : ''}
              </strong>
            )}
          </span>
          <span>
            Now choosing:{' '}
            <strong>
              {SERVICE_TYPE_LABELS[params.type]} at {params.airport || 'your airport'} on {formatLongDate(params.date)}{' '}
              at {formatTime12(params.time)}
            </strong>
          </span>
          <span>
            Travelers: {plural(params.adults, 'adult')}, {plural(params.children, 'child', 'children')}
          </span>
          <span className="round-trip__saving">{roundTripSavingsText(params.savingsAmount)}</span>
        </div>
      }
    />
  );
}
