import {
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingPage,
  type AdminPricePreview,
  type AdminPricePreviewRequest,
  type PartnerBookingStatus,
  type ServiceOption,
} from '@vip/contracts/schemas';
import type { BookingClient } from '../booking/booking.client';
import type { CatalogClient } from '../catalog/catalog.client';
import type { CancellationsService } from '../cancellations/cancellations.service';
import type { CommercialService } from '../commercial/commercial.service';
import { decodeCursor, encodeCursor } from '../cases/board-cursor';
import { cancelledCase, type BoardFilter, type Case, type CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { SupplierJobsService } from '../supplier-jobs/supplier-jobs.service';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { TransfersService } from '../transfers/transfers.service';
import type { ExportRow } from './bookings.csv';
import { BOOKING_STATUS_FOR_ADMIN, type AdminStatus } from '@vip/contracts/vocabulary';

/** A line of a partner's monthly statement: partnerStatementLineSchema's, money in cents. */
export interface PartnerStatementLine {
  referenceCode: string;
  partnerReference: string | null;
  requestedAt: string;
  serviceDate: string;
  serviceName: string;
  airportCode: string;
  travellerName: string;
  status: PartnerBookingStatus;
  totalCents: number;
  commissionCents: number;
  netPriceCents: number;
  cancellationChargeCents: number | null;
}

function partnerStatusOf(adminStatus: AdminStatus): PartnerBookingStatus {
  const status = BOOKING_STATUS_FOR_ADMIN[adminStatus];
  return status === 'confirmed' || status === 'completed' ? status : 'requested';
}
import { isReplyOverdue, toAdminBooking, toAdminBookingDetail } from './case-detail';

export interface CaseViewDeps {
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  transfers: TransfersService;
  confirmations: ConfirmationsService;
  invoices: InvoicesService;
  commercial: CommercialService;
  cancellations: CancellationsService;
  supplierJobs: SupplierJobsService;
  booking: BookingClient;
  catalog: CatalogClient;
  now: () => Date;
  exportPageSize: number;
  replyOverdueHours: number;
}

/** Read side only; a constant number of queries per page, never one per booking. */
export class CaseViewService {
  constructor(private readonly deps: CaseViewDeps) {}

  /** staffId: who asks, for the 'Mine' filter. */
  async page(query: AdminBookingListQuery, staffId: string): Promise<AdminBookingPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.deps.cases.page(
      {
        status: query.status,
        q: query.q,
        view: query.view,
        partnerId: query.partnerId,
        ...this.deps.cases.boardFilter(query, staffId),
      },
      after,
      query.limit + 1,
    );
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items: await this.boardItems(items),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  async boardItems(cases: readonly Case[]): Promise<AdminBooking[]> {
    const ids = cases.map((c) => c.id);
    const [suppliers, transfers, groups] = await Promise.all([
      this.deps.suppliers.forCases(ids),
      this.deps.transfers.forCases(cases.filter((c) => c.isChauffeur).map((c) => c.id)),
      this.deps.cases.groupSizes(cases.flatMap((c) => (c.groupId ? [c.groupId] : []))),
    ]);
    const now = this.deps.now();
    return cases.map((c) =>
      toAdminBooking(c, {
        supplier: suppliers.get(c.id) ?? null,
        transfer: transfers.get(c.id) ?? null,
        replyOverdue: this.overdue(c, now),
        clock: this.deps.cases.clock(c, now),
        groupSize: c.groupId ? (groups.get(c.groupId) ?? 1) : 1,
      }),
    );
  }

  async boardItem(c: Case): Promise<AdminBooking> {
    return (await this.boardItems([c]))[0]!;
  }

  async detail(id: string): Promise<AdminBookingDetail> {
    const c = await this.deps.cases.findWithNotes(id);
    if (!c) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    const [supplier, coordination, transfer, confirmation, invoice, commercial] = await Promise.all([
      this.deps.suppliers.forCase(id),
      this.deps.coordination.forCase(id),
      c.isChauffeur ? this.deps.transfers.forCase(id) : Promise.resolve(null),
      this.deps.confirmations.forCase(id),
      this.deps.invoices.forCase(c),
      this.deps.commercial.forCase(id),
    ]);
    const [linkedCase, cancellation, linkedBookings] = await Promise.all([
      transfer?.linkedCaseId ? this.deps.cases.find(transfer.linkedCaseId) : Promise.resolve(null),
      this.deps.cancellations.forCase(c, {
        invoiceStatus: invoice.invoice?.status ?? null,
        supplier,
        people: coordination,
      }),
      this.deps.cases.groupOf(c),
    ]);
    const job = await this.deps.supplierJobs.forCase(id, supplier.supplierId);
    const detail = toAdminBookingDetail(c, {
      cancellation,
      commercial: this.deps.commercial.view(commercial, {
        totalPriceCents: c.totalPriceCents,
        supplierCostUsdCents: supplier.costUsdCents,
      }),
      supplier,
      coordination,
      transfer,
      confirmation,
      invoice,
      replyOverdue: this.overdue(c, this.deps.now()),
      clock: this.deps.cases.clock(c),
      groupSize: linkedBookings.length + 1,
      linkedBookings,
      checklistRows: c.checklistItems,
      comments: c.comments,
      linked: linkedCase ? { id: linkedCase.id, referenceCode: linkedCase.referenceCode } : null,
    });
    return {
      ...detail,
      supplierJob: {
        forwardContactToTraveller: job.forwardContactToTraveller,
        shareTravellerContact: job.shareTravellerContact,
        response: job.response,
        declineReason: job.declineReason,
        completedAt: job.completedAt?.toISOString() ?? null,
        contactForwardedAt: job.contactForwardedAt?.toISOString() ?? null,
      },
    };
  }

  private overdue(c: Case, now: Date): boolean {
    return isReplyOverdue(c, now, this.deps.replyOverdueHours);
  }

  /** Page by page, so only one page sits in memory. */
  async *exportRows(
    filter: { status?: string; q?: string } & Pick<BoardFilter, 'ownerId' | 'overdueBefore'>,
    pageSize = this.deps.exportPageSize,
  ): AsyncGenerator<ExportRow> {
    let after: { requestedAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await this.deps.cases.page(filter, after, pageSize);
      const ids = rows.map((c) => c.id);
      const [suppliers, transfers, invoices, cancellations] = await Promise.all([
        this.deps.suppliers.forCases(ids),
        this.deps.transfers.forCases(rows.filter((c) => c.isChauffeur).map((c) => c.id)),
        this.deps.invoices.forCases(rows),
        this.deps.cancellations.forCases(rows),
      ]);
      for (const c of rows) {
        const supplier = suppliers.get(c.id);
        const transfer = transfers.get(c.id);
        yield {
          ...c,
          pickupLocation: transfer?.pickupLocation ?? null,
          dropoffLocation: transfer?.dropoffLocation ?? null,
          assignedSupplierName: supplier?.supplierName ?? null,
          supplierCostUsdCents: supplier?.costUsdCents ?? null,
          supplierPaymentStatus: supplier?.paymentStatus ?? 'unpaid',
          invoiceStatus: invoices.get(c.id)?.invoice?.status ?? null,
          cancellation: cancellations.get(c.id) ?? null,
        };
      }
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { requestedAt: last.requestedAt, id: last.id };
    }
  }

  /**
   * A partner's live bookings requested in a month (UTC) as its statement lists them, money in cents as stored when
   * each was requested (partners/ reads this through its PartnerBookingsLedger port). Under net-rate terms the
   * discount is what the partner earns; under commission terms the net is what is left to us.
   */
  async partnerMonth(partnerId: string, month: string): Promise<PartnerStatementLine[]> {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const rows = await this.deps.cases.partnerLive(
      partnerId,
      new Date(Date.UTC(year, m - 1, 1)),
      new Date(Date.UTC(year, m, 1)),
    );
    const cancellations = await this.deps.cancellations.forCases(rows);
    return rows.map((c) => {
      const total = c.totalPriceCents;
      const commission =
        c.partnerCommissionCents ?? (c.partnerNetPriceCents === null ? 0 : total - c.partnerNetPriceCents);
      const cancellation = cancellations.get(c.id) ?? null;
      return {
        referenceCode: c.referenceCode,
        partnerReference: c.partnerReference,
        requestedAt: c.requestedAt.toISOString(),
        serviceDate: c.flightDate,
        serviceName: c.serviceName,
        airportCode: c.airportCode,
        travellerName: c.contactName,
        status: c.cancelledAt ? 'cancelled' : partnerStatusOf(c.adminStatus),
        totalCents: total,
        commissionCents: commission,
        netPriceCents: c.partnerNetPriceCents ?? total - commission,
        cancellationChargeCents: cancellation ? cancellation.chargeCents : null,
      };
    });
  }

  /** Writes nothing; flags an open or paid invoice the new total would no longer match. */
  async pricePreview(id: string, change: AdminPricePreviewRequest): Promise<AdminPricePreview> {
    const c = await this.deps.cases.require(id);
    if (c.cancelledAt) throw cancelledCase();
    if (c.bookingId === null)
      throw opsErrors.create('NOT_FOR_TRANSFER', 'A chauffeur transfer is priced by its costs, not by svc-catalog');
    const [preview, invoice] = await Promise.all([
      this.deps.booking.previewCore(c.bookingId, change),
      this.deps.invoices.forCase(c),
    ]);
    const open =
      invoice.invoice && !['CANCELED', 'FAILED'].includes(invoice.invoice.status.toUpperCase())
        ? invoice.invoice
        : null;
    const amount = open ? open.amount : null;
    return {
      current: preview.current.price,
      proposed: preview.proposed.price,
      service: preview.proposed.service,
      invoice:
        open && amount !== null && amount !== preview.proposed.totalPrice ? { status: open.status, amount } : null,
    };
  }

  async serviceOptions(id: string): Promise<ServiceOption[]> {
    const c = await this.deps.cases.require(id);
    if (c.bookingId === null)
      throw opsErrors.create('NOT_FOR_TRANSFER', 'A chauffeur transfer has no meet-and-greet service');
    const services = await this.deps.catalog.servicesAt({
      airport: c.airportCode,
      type: c.serviceType,
      date: c.flightDate,
      time: c.flightTime,
      adults: c.adultCount,
      children: c.childCount,
      porter: c.porterSelected,
    });
    const options: ServiceOption[] = services.map((s) => ({
      id: s.id,
      name: s.name,
      serviceType: s.serviceType,
      serviceLevel: s.serviceLevel,
      totalPrice: s.pricing?.totalPrice ?? null,
    }));
    // Stays choosable even when the catalog no longer lists it.
    if (c.serviceId !== null && c.serviceLevel !== null && !options.some((o) => o.id === c.serviceId)) {
      options.unshift({
        id: c.serviceId,
        name: c.serviceName,
        serviceType: c.serviceType,
        serviceLevel: c.serviceLevel,
        totalPrice: null,
      });
    }
    return options;
  }
}
