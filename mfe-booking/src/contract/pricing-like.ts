import { MatchersV3 } from '@pact-foundation/pact';

const { integer, number, boolean } = MatchersV3;

export interface PricingExample {
  totalPrice: number;
  adultFee: number;
  childFee: number;
  porterSelected: boolean;
}

/**
 * The `pricing` block of a priced service as this remote relies on it: every field by type, with
 * the example's figures (base 395, porter 150; money as number() so whole and fractional amounts match).
 */
export function pricingLike({ totalPrice, adultFee, childFee, porterSelected }: PricingExample) {
  return {
    totalPrice: number(totalPrice),
    basePrice: number(395),
    adultFee: number(adultFee),
    childFee: number(childFee),
    includedTravelers: integer(2),
    paidAdults: integer(0),
    paidChildren: integer(0),
    adultFeeTotal: number(0),
    childFeeTotal: number(0),
    additionalGreeters: integer(0),
    additionalGreeterFee: number(0),
    afterHoursFee: number(0),
    lastMinuteFee: number(0),
    porterAvailable: boolean(true),
    porterCost: number(150),
    porterSelected: boolean(porterSelected),
    subtotal: number(totalPrice),
    discountPercentage: integer(0),
    discountAmount: number(0),
    currency: 'USD',
  };
}
