import {
  CHECKLIST_ITEMS,
  DERIVED_CHECKLIST_ITEMS,
  toDollars,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminStatus,
  type ServiceLevel,
  type ServiceType,
  type BookingRequestedV1,
  type ChecklistItem,
  type AdditionalCostItem,
  type CaseOperations,
  type SupplierCurrency,
  type TransferDetail,
  type TransferSummary,
  type TransferDirection,
  type VehicleType,
} from '@vip/contracts';
import type { AdminComment, ChecklistItem as ChecklistRow, OperationsCase } from '../generated/prisma/client.ts';
import { caseInvoiceOf } from '../invoices/invoice-state';

type Price = BookingRequestedV1['price'];

export function toAdminBooking(c: OperationsCase): AdminBooking {
  return {
    id: c.id,
    bookingId: c.bookingId,
    referenceCode: c.referenceCode,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    travelerNames: c.travelerNames,
    adminStatus: c.adminStatus as AdminStatus,
    isChauffeur: c.isChauffeur,
    isPaid: c.isPaid,
    escalationFlag: c.escalationFlag,
    isTravelAgent: c.isTravelAgent,
    flightNumber: c.flightNumber,
    flightDate: c.flightDate,
    flightTime: c.flightTime,
    adultCount: c.adultCount,
    childCount: c.childCount,
    porterSelected: c.porterSelected,
    porterCost: toDollars(c.porterCostCents),
    basePrice: toDollars(c.basePriceCents),
    totalPrice: toDollars(c.totalPriceCents),
    specialRequests: c.specialRequests,
    service:
      c.isChauffeur || c.serviceId === null
        ? null
        : {
            id: c.serviceId,
            name: c.serviceName,
            serviceLevel: c.serviceLevel as ServiceLevel,
            serviceType: c.serviceType as ServiceType,
            airport: { code: c.airportCode, name: c.airportName },
          },
    transfer: c.isChauffeur ? transferSummaryOf(c) : null,
    assignedSupplierName: c.assignedSupplierName,
    createdAt: c.requestedAt.toISOString(),
    version: c.version,
  };
}

/** What the board card shows of a chauffeur transfer. */
function transferSummaryOf(c: OperationsCase): TransferSummary {
  return {
    direction: (c.transferDirection ?? 'pickup') as TransferDirection,
    airportCode: c.airportCode,
    pickupLocation: c.pickupLocation,
    dropoffLocation: c.dropoffLocation,
    passengers: c.passengers ?? 1,
    vehicleType: (c.vehicleType ?? 'sedan') as VehicleType,
  };
}

/** Every checklist item in the spec's order: stored ticks, and the two read from the booking. */
export function checklistOf(c: OperationsCase, rows: ChecklistRow[]): ChecklistItem[] {
  return CHECKLIST_ITEMS.map((itemType) => {
    if (DERIVED_CHECKLIST_ITEMS.includes(itemType)) {
      const done = itemType === 'vendor_paid' ? c.supplierPaymentStatus === 'paid' : c.isPaid;
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

/** Supplier, vendor costs, greeter or driver, PDF and invoice state, with the spec's field names. */
export function operationsOf(c: OperationsCase): CaseOperations {
  return {
    assignedSupplierId: c.assignedSupplierId,
    assignedSupplierName: c.assignedSupplierName,
    assignedSupplierEmail: c.assignedSupplierEmail,
    assignedSupplierPhone: c.assignedSupplierPhone,
    supplierConfirmationNumber: c.supplierConfirmationNumber,
    supplierCostOriginal: dollars(c.supplierCostOriginalCents),
    supplierCurrency: c.supplierCurrency as SupplierCurrency,
    supplierRateToUsd: c.supplierRateToUsd === null ? null : Number(c.supplierRateToUsd),
    supplierCostUSD: dollars(c.supplierCostUsdCents),
    greeterName: c.greeterName,
    greeterPhone: c.greeterPhone,
    greeterEmail: c.greeterEmail,
    greeterETA: c.greeterEta,
    meetLocation: c.meetLocation,
    signInstructions: c.signInstructions,
    driverName: c.driverName,
    driverPhone: c.driverPhone,
    vehicleMakeModel: c.vehicleMakeModel,
    vehiclePlate: c.vehiclePlate,
    vehicleColor: c.vehicleColor,
    liveETA: c.liveEta,
    lastGreeterRequestSent: iso(c.lastGreeterRequestSentAt),
    lastGreeterContactSent: iso(c.lastGreeterContactSentAt),
    lastDriverInfoRequested: iso(c.lastDriverInfoRequestedAt),
    lastDriverInfoSent: iso(c.lastDriverInfoSentAt),
    pdfConfirmationGenerated: c.pdfGeneratedAt !== null,
    pdfConfirmationGeneratedAt: iso(c.pdfGeneratedAt),
    pdfConfirmationSentToClient: c.pdfSentAt !== null,
    pdfConfirmationSentAt: iso(c.pdfSentAt),
    pdfConfirmationSentTo: c.pdfSentTo,
    invoice: caseInvoiceOf(c),
    paidAt: iso(c.paidAt),
  };
}

interface StoredCostItem {
  description: string;
  amountCents: number;
}

export function costItemsOf(c: Pick<OperationsCase, 'additionalCostItems'>): StoredCostItem[] {
  return Array.isArray(c.additionalCostItems) ? (c.additionalCostItems as unknown as StoredCostItem[]) : [];
}

/** The chauffeur fields of a transfer case; null for meet-and-greet. */
export function transferDetailOf(c: OperationsCase, linked: { id: string; referenceCode: string } | null): TransferDetail | null {
  if (!c.isChauffeur) return null;
  const items: AdditionalCostItem[] = costItemsOf(c).map((i) => ({ description: i.description, amount: toDollars(i.amountCents) }));
  return {
    ...transferSummaryOf(c),
    serviceDate: c.flightDate,
    serviceTime: c.flightTime,
    baseServiceCost: toDollars(c.basePriceCents),
    additionalCostItems: items,
    totalAmount: toDollars(c.totalPriceCents),
    linkedBooking: linked,
  };
}

export function toAdminBookingDetail(
  c: OperationsCase & { checklistItems: ChecklistRow[]; comments: AdminComment[] },
  linked: { id: string; referenceCode: string } | null = null,
): AdminBookingDetail {
  // A transfer's breakdown is base plus additional costs; the meet-and-greet parts are zero there.
  const price = c.priceBreakdown as Partial<Price>;
  const part = (cents: number | undefined) => toDollars(cents ?? 0);
  return {
    ...toAdminBooking(c),
    companyName: c.companyName,
    internalNotes: c.internalNotes,
    terminal: c.terminal,
    airline: c.airline,
    departureAirline: c.departureAirline,
    departureFlightNumber: c.departureFlightNumber,
    agencyName: c.agencyName,
    agentName: c.agentName,
    agentEmail: c.agentEmail,
    agentPhone: c.agentPhone,
    bookerRole: c.bookerRole,
    supplierPaymentStatus: c.supplierPaymentStatus === 'paid' ? 'paid' : 'unpaid',
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
    checklist: checklistOf(c, c.checklistItems),
    comments: c.comments.map((m) => ({ id: m.id, comment: m.comment, createdBy: m.createdBy, createdAt: m.createdAt.toISOString() })),
    operations: operationsOf(c),
    transferDetail: transferDetailOf(c, linked),
  };
}
