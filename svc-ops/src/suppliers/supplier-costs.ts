import { toCents } from '@vip/contracts/money';
import { type CaseOperationsUpdate } from '@vip/contracts/schemas';
import { type SupplierCurrency } from '@vip/contracts/vocabulary';
import { opsErrors } from '../errors';
import { toUsdCents } from '../currency/currency';
import type { SupplierAssignmentData, SupplierAssignmentRecord } from './supplier-assignments.repository';

type Changes = Record<string, { from: unknown; to: unknown }>;

export const NO_ASSIGNMENT: Omit<SupplierAssignmentRecord, 'caseId'> = {
  supplierId: null,
  supplierName: null,
  supplierEmail: null,
  supplierPhone: null,
  assignmentId: null,
  confirmationNumber: null,
  costOriginalCents: null,
  currency: 'USD',
  rateToUsd: null,
  costUsdCents: null,
  paymentStatus: 'unpaid',
  vendorNotes: null,
  vendorRestrictions: null,
};

export interface SupplierChange {
  data: Partial<SupplierAssignmentData>;
  changes: Changes;
}

/** The rate in force is stored with the cost, so a later rate change does not rewrite it. */
export function supplierChange(
  current: Omit<SupplierAssignmentRecord, 'caseId'>,
  update: CaseOperationsUpdate,
  rateNow: (currency: string) => string | undefined,
): SupplierChange {
  const data: Record<string, unknown> = {};
  const changes: Changes = {};
  const set = (api: string, column: keyof SupplierAssignmentData, from: unknown, to: unknown) => {
    if (JSON.stringify(from) === JSON.stringify(to)) return;
    data[column] = to;
    changes[api] = { from, to };
  };
  if (update.supplierConfirmationNumber !== undefined)
    set(
      'supplierConfirmationNumber',
      'confirmationNumber',
      current.confirmationNumber,
      update.supplierConfirmationNumber,
    );
  if (update.supplierPaymentStatus !== undefined)
    set('supplierPaymentStatus', 'paymentStatus', current.paymentStatus, update.supplierPaymentStatus);
  if (update.vendorNotes !== undefined) set('vendorNotes', 'vendorNotes', current.vendorNotes, update.vendorNotes);
  if (update.vendorRestrictions !== undefined)
    set('vendorRestrictions', 'vendorRestrictions', current.vendorRestrictions, update.vendorRestrictions);

  const currency: SupplierCurrency | string = update.supplierCurrency ?? current.currency;
  const originalCents =
    update.supplierCostOriginal === undefined
      ? current.costOriginalCents
      : update.supplierCostOriginal === null
        ? null
        : toCents(update.supplierCostOriginal);
  if (currency !== current.currency || originalCents !== current.costOriginalCents) {
    set('supplierCurrency', 'currency', current.currency, currency);
    set('supplierCostOriginal', 'costOriginalCents', current.costOriginalCents, originalCents);
    const rateBefore = current.rateToUsd?.toFixed(8) ?? null;
    if (originalCents === null) {
      set('supplierRateToUsd', 'rateToUsd', rateBefore, null);
      set('supplierCostUSD', 'costUsdCents', current.costUsdCents, null);
    } else {
      const rate = rateNow(currency);
      if (rate === undefined)
        throw opsErrors.create(
          'CURRENCY_RATE_MISSING',
          `There is no USD rate for ${currency}; add it to the rate table first`,
        );
      set('supplierRateToUsd', 'rateToUsd', rateBefore, rate);
      set('supplierCostUSD', 'costUsdCents', current.costUsdCents, toUsdCents(originalCents, rate));
    }
  }
  return { data: data as Partial<SupplierAssignmentData>, changes };
}
