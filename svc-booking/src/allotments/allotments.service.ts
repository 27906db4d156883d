import { randomUUID } from 'node:crypto';
import {
  ALLOTMENT_MESSAGES,
  type Allotment as AllotmentView,
  type AllotmentChange,
  type AllotmentCreate,
  type AllotmentList,
  type AllotmentListQuery,
} from '@vip/contracts/schemas';
import type { Allotment } from '../generated/prisma/client.ts';
import type { CatalogClient } from '../catalog/catalog.client';
import { bookingErrors } from '../errors';
import type { AllotmentsRepository, Tx } from './allotments.repository';

export interface Actor {
  id: string;
  name: string;
}

export interface AllotmentsServiceDeps {
  allotments: AllotmentsRepository;
  catalog: Pick<CatalogClient, 'pricedService'>;
  now: () => Date;
  /** Called after a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}

/** Staff publishing, changing and withdrawing suppliers' instant-confirmation seats. */
export class AllotmentsService {
  constructor(private readonly deps: AllotmentsServiceDeps) {}

  async list(query: AllotmentListQuery): Promise<AllotmentList> {
    const rows = await this.deps.allotments.list(query);
    return { allotments: rows.map(allotmentView) };
  }

  async get(id: string): Promise<AllotmentView> {
    return allotmentView(await this.found(id));
  }

  async create(input: AllotmentCreate, actor: Actor): Promise<AllotmentView> {
    await this.checkServiceAtAirport(input);
    const row = await this.write((tx) =>
      this.deps.allotments.create(tx, {
        id: randomUUID(),
        airportCode: input.airportCode,
        serviceId: input.serviceId,
        date: input.date,
        fromTime: input.fromTime,
        toTime: input.toTime,
        seats: input.seats,
        supplierId: input.supplierId ?? null,
        instantBookingHours: input.instantBookingHours,
        createdBy: actor.name,
        updatedBy: actor.name,
      }),
    );
    return allotmentView(row);
  }

  async change(id: string, change: AllotmentChange, actor: Actor): Promise<AllotmentView> {
    const current = await this.found(id);
    const fromTime = change.fromTime ?? current.fromTime;
    const toTime = change.toTime ?? current.toTime;
    if (fromTime >= toTime) throw validationError('toTime', ALLOTMENT_MESSAGES.timeBand);
    const { version, ...fields } = change;
    const changed = await this.write((tx) =>
      this.deps.allotments.change(tx, id, version, { ...fields, updatedBy: actor.name }),
    );
    if (changed) return allotmentView(changed);
    // Nothing written: say why from the row as it is now.
    const now = await this.found(id);
    if (now.version !== version) throw bookingErrors.create('ALLOTMENT_CHANGED', ALLOTMENT_MESSAGES.changed);
    throw bookingErrors.create('ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.belowTaken, {
      seatsTaken: now.seatsTaken,
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

export function allotmentView(a: Allotment): AllotmentView {
  return {
    id: a.id,
    airportCode: a.airportCode,
    serviceId: a.serviceId,
    date: a.date,
    fromTime: a.fromTime,
    toTime: a.toTime,
    seats: a.seats,
    seatsTaken: a.seatsTaken,
    seatsLeft: a.seats - a.seatsTaken,
    supplierId: a.supplierId,
    instantBookingHours: a.instantBookingHours,
    version: a.version,
    updatedBy: a.updatedBy,
    updatedAt: a.updatedAt.toISOString(),
  };
}
