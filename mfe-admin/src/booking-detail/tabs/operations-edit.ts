import type {
  AdditionalCostItem,
  AdminBookingDetail,
  CommissionType,
  OperationalStatus,
  PaymentMethod,
  SupplierConfirmationStatus,
  TransferDirection,
  VehicleType,
} from '@vip/contracts/schemas';
import type { SupplierCurrency } from '@vip/contracts/vocabulary';
import { amount } from '../core-edit';

/** The operations tab's fields as the edit form holds them. */
export interface OpsDraft {
  supplierConfirmationNumber: string | null;
  supplierCostOriginal: number | null;
  supplierCurrency: SupplierCurrency;
  supplierPaymentStatus: 'unpaid' | 'paid';
  greeterName: string | null;
  greeterPhone: string | null;
  greeterEmail: string | null;
  greeterETA: string | null;
  meetLocation: string | null;
  signInstructions: string | null;
  driverName: string | null;
  driverPhone: string | null;
  vehicleMakeModel: string | null;
  vehiclePlate: string | null;
  vehicleColor: string | null;
  liveETA: string | null;
  // The staff record the spec names.
  vendorNotes: string | null;
  vendorRestrictions: string | null;
  greeterShiftTime: string | null;
  confirmationNotes: string | null;
  confirmationCustomText: string | null;
  advisorName: string | null;
  advisorAgency: string | null;
  advisorEmail: string | null;
  advisorPhone: string | null;
  advisorCommission: number | null;
  advisorCommissionType: CommissionType | null;
  internalMargin: number | null;
  paymentMethod: PaymentMethod | null;
  paymentNotes: string | null;
  // Chauffeur transfers only.
  transferDirection?: TransferDirection;
  pickupLocation?: string | null;
  dropoffLocation?: string | null;
  passengers?: number;
  vehicleType?: VehicleType;
  baseServiceCost?: number;
  additionalCostItems?: AdditionalCostItem[];
  gratuityIncluded?: boolean;
  pickupTime?: string | null;
  supplierConfirmationStatus?: SupplierConfirmationStatus;
  operationalStatus?: OperationalStatus;
}

export function opsDraftOf(b: AdminBookingDetail): OpsDraft {
  const o = b.operations;
  const t = b.transferDetail;
  return {
    supplierConfirmationNumber: o.supplierConfirmationNumber,
    supplierCostOriginal: o.supplierCostOriginal,
    supplierCurrency: o.supplierCurrency,
    supplierPaymentStatus: b.supplierPaymentStatus,
    greeterName: o.greeterName,
    greeterPhone: o.greeterPhone,
    greeterEmail: o.greeterEmail,
    greeterETA: o.greeterETA,
    meetLocation: o.meetLocation,
    signInstructions: o.signInstructions,
    driverName: o.driverName,
    driverPhone: o.driverPhone,
    vehicleMakeModel: o.vehicleMakeModel,
    vehiclePlate: o.vehiclePlate,
    vehicleColor: o.vehicleColor,
    liveETA: o.liveETA,
    vendorNotes: o.vendorNotes,
    vendorRestrictions: o.vendorRestrictions,
    greeterShiftTime: o.greeterShiftTime,
    confirmationNotes: o.confirmationNotes,
    confirmationCustomText: o.confirmationCustomText,
    advisorName: o.advisorName,
    advisorAgency: o.advisorAgency,
    advisorEmail: o.advisorEmail,
    advisorPhone: o.advisorPhone,
    advisorCommission: o.advisorCommission,
    advisorCommissionType: o.advisorCommissionType,
    internalMargin: o.internalMargin,
    paymentMethod: o.paymentMethod,
    paymentNotes: o.paymentNotes,
    ...(t
      ? {
          transferDirection: t.direction,
          pickupLocation: t.pickupLocation,
          dropoffLocation: t.dropoffLocation,
          passengers: t.passengers,
          vehicleType: t.vehicleType,
          baseServiceCost: t.baseServiceCost,
          additionalCostItems: t.additionalCostItems,
          gratuityIncluded: t.gratuityIncluded,
          pickupTime: t.pickupTime,
          supplierConfirmationStatus: t.supplierConfirmationStatus,
          operationalStatus: t.operationalStatus,
        }
      : {}),
  };
}

/** Only what changed is sent, so an untouched field never overwrites someone else's edit. */
export function opsChanges(b: AdminBookingDetail, draft: OpsDraft): Partial<OpsDraft> {
  const before = opsDraftOf(b) as unknown as Record<string, unknown>;
  const after = draft as unknown as Record<string, unknown>;
  const changed = Object.keys(after).filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
  );
  const out: Record<string, unknown> = Object.fromEntries(changed.map((k) => [k, after[k]]));
  // The cost and its currency travel together: the server converts them with one rate.
  if ('supplierCostOriginal' in out || 'supplierCurrency' in out) {
    out.supplierCostOriginal = draft.supplierCostOriginal;
    out.supplierCurrency = draft.supplierCurrency;
  }
  return withCommission(out as Partial<OpsDraft>, draft);
}

/** A cost the user typed: empty stays empty, anything else is at least 0 in cents. */
export function optionalAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return amount(value);
}

/** The USD preview of a supplier cost with the current rate (the server stores the rate it used). */
export function usdPreview(cost: number | null, rateToUsd: number | undefined): number | null {
  if (cost === null || rateToUsd === undefined) return null;
  return Math.round(cost * 100 * rateToUsd) / 100;
}

/** base + the sum of additional costs. */
export function transferTotal(base: number, items: readonly AdditionalCostItem[]): number {
  return Math.round((base + items.reduce((s, i) => s + i.amount, 0)) * 100) / 100;
}

/** The advisor's commission and its type travel together: a percentage is checked against 100 with its type. */
export function withCommission(changes: Partial<OpsDraft>, draft: OpsDraft): Partial<OpsDraft> {
  if (!('advisorCommission' in changes) && !('advisorCommissionType' in changes)) return changes;
  return { ...changes, advisorCommission: draft.advisorCommission, advisorCommissionType: draft.advisorCommissionType };
}
