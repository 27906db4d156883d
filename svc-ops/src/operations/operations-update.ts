import { toCents, transferTotalCents, type CaseOperationsUpdate } from '@vip/contracts';
import type { OperationsCase, Prisma } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import { costItemsOf } from '../cases/case-detail';
import { toUsdCents } from './currency';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** Plain text fields of the operations tab: API name → column. */
const TEXT_FIELDS = {
  supplierConfirmationNumber: 'supplierConfirmationNumber',
  greeterName: 'greeterName',
  greeterPhone: 'greeterPhone',
  greeterEmail: 'greeterEmail',
  greeterETA: 'greeterEta',
  meetLocation: 'meetLocation',
  signInstructions: 'signInstructions',
  driverName: 'driverName',
  driverPhone: 'driverPhone',
  vehicleMakeModel: 'vehicleMakeModel',
  vehiclePlate: 'vehiclePlate',
  vehicleColor: 'vehicleColor',
  liveETA: 'liveEta',
  supplierPaymentStatus: 'supplierPaymentStatus',
} as const satisfies Partial<Record<keyof CaseOperationsUpdate, keyof OperationsCase>>;

const TRANSFER_FIELDS = ['transferDirection', 'pickupLocation', 'dropoffLocation', 'passengers', 'vehicleType', 'baseServiceCost', 'additionalCostItems'] as const;

export interface OperationsChange {
  data: Prisma.OperationsCaseUpdateInput;
  changes: Changes;
}

/**
 * What an operations-tab save changes on a case. A supplier cost is converted to USD with the rate
 * in force now, and that rate is stored with it; transfer fields apply to chauffeur cases only.
 */
export function operationsChange(current: OperationsCase, update: CaseOperationsUpdate, rateNow: (currency: string) => string | undefined): OperationsChange {
  const data: Record<string, unknown> = {};
  const changes: Changes = {};
  const set = (api: string, column: string, from: unknown, to: unknown) => {
    if (JSON.stringify(from) === JSON.stringify(to)) return;
    data[column] = to;
    changes[api] = { from, to };
  };

  for (const [api, column] of Object.entries(TEXT_FIELDS)) {
    const to = update[api as keyof typeof TEXT_FIELDS];
    if (to !== undefined) set(api, column, current[column], to);
  }

  const currency = update.supplierCurrency ?? current.supplierCurrency;
  const originalCents = update.supplierCostOriginal === undefined ? current.supplierCostOriginalCents : update.supplierCostOriginal === null ? null : toCents(update.supplierCostOriginal);
  if (currency !== current.supplierCurrency || originalCents !== current.supplierCostOriginalCents) {
    set('supplierCurrency', 'supplierCurrency', current.supplierCurrency, currency);
    set('supplierCostOriginal', 'supplierCostOriginalCents', current.supplierCostOriginalCents, originalCents);
    if (originalCents === null) {
      set('supplierRateToUsd', 'supplierRateToUsd', current.supplierRateToUsd?.toFixed(8) ?? null, null);
      set('supplierCostUSD', 'supplierCostUsdCents', current.supplierCostUsdCents, null);
    } else {
      const rate = rateNow(currency);
      if (rate === undefined) throw opsErrors.create('CURRENCY_RATE_MISSING', `There is no USD rate for ${currency}; add it to the rate table first`);
      set('supplierRateToUsd', 'supplierRateToUsd', current.supplierRateToUsd?.toFixed(8) ?? null, rate);
      set('supplierCostUSD', 'supplierCostUsdCents', current.supplierCostUsdCents, toUsdCents(originalCents, rate));
    }
  }

  const transferFieldsSent = TRANSFER_FIELDS.filter((f) => update[f] !== undefined);
  if (transferFieldsSent.length > 0 && !current.isChauffeur) {
    throw opsErrors.create('NOT_A_TRANSFER', 'Only chauffeur transfers have these fields', { fields: transferFieldsSent });
  }
  if (current.isChauffeur) {
    if (update.transferDirection !== undefined) set('transferDirection', 'transferDirection', current.transferDirection, update.transferDirection);
    if (update.pickupLocation !== undefined) set('pickupLocation', 'pickupLocation', current.pickupLocation, update.pickupLocation);
    if (update.dropoffLocation !== undefined) set('dropoffLocation', 'dropoffLocation', current.dropoffLocation, update.dropoffLocation);
    if (update.passengers !== undefined) set('passengers', 'passengers', current.passengers, update.passengers);
    if (update.vehicleType !== undefined) set('vehicleType', 'vehicleType', current.vehicleType, update.vehicleType);
    const baseCents = update.baseServiceCost === undefined ? current.basePriceCents : toCents(update.baseServiceCost);
    const items =
      update.additionalCostItems === undefined
        ? costItemsOf(current)
        : update.additionalCostItems.map((i) => ({ description: i.description, amountCents: toCents(i.amount) }));
    set('baseServiceCost', 'basePriceCents', current.basePriceCents, baseCents);
    set('additionalCostItems', 'additionalCostItems', costItemsOf(current), items);
    set('totalAmount', 'totalPriceCents', current.totalPriceCents, transferTotalCents(baseCents, items.map((i) => i.amountCents)));
  }
  return { data: data as Prisma.OperationsCaseUpdateInput, changes };
}
