import { z } from 'zod';
import { isValidTimeZone } from '../time';
import { SERVICE_LEVELS, SERVICE_TYPES, type ServiceLevel } from '../vocabulary';
import { regionSchema } from './airports';
import {
  bodyIdSchema,
  emailSchema,
  isoDateSchema,
  localTimeSchema,
  moneyAmountSchema,
  positiveIntegerIdSchema,
  queryInteger,
  requiredText,
  storableString,
  text,
} from './common';
import { serviceLevelSchema, serviceTypeSchema } from './services';

// The catalog team's back office, served by svc-catalog under /api/admin/catalog with a staff token from svc-ops
// (`Authorization: Bearer`, see staff-token.ts): airports, services and their images, prices as versions from a date,
// porter fees, promo codes, the audit log, and the catalog as CSV. Reading needs `catalog.view`, changing
// `catalog.edit`. Money is US dollars on the wire (cents inside); a price's date is local to its airport.
// Every edited row carries `version`: a change made on an older one answers 409 CATALOG_CHANGED.

export const CATALOG_ADMIN_PREFIX = '/api/admin/catalog';

export const CATALOG_ADMIN_PAGE = { default: 50, max: 200 } as const;

/** The texts the screens and the service share, so a form says what the server refuses. */
export const CATALOG_MESSAGES = {
  airportCode: 'Airport code must be three letters',
  icao: 'ICAO code must be four letters or digits',
  countryCode: 'Country code must be two letters (ISO 3166)',
  timeZone: 'Time zone must be an IANA time zone, for example Europe/London',
  airportName: 'Airport name is required',
  city: 'City is required',
  country: 'Country is required',
  airportExists: 'An airport with this code already exists',
  serviceName: 'Service name is required',
  description: 'Description is required',
  vendorUnknown: 'No such vendor',
  effectiveFromPast: 'A price takes effect today or later (in the airport’s time zone)',
  priceStarted: 'This price has already taken effect; add a new version instead',
  priceCancelled: 'This price version was already cancelled',
  promoCode: 'Promo codes are 3 to 20 capital letters or digits',
  promoExists: 'A promo code with this name already exists',
  promoDiscounts: 'Give a discount for at least one service level',
  promoWindow: 'The code must end after it starts',
  perEmailOverBudget: 'The limit per e-mail cannot be above the total budget',
  changed: 'Someone else changed this in the meantime. Reload it and make your change again.',
  nothingToChange: 'Nothing to change',
  imageType: 'The image must be a PNG, JPEG or WebP file',
  imageTooLarge: 'The image must be at most 2 MB',
  csvType: 'Send the file as text/csv',
  csvTooLarge: 'The file must be at most 10 MB',
  csvInvalid: 'The file has errors; nothing was imported',
} as const;

// --- shared pieces -------------------------------------------------------------------------------------------------

/** An IANA zone name that this runtime's time-zone data knows (offsets such as +01:00 are refused). */
export const ianaTimeZoneSchema = storableString()
  .regex(/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, { error: CATALOG_MESSAGES.timeZone, abort: true })
  .refine(isValidTimeZone, { error: CATALOG_MESSAGES.timeZone });

export const catalogAirportCodeSchema = z
  .string({ error: CATALOG_MESSAGES.airportCode })
  .trim()
  .regex(/^[A-Za-z]{3}$/, CATALOG_MESSAGES.airportCode)
  .transform((s) => s.toUpperCase());

export const catalogAirportParamsSchema = z.object({ code: catalogAirportCodeSchema });
export const catalogServiceParamsSchema = z.object({ id: positiveIntegerIdSchema('Service not found') });

/** Who made a change, from the staff token. */
export const catalogActorSchema = z.object({ id: z.string(), name: z.string() });
export type CatalogActor = z.infer<typeof catalogActorSchema>;

const versionSchema = bodyIdSchema('Send the version you changed');
const page = queryInteger(1, 100_000, 1);
const pageSize = queryInteger(1, CATALOG_ADMIN_PAGE.max, CATALOG_ADMIN_PAGE.default);
const search = storableString()
  .trim()
  .max(100, 'Search is at most 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

const hasChange = (u: Record<string, unknown>) =>
  Object.entries(u).some(([k, v]) => k !== 'version' && v !== undefined);

// --- airports ------------------------------------------------------------------------------------------------------

export const AIRPORT_STATUS_FILTERS = ['active', 'retired', 'all'] as const;

export const adminAirportSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  icao: z.string().nullable(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  region: regionSchema,
  timeZone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A retired airport leaves the public pages (410), the directory, search and the sitemap; its bookings stay. */
  active: z.boolean(),
  retiredAt: z.iso.datetime({ offset: true }).nullable(),
  serviceCount: z.number().int().nonnegative(),
  activeServiceCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminAirport = z.infer<typeof adminAirportSchema>;

export const adminAirportListQuerySchema = z.object({
  q: search,
  status: z.enum(AIRPORT_STATUS_FILTERS, { error: 'Status must be active, retired or all' }).default('all'),
  region: regionSchema.optional(),
  page,
  pageSize,
});
export type AdminAirportListQuery = z.output<typeof adminAirportListQuerySchema>;
export const adminAirportPageSchema = pageOf(adminAirportSchema);
export type AdminAirportPage = z.infer<typeof adminAirportPageSchema>;

const airportFields = {
  icao: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/, CATALOG_MESSAGES.icao)
    .transform((s) => s.toUpperCase())
    .nullable(),
  name: requiredText(160, 1, CATALOG_MESSAGES.airportName),
  city: requiredText(100, 1, CATALOG_MESSAGES.city),
  country: requiredText(100, 1, CATALOG_MESSAGES.country),
  countryCode: z
    .string({ error: CATALOG_MESSAGES.countryCode })
    .trim()
    .regex(/^[A-Za-z]{2}$/, CATALOG_MESSAGES.countryCode)
    .transform((s) => s.toUpperCase()),
  region: regionSchema,
  timeZone: ianaTimeZoneSchema,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};

/** A new airport starts retired unless `active` is sent: it is opened once its services are in. */
export const adminAirportCreateSchema = z.object({
  code: catalogAirportCodeSchema,
  ...airportFields,
  icao: airportFields.icao.optional().default(null),
  latitude: airportFields.latitude.optional().default(null),
  longitude: airportFields.longitude.optional().default(null),
  active: z.boolean().default(false),
});
export type AdminAirportCreate = z.output<typeof adminAirportCreateSchema>;

export const adminAirportUpdateSchema = z
  .object({
    version: versionSchema,
    icao: airportFields.icao.optional(),
    name: airportFields.name.optional(),
    city: airportFields.city.optional(),
    country: airportFields.country.optional(),
    countryCode: airportFields.countryCode.optional(),
    region: airportFields.region.optional(),
    timeZone: airportFields.timeZone.optional(),
    latitude: airportFields.latitude.optional(),
    longitude: airportFields.longitude.optional(),
    /** false retires the airport, true activates it again. */
    active: z.boolean().optional(),
  })
  .refine(hasChange, { message: CATALOG_MESSAGES.nothingToChange });
export type AdminAirportUpdate = z.output<typeof adminAirportUpdateSchema>;

// --- porter fees ---------------------------------------------------------------------------------------------------

export const porterFeeSchema = z.object({
  airportCode: z.string(),
  serviceLevel: serviceLevelSchema,
  /** 0: no porter at this airport and level. Porter is offered with standard arrivals and departures only. */
  fee: z.number().nonnegative(),
  /** Null until the fee is first set. */
  version: z.number().int().positive().nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PorterFee = z.infer<typeof porterFeeSchema>;
export const porterFeeListSchema = z.array(porterFeeSchema);

export const porterFeeParamsSchema = z.object({ code: catalogAirportCodeSchema, level: serviceLevelSchema });

export const porterFeeUpdateSchema = z.object({
  /** The fee's version, or null when it was never set. */
  version: versionSchema.nullable(),
  fee: moneyAmountSchema,
});
export type PorterFeeUpdate = z.output<typeof porterFeeUpdateSchema>;

// --- prices --------------------------------------------------------------------------------------------------------

export const PRICE_VERSION_STATES = ['past', 'current', 'scheduled', 'cancelled'] as const;
export type PriceVersionState = (typeof PRICE_VERSION_STATES)[number];
export const PRICE_VERSION_STATE_LABELS: Record<PriceVersionState, string> = {
  past: 'Past',
  current: 'In force',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

/** The money of a service's price; the counts and windows they apply to are the service's. */
export const PRICE_AMOUNT_FIELDS = [
  'basePrice',
  'adultFee',
  'childFee',
  'afterHoursFee',
  'lastMinute24hSurcharge',
  'lastMinute48hSurcharge',
] as const;
export type PriceAmountField = (typeof PRICE_AMOUNT_FIELDS)[number];

export const priceAmountsSchema = z.object({
  basePrice: z.number().nonnegative(),
  adultFee: z.number().nonnegative(),
  childFee: z.number().nonnegative(),
  afterHoursFee: z.number().nonnegative(),
  lastMinute24hSurcharge: z.number().nonnegative(),
  lastMinute48hSurcharge: z.number().nonnegative(),
});
export type PriceAmounts = z.infer<typeof priceAmountsSchema>;

export const priceVersionSchema = priceAmountsSchema.extend({
  id: z.number().int().positive(),
  serviceId: z.number().int().positive(),
  /** The first day, in the airport's zone, on which requests are priced with it (from local midnight). */
  effectiveFrom: isoDateSchema,
  /** That midnight as an instant. */
  startsAt: z.iso.datetime({ offset: true }),
  state: z.enum(PRICE_VERSION_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: catalogActorSchema,
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledBy: catalogActorSchema.nullable(),
});
export type PriceVersion = z.infer<typeof priceVersionSchema>;

/** A service's prices: the one in force now, then every version, the latest start first (cancelled ones too). */
export const servicePricesSchema = z.object({
  serviceId: z.number().int().positive(),
  airportCode: z.string(),
  timeZone: z.string(),
  /** Today in the airport's zone: the earliest date a new version may take. */
  today: isoDateSchema,
  current: priceVersionSchema.nullable(),
  versions: z.array(priceVersionSchema),
});
export type ServicePrices = z.infer<typeof servicePricesSchema>;

/** A new version. Fees left out are carried over from the version in force the day before it starts. */
export const priceVersionCreateSchema = z.object({
  effectiveFrom: isoDateSchema,
  basePrice: moneyAmountSchema,
  adultFee: moneyAmountSchema.optional(),
  childFee: moneyAmountSchema.optional(),
  afterHoursFee: moneyAmountSchema.optional(),
  lastMinute24hSurcharge: moneyAmountSchema.optional(),
  lastMinute48hSurcharge: moneyAmountSchema.optional(),
});
export type PriceVersionCreate = z.output<typeof priceVersionCreateSchema>;

export const priceVersionParamsSchema = z.object({
  id: positiveIntegerIdSchema('Service not found'),
  versionId: positiveIntegerIdSchema('Price version not found'),
});

// --- services ------------------------------------------------------------------------------------------------------

/** The amenity flags a service carries, in the order screens list them. */
export const SERVICE_INCLUSIONS = [
  'meetAtGate',
  'fastTrackImmigration',
  'fastTrackSecurity',
  'baggageAssistance',
  'escortToCar',
  'loungeAccess',
  'tarmacTransfer',
  'privateSuite',
  'privateImmigration',
  'dedicatedSecurity',
  'fineDining',
  'chauffeurToAircraft',
] as const;
export type ServiceInclusion = (typeof SERVICE_INCLUSIONS)[number];
export const SERVICE_INCLUSION_LABELS: Record<ServiceInclusion, string> = {
  meetAtGate: 'Meet at the gate',
  fastTrackImmigration: 'Fast-track immigration',
  fastTrackSecurity: 'Fast-track security',
  baggageAssistance: 'Baggage assistance',
  escortToCar: 'Escort to your car',
  loungeAccess: 'Exclusive lounge access',
  tarmacTransfer: 'Tarmac transfer',
  privateSuite: 'Private suite',
  privateImmigration: 'Private immigration',
  dedicatedSecurity: 'Dedicated security',
  fineDining: 'Fine dining',
  chauffeurToAircraft: 'Chauffeur to the aircraft',
};

export const SERVICE_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

/** Service images: checked from their bytes, not from the name or the Content-Type sent. */
export const SERVICE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SERVICE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const adminServiceSchema = z.object({
  id: z.number().int().positive(),
  airport: z.object({ code: z.string(), name: z.string(), active: z.boolean(), timeZone: z.string() }),
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  serviceType: serviceTypeSchema,
  serviceLevel: serviceLevelSchema,
  name: z.string(),
  description: z.string(),
  /** The URL the public pages use (under /api/services/media/). */
  image: z.string().nullable(),
  includedTravelers: z.number().int(),
  freeChildrenAllowance: z.number().int(),
  greeterLimit: z.number().int(),
  afterHoursStart: z.string(),
  afterHoursEnd: z.string(),
  cancellationDeadlineHours: z.number().int(),
  tags: z.array(z.string()),
  isPopular: z.boolean(),
  isPremium: z.boolean(),
  inclusions: z.record(z.string(), z.boolean()),
  active: z.boolean(),
  /** The version in force now and the next scheduled one, if any. */
  currentPrice: priceVersionSchema.nullable(),
  nextPrice: priceVersionSchema.nullable(),
  version: z.number().int().positive(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceListQuerySchema = z.object({
  airport: catalogAirportCodeSchema.optional(),
  type: serviceTypeSchema.optional(),
  level: serviceLevelSchema.optional(),
  status: z.enum(SERVICE_STATUS_FILTERS, { error: 'Status must be active, inactive or all' }).default('all'),
  q: search,
  page,
  pageSize,
});
export type AdminServiceListQuery = z.output<typeof adminServiceListQuerySchema>;
export const adminServicePageSchema = pageOf(adminServiceSchema);
export type AdminServicePage = z.infer<typeof adminServicePageSchema>;

const tagSchema = requiredText(40, 1, 'A tag cannot be empty').refine((t) => !t.includes('|'), 'A tag cannot hold |');

const serviceFields = {
  vendorId: bodyIdSchema().nullable(),
  serviceType: serviceTypeSchema,
  serviceLevel: serviceLevelSchema,
  name: requiredText(120, 1, CATALOG_MESSAGES.serviceName),
  description: requiredText(2000, 1, CATALOG_MESSAGES.description, { multiline: true }),
  includedTravelers: z.number().int().min(1).max(20),
  freeChildrenAllowance: z.number().int().min(0).max(10),
  greeterLimit: z.number().int().min(1).max(30),
  afterHoursStart: localTimeSchema,
  afterHoursEnd: localTimeSchema,
  cancellationDeadlineHours: z.number().int().min(0).max(168),
  tags: z.array(tagSchema).max(12),
  isPopular: z.boolean(),
  isPremium: z.boolean(),
  /** Flags not sent are false. */
  inclusions: z.partialRecord(z.enum(SERVICE_INCLUSIONS), z.boolean()),
  active: z.boolean(),
};

/** A new service with its first price (from `price.effectiveFrom`, today at the earliest). */
export const adminServiceCreateSchema = z.object({
  airport: catalogAirportCodeSchema,
  ...serviceFields,
  vendorId: serviceFields.vendorId.optional().default(null),
  includedTravelers: serviceFields.includedTravelers.default(2),
  freeChildrenAllowance: serviceFields.freeChildrenAllowance.default(0),
  greeterLimit: serviceFields.greeterLimit.default(6),
  afterHoursStart: serviceFields.afterHoursStart.default('22:00'),
  afterHoursEnd: serviceFields.afterHoursEnd.default('06:00'),
  cancellationDeadlineHours: serviceFields.cancellationDeadlineHours.default(48),
  tags: serviceFields.tags.default([]),
  isPopular: serviceFields.isPopular.default(false),
  isPremium: serviceFields.isPremium.default(false),
  inclusions: serviceFields.inclusions.default({}),
  active: serviceFields.active.default(false),
  price: priceVersionCreateSchema,
});
export type AdminServiceCreate = z.output<typeof adminServiceCreateSchema>;

export const adminServiceUpdateSchema = z
  .object({
    version: versionSchema,
    vendorId: serviceFields.vendorId.optional(),
    serviceType: serviceFields.serviceType.optional(),
    serviceLevel: serviceFields.serviceLevel.optional(),
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    includedTravelers: serviceFields.includedTravelers.optional(),
    freeChildrenAllowance: serviceFields.freeChildrenAllowance.optional(),
    greeterLimit: serviceFields.greeterLimit.optional(),
    afterHoursStart: serviceFields.afterHoursStart.optional(),
    afterHoursEnd: serviceFields.afterHoursEnd.optional(),
    cancellationDeadlineHours: serviceFields.cancellationDeadlineHours.optional(),
    tags: serviceFields.tags.optional(),
    isPopular: serviceFields.isPopular.optional(),
    isPremium: serviceFields.isPremium.optional(),
    inclusions: serviceFields.inclusions.optional(),
    active: serviceFields.active.optional(),
  })
  .refine(hasChange, { message: CATALOG_MESSAGES.nothingToChange });
export type AdminServiceUpdate = z.output<typeof adminServiceUpdateSchema>;

/** PUT /services/{id}/image: the bytes as the body; `version` as a query parameter. */
export const serviceImageQuerySchema = z.object({
  version: positiveIntegerIdSchema('Send the version you changed'),
});

export const adminVendorSchema = z.object({ id: z.number().int(), name: z.string() });
export const adminVendorListSchema = z.array(adminVendorSchema);

// --- promo codes ---------------------------------------------------------------------------------------------------

export const promoCodeNameSchema = z
  .string({ error: CATALOG_MESSAGES.promoCode })
  .trim()
  .regex(/^[A-Za-z0-9]{3,20}$/, CATALOG_MESSAGES.promoCode)
  .transform((s) => s.toUpperCase());
export const promoCodeParamsSchema = z.object({ code: promoCodeNameSchema });

/** A percentage per service level; a level left out is not discounted. Tarmac falls back to lounge's rate. */
export const promoDiscountsSchema = z
  .partialRecord(serviceLevelSchema, z.number().int().min(1, 'At least 1 %').max(100, 'At most 100 %'))
  .refine((d) => Object.keys(d).length > 0, CATALOG_MESSAGES.promoDiscounts);
export type PromoDiscounts = Partial<Record<ServiceLevel, number>>;

export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'used-up', 'inactive'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];
export const PROMO_CODE_STATE_LABELS: Record<PromoCodeState, string> = {
  active: 'Active',
  scheduled: 'Not started',
  expired: 'Expired',
  'used-up': 'Used up',
  inactive: 'Switched off',
};

export const PROMO_LIMITS = { budgetMax: 1_000_000, perEmailMax: 1_000 } as const;

export const adminPromoCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  discounts: z.partialRecord(serviceLevelSchema, z.number().int()),
  validFrom: z.iso.datetime({ offset: true }).nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Checkouts the code may discount in all; null: no budget. */
  usageLimit: z.number().int().positive().nullable(),
  /** Checkouts per customer e-mail; null: no limit. */
  perEmailLimit: z.number().int().positive().nullable(),
  /** Checkouts that used it (a failed checkout gives its use back). */
  used: z.number().int().nonnegative(),
  active: z.boolean(),
  state: z.enum(PROMO_CODE_STATES),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodeListSchema = z.array(adminPromoCodeSchema);

const promoFields = {
  description: requiredText(200, 1, 'Describe the offer (travellers see it)'),
  discounts: promoDiscountsSchema,
  validFrom: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }).nullable(),
  validUntil: z.iso.datetime({ offset: true, error: 'End must be a date and time' }).nullable(),
  usageLimit: z.number().int().min(1).max(PROMO_LIMITS.budgetMax).nullable(),
  perEmailLimit: z.number().int().min(1).max(PROMO_LIMITS.perEmailMax).nullable(),
  active: z.boolean(),
};

/** The window's order and the per-e-mail limit against the budget are checked by the service (422). */
export const adminPromoCodeCreateSchema = z.object({
  code: promoCodeNameSchema,
  description: promoFields.description,
  discounts: promoFields.discounts,
  validFrom: promoFields.validFrom.optional().default(null),
  validUntil: promoFields.validUntil.optional().default(null),
  usageLimit: promoFields.usageLimit.optional().default(null),
  perEmailLimit: promoFields.perEmailLimit.optional().default(null),
  active: promoFields.active.default(true),
});
export type AdminPromoCodeCreate = z.output<typeof adminPromoCodeCreateSchema>;

export const adminPromoCodeUpdateSchema = z
  .object({
    version: versionSchema,
    description: promoFields.description.optional(),
    discounts: promoFields.discounts.optional(),
    validFrom: promoFields.validFrom.optional(),
    validUntil: promoFields.validUntil.optional(),
    usageLimit: promoFields.usageLimit.optional(),
    perEmailLimit: promoFields.perEmailLimit.optional(),
    active: promoFields.active.optional(),
  })
  .refine(hasChange, { message: CATALOG_MESSAGES.nothingToChange });
export type AdminPromoCodeUpdate = z.output<typeof adminPromoCodeUpdateSchema>;

// --- promo redemptions (svc-booking → svc-catalog, /internal) ------------------------------------------------------

/** What a traveller reads when a checkout finds a code's budget spent. */
export const PROMO_REDEMPTION_MESSAGES = {
  usedUp: 'This promo code has been fully used',
  perEmail: 'This promo code has already been used the most times allowed for this e-mail address',
} as const;

/**
 * One use of a code by one checkout, reserved before svc-booking's transaction and given back if it fails. The
 * key is the checkout's idempotency key, so a retried checkout holds one use, not two.
 */
export const promoRedemptionRequestSchema = z.object({
  code: requiredText(40, 1, 'Enter a promo code').transform((s) => s.toUpperCase()),
  email: emailSchema,
  key: requiredText(200, 1, 'A redemption needs its checkout’s key'),
});
export type PromoRedemptionRequest = z.output<typeof promoRedemptionRequestSchema>;

export const promoRedemptionSchema = z.object({
  code: z.string(),
  key: z.string(),
  reservedAt: z.iso.datetime({ offset: true }),
  /** True when this key had reserved it already (a retried checkout). */
  replayed: z.boolean(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoRedemptionParamsSchema = z.object({ key: requiredText(200, 1, 'Unknown redemption') });

// --- audit ---------------------------------------------------------------------------------------------------------

export const CATALOG_ENTITY_TYPES = [
  'airport',
  'service',
  'price-version',
  'porter-fee',
  'promo-code',
  'vendor',
  'import',
] as const;
export type CatalogEntityType = (typeof CATALOG_ENTITY_TYPES)[number];

export const catalogAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: catalogActorSchema,
  /** `airport.retired`, `service.updated`, `price.scheduled`, `promo-code.created`, `catalog.imported`… */
  action: z.string(),
  entityType: z.enum(CATALOG_ENTITY_TYPES),
  entityId: z.string(),
  /** The fields that changed, as they were and as they became (null: created, or removed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type CatalogAuditEntry = z.infer<typeof catalogAuditEntrySchema>;

export const catalogAuditQuerySchema = z.object({
  entityType: z.enum(CATALOG_ENTITY_TYPES).optional(),
  entityId: text(40)
    .optional()
    .transform((v) => (v ? v : undefined)),
  page,
  pageSize,
});
export const catalogAuditPageSchema = pageOf(catalogAuditEntrySchema);
export type CatalogAuditPage = z.infer<typeof catalogAuditPageSchema>;

// --- CSV export and import -----------------------------------------------------------------------------------------

/** What a row of the catalog's CSV is, in its `record` column. */
export const CATALOG_RECORD_KINDS = ['airport', 'vendor', 'service', 'price', 'porter-fee', 'promo-code'] as const;
export type CatalogRecordKind = (typeof CATALOG_RECORD_KINDS)[number];

/**
 * The columns each kind of row reads (the export writes them all, in this order, `record` first). A file without a
 * `record` column whose header has `serviceId`, `effectiveFrom` and `basePrice` is read as price versions. Amounts
 * are US dollars, dates YYYY-MM-DD, booleans true/false, lists (tags, inclusions) joined with |.
 */
export const CATALOG_CSV_COLUMNS: Record<CatalogRecordKind, readonly string[]> = {
  airport: [
    'airport',
    'icao',
    'name',
    'city',
    'country',
    'countryCode',
    'region',
    'timeZone',
    'latitude',
    'longitude',
    'active',
  ],
  vendor: ['vendor', 'contactName', 'contactEmail', 'contactPhone', 'companyInfo'],
  service: [
    'serviceId',
    'airport',
    'vendor',
    'serviceType',
    'serviceLevel',
    'name',
    'description',
    'image',
    'includedTravelers',
    'freeChildrenAllowance',
    'greeterLimit',
    'afterHoursStart',
    'afterHoursEnd',
    'cancellationDeadlineHours',
    'tags',
    'isPopular',
    'isPremium',
    'inclusions',
    'active',
  ],
  price: ['serviceId', 'effectiveFrom', ...PRICE_AMOUNT_FIELDS],
  'porter-fee': ['airport', 'serviceLevel', 'porterFee'],
  'promo-code': [
    'code',
    'description',
    'discountStandard',
    'discountLounge',
    'discountTarmac',
    'discountSuite',
    'validFrom',
    'validUntil',
    'usageLimit',
    'perEmailLimit',
    'active',
  ],
};

/** Every column of the export, `record` first, each once. */
export const CATALOG_CSV_HEADER: readonly string[] = [
  'record',
  ...new Set(CATALOG_RECORD_KINDS.flatMap((kind) => CATALOG_CSV_COLUMNS[kind])),
];

export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const catalogImportQuerySchema = z.object({
  /** true: answer the diff and change nothing. */
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const catalogImportCountsSchema = z.object({
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  /** Airports, services and promo codes switched off by the file (rows left out retire nothing). */
  retired: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type CatalogImportCounts = z.infer<typeof catalogImportCountsSchema>;

export const catalogImportRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it, the header being row 1. */
  row: z.number().int().positive(),
  /** Null for a problem with the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
});
export type CatalogImportRowError = z.infer<typeof catalogImportRowErrorSchema>;

export const CATALOG_IMPORT_ACTIONS = ['added', 'changed', 'retired'] as const;

export const catalogImportChangeSchema = z.object({
  row: z.number().int().positive(),
  record: z.enum(CATALOG_RECORD_KINDS),
  action: z.enum(CATALOG_IMPORT_ACTIONS),
  /** The row's identity: an airport or promo code, a service id, `serviceId@effectiveFrom`, `airport/level`. */
  key: z.string(),
  /** The columns that differ (changed rows). */
  fields: z.array(z.string()),
});
export type CatalogImportChange = z.infer<typeof catalogImportChangeSchema>;

/** At most this many changes and errors are listed; the counts cover every row. */
export const CATALOG_IMPORT_LIST_LIMIT = 1000;

export const catalogImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** True once an apply committed (all or nothing). */
  applied: z.boolean(),
  rows: z.number().int().nonnegative(),
  counts: catalogImportCountsSchema,
  byRecord: z.partialRecord(z.enum(CATALOG_RECORD_KINDS), catalogImportCountsSchema),
  changes: z.array(catalogImportChangeSchema),
  errors: z.array(catalogImportRowErrorSchema),
  /** More changes or errors than the lists hold. */
  truncated: z.boolean(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

// The cells of each kind of row as the file has them (text), read into typed values; a cell may be empty where the
// value may be absent. The importer reports each issue with its row and column.

const optionalCell = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(inner.optional());
const csvBoolean = z.enum(['true', 'false'], { error: 'Write true or false' }).transform((v) => v === 'true');
const csvInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const csvNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d+)?$/, 'Must be a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
/** US dollars with at most two decimals ('395', '395.5', '395.50'). */
export const csvDollarsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Must be an amount in US dollars, such as 395 or 395.50')
  .transform(Number)
  .pipe(moneyAmountSchema);
const csvList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const csvAirportRowSchema = z.object({
  airport: catalogAirportCodeSchema,
  icao: optionalCell(airportFields.icao.unwrap()),
  name: airportFields.name,
  city: airportFields.city,
  country: airportFields.country,
  countryCode: airportFields.countryCode,
  region: regionSchema,
  timeZone: ianaTimeZoneSchema,
  latitude: optionalCell(csvNumber(-90, 90)),
  longitude: optionalCell(csvNumber(-180, 180)),
  active: optionalCell(csvBoolean),
});
export type CsvAirportRow = z.output<typeof csvAirportRowSchema>;

export const csvVendorRowSchema = z.object({
  vendor: requiredText(160, 1, 'Vendor name is required'),
  contactName: optionalCell(text(120)),
  contactEmail: optionalCell(text(200)),
  contactPhone: optionalCell(text(40)),
  companyInfo: optionalCell(text(2000, { multiline: true })),
});
export type CsvVendorRow = z.output<typeof csvVendorRowSchema>;

export const csvServiceRowSchema = z.object({
  serviceId: positiveIntegerIdSchema('serviceId must be a positive whole number'),
  airport: catalogAirportCodeSchema,
  vendor: optionalCell(text(160)),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type must be arrival, departure or transfer' }),
  serviceLevel: z.enum(SERVICE_LEVELS, { error: 'Service level must be standard, lounge, tarmac or suite' }),
  name: serviceFields.name,
  description: serviceFields.description,
  image: optionalCell(text(300)),
  includedTravelers: csvInteger(1, 20),
  freeChildrenAllowance: csvInteger(0, 10),
  greeterLimit: csvInteger(1, 30),
  afterHoursStart: localTimeSchema,
  afterHoursEnd: localTimeSchema,
  cancellationDeadlineHours: csvInteger(0, 168),
  tags: csvList.pipe(z.array(tagSchema).max(12)),
  isPopular: csvBoolean,
  isPremium: csvBoolean,
  inclusions: csvList.pipe(z.array(z.enum(SERVICE_INCLUSIONS, { error: 'Unknown inclusion' }))),
  active: optionalCell(csvBoolean),
});
export type CsvServiceRow = z.output<typeof csvServiceRowSchema>;

export const csvPriceRowSchema = z.object({
  serviceId: positiveIntegerIdSchema('serviceId must be a positive whole number'),
  effectiveFrom: isoDateSchema,
  basePrice: csvDollarsSchema,
  adultFee: optionalCell(csvDollarsSchema),
  childFee: optionalCell(csvDollarsSchema),
  afterHoursFee: optionalCell(csvDollarsSchema),
  lastMinute24hSurcharge: optionalCell(csvDollarsSchema),
  lastMinute48hSurcharge: optionalCell(csvDollarsSchema),
});
export type CsvPriceRow = z.output<typeof csvPriceRowSchema>;

export const csvPorterFeeRowSchema = z.object({
  airport: catalogAirportCodeSchema,
  serviceLevel: z.enum(SERVICE_LEVELS, { error: 'Service level must be standard, lounge, tarmac or suite' }),
  porterFee: csvDollarsSchema,
});
export type CsvPorterFeeRow = z.output<typeof csvPorterFeeRowSchema>;

const csvPercent = optionalCell(csvInteger(1, 100));
const csvInstant = optionalCell(z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' }));

export const csvPromoCodeRowSchema = z.object({
  code: promoCodeNameSchema,
  description: promoFields.description,
  discountStandard: csvPercent,
  discountLounge: csvPercent,
  discountTarmac: csvPercent,
  discountSuite: csvPercent,
  validFrom: csvInstant,
  validUntil: csvInstant,
  usageLimit: optionalCell(csvInteger(1, PROMO_LIMITS.budgetMax)),
  perEmailLimit: optionalCell(csvInteger(1, PROMO_LIMITS.perEmailMax)),
  active: optionalCell(csvBoolean),
});
export type CsvPromoCodeRow = z.output<typeof csvPromoCodeRowSchema>;

export const CATALOG_CSV_ROW_SCHEMAS = {
  airport: csvAirportRowSchema,
  vendor: csvVendorRowSchema,
  service: csvServiceRowSchema,
  price: csvPriceRowSchema,
  'porter-fee': csvPorterFeeRowSchema,
  'promo-code': csvPromoCodeRowSchema,
} as const satisfies Record<CatalogRecordKind, z.ZodType>;
