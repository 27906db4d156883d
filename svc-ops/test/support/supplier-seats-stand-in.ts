// svc-booking's /internal/suppliers/{supplierId}/allotments routes, in memory, for svc-ops' provider verification:
// the supplier from the path, the airport from the query, and svc-booking's answers as svc-ops' own pact with
// svc-booking describes them (another supplier's or airport's allotment is a 404, a stale version or seats below
// those booked a 409, seats bookings hold cannot be withdrawn).
import { randomUUID } from 'node:crypto';
import {
  ALLOTMENT_MESSAGES,
  SUPPLIER_JOB_AUDIT_ACTOR,
  allotmentSeatsTakenMessage,
  internalSupplierAllotmentCreateSchema,
  supplierAllotmentChangeSchema,
  type Allotment,
} from '@vip/contracts/schemas';

type Send = (status: number, body?: unknown) => void;
const PATH = /^\/internal\/suppliers\/([0-9a-f-]{36})\/allotments(?:\/([0-9a-f-]{36}))?$/;

const refusal = (code: string, message: string) => ({ error: { code, message, requestId: 'stand-in' } });

export class SupplierSeatsStandIn {
  readonly allotments = new Map<string, Allotment>();

  /** Seats as svc-booking keeps them once published; `seatsTaken` as bookings took them. */
  seed(
    supplierId: string,
    seats: Pick<Allotment, 'airportCode' | 'serviceId' | 'date' | 'fromTime' | 'toTime' | 'seats' | 'seatsTaken'>,
  ): Allotment {
    const a = this.view({ ...seats, id: randomUUID(), supplierId, version: 1 });
    this.allotments.set(a.id, a);
    return a;
  }

  /** True when the request was one of these routes (and answered). */
  handle(method: string, url: URL, text: string, send: Send): boolean {
    const match = PATH.exec(url.pathname);
    if (!match) return false;
    const [, supplierId, id] = match;
    const airportCode = url.searchParams.get('airportCode');
    if (!id && method === 'GET') {
      const own = [...this.allotments.values()].filter(
        (a) => a.supplierId === supplierId && a.airportCode === airportCode,
      );
      send(200, { allotments: own });
    } else if (!id && method === 'POST') {
      const body = internalSupplierAllotmentCreateSchema.parse(JSON.parse(text));
      send(201, this.seed(supplierId!, { ...body, seatsTaken: 0 }));
    } else {
      const own = id ? this.allotments.get(id) : undefined;
      if (!own || own.supplierId !== supplierId || own.airportCode !== airportCode)
        send(404, refusal('ALLOTMENT_NOT_FOUND', ALLOTMENT_MESSAGES.notFound));
      else if (method === 'DELETE') this.withdraw(own, send);
      else this.change(own, text, send);
    }
    return true;
  }

  private withdraw(own: Allotment, send: Send): void {
    if (own.seatsTaken > 0) return send(409, refusal('ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.taken));
    this.allotments.delete(own.id);
    send(204);
  }

  private change(own: Allotment, text: string, send: Send): void {
    const { version, ...fields } = supplierAllotmentChangeSchema.parse(JSON.parse(text));
    if (version !== own.version) return send(409, refusal('ALLOTMENT_CHANGED', ALLOTMENT_MESSAGES.changed));
    if (fields.seats !== undefined && fields.seats < own.seatsTaken)
      return send(409, refusal('ALLOTMENT_SEATS_TAKEN', allotmentSeatsTakenMessage(own.seatsTaken, 0)));
    const changed = this.view({ ...own, ...fields, version: own.version + 1 });
    this.allotments.set(own.id, changed);
    send(200, changed);
  }

  private view(
    a: Omit<Allotment, 'seatsHeld' | 'seatsLeft' | 'instantBookingHours' | 'updatedBy' | 'updatedAt'>,
  ): Allotment {
    return {
      ...a,
      seatsHeld: 0,
      seatsLeft: Math.max(0, a.seats - a.seatsTaken),
      instantBookingHours: 24,
      updatedBy: SUPPLIER_JOB_AUDIT_ACTOR,
      updatedAt: new Date().toISOString(),
    };
  }
}
