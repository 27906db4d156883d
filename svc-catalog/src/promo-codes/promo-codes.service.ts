import { type PromoApplyRequest, type PromoApplyResponse } from '@vip/contracts/schemas';
import { mainLevelOf, type ServiceLevel } from '@vip/contracts/vocabulary';
import type { PromoCodesRepository } from './promo-codes.repository';

/**
 * Which cart items a promo code discounts. Codes are case-insensitive (upper-cased on the way in);
 * each eligible item gets the code's percentage for its level. Whether that beats a discount the
 * item already has is the cart's rule (discounts do not stack; the highest wins).
 */
export class PromoCodesService {
  constructor(
    private readonly codes: PromoCodesRepository,
    private readonly now: () => Date,
  ) {}

  async apply(request: PromoApplyRequest): Promise<PromoApplyResponse> {
    const promo = await this.codes.findUsable(request.code, this.now());
    if (!promo) {
      return {
        valid: false,
        code: request.code,
        description: null,
        discounts: [],
        appliedCount: 0,
        message: `Invalid promo code: ${request.code}`,
      };
    }
    const rates = promo.discounts as Partial<Record<ServiceLevel, number>>;
    const discounts = request.items.flatMap((item) => {
      // A code names the main levels (spec FLYSM: standard, lounge, suite); tarmac is priced with lounge.
      const rate = rates[item.serviceLevel] ?? rates[mainLevelOf(item.serviceLevel)];
      return rate ? [{ id: item.id, discountPercentage: rate }] : [];
    });
    return {
      valid: true,
      code: promo.code,
      description: promo.description,
      discounts,
      appliedCount: discounts.length,
      message:
        discounts.length > 0
          ? `${promo.description} applied to ${discounts.length} service(s)`
          : 'No eligible services found for this promo code',
    };
  }
}
