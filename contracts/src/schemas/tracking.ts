import { z } from 'zod';
import { TRAVELLER_LIMITS } from '../vocabulary';
import { isoDateSchema, localTimeSchema } from './common';
import { serviceTypeSchema } from './services';

/** The search's time is the server's; an invalid e-mail is dropped (the spec sends 'unknown' when none is held). */
export const trackSearchRequestSchema = z.object({
  airport: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'Airport must be a three-letter IATA code')),
  serviceType: serviceTypeSchema,
  arrivalDate: isoDateSchema.optional(),
  arrivalTime: localTimeSchema.optional(),
  adults: z.number().int().min(TRAVELLER_LIMITS.adultsMin).max(TRAVELLER_LIMITS.adultsMax),
  children: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .transform((v) => (v && z.email().safeParse(v).success ? v : undefined)),
});
export type TrackSearchRequestInput = z.input<typeof trackSearchRequestSchema>;
export type TrackSearchRequest = z.output<typeof trackSearchRequestSchema>;

export const trackSearchResponseSchema = z.object({ searchId: z.uuid() });
export type TrackSearchResponse = z.infer<typeof trackSearchResponseSchema>;
