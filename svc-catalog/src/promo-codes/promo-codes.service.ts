import {
  PROMO_REDEMPTION_MESSAGES,
  type PromoApplyRequest,
  type PromoApplyResponse,
  type PromoRedemption,
  type PromoRedemptionRequest,
} from '@vip/contracts/schemas';
import { mainLevelOf, type ServiceLevel } from '@vip/contracts/vocabulary';
import { catalogErrors } from '../errors';
import type { PromoCodesRepository } from './promo-codes.repository';

const invalid = (code: string, message = `Invalid promo code: ${code}`): PromoApplyResponse => ({
  valid: false,
  code,
  description: null,
  discounts: [],
  appliedCount: 0,
  message,
});

/**
 * Which cart items a promo code discounts, and its uses at checkout. Codes are case-insensitive (upper-cased on the
 * way in); each eligible item gets the code's percentage for its level. Whether that beats a discount the item
 * already has is the cart's rule (discounts do not stack; the highest wins).
 */
export class PromoCodesService {
  constructor(
    private readonly codes: PromoCodesRepository,
    private readonly now: () => Date,
  ) {}

  async apply(request: PromoApplyRequest): Promise<PromoApplyResponse> {
    const promo = await this.codes.findUsable(request.code, this.now());
    if (!promo) return invalid(request.code);
    if (
      promo.usageLimit !== null &&
      ((await this.codes.usedCounts([promo.code])).get(promo.code) ?? 0) >= promo.usageLimit
    )
      return invalid(request.code, PROMO_REDEMPTION_MESSAGES.usedUp);
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

  /** A checkout's use of a code, before svc-booking's transaction. */
  async reserve(request: PromoRedemptionRequest): Promise<PromoRedemption> {
    const result = await this.codes.reserve(request.code, request.email, request.key, this.now());
    if (result.ok)
      return {
        code: request.code,
        key: request.key,
        reservedAt: result.reservedAt.toISOString(),
        replayed: result.replayed,
      };
    if (result.reason === 'used-up') throw catalogErrors.create('PROMO_CODE_USED_UP', PROMO_REDEMPTION_MESSAGES.usedUp);
    if (result.reason === 'per-email')
      throw catalogErrors.create('PROMO_CODE_EMAIL_LIMIT', PROMO_REDEMPTION_MESSAGES.perEmail);
    throw catalogErrors.create('PROMO_CODE_INVALID', `Invalid promo code: ${request.code}`);
  }

  release(key: string): Promise<void> {
    return this.codes.release(key);
  }
}
