import { z } from 'zod';
import { RATE_CURRENCIES, SUPPLIER_CURRENCIES } from '../vocabulary';
import {
  clearableText,
  isoDateSchema,
  localTimeSchema,
  moneyAmountSchema,
  requiredText,
  serviceDateSchema,
  text,
} from './common';
import { OPERATIONS_TEXT_LIMITS as OPS, TRANSFER_TEXT_LIMITS as TRANSFER } from './field-limits';
import { toPhoneNumber } from './phone';

/** The create form offers the first three; edit adds hourly and point to point. */
export const TRANSFER_DIRECTIONS = ['pickup', 'dropoff', 'roundtrip', 'hourly', 'pointtopoint'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export const CREATE_TRANSFER_DIRECTIONS = ['pickup', 'dropoff', 'roundtrip'] as const;
export const TRANSFER_DIRECTION_LABELS: Record<TransferDirection, string> = {
  pickup: 'Airport Pickup',
  dropoff: 'Airport Drop-off',
  roundtrip: 'Round Trip',
  hourly: 'Hourly',
  pointtopoint: 'Point to Point',
};

export const VEHICLE_TYPES = ['sedan', 'suv', 'van', 'luxury'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  sedan: 'Sedan',
  suv: 'SUV',
  van: 'Van',
  luxury: 'Luxury',
};
export const TRANSFER_PASSENGERS = { min: 1, max: 8 } as const;

export const supplierCurrencySchema = z.enum(SUPPLIER_CURRENCIES);
export const rateCurrencySchema = z.enum(RATE_CURRENCIES, {
  error: `Currency must be one of ${RATE_CURRENCIES.join(', ')}`,
});
export const supplierPaymentStatusSchema = z.enum(['unpaid', 'paid']);

export const additionalCostItemSchema = z.object({
  description: requiredText(OPS.costDescription, 1, 'Describe the additional cost'),
  amount: moneyAmountSchema,
});
export type AdditionalCostItem = z.infer<typeof additionalCostItemSchema>;

export const transferSummarySchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  airportCode: z.string(),
  pickupLocation: z.string().nullable(),
  dropoffLocation: z.string().nullable(),
  passengers: z.number().int(),
  vehicleType: z.enum(VEHICLE_TYPES),
});
export type TransferSummary = z.infer<typeof transferSummarySchema>;

/** The spec's transfer statuses; the values past pending are this product's. */
export const SUPPLIER_CONFIRMATION_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type SupplierConfirmationStatus = (typeof SUPPLIER_CONFIRMATION_STATUSES)[number];
export const SUPPLIER_CONFIRMATION_STATUS_LABELS: Record<SupplierConfirmationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
};
export const OPERATIONAL_STATUSES = [
  'pending',
  'scheduled',
  'driver_assigned',
  'en_route',
  'on_location',
  'passenger_on_board',
  'completed',
  'no_show',
] as const;
export type OperationalStatus = (typeof OPERATIONAL_STATUSES)[number];
export const OPERATIONAL_STATUS_LABELS: Record<OperationalStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  driver_assigned: 'Driver assigned',
  en_route: 'En route',
  on_location: 'On location',
  passenger_on_board: 'Passenger on board',
  completed: 'Completed',
  no_show: 'No-show',
};

export const transferDetailSchema = transferSummarySchema.extend({
  gratuityIncluded: z.boolean(),
  pickupTime: localTimeSchema.nullable(),
  supplierConfirmationStatus: z.enum(SUPPLIER_CONFIRMATION_STATUSES),
  operationalStatus: z.enum(OPERATIONAL_STATUSES),
  serviceDate: isoDateSchema,
  serviceTime: localTimeSchema,
  baseServiceCost: z.number(),
  additionalCostItems: z.array(additionalCostItemSchema),
  totalAmount: z.number(),
  linkedBooking: z.object({ id: z.string(), referenceCode: z.string() }).nullable(),
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;

/** Square's names; the manual provider uses them too. */
export const INVOICE_STATUSES = [
  'DRAFT',
  'UNPAID',
  'SCHEDULED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'CANCELED',
  'FAILED',
  'PAYMENT_PENDING',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const caseInvoiceSchema = z.object({
  provider: z.enum(['square', 'manual']),
  id: z.string(),
  number: z.string().nullable(),
  /** Unknown future provider values pass through as text. */
  status: z.string(),
  url: z.string().nullable(),
  dueDate: z.string().nullable(),
  amount: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  cancellationReason: z.string().nullable(),
});
export type CaseInvoice = z.infer<typeof caseInvoiceSchema>;

const isoOrNull = z.iso.datetime({ offset: true }).nullable();

export const PAYMENT_METHODS = [
  'square_invoice',
  'manual_invoice',
  'card',
  'bank_transfer',
  'cash',
  'agency_account',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  square_invoice: 'Square invoice',
  manual_invoice: 'Manual invoice',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  agency_account: 'Agency account',
  other: 'Other',
};
/** A percentage of the booking total, or a fixed USD amount. */
export const COMMISSION_TYPES = ['percent', 'fixed'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

export const caseOperationsSchema = z.object({
  assignedSupplierId: z.string().nullable(),
  assignedSupplierName: z.string().nullable(),
  assignedSupplierEmail: z.string().nullable(),
  assignedSupplierPhone: z.string().nullable(),
  supplierConfirmationNumber: z.string().nullable(),
  supplierCostOriginal: z.number().nullable(),
  supplierCurrency: supplierCurrencySchema,
  /** USD per unit, as used for supplierCostUSD; stored with the cost. */
  supplierRateToUsd: z.number().nullable(),
  supplierCostUSD: z.number().nullable(),
  greeterName: z.string().nullable(),
  greeterPhone: z.string().nullable(),
  greeterEmail: z.string().nullable(),
  greeterETA: z.string().nullable(),
  meetLocation: z.string().nullable(),
  signInstructions: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  vehicleMakeModel: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  vehicleColor: z.string().nullable(),
  liveETA: z.string().nullable(),
  lastGreeterRequestSent: isoOrNull,
  lastGreeterContactSent: isoOrNull,
  lastDriverInfoRequested: isoOrNull,
  lastDriverInfoSent: isoOrNull,
  pdfConfirmationGenerated: z.boolean(),
  pdfConfirmationGeneratedAt: isoOrNull,
  pdfConfirmationSentToClient: z.boolean(),
  pdfConfirmationSentAt: isoOrNull,
  pdfConfirmationSentTo: z.string().nullable(),
  invoice: caseInvoiceSchema.nullable(),
  paidAt: isoOrNull,
  vendorNotes: z.string().nullable(),
  vendorRestrictions: z.string().nullable(),
  greeterShiftTime: z.string().nullable(),
  confirmationNotes: z.string().nullable(),
  confirmationCustomText: z.string().nullable(),
  advisorName: z.string().nullable(),
  advisorAgency: z.string().nullable(),
  advisorEmail: z.string().nullable(),
  advisorPhone: z.string().nullable(),
  /** Percent (0-100) or USD, by advisorCommissionType. */
  advisorCommission: z.number().nullable(),
  advisorCommissionType: z.enum(COMMISSION_TYPES).nullable(),
  advisorCommissionAmount: z.number().nullable(),
  internalMargin: z.number().nullable(),
  /** Total less supplier cost and commission, in USD; null without a supplier cost. */
  computedMargin: z.number().nullable(),
  marginCurrency: z.literal('USD'),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentNotes: z.string().nullable(),
});
export type CaseOperations = z.infer<typeof caseOperationsSchema>;

export const caseOperationsUpdateSchema = z.object({
  supplierConfirmationNumber: clearableText(OPS.supplierConfirmationNumber),
  supplierCostOriginal: moneyAmountSchema.nullable().optional(),
  supplierCurrency: supplierCurrencySchema.optional(),
  supplierPaymentStatus: supplierPaymentStatusSchema.optional(),
  greeterName: clearableText(OPS.greeterName),
  greeterPhone: clearableText(OPS.greeterPhone).transform(toPhoneNumber),
  greeterEmail: z
    .union([
      z.literal(''),
      z.string().trim().toLowerCase().max(OPS.greeterEmail).pipe(z.email('Please enter a valid email address')),
    ])
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  greeterETA: clearableText(OPS.greeterETA),
  meetLocation: clearableText(OPS.meetLocation),
  signInstructions: clearableText(OPS.signInstructions),
  driverName: clearableText(OPS.driverName),
  driverPhone: clearableText(OPS.driverPhone).transform(toPhoneNumber),
  vehicleMakeModel: clearableText(OPS.vehicleMakeModel),
  vehiclePlate: clearableText(OPS.vehiclePlate),
  vehicleColor: clearableText(OPS.vehicleColor),
  liveETA: clearableText(OPS.liveETA),
  // Chauffeur transfers only.
  transferDirection: z.enum(TRANSFER_DIRECTIONS).optional(),
  pickupLocation: clearableText(OPS.pickupLocation),
  dropoffLocation: clearableText(OPS.dropoffLocation),
  passengers: z
    .number()
    .int()
    .min(TRANSFER_PASSENGERS.min, 'At least 1 passenger required')
    .max(TRANSFER_PASSENGERS.max, 'At most 8 passengers')
    .optional(),
  vehicleType: z.enum(VEHICLE_TYPES).optional(),
  baseServiceCost: moneyAmountSchema.optional(),
  additionalCostItems: z.array(additionalCostItemSchema).max(20).optional(),
  gratuityIncluded: z.boolean().optional(),
  pickupTime: localTimeSchema.nullable().optional(),
  supplierConfirmationStatus: z.enum(SUPPLIER_CONFIRMATION_STATUSES).optional(),
  operationalStatus: z.enum(OPERATIONAL_STATUSES).optional(),
  vendorNotes: clearableText(OPS.vendorNotes, { multiline: true }),
  vendorRestrictions: clearableText(OPS.vendorRestrictions, { multiline: true }),
  greeterShiftTime: clearableText(OPS.greeterShiftTime),
  confirmationNotes: clearableText(OPS.confirmationNotes, { multiline: true }),
  confirmationCustomText: clearableText(OPS.confirmationCustomText, { multiline: true }),
  advisorName: clearableText(OPS.advisorName),
  advisorAgency: clearableText(OPS.advisorAgency),
  advisorEmail: z
    .union([
      z.literal(''),
      z.string().trim().toLowerCase().max(OPS.advisorEmail).pipe(z.email('Please enter a valid email address')),
    ])
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  advisorPhone: clearableText(OPS.advisorPhone).transform(toPhoneNumber),
  advisorCommission: z
    .number({ error: 'Commission must be a number' })
    .min(0, 'Commission cannot be negative')
    .max(1_000_000, 'Commission is too large')
    .multipleOf(0.01, 'Commission is in hundredths')
    .nullable()
    .optional(),
  advisorCommissionType: z
    .enum(COMMISSION_TYPES, { error: 'Commission is a percentage or a fixed amount' })
    .nullable()
    .optional(),
  /** May be negative: a booking sold at a loss. */
  internalMargin: z
    .number({ error: 'Margin must be a number' })
    .min(-1_000_000)
    .max(1_000_000)
    .multipleOf(0.01, 'Amounts are in cents')
    .nullable()
    .optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }).nullable().optional(),
  paymentNotes: clearableText(OPS.paymentNotes, { multiline: true }),
});
export type CaseOperationsUpdate = z.output<typeof caseOperationsUpdateSchema>;

export const currencyRateSchema = z.object({
  currency: rateCurrencySchema,
  rateToUsd: z.number().positive(),
  updatedBy: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRateListSchema = z.array(currencyRateSchema);
export const currencyRateParamsSchema = z.object({ currency: rateCurrencySchema });
export const currencyRateUpdateSchema = z.object({
  // Stored with 8 decimals: a smaller rate would be kept as 0 (and every cost in that currency with it).
  rateToUsd: z
    .number({ error: 'Rate must be a number' })
    .min(0.00000001, 'Rate must be at least 0.00000001')
    .max(100_000, 'Rate is too large')
    .transform((rate) => Math.round(rate * 1e8) / 1e8),
});

const transferEmail = (message: string) =>
  z.string().trim().toLowerCase().max(TRANSFER.contactEmail).pipe(z.email(message));
const optionalEmail = z
  .union([z.literal(''), transferEmail('Please enter a valid email address')])
  .optional()
  .transform((v) => (v ? v : null));

export const transferCreateSchema = z.object({
  /** The linked booking's case id. */
  linkedBookingId: z.uuid('Choose a VIP booking to link').nullable().optional(),
  contactName: requiredText(TRANSFER.contactName, 1, 'Contact name is required', { error: 'Contact name is required' }),
  contactEmail: z
    .string({ error: 'Valid email is required' })
    .trim()
    .toLowerCase()
    .max(TRANSFER.contactEmail)
    .pipe(z.email('Valid email is required')),
  contactPhone: text(TRANSFER.contactPhone)
    .optional()
    .transform((v) => v ?? '')
    .transform(toPhoneNumber),
  serviceDate: z
    .string({ error: 'Service date is required' })
    .min(1, 'Service date is required')
    .pipe(serviceDateSchema),
  serviceTime: localTimeSchema,
  direction: z.enum(CREATE_TRANSFER_DIRECTIONS, { error: 'Choose pickup, drop-off or round trip' }),
  airportCode: z
    .string({ error: 'Airport code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Airport code is three letters'),
  pickupLocation: text(TRANSFER.pickupLocation)
    .optional()
    .transform((v) => v || null),
  dropoffLocation: text(TRANSFER.dropoffLocation)
    .optional()
    .transform((v) => v || null),
  passengers: z
    .number({ error: 'At least 1 passenger required' })
    .int('At least 1 passenger required')
    .min(TRANSFER_PASSENGERS.min, 'At least 1 passenger required')
    .max(TRANSFER_PASSENGERS.max, 'At most 8 passengers'),
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a vehicle type' }),
  airline: text(TRANSFER.airline)
    .optional()
    .transform((v) => v || null),
  flightNumber: text(TRANSFER.flightNumber)
    .optional()
    .transform((v) => v || null),
  terminal: text(TRANSFER.terminal)
    .optional()
    .transform((v) => v || null),
  flightTime: z
    .union([z.literal(''), localTimeSchema])
    .optional()
    .transform((v) => v || null),
  isTravelAgent: z.boolean().default(false),
  agencyName: text(TRANSFER.agencyName)
    .optional()
    .transform((v) => v || null),
  bookerName: text(TRANSFER.bookerName)
    .optional()
    .transform((v) => v || null),
  bookerEmail: optionalEmail,
  bookerPhone: text(TRANSFER.bookerPhone)
    .optional()
    .transform((v) => v || null)
    .transform(toPhoneNumber),
  serviceCost: moneyAmountSchema,
  additionalCostItems: z.array(additionalCostItemSchema).max(20).default([]),
  specialRequests: text(TRANSFER.specialRequests, { multiline: true })
    .optional()
    .transform((v) => v || null),
  internalNotes: text(TRANSFER.internalNotes, { multiline: true })
    .optional()
    .transform((v) => v || null),
  driverName: text(TRANSFER.driverName)
    .optional()
    .transform((v) => v || null),
  driverPhone: text(TRANSFER.driverPhone)
    .optional()
    .transform((v) => v || null)
    .transform(toPhoneNumber),
  assignedVehicleModel: text(TRANSFER.assignedVehicleModel)
    .optional()
    .transform((v) => v || null),
  assignedVehiclePlate: text(TRANSFER.assignedVehiclePlate)
    .optional()
    .transform((v) => v || null),
});
export type TransferCreate = z.output<typeof transferCreateSchema>;
export type TransferCreateInput = z.input<typeof transferCreateSchema>;

export const transferCreatedSchema = z.object({ id: z.string(), referenceCode: z.string(), totalAmount: z.number() });
export type TransferCreated = z.infer<typeof transferCreatedSchema>;

export function transferTotalCents(serviceCostCents: number, additionalCents: readonly number[]): number {
  return additionalCents.reduce((sum, c) => sum + c, serviceCostCents);
}
