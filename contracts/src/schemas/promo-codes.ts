import { z } from 'zod';
import { requiredText, storableString } from './common';
import { serviceLevelSchema, serviceTypeSchema } from './services';

export const promoApplyRequestSchema = z.object({
  code: requiredText(40, 1, 'Enter a promo code').transform((s) => s.toUpperCase()),
  items: z
    .array(
      z.object({
        /** Negative for a return service. */
        id: z.union([z.number().int(), storableString().min(1).max(64)]),
        serviceLevel: serviceLevelSchema,
        serviceType: serviceTypeSchema.optional(),
      }),
    )
    .max(50),
});
export type PromoApplyRequest = z.infer<typeof promoApplyRequestSchema>;

export const promoApplyResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  description: z.string().nullable(),
  discounts: z.array(
    z.object({ id: z.union([z.number().int(), z.string()]), discountPercentage: z.number().int().min(1).max(100) }),
  ),
  appliedCount: z.number().int(),
  message: z.string(),
});
export type PromoApplyResponse = z.infer<typeof promoApplyResponseSchema>;
