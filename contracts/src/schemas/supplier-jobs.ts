import { z } from 'zod';
import { optionalText } from './common';
import { OPERATIONS_TEXT_LIMITS as OPS } from './field-limits';
import { localeSchema } from './locale';
import { toPhoneNumber } from './phone';

/** 32 random bytes, base64url: the link's only secret. */
export const SUPPLIER_JOB_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The one answer for a link that is tampered with, expired or revoked: it says nothing about why. */
export const SUPPLIER_JOB_LINK_INVALID_MESSAGE =
  'This job link is not valid any more. Please ask our operations team for a new one.';
export const SUPPLIER_JOB_AUDIT_ACTOR = 'Supplier (job link)';
export const SUPPLIER_JOB_DECLINE_REASON_MESSAGE = 'Please say why you decline this job';
export const SUPPLIER_JOB_REPORT_MESSAGE = 'Please write a short handling report';
export const SUPPLIER_JOB_EMPTY_MESSAGE = 'Please give at least one answer';
/** The completion is for after the service: the service's airport-local date and time say from when. */
export const supplierJobNotStartedMessage = (serviceDate: string, serviceTime: string) =>
  `You can mark this job completed once the service has started (${serviceDate} at ${serviceTime}, local time at the airport).`;

export const SUPPLIER_JOB_TEXT_LIMITS = { declineReason: 500, handlingReport: 2000 } as const;

export const supplierJobParamsSchema = z.object({
  token: z.string().regex(SUPPLIER_JOB_TOKEN_PATTERN, SUPPLIER_JOB_LINK_INVALID_MESSAGE),
});

export const SUPPLIER_JOB_RESPONSES = ['accepted', 'declined'] as const;
export type SupplierJobResponse = (typeof SUPPLIER_JOB_RESPONSES)[number];

/** What the supplier has answered so far; the page fills its form with it. */
export const supplierJobAnswersSchema = z.object({
  response: z.enum(SUPPLIER_JOB_RESPONSES).nullable(),
  declineReason: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  greeterName: z.string().nullable(),
  greeterPhone: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  vehicleMakeModel: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  eta: z.string().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  handlingReport: z.string().nullable(),
});
export type SupplierJobAnswers = z.infer<typeof supplierJobAnswersSchema>;

/** Only what the job needs: no traveller e-mail or phone unless the booking shares them. */
export const supplierJobSchema = z.object({
  referenceCode: z.string(),
  kind: z.enum(['meet_and_greet', 'chauffeur']),
  /** The catalog service the job is for (none for a chauffeur job): the one its supplier may publish seats for. */
  serviceId: z.number().int().nullable(),
  serviceName: z.string(),
  supplierName: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  /** Airport-local date and time of the flight, with the airport's IANA zone. */
  serviceDate: z.string(),
  serviceTime: z.string(),
  timeZone: z.string(),
  flightNumber: z.string().nullable(),
  airline: z.string().nullable(),
  terminal: z.string().nullable(),
  travellerName: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  meetingPoint: z.string().nullable(),
  specialRequests: z.string().nullable(),
  travellerContact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  answers: supplierJobAnswersSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /** The traveller's language, so the greeter can prepare; absent from services that predate it. */
  travellerLocale: localeSchema.optional(),
});
export type SupplierJob = z.infer<typeof supplierJobSchema>;

const phone = (max: number) => optionalText(max).transform(toPhoneNumber);

/**
 * Every field optional, so a supplier's system may answer one thing at a time; the same answer twice changes
 * nothing the second time.
 */
export const supplierJobAnswerSchema = z
  .strictObject({
    accept: z.boolean().optional(),
    declineReason: optionalText(SUPPLIER_JOB_TEXT_LIMITS.declineReason, { multiline: true }),
    confirmationNumber: optionalText(OPS.supplierConfirmationNumber),
    greeterName: optionalText(OPS.greeterName),
    greeterPhone: phone(OPS.greeterPhone),
    driverName: optionalText(OPS.driverName),
    driverPhone: phone(OPS.driverPhone),
    vehicleMakeModel: optionalText(OPS.vehicleMakeModel),
    vehiclePlate: optionalText(OPS.vehiclePlate),
    meetingPoint: optionalText(OPS.meetLocation),
    eta: optionalText(OPS.greeterETA),
    completed: z.literal(true).optional(),
    handlingReport: optionalText(SUPPLIER_JOB_TEXT_LIMITS.handlingReport, { multiline: true }),
  })
  .superRefine((a, ctx) => {
    if (Object.values(a).every((v) => v === undefined))
      ctx.addIssue({ code: 'custom', message: SUPPLIER_JOB_EMPTY_MESSAGE, path: [] });
    if (a.accept === false && !a.declineReason)
      ctx.addIssue({ code: 'custom', message: SUPPLIER_JOB_DECLINE_REASON_MESSAGE, path: ['declineReason'] });
    if (a.completed && !a.handlingReport)
      ctx.addIssue({ code: 'custom', message: SUPPLIER_JOB_REPORT_MESSAGE, path: ['handlingReport'] });
  });
export type SupplierJobAnswer = z.output<typeof supplierJobAnswerSchema>;
export type SupplierJobAnswerInput = z.input<typeof supplierJobAnswerSchema>;

/** Staff's choices for a booking's job link. */
export const supplierJobSettingsSchema = z
  .strictObject({
    /** Send the traveller the greeter's or driver's contact when the supplier gives it. */
    forwardContactToTraveller: z.boolean().optional(),
    /** Show the supplier the traveller's e-mail and phone. */
    shareTravellerContact: z.boolean().optional(),
  })
  .refine((s) => s.forwardContactToTraveller !== undefined || s.shareTravellerContact !== undefined, {
    message: 'Say which setting to change: forwardContactToTraveller or shareTravellerContact',
  });
export type SupplierJobSettings = z.infer<typeof supplierJobSettingsSchema>;

/** The job link as the booking modal shows it: staff's choices and the supplier's answer to the job. */
export const supplierJobStaffSchema = z.object({
  forwardContactToTraveller: z.boolean(),
  shareTravellerContact: z.boolean(),
  response: z.enum(SUPPLIER_JOB_RESPONSES).nullable(),
  declineReason: z.string().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  contactForwardedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SupplierJobStaff = z.infer<typeof supplierJobStaffSchema>;
