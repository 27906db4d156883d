import { type BookingPriceCents } from '@vip/contracts/events';
import { toDollars } from '@vip/contracts/money';
import {
  BOARD_BOOKING_FIELDS,
  DERIVED_CHECKLIST_ITEMS,
  checklistItemsFor,
  type AdditionalCostItem,
  type AdminBooking,
  type AdminBookingDetail,
  type CaseCancellation,
  type CasePartner,
  type CasePartnerDetail,
  type CaseOperations,
  type ChecklistItem,
  type TransferDetail,
  type TransferDirection,
  type TransferSummary,
  type VehicleType,
  bookingFieldsOf,
  pickFields,
} from '@vip/contracts/schemas';
import { type SupplierCurrency } from '@vip/contracts/vocabulary';
import { ownerOf, type Case } from '../cases/cases.service';
import type { StatusClock } from '../cases/status-clock';
import type { CaseCommercialView } from '../commercial/commercial.service';
import type { CaseConfirmation } from '../confirmations/confirmations.service';
import type { CaseCoordination } from '../coordination/coordination.service';
import type { CaseInvoiceView } from '../invoices/invoices.service';
import type { CaseSupplier } from '../suppliers/supplier-assignment.service';
import { costItemsOf, type TransferRecord } from '../transfers/transfers.service';
import { displayPriceOfCase } from '../cases/display-price';

// The only place that knows every folder's part; no folder below reads another's.

type Price = BookingPriceCents;

export interface BoardParts {
  supplier: Pick<CaseSupplier, 'supplierName'> | null;
  transfer: TransferRecord | null;
  replyOverdue: boolean;
  clock: StatusClock;
  /** How many bookings its checkout made (1 or 0: alone). */
  groupSize: number;
}

export function isReplyOverdue(c: Pick<Case, 'adminStatus' | 'requestedAt'>, now: Date, hours: number): boolean {
  return c.adminStatus === 'inquiry_received' && now.getTime() - c.requestedAt.getTime() >= hours * 3_600_000;
}

export interface DetailParts extends BoardParts {
  supplier: CaseSupplier;
  coordination: CaseCoordination;
  confirmation: CaseConfirmation;
  invoice: CaseInvoiceView;
  checklistRows: Array<{
    itemType: string;
    isCompleted: boolean;
    completedAt: Date | null;
    completedBy: string | null;
    notes: string | null;
  }>;
  comments: Array<{ id: string; comment: string; createdBy: string; createdAt: Date }>;
  linked: { id: string; referenceCode: string } | null;
  linkedBookings: Array<Pick<Case, 'id' | 'referenceCode' | 'adminStatus' | 'serviceName'>>;
  cancellation: CaseCancellation | null;
  commercial: CaseCommercialView;
}

/** From the case's own columns: no query per card. */
export function partnerOf(c: Case): CasePartner | null {
  if (c.partnerId === null) return null;
  return {
    id: c.partnerId,
    name: c.partnerName ?? '',
    reference: c.partnerReference ?? '',
    mode: c.partnerMode ?? 'live',
  };
}

export function partnerDetailOf(c: Case): CasePartnerDetail | null {
  const partner = partnerOf(c);
  if (!partner) return null;
  return {
    ...partner,
    terms:
      c.partnerTermsKind !== null && c.partnerTermsBasisPoints !== null
        ? { kind: c.partnerTermsKind, percent: c.partnerTermsBasisPoints / 100 }
        : null,
    commission: c.partnerCommissionCents === null ? null : toDollars(c.partnerCommissionCents),
    netPrice: c.partnerNetPriceCents === null ? null : toDollars(c.partnerNetPriceCents),
    notifyTraveller: c.partnerNotifyTraveller ?? true,
  };
}

export function toAdminBooking(c: Case, parts: BoardParts): AdminBooking {
  return {
    id: c.id,
    bookingId: c.bookingId,
    referenceCode: c.referenceCode,
    ...pickFields(c, BOARD_BOOKING_FIELDS),
    adminStatus: c.adminStatus,
    isChauffeur: c.isChauffeur,
    isPaid: c.isPaid,
    escalationFlag: c.escalationFlag,
    porterCost: toDollars(c.porterCostCents),
    basePrice: toDollars(c.basePriceCents),
    totalPrice: toDollars(c.totalPriceCents),
    service:
      c.isChauffeur || c.serviceId === null || c.serviceLevel === null
        ? null
        : {
            id: c.serviceId,
            name: c.serviceName,
            serviceLevel: c.serviceLevel,
            serviceType: c.serviceType,
            airport: { code: c.airportCode, name: c.airportName },
          },
    transfer: c.isChauffeur ? transferSummaryOf(c, parts.transfer) : null,
    assignedSupplierName: parts.supplier?.supplierName ?? null,
    createdAt: c.requestedAt.toISOString(),
    replyOverdue: parts.replyOverdue,
    cancelledAt: c.cancelledAt?.toISOString() ?? null,
    version: c.version,
    partner: partnerOf(c),
    owner: ownerOf(c),
    ...parts.clock,
    group: c.groupId && parts.groupSize > 1 ? { id: c.groupId, size: parts.groupSize } : null,
  };
}

function transferSummaryOf(c: Case, t: TransferRecord | null): TransferSummary {
  return {
    direction: (t?.direction ?? 'pickup') as TransferDirection,
    airportCode: c.airportCode,
    pickupLocation: t?.pickupLocation ?? null,
    dropoffLocation: t?.dropoffLocation ?? null,
    passengers: t?.passengers ?? 1,
    vehicleType: (t?.vehicleType ?? 'sedan') as VehicleType,
  };
}

export function checklistOf(
  c: Case,
  supplier: Pick<CaseSupplier, 'paymentStatus'>,
  rows: DetailParts['checklistRows'],
): ChecklistItem[] {
  return checklistItemsFor(c).map((itemType) => {
    if (DERIVED_CHECKLIST_ITEMS.includes(itemType)) {
      const done = itemType === 'vendor_paid' ? supplier.paymentStatus === 'paid' : c.isPaid;
      return { itemType, isCompleted: done, derived: true, completedAt: null, completedBy: null, notes: null };
    }
    const row = rows.find((r) => r.itemType === itemType);
    return {
      itemType,
      isCompleted: row?.isCompleted ?? false,
      derived: false,
      completedAt: row?.completedAt?.toISOString() ?? null,
      completedBy: row?.completedBy ?? null,
      notes: row?.notes ?? null,
    };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function operationsOf(
  parts: Pick<DetailParts, 'supplier' | 'coordination' | 'confirmation' | 'invoice' | 'commercial'>,
): CaseOperations {
  const { supplier: s, coordination: g, confirmation: pdf, invoice, commercial } = parts;
  return {
    assignedSupplierId: s.supplierId,
    assignedSupplierName: s.supplierName,
    assignedSupplierEmail: s.supplierEmail,
    assignedSupplierPhone: s.supplierPhone,
    supplierConfirmationNumber: s.confirmationNumber,
    supplierCostOriginal: dollars(s.costOriginalCents),
    supplierCurrency: s.currency as SupplierCurrency,
    supplierRateToUsd: s.rateToUsd === null ? null : Number(s.rateToUsd),
    supplierCostUSD: dollars(s.costUsdCents),
    greeterName: g.greeterName,
    greeterPhone: g.greeterPhone,
    greeterEmail: g.greeterEmail,
    greeterETA: g.greeterEta,
    meetLocation: g.meetLocation,
    signInstructions: g.signInstructions,
    driverName: g.driverName,
    driverPhone: g.driverPhone,
    vehicleMakeModel: g.vehicleMakeModel,
    vehiclePlate: g.vehiclePlate,
    vehicleColor: g.vehicleColor,
    liveETA: g.liveEta,
    lastGreeterRequestSent: iso(g.lastGreeterRequestSentAt),
    lastGreeterContactSent: iso(g.lastGreeterContactSentAt),
    lastDriverInfoRequested: iso(g.lastDriverInfoRequestedAt),
    lastDriverInfoSent: iso(g.lastDriverInfoSentAt),
    pdfConfirmationGenerated: pdf.generatedAt !== null,
    pdfConfirmationGeneratedAt: iso(pdf.generatedAt),
    pdfConfirmationSentToClient: pdf.sentAt !== null,
    pdfConfirmationSentAt: iso(pdf.sentAt),
    pdfConfirmationSentTo: pdf.sentTo,
    invoice: invoice.invoice,
    paidAt: iso(invoice.paidAt),
    vendorNotes: s.vendorNotes,
    vendorRestrictions: s.vendorRestrictions,
    greeterShiftTime: g.greeterShiftTime,
    confirmationNotes: pdf.notes,
    confirmationCustomText: pdf.customText,
    ...commercial,
  };
}

export function transferDetailOf(
  c: Case,
  t: TransferRecord | null,
  linked: { id: string; referenceCode: string } | null,
): TransferDetail | null {
  if (!c.isChauffeur) return null;
  const items: AdditionalCostItem[] = costItemsOf(t).map((i) => ({
    description: i.description,
    amount: toDollars(i.amountCents),
  }));
  return {
    ...transferSummaryOf(c, t),
    gratuityIncluded: t?.gratuityIncluded ?? false,
    pickupTime: t?.pickupTime ?? null,
    supplierConfirmationStatus: (t?.supplierConfirmationStatus ??
      'pending') as TransferDetail['supplierConfirmationStatus'],
    operationalStatus: (t?.operationalStatus ?? 'pending') as TransferDetail['operationalStatus'],
    serviceDate: c.flightDate,
    serviceTime: c.flightTime,
    baseServiceCost: toDollars(c.basePriceCents),
    additionalCostItems: items,
    totalAmount: toDollars(c.totalPriceCents),
    linkedBooking: linked,
  };
}

export function toAdminBookingDetail(c: Case, parts: DetailParts): AdminBookingDetail {
  const price = c.priceBreakdown as Partial<Price>;
  const part = (cents: number | undefined) => toDollars(cents ?? 0);
  return {
    ...toAdminBooking(c, parts),
    ...bookingFieldsOf(c),
    partner: partnerDetailOf(c),
    internalNotes: c.internalNotes,
    supplierPaymentStatus: parts.supplier.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    cancellationPolicyHours: c.cancellationPolicyHours,
    priceBreakdown: {
      basePrice: toDollars(price.basePriceCents ?? c.basePriceCents),
      adultFeeTotal: part(price.adultFeeTotalCents),
      childFeeTotal: part(price.childFeeTotalCents),
      additionalGreeterFee: part(price.additionalGreeterFeeCents),
      afterHoursFee: part(price.afterHoursFeeCents),
      lastMinuteFee: part(price.lastMinuteFeeCents),
      porterCost: toDollars(c.porterCostCents),
      discount: part(price.discountCents),
      totalPrice: toDollars(c.totalPriceCents),
    },
    checklist: checklistOf(c, parts.supplier, parts.checklistRows),
    comments: parts.comments.map((m) => ({
      id: m.id,
      comment: m.comment,
      createdBy: m.createdBy,
      createdAt: m.createdAt.toISOString(),
    })),
    operations: operationsOf(parts),
    transferDetail: transferDetailOf(c, parts.transfer, parts.linked),
    cancellation: parts.cancellation,
    linkedBookings: parts.linkedBookings.map(({ id, referenceCode, adminStatus, serviceName }) => ({
      id,
      referenceCode,
      adminStatus,
      serviceName,
    })),
    locale: c.locale,
    displayPrice: displayPriceOfCase(c),
  };
}
