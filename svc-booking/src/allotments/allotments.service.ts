import { randomUUID } from 'node:crypto';
import {
  ALLOTMENT_MESSAGES,
  allotmentCreateSchema,
  allotmentSeatsTakenMessage,
  supplierNotAtAirportMessage,
  type Allotment as AllotmentView,
  type AllotmentChange,
  type AllotmentCreate,
  type AllotmentList,
  type AllotmentListQuery,
  type InternalSupplierAllotmentCreate,
  type SupplierAllotmentChange,
  type SupplierAllotmentListQuery,
} from '@vip/contracts/schemas';
import type { Allotment } from '../generated/prisma/client.ts';
import type { CatalogClient } from '../catalog/catalog.client';
import { bookingErrors } from '../errors';
import type { SupplierCopiesRepository } from '../suppliers/supplier-copies.repository';
import type { AllotmentsRepository, Tx } from './allotments.repository';

export interface Actor {
  id: string;
  name: string;
}

export interface AllotmentsServiceDeps {
  allotments: AllotmentsRepository;
  catalog: Pick<CatalogClient, 'pricedService'>;
  /** svc-booking's copy of svc-ops' suppliers: an allotment names one it holds, never asking svc-ops. */
  suppliers: Pick<SupplierCopiesRepository, 'findActive'>;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}

/** The supplier an internal call speaks for, and the airport of its job. */
export interface SupplierScope {
  supplierId: string;
  airportCode: string;
}

/** Staff publishing, changing and withdrawing suppliers' instant-confirmation seats. */
export class AllotmentsService {
  constructor(private readonly deps: AllotmentsServiceDeps) {}

  async list(query: AllotmentListQuery): Promise<AllotmentList> {
    const rows = await this.deps.allotments.list(query);
    const held = await this.deps.allotments.seatsHeldOf(
      rows.map((r) => r.id),
      this.deps.now(),
    );
    return { allotments: rows.map((r) => allotmentView(r, held.get(r.id) ?? 0)) };
  }

  async get(id: string): Promise<AllotmentView> {
    return allotmentView(await this.found(id), await this.deps.allotments.seatsHeld(id, this.deps.now()));
  }

  async create(input: AllotmentCreate, actor: Actor): Promise<AllotmentView> {
    await this.checkServiceAtAirport(input);
    const row = await this.write(async (tx) => {
      await this.checkSupplier(tx, input.supplierId, input.airportCode);
      return this.deps.allotments.create(tx, {
        id: randomUUID(),
        airportCode: input.airportCode,
        serviceId: input.serviceId,
        date: input.date,
        fromTime: input.fromTime,
        toTime: input.toTime,
        seats: input.seats,
        supplierId: input.supplierId,
        createdBy: actor.name,
        updatedBy: actor.name,
      });
    });
    return allotmentView(row, 0);
  }

  async change(id: string, change: AllotmentChange, actor: Actor): Promise<AllotmentView> {
    const current = await this.found(id);
    const fromTime = change.fromTime ?? current.fromTime;
    const toTime = change.toTime ?? current.toTime;
    if (fromTime >= toTime) throw validationError('toTime', ALLOTMENT_MESSAGES.timeBand);
    const { version, ...fields } = change;
    const at = this.deps.now();
    const changed = await this.write(async (tx) => {
      if (fields.supplierId !== undefined) await this.checkSupplier(tx, fields.supplierId, current.airportCode);
      return this.deps.allotments.change(tx, id, version, { ...fields, updatedBy: actor.name }, at);
    });
    if (changed) return allotmentView(changed, await this.deps.allotments.seatsHeld(id, at));
    // Nothing written: say why from the row as it is now.
    const now = await this.found(id);
    if (now.version !== version) throw bookingErrors.create('ALLOTMENT_CHANGED', ALLOTMENT_MESSAGES.changed);
    const seatsHeld = await this.deps.allotments.seatsHeld(id, at);
    throw bookingErrors.create('ALLOTMENT_SEATS_TAKEN', allotmentSeatsTakenMessage(now.seatsTaken, seatsHeld), {
      seatsTaken: now.seatsTaken,
      seatsHeld,
    });
  }

  async remove(id: string): Promise<void> {
    await this.found(id);
    if (!(await this.write((tx) => this.deps.allotments.deleteUnused(tx, id, this.deps.now())))) {
      const now = await this.deps.allotments.find(id);
      if (!now) return;
      throw bookingErrors.create('ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.taken, { seatsTaken: now.seatsTaken });
    }
  }

  /** A supplier's own seats at one airport: what its job link shows. */
  async listForSupplier(supplierId: string, query: SupplierAllotmentListQuery): Promise<AllotmentList> {
    const rows = await this.deps.allotments.list({ ...query, supplierId });
    const held = await this.deps.allotments.seatsHeldOf(
      rows.map((r) => r.id),
      this.deps.now(),
    );
    return { allotments: rows.map((r) => allotmentView(r, held.get(r.id) ?? 0)) };
  }

  /** Published by the supplier itself: staff's rules and event, the supplier named from the path. */
  async createForSupplier(
    supplierId: string,
    input: InternalSupplierAllotmentCreate,
    actor: Actor,
  ): Promise<AllotmentView> {
    // Staff's write schema fills whatever the supplier does not give (its defaults, today the lead time).
    return this.create(allotmentCreateSchema.parse({ ...input, supplierId }), actor);
  }

  async changeForSupplier(
    scope: SupplierScope,
    id: string,
    change: SupplierAllotmentChange,
    actor: Actor,
  ): Promise<AllotmentView> {
    await this.foundFor(scope, id);
    return this.change(id, change, actor);
  }

  async removeForSupplier(scope: SupplierScope, id: string): Promise<void> {
    await this.foundFor(scope, id);
    await this.remove(id);
  }

  /** Another supplier's allotment, or one at another airport, is as unknown as a withdrawn one. */
  private async foundFor(scope: SupplierScope, id: string): Promise<Allotment> {
    const row = await this.found(id);
    if (row.supplierId !== scope.supplierId || row.airportCode !== scope.airportCode)
      throw bookingErrors.create('ALLOTMENT_NOT_FOUND', ALLOTMENT_MESSAGES.notFound);
    return row;
  }

  private async write<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.deps.allotments.inTransaction<T>(write);
    this.deps.onEventsCommitted();
    return result;
  }

  private async found(id: string): Promise<Allotment> {
    const row = await this.deps.allotments.find(id);
    if (!row) throw bookingErrors.create('ALLOTMENT_NOT_FOUND', ALLOTMENT_MESSAGES.notFound);
    return row;
  }

  /**
   * From svc-booking's copy of suppliers (never a call to svc-ops), in the transaction that writes: an active supplier
   * that serves the airport. A supplier heard of only from supplier.updated v1 has no airports kept: not refused.
   */
  private async checkSupplier(tx: Tx, supplierId: string, airportCode: string): Promise<void> {
    const supplier = await this.deps.suppliers.findActive(supplierId, tx);
    if (!supplier) throw validationError('supplierId', ALLOTMENT_MESSAGES.unknownSupplier);
    if (supplier.airportCodes.length > 0 && !supplier.airportCodes.includes(airportCode.toUpperCase())) {
      const message = supplierNotAtAirportMessage(supplier.name, airportCode.toUpperCase());
      throw bookingErrors.create('SUPPLIER_NOT_AT_AIRPORT', message, {
        fieldErrors: { airportCode: [message] },
        formErrors: [],
      });
    }
  }

  /** The catalog names the service's airport; capacity for a service elsewhere would never be used. */
  private async checkServiceAtAirport(input: AllotmentCreate): Promise<void> {
    const service = await this.deps.catalog.pricedService({
      serviceId: input.serviceId,
      date: input.date,
      time: input.fromTime,
      adults: 1,
      children: 0,
      porterSelected: false,
    });
    if (!service) throw validationError('serviceId', ALLOTMENT_MESSAGES.serviceId);
    if (service.airport.code !== input.airportCode)
      throw bookingErrors.create('SERVICE_NOT_AT_AIRPORT', ALLOTMENT_MESSAGES.serviceNotAtAirport, {
        fieldErrors: { serviceId: [ALLOTMENT_MESSAGES.serviceNotAtAirport] },
        formErrors: [],
      });
  }
}

function validationError(field: string, message: string) {
  return bookingErrors.create('ALLOTMENT_INVALID', message, { fieldErrors: { [field]: [message] }, formErrors: [] });
}

export function allotmentView(a: Allotment, seatsHeld: number): AllotmentView {
  return {
    id: a.id,
    airportCode: a.airportCode,
    serviceId: a.serviceId,
    date: a.date,
    fromTime: a.fromTime,
    toTime: a.toTime,
    seats: a.seats,
    seatsTaken: a.seatsTaken,
    seatsHeld,
    seatsLeft: Math.max(0, a.seats - a.seatsTaken - seatsHeld),
    supplierId: a.supplierId,
    instantBookingHours: a.instantBookingHours,
    version: a.version,
    updatedBy: a.updatedBy,
    updatedAt: a.updatedAt.toISOString(),
  };
}
