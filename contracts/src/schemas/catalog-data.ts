import { z } from 'zod';
import { REGIONS, SERVICE_LEVELS, SERVICE_TYPES } from '../vocabulary';

const cents = z.number().int().nonnegative();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Written once by tools/catalog-data; money in cents. */
export const catalogDataSchema = z.object({
  generatedBy: z.string(),
  attribution: z.array(z.object({ name: z.string(), license: z.string(), url: z.string() })),
  airports: z.array(
    z.object({
      code: z.string().regex(/^[A-Z]{3}$/),
      icao: z
        .string()
        .regex(/^[A-Z0-9]{4}$/)
        .nullable(),
      name: z.string().min(1),
      city: z.string().min(1),
      country: z.string().min(1),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      region: z.enum(REGIONS),
      timeZone: z.string().min(1),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  ),
  vendors: z.array(
    z.object({
      key: z.string().min(1),
      name: z.string().min(1),
      contactName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
      companyInfo: z.string().nullable(),
    }),
  ),
  porterFees: z.array(z.object({ airport: z.string(), serviceLevel: z.enum(SERVICE_LEVELS), feeCents: cents })),
  services: z.array(
    z.object({
      airport: z.string(),
      vendor: z.string(),
      serviceType: z.enum(SERVICE_TYPES),
      serviceLevel: z.enum(SERVICE_LEVELS),
      name: z.string().min(1),
      description: z.string().min(1),
      image: z.string().nullable(),
      basePriceCents: cents,
      includedTravelers: z.number().int().positive(),
      adultFeeCents: cents,
      childFeeCents: cents,
      freeChildrenAllowance: z.number().int().nonnegative(),
      greeterLimit: z.number().int().positive(),
      afterHoursFeeCents: cents,
      afterHoursStart: hhmm,
      afterHoursEnd: hhmm,
      lastMinute24hSurchargeCents: cents,
      lastMinute48hSurchargeCents: cents,
      cancellationDeadlineHours: z.number().int().nonnegative(),
      tags: z.array(z.string()),
      isPopular: z.boolean(),
      isPremium: z.boolean(),
      inclusions: z.record(z.string(), z.boolean()),
    }),
  ),
  promoCodes: z.array(
    z.object({
      code: z.string().regex(/^[A-Z0-9]+$/),
      description: z.string(),
      /** A level not listed is not eligible. */
      discounts: z.partialRecord(z.enum(SERVICE_LEVELS), z.number().int().min(1).max(100)),
    }),
  ),
});
export type CatalogData = z.infer<typeof catalogDataSchema>;
