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
} from '@vip/contracts';
import type { AdminComment, ChecklistItem as ChecklistRow, OperationsCase } from '../generated/prisma/client.ts';

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
    service: {
      id: c.serviceId,
      name: c.serviceName,
      serviceLevel: c.serviceLevel as ServiceLevel,
      serviceType: c.serviceType as ServiceType,
      airport: { code: c.airportCode, name: c.airportName },
    },
    createdAt: c.requestedAt.toISOString(),
    version: c.version,
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

export function toAdminBookingDetail(c: OperationsCase & { checklistItems: ChecklistRow[]; comments: AdminComment[] }): AdminBookingDetail {
  const price = c.priceBreakdown as Price;
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
      basePrice: toDollars(price.basePriceCents),
      adultFeeTotal: toDollars(price.adultFeeTotalCents),
      childFeeTotal: toDollars(price.childFeeTotalCents),
      additionalGreeterFee: toDollars(price.additionalGreeterFeeCents),
      afterHoursFee: toDollars(price.afterHoursFeeCents),
      lastMinuteFee: toDollars(price.lastMinuteFeeCents),
      porterCost: toDollars(c.porterCostCents),
      discount: toDollars(price.discountCents),
      totalPrice: toDollars(c.totalPriceCents),
    },
    checklist: checklistOf(c, c.checklistItems),
    comments: c.comments.map((m) => ({ id: m.id, comment: m.comment, createdBy: m.createdBy, createdAt: m.createdAt.toISOString() })),
  };
}
