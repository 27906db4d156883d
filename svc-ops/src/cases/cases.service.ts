import {
  ADMIN_STATUSES,
  toDollars,
  type AdminBooking,
  type AdminBookingListQuery,
  type AdminBookingPage,
  type AdminBookingSummary,
  type AdminStatus,
  type AuditEntry,
  type ServiceLevel,
  type ServiceType,
} from '@vip/contracts';
import { appendToOutbox } from '@vip/contracts/server';
import type { OperationsCase } from '../generated/prisma/client.ts';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { decodeCursor, encodeCursor } from './board-cursor';
import { caseStatusChangedEvent } from './cases.events';
import type { AuditActor, CasesRepository } from './cases.repository';

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

export interface CasesServiceDeps {
  prisma: OpsPrisma;
  cases: CasesRepository;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}

export class CasesService {
  constructor(private readonly deps: CasesServiceDeps) {}

  /** A page of the board: one column or all, a search, newest first. */
  async page(query: AdminBookingListQuery): Promise<AdminBookingPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.deps.cases.page({ status: query.status, q: query.q }, after, query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return { items: items.map(toAdminBooking), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
  }

  async summary(q: string | undefined): Promise<AdminBookingSummary> {
    const groups = await this.deps.cases.countsByStatusAndFlags({ q });
    const summary: AdminBookingSummary = {
      total: 0,
      paid: 0,
      escalations: 0,
      travelAgents: 0,
      byStatus: Object.fromEntries(ADMIN_STATUSES.map((s) => [s, 0])) as Record<AdminStatus, number>,
    };
    for (const g of groups) {
      const n = g._count._all;
      summary.total += n;
      if (g.isPaid) summary.paid += n;
      if (g.escalationFlag) summary.escalations += n;
      if (g.isTravelAgent) summary.travelAgents += n;
      if (g.adminStatus in summary.byStatus) summary.byStatus[g.adminStatus as AdminStatus] += n;
    }
    return summary;
  }

  /**
   * Moves a case to another admin status (any to any, spec §4), with its audit line and the
   * case.status-changed event svc-booking turns into the traveller's status, in one transaction.
   */
  async changeStatus(id: string, adminStatus: AdminStatus, actor: AuditActor): Promise<AdminBooking> {
    const { booking, changed } = await this.deps.prisma.$transaction(async (tx) => {
      const current = await this.deps.cases.lockById(tx, id);
      if (!current) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
      if (current.adminStatus === adminStatus) return { booking: current, changed: false };
      const at = this.deps.now();
      const updated = await this.deps.cases.update(tx, id, { adminStatus });
      await this.deps.cases.addAudit(tx, { caseId: id, actor, action: 'status_changed', changes: { adminStatus: { from: current.adminStatus, to: adminStatus } }, at });
      await appendToOutbox(tx, [caseStatusChangedEvent(updated, current.adminStatus as AdminStatus, at)]);
      return { booking: updated, changed: true };
    });
    if (changed) this.deps.onEventsCommitted();
    return toAdminBooking(booking);
  }

  async auditTrail(id: string): Promise<AuditEntry[]> {
    if (!(await this.deps.cases.findById(id))) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    return (await this.deps.cases.auditTrail(id)).map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: { id: e.actorId, name: e.actorName },
      action: e.action,
      changes: e.changes as AuditEntry['changes'],
    }));
  }
}
