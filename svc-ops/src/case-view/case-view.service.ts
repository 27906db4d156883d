import {
  CORE_FIELDS,
  caseOperationsUpdateSchema,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingPage,
  type AdminBookingUpdate,
  type BookingCoreChange,
  type BookingCoreUpdateInput,
  type CaseOperationsUpdate,
  type AdminPricePreview,
  type AdminPricePreviewRequest,
  type ServiceLevel,
  type ServiceOption,
  type ServiceType,
} from '@vip/contracts';
import { AppError, type Logger } from '@vip/platform';
import { randomUUID } from 'node:crypto';
import type { BookingClient } from '../booking/booking.client';
import type { CatalogClient } from '../catalog/catalog.client';
import type { CancellationsService } from '../cancellations/cancellations.service';
import type { CommercialService } from '../commercial/commercial.service';
import { decodeCursor, encodeCursor } from '../cases/board-cursor';
import {
  cancelledCase,
  versionConflict,
  type AuditActor,
  type CaseRecord,
  type CaseUpdate,
  type CasesService,
  type Changes,
} from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { CurrencyRatesService } from '../currency/currency-rates.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma, OpsTx } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { TransfersService } from '../transfers/transfers.service';
import type { ExportRow } from './bookings.csv';
import { isReplyOverdue, toAdminBooking, toAdminBookingDetail } from './case-detail';

export interface CaseViewDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  suppliers: SupplierAssignmentService;
  coordination: CoordinationService;
  transfers: TransfersService;
  confirmations: ConfirmationsService;
  invoices: InvoicesService;
  commercial: CommercialService;
  cancellations: CancellationsService;
  rates: CurrencyRatesService;
  booking: BookingClient;
  catalog: CatalogClient;
  now: () => Date;
  onBoardChanged: () => void;
  exportPageSize: number;
  /** After this many hours a request still in Inquiry Received is marked for a reply. */
  replyOverdueHours: number;
  logger?: Logger;
}

const UNDO_ATTEMPTS = 3;
const OPERATIONS_FIELDS = Object.keys(caseOperationsUpdateSchema.shape);

function pickDefined(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

/**
 * Names one attempt of a staff save at svc-booking: a retry of that call (a lost answer) is answered once,
 * while a new attempt, after an undo say, is a new correction.
 */
function correctionKey(caseId: string, version: number): string {
  return `case-${caseId}-v${version}-${randomUUID()}`;
}

/**
 * The booking as the board, the modal and the export show it, assembled in one place from the case and
 * each folder's part (a constant number of queries per page, never one per booking), and the staff save
 * that spans the folders.
 */
export class CaseViewService {
  constructor(private readonly deps: CaseViewDeps) {}

  /** A page of the board: one column or all, a search, newest first. */
  async page(query: AdminBookingListQuery): Promise<AdminBookingPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.deps.cases.page(
      { status: query.status, q: query.q, view: query.view },
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

  /** Board cards for cases: their suppliers and transfers read in one query each. */
  async boardItems(cases: readonly CaseRecord[]): Promise<AdminBooking[]> {
    const ids = cases.map((c) => c.id);
    const [suppliers, transfers] = await Promise.all([
      this.deps.suppliers.forCases(ids),
      this.deps.transfers.forCases(cases.filter((c) => c.isChauffeur).map((c) => c.id)),
    ]);
    const now = this.deps.now();
    return cases.map((c) =>
      toAdminBooking(c, {
        supplier: suppliers.get(c.id) ?? null,
        transfer: transfers.get(c.id) ?? null,
        replyOverdue: this.overdue(c, now),
      }),
    );
  }

  async boardItem(c: CaseRecord): Promise<AdminBooking> {
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
    const [linkedCase, cancellation] = await Promise.all([
      transfer?.linkedCaseId ? this.deps.cases.find(transfer.linkedCaseId) : Promise.resolve(null),
      this.deps.cancellations.forCase(c, { invoice, supplier, coordination }),
    ]);
    return toAdminBookingDetail(c, {
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
      checklistRows: c.checklistItems,
      comments: c.comments,
      linked: linkedCase ? { id: linkedCase.id, referenceCode: linkedCase.referenceCode } : null,
    });
  }

  private overdue(c: CaseRecord, now: Date): boolean {
    return isReplyOverdue(c, now, this.deps.replyOverdueHours);
  }

  /** Every booking of a filter with what the export shows of its folders, page by page (one page in memory). */
  async *exportRows(
    filter: { status?: string; q?: string },
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
   * A staff save, all or nothing as seen from both services and every folder. The whole change is checked
   * before anything is written anywhere (the version the modal loaded, each folder's fields, the rates).
   * svc-booking's part goes first, outside any transaction of ours, named by an idempotency key of this case
   * version and change; then svc-ops writes every folder's part in one transaction that checks the version
   * again. If that fails after svc-booking said yes, svc-booking's part is undone (its previous values, only
   * on the version it made), so neither side keeps half a save.
   */
  async update(id: string, update: AdminBookingUpdate, actor: AuditActor): Promise<AdminBookingDetail> {
    const { version, internalNotes, specialRequests, escalationFlag, ...rest } = update;
    const opsUpdate = pickDefined(rest, OPERATIONS_FIELDS) as CaseOperationsUpdate;
    const core = pickDefined(rest, [...CORE_FIELDS, 'serviceId']) as Partial<BookingCoreUpdateInput>;
    // The rate table is read only for a save that touches the supplier cost.
    const touchesCost = opsUpdate.supplierCostOriginal !== undefined || opsUpdate.supplierCurrency !== undefined;
    const rates = touchesCost ? await this.deps.rates.ratesToUsd() : new Map<string, string>();
    const rateOf = (currency: string) => rates.get(currency);

    // 1. Everything checked first: a stale version or an invalid field writes nothing anywhere.
    const loaded = await this.deps.cases.require(id);
    if (loaded.version !== version) throw versionConflict(loaded.version);
    // Its charge was fixed when it was cancelled: nothing that prices or runs it changes afterwards.
    if (loaded.cancelledAt) throw cancelledCase();
    const plan = async (current: CaseRecord, tx?: OpsTx) => {
      const [supplier, coordination, transfer, confirmation, commercial] = await Promise.all([
        this.deps.suppliers.forCase(id, tx),
        this.deps.coordination.forCase(id, tx),
        current.isChauffeur ? this.deps.transfers.forCase(id, tx) : Promise.resolve(null),
        this.deps.confirmations.forCase(id, tx),
        this.deps.commercial.forCase(id, tx),
      ]);
      return {
        supplier: this.deps.suppliers.planChange(supplier, opsUpdate, rateOf),
        coordination: this.deps.coordination.planChange(coordination, opsUpdate),
        transfer: this.deps.transfers.planChange(current, transfer, opsUpdate),
        confirmation: this.deps.confirmations.planChange(confirmation, opsUpdate),
        commercial: this.deps.commercial.planChange(commercial, opsUpdate),
      };
    };
    await plan(loaded);
    const remoteCore = Object.keys(core).length > 0 && loaded.bookingId !== null;

    // 2. svc-booking's part, with no transaction of ours open, while the case is claimed (no cancel meanwhile).
    const key = correctionKey(id, version);
    const claim = remoteCore ? await this.deps.cases.claimForChange(id, version) : undefined;
    const release = () => (claim ? this.deps.cases.releaseChangeClaim(id, claim).catch(() => undefined) : undefined);
    let correction: BookingCoreChange | undefined;
    try {
      correction = remoteCore
        ? await this.deps.booking.updateCore(loaded.bookingId!, { ...core, actor }, { idempotencyKey: key })
        : undefined;
    } catch (error) {
      await release();
      throw error;
    }

    // 3. svc-ops' part, every folder in one transaction; undone on svc-booking if it fails.
    let changedAny = false;
    try {
      await this.deps.prisma.$transaction(async (tx) => {
        const current = await this.deps.cases.lockForChange(tx, id, version);
        if (claim) await this.deps.cases.releaseChangeClaim(id, claim, tx);
        const changes: Changes = {};
        const caseData: Record<string, unknown> = {};
        if (correction) {
          Object.assign(changes, await this.deps.cases.applyCorrection(tx, current, correction));
        } else if (Object.keys(core).length > 0) {
          // A standalone transfer: svc-ops owns its contact and flight outright.
          const local = this.deps.transfers.planCoreChange(current, core);
          Object.assign(changes, local.changes);
          Object.assign(caseData, local.data);
        }
        const parts = await plan(current, tx);
        Object.assign(
          changes,
          parts.supplier.changes,
          parts.coordination.changes,
          parts.transfer.changes,
          parts.confirmation.changes,
          parts.commercial.changes,
        );
        Object.assign(caseData, parts.transfer.caseData);
        for (const [field, to] of [
          ['internalNotes', internalNotes],
          ['specialRequests', specialRequests],
          ['escalationFlag', escalationFlag],
        ] as const) {
          if (to === undefined || to === current[field]) continue;
          changes[field] = { from: current[field], to };
          caseData[field] = to;
        }
        if (Object.keys(changes).length === 0) return;
        await this.deps.suppliers.applyChange(tx, id, parts.supplier);
        await this.deps.coordination.applyChange(tx, id, parts.coordination);
        await this.deps.transfers.applyChange(tx, id, parts.transfer);
        await this.deps.confirmations.applyChange(tx, id, parts.confirmation);
        await this.deps.commercial.applyChange(tx, id, parts.commercial);
        // Bumps the version for every save that changed something, svc-booking's fields included.
        await this.deps.cases.recordChange(tx, id, {
          actor,
          action: 'details_edited',
          changes,
          at: this.deps.now(),
          data: caseData as CaseUpdate,
        });
        changedAny = true;
      });
    } catch (error) {
      if (correction && correction.coreVersion !== correction.previous.coreVersion)
        await this.undoCorrection(loaded.bookingId!, loaded.airportTimeZone, correction, actor, key);
      await release();
      throw error;
    }
    if (changedAny) this.deps.onBoardChanged();
    return this.detail(id);
  }

  /**
   * The old and new price of a pending edit (svc-booking asks svc-catalog; nothing is written), and the invoice
   * the new total would no longer match: an open or paid one made for another amount.
   */
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

  /**
   * The services at the booking's airport of its type, priced for its party and flight time: what staff may move it to.
   */
  async serviceOptions(id: string): Promise<ServiceOption[]> {
    const c = await this.deps.cases.require(id);
    if (c.bookingId === null)
      throw opsErrors.create('NOT_FOR_TRANSFER', 'A chauffeur transfer has no meet-and-greet service');
    const services = await this.deps.catalog.servicesAt({
      airport: c.airportCode,
      type: c.serviceType as ServiceType,
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
    // The booking's own service stays choosable even when the catalog no longer lists it.
    if (c.serviceId !== null && !options.some((o) => o.id === c.serviceId)) {
      options.unshift({
        id: c.serviceId,
        name: c.serviceName,
        serviceType: c.serviceType as ServiceType,
        serviceLevel: c.serviceLevel as ServiceLevel,
        totalPrice: null,
      });
    }
    return options;
  }

  /**
   * Puts svc-booking's fields back as they were before a correction whose svc-ops part failed. Only on
   * the version the correction made (a later change by someone else stays), idempotent, retried a few
   * times; what still fails is logged with the ids for a person to look at, never with the values.
   */
  private async undoCorrection(
    bookingId: string,
    timeZone: string,
    correction: BookingCoreChange,
    actor: AuditActor,
    key: string,
  ): Promise<void> {
    const previous = correction.previous;
    const back = Object.fromEntries(
      CORE_FIELDS.filter((f) => JSON.stringify(previous[f]) !== JSON.stringify(correction[f])).map((f) => [
        f,
        previous[f],
      ]),
    );
    if (previous.porterSelected) back.porterCost = previous.porterCost;
    if (previous.service.id !== correction.service.id) back.serviceId = previous.service.id;
    for (let attempt = 1; ; attempt++) {
      try {
        const undone = await this.deps.booking.updateCore(
          bookingId,
          { ...back, actor },
          { ifMatch: correction.coreVersion, idempotencyKey: `${key}.undo` },
        );
        // Best effort: keep the case's copy in step at once (svc-booking's events bring the same later).
        await this.deps.cases.applyCorrectionAlone(bookingId, timeZone, undone).catch(() => undefined);
        return;
      } catch (error) {
        const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
        if (conflict || attempt >= UNDO_ATTEMPTS) {
          this.deps.logger?.error(
            { bookingId, attempt, conflict },
            'a staff correction in svc-booking could not be undone after svc-ops failed to save its part',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}
