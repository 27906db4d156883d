import type { ReactNode } from 'react';
import { LightAlert, useLocale, useText } from '@vip/ui';
import type { CartItem } from '../cart/cart.types';
import { formatLongDate, formatShortMoney, formatTime12 } from './format';
import type { WizardParams } from './search-params';
import { ROUND_TRIP_MESSAGES as M, SERVICE_TYPE_MESSAGES } from './wizard.messages';

export interface RoundTripBannerProps {
  params: WizardParams;
  /** The first leg, found in the cart by originalServiceId (absent when the cart no longer has it). */
  firstLeg: CartItem | undefined;
}

const bold = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

/**
 * On the second leg of a round trip (isReturn=true): what was booked first, what is being chosen
 * now, for whom, and the saving: 'You save $N' when the first leg's page worked out the amount, else the
 * general promise.
 */
export function RoundTripBanner({ params, firstLeg }: RoundTripBannerProps) {
  const text = useText();
  const locale = useLocale();
  const when = (date: string, time: string) => ({
    date: formatLongDate(date, locale),
    time: formatTime12(time, locale),
  });
  let first: ReactNode;
  if (firstLeg)
    first = text.rich(M.firstLeg, {
      ...bold,
      service: firstLeg.name,
      type: text(SERVICE_TYPE_MESSAGES[firstLeg.serviceType]),
      airport: firstLeg.airport.code,
      ...when(firstLeg.date, firstLeg.time),
    });
  else if (params.originalServiceId !== undefined)
    first = text.rich(M.firstLegNumbered, { ...bold, id: String(params.originalServiceId) });
  else first = text.rich(M.firstLegUnknown, bold);
  const saved = params.savingsAmount !== undefined && params.savingsAmount > 0 ? params.savingsAmount : undefined;
  return (
    <LightAlert
      type="success"
      className="round-trip"
      title={text(M.title)}
      description={
        <div className="round-trip__lines">
          <span>{first}</span>
          <span>
            {text.rich(M.nowChoosing, {
              ...bold,
              type: text(SERVICE_TYPE_MESSAGES[params.type]),
              airport: params.airport || text(M.yourAirport),
              ...when(params.date, params.time),
            })}
          </span>
          <span>{text(M.travelers, { adults: params.adults, children: params.children })}</span>
          <span className="round-trip__saving">
            {saved !== undefined
              ? text(M.youSave, { amount: formatShortMoney(saved, locale) })
              : text(M.percentOff, { share: 0.1 })}
          </span>
        </div>
      }
    />
  );
}
