import { type BookingRequestedV3 } from '@vip/contracts/events';
import { toCents, toDollars } from '@vip/contracts/money';
import { type CaseOperationsUpdate, type CommissionType, type PaymentMethod } from '@vip/contracts/schemas';
import { opsErrors } from '../errors';
import type { OpsTx } from '../prisma';
import type { CommercialData, CommercialRecord, CommercialRepository } from './commercial.repository';

type Changes = Record<string, { from: unknown; to: unknown }>;

export interface CaseCommercialView {
  advisorName: string | null;
  advisorAgency: string | null;
  advisorEmail: string | null;
  advisorPhone: string | null;
  advisorCommission: number | null;
  advisorCommissionType: CommissionType | null;
  advisorCommissionAmount: number | null;
  internalMargin: number | null;
  computedMargin: number | null;
  marginCurrency: 'USD';
  paymentMethod: PaymentMethod | null;
  paymentNotes: string | null;
}

export interface CommercialChange {
  data: Partial<CommercialData>;
  changes: Changes;
}

const NONE: Omit<CommercialRecord, 'caseId'> = {
  advisorName: null,
  advisorAgency: null,
  advisorEmail: null,
  advisorPhone: null,
  advisorCommission: null,
  advisorCommissionType: null,
  internalMarginCents: null,
  marginCurrency: 'USD',
  paymentMethod: null,
  paymentNotes: null,
};

const TEXT_FIELDS = {
  advisorName: 'advisorName',
  advisorAgency: 'advisorAgency',
  advisorEmail: 'advisorEmail',
  advisorPhone: 'advisorPhone',
  paymentMethod: 'paymentMethod',
  paymentNotes: 'paymentNotes',
} as const satisfies Partial<Record<keyof CaseOperationsUpdate, keyof CommercialData>>;

export function commissionCents(
  commission: number | null,
  type: string | null,
  totalPriceCents: number,
): number | null {
  if (commission === null || type === null) return null;
  return type === 'percent' ? Math.round((totalPriceCents * commission) / 100) : toCents(commission);
}

/** Null until the supplier's cost is known: a guess would mislead. */
export function marginCents(
  totalPriceCents: number,
  supplierCostUsdCents: number | null,
  commission: number | null,
): number | null {
  if (supplierCostUsdCents === null) return null;
  return totalPriceCents - supplierCostUsdCents - (commission ?? 0);
}

/**
 * A partner booking's travel-advisor record: the partner as the agency, its consultant as the advisor, and the terms
 * it was priced on as a percentage commission. Under net-rate terms the discount is the partner's share, so it is
 * the commission too, and the margin staff see is what is left to us.
 */
export function partnerCommercial(booking: BookingRequestedV3): Partial<CommercialData> | null {
  const partner = booking.partner;
  if (!partner) return null;
  return {
    advisorAgency: partner.name,
    advisorName: booking.bookerName ?? partner.name,
    advisorEmail: booking.bookerEmail ?? null,
    advisorPhone: booking.bookerPhone || null,
    advisorCommission: partner.terms ? partner.terms.percentBasisPoints / 100 : null,
    advisorCommissionType: partner.terms ? 'percent' : null,
  };
}

export class CommercialService {
  constructor(private readonly repository: CommercialRepository) {}

  /** In the transaction that opens the case; what staff saved already is kept. */
  async openForPartner(tx: OpsTx, caseId: string, booking: BookingRequestedV3): Promise<void> {
    const data = partnerCommercial(booking);
    if (data) await this.repository.createIfAbsent(tx, caseId, data);
  }

  async forCase(caseId: string, tx?: OpsTx): Promise<Omit<CommercialRecord, 'caseId'>> {
    return (await this.repository.find(caseId, tx)) ?? NONE;
  }

  view(
    stored: Omit<CommercialRecord, 'caseId'>,
    money: { totalPriceCents: number; supplierCostUsdCents: number | null },
  ): CaseCommercialView {
    const commission = stored.advisorCommission === null ? null : Number(stored.advisorCommission);
    const commissionAmount = commissionCents(commission, stored.advisorCommissionType, money.totalPriceCents);
    const margin = marginCents(money.totalPriceCents, money.supplierCostUsdCents, commissionAmount);
    return {
      advisorName: stored.advisorName,
      advisorAgency: stored.advisorAgency,
      advisorEmail: stored.advisorEmail,
      advisorPhone: stored.advisorPhone,
      advisorCommission: commission,
      advisorCommissionType: stored.advisorCommissionType as CommissionType | null,
      advisorCommissionAmount: commissionAmount === null ? null : toDollars(commissionAmount),
      internalMargin: stored.internalMarginCents === null ? null : toDollars(stored.internalMarginCents),
      computedMargin: margin === null ? null : toDollars(margin),
      marginCurrency: 'USD',
      paymentMethod: stored.paymentMethod as PaymentMethod | null,
      paymentNotes: stored.paymentNotes,
    };
  }

  planChange(current: Omit<CommercialRecord, 'caseId'>, update: CaseOperationsUpdate): CommercialChange {
    const data: Record<string, unknown> = {};
    const changes: Changes = {};
    const set = (api: string, column: keyof CommercialData, from: unknown, to: unknown) => {
      if (JSON.stringify(from) === JSON.stringify(to)) return;
      data[column] = to;
      changes[api] = { from, to };
    };
    for (const [api, column] of Object.entries(TEXT_FIELDS)) {
      const to = update[api as keyof typeof TEXT_FIELDS];
      if (to !== undefined) set(api, column, current[column], to);
    }
    const before = current.advisorCommission === null ? null : Number(current.advisorCommission);
    const commission = update.advisorCommission !== undefined ? update.advisorCommission : before;
    const type =
      update.advisorCommissionType !== undefined ? update.advisorCommissionType : current.advisorCommissionType;
    if (type === 'percent' && commission !== null && commission > 100) {
      throw opsErrors.create('VALIDATION_FAILED', 'A percentage commission is at most 100', {
        fieldErrors: { advisorCommission: ['A percentage commission is at most 100'] },
        formErrors: [],
        in: 'body',
      });
    }
    if (update.advisorCommission !== undefined)
      set('advisorCommission', 'advisorCommission', before, update.advisorCommission);
    if (update.advisorCommissionType !== undefined)
      set(
        'advisorCommissionType',
        'advisorCommissionType',
        current.advisorCommissionType,
        update.advisorCommissionType,
      );
    if (update.internalMargin !== undefined) {
      const cents = update.internalMargin === null ? null : toCents(update.internalMargin);
      if (cents !== current.internalMarginCents) {
        data.internalMarginCents = cents;
        changes.internalMargin = {
          from: current.internalMarginCents === null ? null : toDollars(current.internalMarginCents),
          to: update.internalMargin,
        };
      }
    }
    return { data: data as Partial<CommercialData>, changes };
  }

  async applyChange(tx: OpsTx, caseId: string, change: CommercialChange): Promise<void> {
    if (Object.keys(change.data).length > 0) await this.repository.save(tx, caseId, change.data);
  }
}
