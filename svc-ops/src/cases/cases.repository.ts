import { randomUUID } from 'node:crypto';
import { type BookingPriceCents, type BookingRequestedV3 } from '@vip/contracts/events';
import { LOCALES, type Locale } from '@vip/contracts/i18n';
import {
  bookingFieldsOf,
  PARTNER_KEY_MODES,
  PARTNER_TERMS_KINDS,
  type PartnerKeyMode,
  type PartnerTermsKind,
  type StoredCore,
} from '@vip/contracts/schemas';
import {
  ADMIN_STATUSES,
  SERVICE_LEVELS,
  SERVICE_TYPES,
  type AdminStatus,
  type ServiceLevel,
  type ServiceType,
} from '@vip/contracts/vocabulary';
import { z } from 'zod';
import { Prisma, type OperationsCase } from '../generated/prisma/client.ts';
import type { SqlClient } from '@vip/platform/outbox';
import { placeholder, sqlTable, sqlValue, type Columns } from '../sql-columns';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';
import type { BoardCursor } from './board-cursor';

export type Case = Omit<
  OperationsCase,
  'adminStatus' | 'serviceType' | 'serviceLevel' | 'partnerMode' | 'partnerTermsKind' | 'locale'
> & {
  adminStatus: AdminStatus;
  serviceType: ServiceType;
  serviceLevel: ServiceLevel | null;
  partnerMode: PartnerKeyMode | null;
  partnerTermsKind: PartnerTermsKind | null;
  locale: Locale;
};

// The columns are text in the database, so they are parsed once, here.
const caseVocabulary = z.object({
  adminStatus: z.enum(ADMIN_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  serviceLevel: z.enum(SERVICE_LEVELS).nullable(),
  partnerMode: z.enum(PARTNER_KEY_MODES).nullable(),
  partnerTermsKind: z.enum(PARTNER_TERMS_KINDS).nullable(),
  locale: z.enum(LOCALES),
});

export function caseOf(row: OperationsCase): Case {
  // Checked, not copied: a board page or an export reads thousands of rows.
  caseVocabulary.parse(row);
  return row as Case;
}
const recordOrNull = (row: OperationsCase | null) => (row ? caseOf(row) : null);
const records = (rows: OperationsCase[]) => rows.map(caseOf);

/** Each folder writes its own table, never these relations. */
export type CaseUpdate = Omit<
  Prisma.OperationsCaseUpdateInput,
  | 'id'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'auditEntries'
  | 'checklistItems'
  | 'comments'
  | 'communications'
  | 'documents'
  | 'supplierAssignment'
  | 'coordination'
  | 'transfer'
  | 'confirmation'
  | 'invoice'
  | 'partnerWebhookState'
  | 'partnerWebhookDeliveries'
>;

export type NewStandaloneCase = Omit<Prisma.OperationsCaseUncheckedCreateInput, 'id' | 'bookingId'>;

export class CasesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /**
   * ON CONFLICT DO NOTHING, so two consumers of booking.requested opening it at once both succeed; the case's id for
   * the one that opened it, else null. Plain SQL, one statement, on any client: the ORM's transaction or a pg
   * connection (the cases consumer's).
   */
  async openFromBooking(tx: SqlClient, b: BookingRequestedV3): Promise<string | null> {
    const row = openingRow(b);
    const keys = Object.keys(row) as Array<keyof OpeningRow>;
    const values = keys.map((k) => sqlValue(row[k], CASE_COLUMNS[k][1]));
    const rows = await tx.$queryRawUnsafe<Array<{ id: string }>>(
      `INSERT INTO operations_cases (${keys.map((k) => CASE_COLUMNS[k][0]).join(', ')}, updated_at)
       VALUES (${keys.map((k, i) => placeholder(i + 1, CASE_COLUMNS[k][1])).join(', ')}, now())
       ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      ...values,
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The inbox row and the case as one statement, so atomic without a transaction (a consumer with nothing else to
   * write): BEGIN and COMMIT are two more round trips. Applied when the inbox row is new, whoever opened the case.
   */
  async openOnceAlone(
    db: SqlClient,
    consumer: string,
    event: { id: string; type: string },
    b: BookingRequestedV3,
  ): Promise<'applied' | 'duplicate'> {
    const opening = openingOnce(consumer, event, b, '1');
    const rows = await db.$queryRawUnsafe<Array<{ applied: boolean }>>(
      `${opening.ctes} SELECT EXISTS (SELECT 1 FROM fresh) AS applied`,
      ...opening.values,
    );
    return rows[0]?.applied ? 'applied' : 'duplicate';
  }

  /**
   * openOnceAlone for a consumer that goes on with the case: the case comes back in the same statement, whoever
   * opened it. It is null when another consumer's copy committed after this statement began (the statement cannot
   * see that row): the caller reads it again.
   */
  async openOnceWithCase(
    db: SqlClient,
    consumer: string,
    event: { id: string; type: string },
    b: BookingRequestedV3,
  ): Promise<{ outcome: 'applied' | 'duplicate'; opened: Case | null }> {
    const opening = openingOnce(consumer, event, b, CASES.selection);
    const rows = await db.$queryRawUnsafe<Array<OperationsCase & { applied: boolean }>>(
      `${opening.ctes}
       SELECT f.applied, c.*
         FROM (SELECT EXISTS (SELECT 1 FROM fresh) AS applied) f
         LEFT JOIN (
           SELECT * FROM opened
           UNION ALL
           SELECT ${CASES.selection} FROM operations_cases
            WHERE booking_id = $${opening.values.length + 1}::uuid AND NOT EXISTS (SELECT 1 FROM opened)
         ) c ON f.applied`,
      ...opening.values,
      b.bookingId,
    );
    const { applied, ...found } = rows[0] ?? { applied: false };
    if (!applied) return { outcome: 'duplicate', opened: null };
    return { outcome: 'applied', opened: 'id' in found && found.id ? caseOf(found as OperationsCase) : null };
  }

  async page(filter: BoardFilter, after: BoardCursor | undefined, take: number) {
    if (filter.q) return this.searchPage({ ...filter, q: filter.q }, after, take);
    const where: Prisma.OperationsCaseWhereInput = {
      AND: [
        boardWhere(filter),
        after
          ? {
              OR: [
                { requestedAt: { lt: after.requestedAt } },
                { requestedAt: after.requestedAt, id: { lt: after.id } },
              ],
            }
          : {},
      ],
    };
    return records(
      await this.prisma.operationsCase.findMany({ where, orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }], take }),
    );
  }

  /** Matches first (trigram indexes), then order: else the planner walks the newest-first index for a rare match. */
  private async searchPage(filter: BoardFilter & { q: string }, after: BoardCursor | undefined, take: number) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      WITH matched AS MATERIALIZED (
        SELECT id, requested_at, admin_status, cancelled_at, partner_id, assigned_agent_id, status_changed_at
        FROM operations_cases
        WHERE reference_code ILIKE ${pattern} OR contact_name ILIKE ${pattern} OR contact_email ILIKE ${pattern}
           OR contact_phone ILIKE ${pattern} OR company_name ILIKE ${pattern} OR airport_code ILIKE ${pattern}
           OR airport_name ILIKE ${pattern} OR traveler_names @> ARRAY[${filter.q}]::text[]
           OR agency_name ILIKE ${pattern} OR booker_name ILIKE ${pattern} OR booker_email ILIKE ${pattern}
           OR booker_phone ILIKE ${pattern} OR flight_number ILIKE ${pattern}
           OR departure_flight_number ILIKE ${pattern}
      )
      SELECT id::text AS id FROM matched
      WHERE (${filter.status ?? null}::text IS NULL OR admin_status = ${filter.status ?? null}::text)
        AND (${filter.view ?? 'all'}::text = 'all' OR (cancelled_at IS NULL) = (${filter.view ?? 'all'}::text = 'active'))
        AND (${filter.partnerId ?? null}::uuid IS NULL OR partner_id = ${filter.partnerId ?? null}::uuid)
        AND ${ownerSql(filter.ownerId)} AND ${overdueSql(overdueOfColumn(filter))}
        AND (${after?.requestedAt ?? null}::timestamptz IS NULL
             OR requested_at < ${after?.requestedAt ?? null}::timestamptz
             OR (requested_at = ${after?.requestedAt ?? null}::timestamptz AND id < ${after?.id ?? null}::uuid))
      ORDER BY requested_at DESC, id DESC
      LIMIT ${take}`;
    if (rows.length === 0) return [];
    const found = await this.prisma.operationsCase.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
    const byId = new Map(found.map((c) => [c.id, c]));
    return records(rows.map((r) => byId.get(r.id)!).filter(Boolean));
  }

  async countsByStatusAndFlags(filter: Omit<BoardFilter, 'status'>) {
    const groups = await this.prisma.operationsCase.groupBy({
      by: ['adminStatus', 'isPaid', 'escalationFlag', 'isTravelAgent'],
      where: boardWhere(filter),
      _count: { _all: true },
    });
    return groups.map((g) => ({ ...g, adminStatus: caseVocabulary.shape.adminStatus.parse(g.adminStatus) }));
  }

  count(filter: Omit<BoardFilter, 'status'>): Promise<number> {
    return this.prisma.operationsCase.count({ where: boardWhere(filter) });
  }

  async latestChange(): Promise<Date | null> {
    const found = await this.prisma.operationsCase.findFirst({
      orderBy: { updatedAt: 'desc' },
      select: { updatedAt: true },
    });
    return found?.updatedAt ?? null;
  }

  /**
   * Older core versions are skipped. The case version is not bumped: the staff save behind every core change bumps it,
   * so its event never makes a colleague's open modal stale.
   */
  async applyCore(tx: Tx, bookingId: string, core: CoreSnapshot, coreVersion?: number): Promise<boolean> {
    const current = await tx.operationsCase.findUnique({ where: { bookingId } });
    if (!current) return false;
    if (coreVersion !== undefined && coreVersion <= current.bookingCoreVersion) return false;
    const same = (Object.keys(core) as Array<keyof CoreSnapshot>).every(
      (k) => JSON.stringify(current[k]) === JSON.stringify(core[k]),
    );
    if (same && coreVersion === undefined) return false;
    await tx.operationsCase.update({
      where: { bookingId },
      data: { ...core, ...(coreVersion !== undefined ? { bookingCoreVersion: coreVersion } : {}) },
    });
    return !same;
  }

  async findById(id: string, tx: Tx | OpsPrisma = this.prisma): Promise<Case | null> {
    return recordOrNull(await tx.operationsCase.findUnique({ where: { id } }));
  }

  /** Plain SQL on any client: the acknowledgement consumer reads it on its pg connection. */
  async findByBooking(tx: SqlClient, bookingId: string): Promise<Case | null> {
    const rows = await tx.$queryRawUnsafe<OperationsCase[]>(
      `SELECT ${CASES.selection} FROM operations_cases WHERE booking_id = $1::uuid`,
      bookingId,
    );
    return recordOrNull(rows[0] ?? null);
  }

  /** How many bookings each checkout made (one query for a page of cards). */
  async groupSizes(groupIds: readonly string[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const groups = await this.prisma.operationsCase.groupBy({
      by: ['groupId'],
      where: { groupId: { in: [...new Set(groupIds)] } },
      _count: { _all: true },
    });
    return new Map(groups.map((g) => [g.groupId!, g._count._all]));
  }

  /** Plain SQL on any client, as findByBooking. */
  async findGroup(tx: SqlClient, groupId: string): Promise<Case[]> {
    return records(
      await tx.$queryRawUnsafe<OperationsCase[]>(
        `SELECT ${CASES.selection} FROM operations_cases WHERE group_id = $1::uuid ORDER BY reference_code`,
        groupId,
      ),
    );
  }

  /** A partner's live bookings requested in [from, to), oldest first (its statement). */
  async partnerLive(partnerId: string, from: Date, to: Date): Promise<Case[]> {
    return records(
      await this.prisma.operationsCase.findMany({
        where: { partnerId, partnerMode: 'live', requestedAt: { gte: from, lt: to } },
        orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
      }),
    );
  }

  async findByIds(ids: readonly string[]): Promise<Case[]> {
    return ids.length === 0
      ? []
      : records(await this.prisma.operationsCase.findMany({ where: { id: { in: [...ids] } } }));
  }

  async insert(tx: Tx, data: NewStandaloneCase): Promise<Case> {
    const statusChangedAt = data.statusChangedAt ?? data.requestedAt;
    return caseOf(await tx.operationsCase.create({ data: { ...data, statusChangedAt, id: randomUUID() } }));
  }

  async lockById(tx: Tx, id: string): Promise<Case | null> {
    await tx.$executeRaw`SELECT 1 FROM operations_cases WHERE id = ${id}::uuid FOR UPDATE`;
    return recordOrNull(await tx.operationsCase.findUnique({ where: { id } }));
  }

  /** Raw SQL so neither the version nor updated_at moves: a claim is not a change. */
  setChangeClaim(tx: Tx, id: string, until: Date | null, only?: Date): Promise<number> {
    return only
      ? tx.$executeRaw`UPDATE operations_cases SET change_claimed_until = ${until} WHERE id = ${id}::uuid AND change_claimed_until = ${only}`
      : tx.$executeRaw`UPDATE operations_cases SET change_claimed_until = ${until} WHERE id = ${id}::uuid`;
  }

  /**
   * Live cases whose service starts in [from, to) and whose final reconfirmation is not ticked: the reconfirmation
   * sweep's candidates, soonest first.
   */
  async reconfirmationDue(from: Date, to: Date, take: number): Promise<string[]> {
    const rows = await this.prisma.operationsCase.findMany({
      where: {
        cancelledAt: null,
        flightAt: { gte: from, lt: to },
        OR: [{ partnerMode: null }, { partnerMode: { not: 'sandbox' } }],
        checklistItems: { none: { itemType: 'final_reconfirmation_24h', isCompleted: true } },
      },
      orderBy: [{ flightAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
      take,
    });
    return rows.map((r) => r.id);
  }

  /** How many cases wait longer than their status's target, by status (the /metrics gauge). */
  async overdueByStatus(before: Partial<Record<AdminStatus, Date>>): Promise<Partial<Record<AdminStatus, number>>> {
    const groups = await this.prisma.operationsCase.groupBy({
      by: ['adminStatus'],
      where: overdueWhere(before),
      _count: { _all: true },
    });
    return Object.fromEntries(groups.map((g) => [g.adminStatus, g._count._all]));
  }

  async update(tx: Tx, id: string, data: CaseUpdate): Promise<Case> {
    return caseOf(await tx.operationsCase.update({ where: { id }, data: { ...data, version: { increment: 1 } } }));
  }

  addAudit(
    tx: Tx,
    entry: {
      caseId: string;
      actor: AuditActor;
      action: string;
      changes: Record<string, { from: unknown; to: unknown }>;
      at: Date;
    },
  ) {
    return tx.caseAuditEntry.create({
      data: {
        id: randomUUID(),
        caseId: entry.caseId,
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        action: entry.action,
        changes: entry.changes as Prisma.InputJsonValue,
        createdAt: entry.at,
      },
    });
  }

  async findWithNotes(id: string) {
    const row = await this.prisma.operationsCase.findUnique({
      where: { id },
      include: { checklistItems: true, comments: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } },
    });
    return row ? { ...row, ...caseOf(row) } : null;
  }

  findChecklistItem(tx: Tx, caseId: string, itemType: string) {
    return tx.checklistItem.findUnique({ where: { caseId_itemType: { caseId, itemType } } });
  }

  saveChecklistItem(
    tx: Tx,
    caseId: string,
    itemType: string,
    data: { isCompleted: boolean; completedAt: Date | null; completedBy: string | null; notes?: string | null },
  ) {
    return tx.checklistItem.upsert({
      where: { caseId_itemType: { caseId, itemType } },
      create: { id: randomUUID(), caseId, itemType, ...data },
      update: data,
    });
  }

  addComment(tx: Tx, caseId: string, comment: string, createdBy: string, at: Date) {
    return tx.adminComment.create({ data: { id: randomUUID(), caseId, comment, createdBy, createdAt: at } });
  }

  auditTrail(caseId: string) {
    return this.prisma.caseAuditEntry.findMany({ where: { caseId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }
}

export type CoreSnapshot = StoredCore & { flightAt?: Date } & Partial<
    Pick<OperationsCase, 'serviceId' | 'serviceName' | 'serviceType' | 'serviceLevel' | 'basePriceCents'>
  > & { priceBreakdown?: BookingPriceCents };

export interface BoardFilter {
  status?: string;
  q?: string;
  /** Absent: both, for the export. */
  view?: 'active' | 'cancelled';
  /** Only the bookings this partner made. */
  partnerId?: string;
  /** A colleague's id: their cases; null: cases nobody has taken; absent: anyone's. */
  ownerId?: string | null;
  /** Only cases that entered their status before the status's time here (statuses absent are never overdue). */
  overdueBefore?: Partial<Record<AdminStatus, Date>>;
}

function ownerSql(ownerId: string | null | undefined): Prisma.Sql {
  if (ownerId === undefined) return Prisma.sql`TRUE`;
  return ownerId === null ? Prisma.sql`assigned_agent_id IS NULL` : Prisma.sql`assigned_agent_id = ${ownerId}::uuid`;
}

/**
 * A column's cases are all of its status, so only that status's clock can make them overdue: with the other statuses'
 * terms PostgreSQL walks the whole column, and for a status without a target reads every case of it to find none.
 */
function overdueOfColumn({ status, overdueBefore }: BoardFilter): BoardFilter['overdueBefore'] {
  if (!overdueBefore || !status) return overdueBefore;
  const at = overdueBefore[status as AdminStatus];
  return at ? { [status]: at } : {};
}

function overdueSql(before: BoardFilter['overdueBefore']): Prisma.Sql {
  if (!before) return Prisma.sql`TRUE`;
  const parts = Object.entries(before).map(
    ([status, at]) => Prisma.sql`(admin_status = ${status} AND status_changed_at < ${at})`,
  );
  return parts.length === 0
    ? Prisma.sql`FALSE`
    : Prisma.sql`(cancelled_at IS NULL AND (${Prisma.join(parts, ' OR ')}))`;
}

function overdueWhere(before: BoardFilter['overdueBefore']): Prisma.OperationsCaseWhereInput {
  if (!before) return {};
  return {
    cancelledAt: null,
    OR: Object.entries(before).map(([status, at]) => ({ adminStatus: status, statusChangedAt: { lt: at } })),
  };
}

export interface AuditActor {
  id: string | null;
  name: string;
}

function boardWhere(filter: BoardFilter): Prisma.OperationsCaseWhereInput {
  const { ownerId, overdueBefore } = filter;
  const where = searchWhere(filter);
  if (ownerId === undefined && overdueBefore === undefined) return where;
  return {
    AND: [where, ownerId === undefined ? {} : { assignedAgentId: ownerId }, overdueWhere(overdueOfColumn(filter))],
  };
}

function searchWhere({ status, q, view, partnerId }: BoardFilter): Prisma.OperationsCaseWhereInput {
  const contains = (value: string) => ({ contains: value, mode: 'insensitive' as const });
  return {
    ...(status ? { adminStatus: status } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(view ? { cancelledAt: view === 'active' ? null : { not: null } } : {}),
    ...(q
      ? {
          OR: [
            { referenceCode: contains(q) },
            { contactName: contains(q) },
            { contactEmail: contains(q) },
            { contactPhone: contains(q) },
            { companyName: contains(q) },
            { airportCode: contains(q) },
            { airportName: contains(q) },
            { travelerNames: { has: q } },
            // Who booked for the traveller: an agent calling about their client's booking gives their own details.
            { agencyName: contains(q) },
            { bookerName: contains(q) },
            { bookerEmail: contains(q) },
            { bookerPhone: contains(q) },
            { flightNumber: contains(q) },
            { departureFlightNumber: contains(q) },
          ],
        }
      : {}),
  };
}

/** The columns a case opened from booking.requested sets; the others keep their defaults. */
function openingRow(b: BookingRequestedV3) {
  const partner = b.partner ?? null;
  return {
    id: randomUUID(),
    bookingId: b.bookingId,
    referenceCode: b.referenceCode,
    groupId: b.groupId,
    bookingStatus: b.status,
    // Confirmed at once from a supplier's allotment: nothing left to confirm; the supplier still needs the job.
    adminStatus: b.status === 'confirmed' ? 'confirmation_sent_vendor_needed' : 'inquiry_received',
    ...bookingFieldsOf(b),
    serviceId: b.service.id,
    serviceName: b.service.name,
    serviceType: b.service.serviceType,
    serviceLevel: b.service.serviceLevel,
    airportCode: b.service.airport.code,
    airportName: b.service.airport.name,
    airportTimeZone: b.service.airport.timeZone,
    flightAt: new Date(b.flightAt),
    porterCostCents: b.price.porterCostCents,
    basePriceCents: b.price.basePriceCents,
    totalPriceCents: b.price.totalPriceCents,
    priceBreakdown: b.price,
    cancellationPolicyHours: b.cancellationPolicyHours,
    requestedAt: new Date(b.requestedAt),
    // A new inquiry's clock runs from the traveller's request.
    statusChangedAt: new Date(b.requestedAt),
    partnerId: partner?.id ?? null,
    partnerName: partner?.name ?? null,
    partnerReference: partner?.reference ?? null,
    partnerMode: partner?.mode ?? null,
    partnerTermsKind: partner?.terms?.kind ?? null,
    partnerTermsBasisPoints: partner?.terms?.percentBasisPoints ?? null,
    partnerCommissionCents: partner?.commissionCents ?? null,
    partnerNetPriceCents: partner?.netPriceCents ?? null,
    partnerNotifyTraveller: partner?.notifyTraveller ?? null,
    locale: b.locale,
    displayCurrency: b.displayPrice?.currency ?? null,
    displayRateToUsd: b.displayPrice?.rateToUsd ?? null,
    displayTotalMinorUnits: b.displayPrice?.totalMinorUnits ?? null,
  } satisfies Partial<Record<keyof OperationsCase, unknown>>;
}
type OpeningRow = ReturnType<typeof openingRow>;

/** Every case field's column and type: a field added to the schema fails to compile here until it is named. */
const CASE_COLUMNS: Columns<OperationsCase> = {
  id: ['id', 'uuid'],
  bookingId: ['booking_id', 'uuid'],
  bookingCoreVersion: ['booking_core_version', 'int'],
  referenceCode: ['reference_code', 'text'],
  groupId: ['group_id', 'uuid'],
  bookingStatus: ['booking_status', 'text'],
  adminStatus: ['admin_status', 'text'],
  isPaid: ['is_paid', 'boolean'],
  escalationFlag: ['escalation_flag', 'boolean'],
  isTravelAgent: ['is_travel_agent', 'boolean'],
  isChauffeur: ['is_chauffeur', 'boolean'],
  contactName: ['contact_name', 'text'],
  contactEmail: ['contact_email', 'text'],
  contactPhone: ['contact_phone', 'text'],
  companyName: ['company_name', 'text'],
  travelerNames: ['traveler_names', 'text[]'],
  specialRequests: ['special_requests', 'text'],
  internalNotes: ['internal_notes', 'text'],
  serviceId: ['service_id', 'int'],
  serviceName: ['service_name', 'text'],
  serviceType: ['service_type', 'text'],
  serviceLevel: ['service_level', 'text'],
  airportCode: ['airport_code', 'text'],
  airportName: ['airport_name', 'text'],
  airportTimeZone: ['airport_time_zone', 'text'],
  flightNumber: ['flight_number', 'text'],
  flightDate: ['flight_date', 'text'],
  flightTime: ['flight_time', 'text'],
  flightAt: ['flight_at', 'timestamptz'],
  terminal: ['terminal', 'text'],
  airline: ['airline', 'text'],
  departureAirline: ['departure_airline', 'text'],
  departureFlightNumber: ['departure_flight_number', 'text'],
  bookerRole: ['booker_role', 'text'],
  relationshipToTraveler: ['relationship_to_traveler', 'text'],
  agencyName: ['agency_name', 'text'],
  bookerName: ['booker_name', 'text'],
  bookerEmail: ['booker_email', 'text'],
  bookerPhone: ['booker_phone', 'text'],
  adultCount: ['adult_count', 'int'],
  childCount: ['child_count', 'int'],
  porterSelected: ['porter_selected', 'boolean'],
  porterCostCents: ['porter_cost_cents', 'int'],
  basePriceCents: ['base_price_cents', 'int'],
  totalPriceCents: ['total_price_cents', 'int'],
  priceBreakdown: ['price_breakdown', 'jsonb'],
  cancellationPolicyHours: ['cancellation_policy_hours', 'int'],
  requestedAt: ['requested_at', 'timestamptz'],
  cancelledAt: ['cancelled_at', 'timestamptz'],
  version: ['version', 'int'],
  changeClaimedUntil: ['change_claimed_until', 'timestamptz'],
  partnerId: ['partner_id', 'uuid'],
  partnerName: ['partner_name', 'text'],
  partnerReference: ['partner_reference', 'text'],
  partnerMode: ['partner_mode', 'text'],
  partnerTermsKind: ['partner_terms_kind', 'text'],
  partnerTermsBasisPoints: ['partner_terms_basis_points', 'int'],
  partnerCommissionCents: ['partner_commission_cents', 'int'],
  partnerNetPriceCents: ['partner_net_price_cents', 'int'],
  partnerNotifyTraveller: ['partner_notify_traveller', 'boolean'],
  locale: ['locale', 'text'],
  displayCurrency: ['display_currency', 'text'],
  displayRateToUsd: ['display_rate_to_usd', 'text'],
  displayTotalMinorUnits: ['display_total_minor_units', 'int'],
  assignedAgentId: ['assigned_agent_id', 'uuid'],
  assignedAgentName: ['assigned_agent_name', 'text'],
  statusChangedAt: ['status_changed_at', 'timestamptz'],
  createdAt: ['created_at', 'timestamptz'],
  updatedAt: ['updated_at', 'timestamptz'],
};
const CASES = sqlTable('operations_cases', CASE_COLUMNS);

/**
 * `fresh` (the inbox row, new or not) and `opened` (the case, inserted only with a new inbox row; RETURNING
 * `returning`), with their parameters from $1: the opening of a booking.requested as one statement's CTEs.
 */
function openingOnce(
  consumer: string,
  event: { id: string; type: string },
  b: BookingRequestedV3,
  returning: string,
): { ctes: string; values: unknown[] } {
  const row = openingRow(b);
  const keys = Object.keys(row) as Array<keyof OpeningRow>;
  const values: unknown[] = [consumer, event.id, event.type];
  for (const k of keys) values.push(sqlValue(row[k], CASE_COLUMNS[k][1]));
  return { ctes: openingCtes(keys, returning), values };
}

// The statement's text depends on the columns and RETURNING alone: made once, not for every booking.
const openingTexts = new Map<string, string>();

function openingCtes(keys: Array<keyof OpeningRow>, returning: string): string {
  const signature = `${returning}\n${keys.join(',')}`;
  let text = openingTexts.get(signature);
  if (text === undefined) {
    text = `WITH fresh AS (
         INSERT INTO inbox_events (consumer, event_id, event_type) VALUES ($1, $2::uuid, $3)
         ON CONFLICT DO NOTHING RETURNING 1
       ), opened AS (
         INSERT INTO operations_cases (${keys.map((k) => CASE_COLUMNS[k][0]).join(', ')}, updated_at)
         SELECT ${keys.map((k, i) => placeholder(i + 4, CASE_COLUMNS[k][1])).join(', ')}, now()
          WHERE EXISTS (SELECT 1 FROM fresh)
         ON CONFLICT DO NOTHING RETURNING ${returning}
       )`;
    // Code makes the signatures, not input: a handful. The bound only guards against a mistake.
    if (openingTexts.size >= 64) openingTexts.clear();
    openingTexts.set(signature, text);
  }
  return text;
}
