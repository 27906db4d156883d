import {
  CATALOG_MESSAGES,
  type AdminPromoCode,
  type AdminPromoCodeCreate,
  type AdminPromoCodeUpdate,
  type CatalogActor,
  type PromoCodeState,
  type PromoDiscounts,
} from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import { changed, type CatalogWriteDeps } from '../airports/airports-admin.service';
import { changedFields } from '../audit/catalog-audit.repository';
import { promoCodeChanged } from '../catalog-cache/catalog.events';
import { catalogErrors } from '../errors';
import type { PromoCodesRepository, PromoRow } from './promo-codes.repository';

const EDITABLE = [
  'description',
  'discounts',
  'validFrom',
  'validUntil',
  'usageLimit',
  'perEmailLimit',
  'active',
] as const;

const notFound = () => catalogErrors.create('PROMO_CODE_NOT_FOUND', 'Promo code not found');

function stateOf(row: PromoRow, used: number, now: Date): PromoCodeState {
  if (!row.active) return 'inactive';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  if (row.usageLimit !== null && used >= row.usageLimit) return 'used-up';
  if (row.validFrom && row.validFrom > now) return 'scheduled';
  return 'active';
}

export function toAdminPromoCode(row: PromoRow, used: number, now: Date): AdminPromoCode {
  return {
    code: row.code,
    description: row.description,
    discounts: row.discounts as PromoDiscounts,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perEmailLimit: row.perEmailLimit,
    used,
    active: row.active,
    state: stateOf(row, used, now),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the schemas cannot say: the window's order, and a per-e-mail limit inside the budget (422). */
export function promoRuleProblems(p: {
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  perEmailLimit: number | null;
}): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (p.validFrom && p.validUntil && p.validUntil <= p.validFrom) problems.validUntil = [CATALOG_MESSAGES.promoWindow];
  if (p.usageLimit !== null && p.perEmailLimit !== null && p.perEmailLimit > p.usageLimit)
    problems.perEmailLimit = [CATALOG_MESSAGES.perEmailOverBudget];
  return problems;
}

const ruleBroken = (fieldErrors: Record<string, string[]>) =>
  catalogErrors.create('CATALOG_RULE_BROKEN', Object.values(fieldErrors)[0]![0]!, { fieldErrors, formErrors: [] });

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

export class PromoCodesAdminService {
  constructor(
    private readonly codes: PromoCodesRepository,
    private readonly deps: CatalogWriteDeps,
  ) {}

  async list(): Promise<AdminPromoCode[]> {
    const [rows, used] = await Promise.all([this.codes.all(), this.codes.usedCounts()]);
    const now = this.deps.now();
    return rows.map((r) => toAdminPromoCode(r, used.get(r.code) ?? 0, now));
  }

  async get(code: string): Promise<AdminPromoCode> {
    const row = await this.codes.find(code);
    if (!row) throw notFound();
    return toAdminPromoCode(row, (await this.codes.usedCounts([code])).get(code) ?? 0, this.deps.now());
  }

  async create(input: AdminPromoCodeCreate, actor: CatalogActor): Promise<AdminPromoCode> {
    const fields = { ...input, validFrom: toDate(input.validFrom)!, validUntil: toDate(input.validUntil)! };
    const problems = promoRuleProblems(fields);
    if (Object.keys(problems).length > 0) throw ruleBroken(problems);
    const at = this.deps.now();
    const row = await this.codes.inTransaction(async (tx) => {
      if (await this.codes.find(input.code, tx))
        throw catalogErrors.create('PROMO_CODE_EXISTS', CATALOG_MESSAGES.promoExists, {
          fieldErrors: { code: [CATALOG_MESSAGES.promoExists] },
          formErrors: [],
        });
      const created = await this.codes.create(tx, fields);
      await this.deps.audit.record(tx, actor, at, [
        {
          action: 'promo-code.created',
          entityType: 'promo-code',
          entityId: created.code,
          before: null,
          after: { ...input },
        },
      ]);
      await appendToOutbox(tx, [promoCodeChanged({ ...created, discounts: created.discounts as PromoDiscounts }, at)]);
      return created;
    });
    this.deps.afterCommit();
    return toAdminPromoCode(row, 0, at);
  }

  async update(code: string, change: AdminPromoCodeUpdate, actor: CatalogActor): Promise<AdminPromoCode> {
    const at = this.deps.now();
    const row = await this.codes.inTransaction(async (tx) => {
      const before = await this.codes.find(code, tx);
      if (!before) throw notFound();
      if (before.version !== change.version) throw changed();
      const { version, validFrom, validUntil, ...fields } = change;
      const data = { ...fields, validFrom: toDate(validFrom), validUntil: toDate(validUntil) };
      const problems = promoRuleProblems({
        validFrom: data.validFrom === undefined ? before.validFrom : data.validFrom,
        validUntil: data.validUntil === undefined ? before.validUntil : data.validUntil,
        usageLimit: data.usageLimit === undefined ? before.usageLimit : data.usageLimit,
        perEmailLimit: data.perEmailLimit === undefined ? before.perEmailLimit : data.perEmailLimit,
      });
      if (Object.keys(problems).length > 0) throw ruleBroken(problems);
      const after = await this.codes.updateVersioned(tx, code, version, data);
      if (!after) throw changed();
      const diff = changedFields(before, after, EDITABLE);
      if (diff)
        await this.deps.audit.record(tx, actor, at, [
          {
            action: before.active && !after.active ? 'promo-code.switched-off' : 'promo-code.updated',
            entityType: 'promo-code',
            entityId: code,
            ...diff,
          },
        ]);
      await appendToOutbox(tx, [promoCodeChanged({ ...after, discounts: after.discounts as PromoDiscounts }, at)]);
      return after;
    });
    this.deps.afterCommit();
    return toAdminPromoCode(row, (await this.codes.usedCounts([code])).get(code) ?? 0, at);
  }
}
