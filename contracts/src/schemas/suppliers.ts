import { z } from 'zod';
import { MAIN_SERVICE_LEVELS, type MainServiceLevel } from '../vocabulary';
import { bodyIdSchema, requiredText, storableString, type TextOptions } from './common';
import { VEHICLE_TYPES } from './operations';
import { toPhoneNumber } from './phone';

/** A tarmac booking looks for lounge suppliers (mainLevelOf). */
export const SUPPLIER_LEVELS = MAIN_SERVICE_LEVELS;
export type SupplierLevel = MainServiceLevel;

export const SUPPLIER_LEVEL_LABELS: Record<SupplierLevel, string> = {
  standard: 'Meet & Greet',
  lounge: 'VIP Lounge',
  suite: 'VIP Suite',
};

export const SUPPLIER_DEFAULTS = {
  rating: 4,
  maxRating: 5,
  numberIncluded: 1,
  instantBookingHours: 24,
  amenitiesShown: 3,
} as const;

/** Suggestions only; stored as free text. */
export const SUPPLIER_BOOKING_METHODS = ['Email', 'Phone', 'WhatsApp', 'Online portal'] as const;

export const ALL_AIRPORTS = 'ALL';

export const CHAUFFEUR_SUPPLIER_TYPES = ['Local', 'Regional', 'Global'] as const;
export type ChauffeurSupplierType = (typeof CHAUFFEUR_SUPPLIER_TYPES)[number];

export const CHAUFFEUR_AIRPORT_CODE_MESSAGE = 'Airport codes are three letters, or ALL';
export const CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE = 'Add at least one airport code, or make the supplier Global';

const optionalText = (max: number, options?: TextOptions) =>
  storableString(options)
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'))])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const WEB_ADDRESS = z.url({ protocol: /^https?$/ });
const optionalWebsite = storableString()
  .trim()
  .max(300, 'At most 300 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`) : null))
  // A rule, not a format: what is taken is wider than any documented URL format, so a refusal is a 422.
  .refine((v) => v === null || WEB_ADDRESS.safeParse(v).success, { message: 'Please enter a valid website address' });

export const supplierSearchQuerySchema = z.object({
  airport: z
    .string({ error: 'airport is required: give the three-letter airport code' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'airport must be a three-letter airport code')
    .transform((s) => s.toUpperCase()),
  serviceLevel: z.enum(SUPPLIER_LEVELS, { error: 'serviceLevel is required: standard, lounge or suite' }),
});
export type SupplierSearchQuery = z.infer<typeof supplierSearchQuerySchema>;

/** US dollars. The spec's amenity1..amenity6 columns are one ordered `amenities` list. */
export const vipSupplierSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  iataCode: z.string(),
  supplierName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  webpage: z.string().nullable(),
  preferredBookingMethod: z.string().nullable(),
  serviceLevel: z.enum(SUPPLIER_LEVELS),
  notes: z.string().nullable(),
  isPreferred: z.boolean(),
  rating: z.number().int().min(1).max(SUPPLIER_DEFAULTS.maxRating),
  numberIncluded: z.number().int().min(1),
  instantBookingHours: z.number().int().min(0),
  porterCost: z.number().nullable(),
  /** Shown as Base Price. */
  activationCost: z.number().nullable(),
  amenities: z.array(z.string()),
});
export type VipSupplier = z.infer<typeof vipSupplierSchema>;
export const vipSupplierListSchema = z.array(vipSupplierSchema);

export const supplierIdParamsSchema = z.object({ id: z.uuid('Unknown supplier') });

export const SUPPLIER_MESSAGES = {
  instantBookingHours: 'Lead time must be a whole number of hours from 0 to 720',
  nothingToChange: 'Give isPreferred or instantBookingHours',
} as const;

/** PATCH /api/suppliers/{id}: preferred or not, and the lead time of instant confirmation. */
export const supplierPreferenceSchema = z
  .object({
    isPreferred: z.boolean({ error: 'isPreferred must be true or false' }).optional(),
    instantBookingHours: z
      .number({ error: SUPPLIER_MESSAGES.instantBookingHours })
      .int(SUPPLIER_MESSAGES.instantBookingHours)
      .min(0, SUPPLIER_MESSAGES.instantBookingHours)
      .max(720, SUPPLIER_MESSAGES.instantBookingHours)
      .optional(),
  })
  .refine((c) => c.isPreferred !== undefined || c.instantBookingHours !== undefined, {
    message: SUPPLIER_MESSAGES.nothingToChange,
  });
export type SupplierPreference = z.infer<typeof supplierPreferenceSchema>;

export const chauffeurAirportCodeSchema = z
  .string({ error: CHAUFFEUR_AIRPORT_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{3}|ALL)$/, CHAUFFEUR_AIRPORT_CODE_MESSAGE);

/** ALL stands alone: it already covers every airport. */
export function normalizeAirportCodes(codes: readonly string[]): string[] {
  const upper = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean))];
  return upper.includes(ALL_AIRPORTS) ? [ALL_AIRPORTS] : upper;
}

export const chauffeurSupplierSchema = z.object({
  id: z.string(),
  supplierName: z.string(),
  airportCodes: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  typeOfSupplier: z.string(),
  preferredBookingMethod: z.string().nullable(),
  vehiclesOffered: z.array(z.enum(VEHICLE_TYPES)),
  isPreferred: z.boolean(),
  /** Free text, as in the spec: when this supplier sends a van rather than a car. */
  flightsUnderCarTypeForVan: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChauffeurSupplier = z.infer<typeof chauffeurSupplierSchema>;

/** onlyGlobal: no supplier lists the airport, so only ALL ones are shown. */
export const chauffeurSupplierListSchema = z.object({
  suppliers: z.array(chauffeurSupplierSchema),
  onlyGlobal: z.boolean(),
});
export type ChauffeurSupplierList = z.infer<typeof chauffeurSupplierListSchema>;

export const chauffeurSupplierListQuerySchema = z.object({
  airport: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'airport must be a three-letter airport code')
    .transform((s) => s.toUpperCase())
    .optional(),
});

/** Whole suppliers, so a suggestion can be edited. */
export const chauffeurSupplierNamesQuerySchema = z.object({
  q: requiredText(120, 1, 'q is required', { error: 'q is required' }),
});
export const chauffeurSupplierSuggestionsSchema = z.array(chauffeurSupplierSchema);

export const chauffeurSupplierInputSchema = z
  .object({
    supplierName: requiredText(160, 1, 'Supplier name is required', {
      error: 'Supplier name is required',
      tooLong: 'At most 160 characters',
    }),
    airportCodes: z.array(chauffeurAirportCodeSchema).max(300, 'At most 300 airport codes').default([]),
    phone: optionalText(40).transform(toPhoneNumber),
    email: optionalEmail,
    website: optionalWebsite,
    typeOfSupplier: z.enum(CHAUFFEUR_SUPPLIER_TYPES, { error: 'Choose Local, Regional or Global' }),
    preferredBookingMethod: optionalText(80),
    vehiclesOffered: z.array(z.enum(VEHICLE_TYPES, { error: 'Vehicles are sedan, suv, van or luxury' })).default([]),
    isPreferred: z.boolean().default(false),
    flightsUnderCarTypeForVan: optionalText(200),
    notes: optionalText(2000, { multiline: true }),
  })
  .superRefine((input, ctx) => {
    if (input.airportCodes.length === 0 && input.typeOfSupplier !== 'Global') {
      ctx.addIssue({ code: 'custom', path: ['airportCodes'], message: CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE });
    }
  })
  .transform((input) => ({
    ...input,
    airportCodes: input.airportCodes.length === 0 ? [ALL_AIRPORTS] : normalizeAirportCodes(input.airportCodes),
    vehiclesOffered: [...new Set(input.vehiclesOffered)],
  }));
export type ChauffeurSupplierInput = z.input<typeof chauffeurSupplierInputSchema>;
export type ChauffeurSupplierData = z.output<typeof chauffeurSupplierInputSchema>;

export const chauffeurAirportCodesAppendSchema = z.object({
  airportCodes: z
    .array(chauffeurAirportCodeSchema, { error: 'airportCodes must be a list of airport codes' })
    .min(1, 'Add at least one airport code')
    .max(300),
});

export const SUPPLIER_KINDS = ['vip', 'chauffeur'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
export const supplierAssignmentSchema = z.object({
  supplierId: z.uuid('Choose a supplier'),
  kind: z.enum(SUPPLIER_KINDS, { error: "kind must be 'vip' or 'chauffeur'" }),
  version: bodyIdSchema().optional(),
});
export type SupplierAssignment = z.infer<typeof supplierAssignmentSchema>;

/** svc-ops/prisma/seed-data/suppliers.json, from tools/catalog-data. */
export const supplierSeedDataSchema = z.object({
  generatedBy: z.string(),
  suppliers: z.array(
    z.object({
      id: z.uuid(),
      companyName: z.string().min(1),
      iataCode: z.string().regex(/^[A-Z]{3}$/),
      serviceLevel: z.enum(SUPPLIER_LEVELS),
      supplierName: z.string().nullable(),
      email: z.email().nullable(),
      phone: z.string().nullable(),
      mobile: z.string().nullable(),
      webpage: z.url().nullable(),
      notes: z.string().nullable(),
      preferredBookingMethod: z.string().nullable(),
      isPreferred: z.boolean(),
      rating: z.number().int().min(1).max(5),
      numberIncluded: z.number().int().min(1),
      instantBookingHours: z.number().int().min(0),
      porterCostCents: z.number().int().min(0).nullable(),
      activationCostCents: z.number().int().min(0).nullable(),
      amenities: z.array(z.string().min(1)),
    }),
  ),
  chauffeurSuppliers: z.array(
    z.object({
      id: z.uuid(),
      supplierName: z.string().min(1),
      airportCodes: z.array(z.string().regex(/^([A-Z]{3}|ALL)$/)).min(1),
      phone: z.string().nullable(),
      email: z.email().nullable(),
      website: z.url().nullable(),
      typeOfSupplier: z.enum(CHAUFFEUR_SUPPLIER_TYPES),
      preferredBookingMethod: z.string().nullable(),
      vehiclesOffered: z.array(z.enum(VEHICLE_TYPES)),
      isPreferred: z.boolean(),
      flightsUnderCarTypeForVan: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
});
export type SupplierSeedData = z.infer<typeof supplierSeedDataSchema>;
