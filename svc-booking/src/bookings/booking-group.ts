import { randomUUID } from 'node:crypto';
import { MULTI_SERVICE_DISCOUNT, bestDiscount, hasOtherTypeAtSameAirport } from '@vip/contracts/discounts';
import { type ValidationDetails } from '@vip/contracts/http';
import { PROMO_REDEMPTION_MESSAGES } from '@vip/contracts/schemas';
import { type AppError } from '@vip/platform/koa';
import { appendToOutbox, type SqlClient } from '@vip/platform/outbox';
import type { Booking, Prisma } from '../generated/prisma/client.ts';
import { bookingErrors } from '../errors';
import type { SaveAnswer } from '../idempotency/idempotent-replay';
import type { SeatOutcome } from '../allotments/allotments.repository';
import { flightTimeProblem, withFreshReferenceCodes, type PricedService } from './booking-record';
import { bookingRequestedEvent } from './bookings.events';
import type { BookingsServiceDeps } from './bookings.service';
import { newReferenceCode } from './reference-code';

export const SERVICE_UNAVAILABLE_MESSAGE = 'This service is no longer available. Please remove it and choose another.';

/** One service of a group as asked: what svc-catalog prices. */
export interface GroupItem {
  serviceId: number;
  flightDate: string;
  flightTime: string;
  adults: number;
  children: number;
  porter: boolean;
}

export interface PricedItem {
  service: PricedService;
  /** The one percentage the item gets (never taken from the client). */
  discountPercentage: number;
  /** The promo code gave this item its discount (discounts never stack, so a better one leaves the code unused). */
  promoApplied: boolean;
}

/** A booking's columns as its request gives them; the group adds the id, reference code and group id. */
export type GroupRow = Omit<Prisma.BookingCreateInput, 'id' | 'referenceCode' | 'groupId'> & { airportCode: string };

interface ItemProblem {
  index: number;
  field: 'serviceId' | 'flightTime';
  error: AppError;
}

export type BookingGroupsDeps = Pick<
  BookingsServiceDeps,
  'prisma' | 'bookings' | 'allotments' | 'catalog' | 'now' | 'onEventsCommitted'
>;

/**
 * What the site's checkout and the partner API share: every item of a request priced by svc-catalog with its one
 * discount worked out here, and the whole group written at once (every item a booking with one group id, their
 * booking.requested events and the idempotent answer in one transaction, or nothing).
 */
export class BookingGroups {
  constructor(private readonly deps: BookingGroupsDeps) {}

  /**
   * Every item's catalog price and discount, or one error naming every item that cannot be booked (gone from the
   * catalog, or a flight that passed or is under 6 hours away in its airport's zone). A catalog that cannot answer
   * fails the whole request with 503 before anything is written.
   */
  async price(items: GroupItem[], options: { promoCode?: string; requestId?: string } = {}): Promise<PricedItem[]> {
    const services = await this.priceItems(items, options.requestId);
    const discounts = await this.discountsFor(services, options.promoCode, options.requestId);
    return services.map((service, i) => ({ service, ...discounts[i]! }));
  }

  /**
   * Writes the group and answers with `answer` of what was written, stored with the idempotency key. An item an
   * allotment covers (outside its lead time, a seat left) takes the seat here and is confirmed at once; the others
   * are requests, as is every item when the transaction's seats run out.
   */
  async write<T>(
    rows: GroupRow[],
    answer: (bookings: Booking[], groupId: string, seats: SeatOutcome[]) => T,
    saveAnswer: SaveAnswer<T>,
    options: {
      beforeSeats?: (tx: SqlClient) => Promise<unknown>;
      afterSeats?: (tx: SqlClient, seats: SeatOutcome[]) => Promise<unknown>;
    } = {},
  ): Promise<T> {
    const groupId = randomUUID();
    const body = await withFreshReferenceCodes(() =>
      this.deps.bookings.inGroupTransaction(async (tx) => {
        // The checkout's own hold ends here, so the seats it kept are this transaction's to take.
        await options.beforeSeats?.(tx);
        const seats = await this.takeSeats(tx, rows);
        await options.afterSeats?.(tx, seats);
        const bookings = await this.deps.bookings.createMany(
          tx,
          rows.map((row, index) => {
            const seat = seats[index]!;
            return {
              ...row,
              id: randomUUID(),
              referenceCode: newReferenceCode(row.airportCode),
              groupId,
              ...(seat.allotmentId ? { status: 'confirmed', allotmentId: seat.allotmentId } : {}),
            };
          }),
        );
        await appendToOutbox(
          tx,
          bookings.map((b, i) => bookingRequestedEvent(b, bookings.length, seats[i]!.supplierId ?? null)),
        );
        const result = answer(bookings, groupId, seats);
        await saveAnswer(tx, result);
        return result;
      }),
    );
    this.deps.onEventsCommitted();
    return body;
  }

  /** One seat per item where one is free, taken in a fixed order so two carts never wait on each other's rows. */
  private async takeSeats(tx: SqlClient, rows: GroupRow[]): Promise<SeatOutcome[]> {
    const at = this.deps.now();
    const now = at.getTime();
    const order = rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => seatKey(a.row).localeCompare(seatKey(b.row)) || a.index - b.index);
    const seats: SeatOutcome[] = new Array(rows.length);
    for (const { row, index } of order) {
      // A partner's sandbox booking is a test: it never takes a supplier's real seat.
      if (row.partnerMode === 'sandbox') {
        seats[index] = { allotmentId: null, covered: false };
        continue;
      }
      const flightAt = new Date(row.flightAt).getTime();
      seats[index] = await this.deps.allotments.takeSeat(tx, {
        serviceId: row.serviceId,
        date: row.flightDate,
        time: row.flightTime,
        hoursAhead: (flightAt - now) / 3_600_000,
        now: at,
      });
    }
    return seats;
  }

  private async priceItems(items: GroupItem[], requestId?: string): Promise<PricedService[]> {
    const answers = await Promise.all(
      items.map((item) =>
        this.deps.catalog.pricedService(
          {
            serviceId: item.serviceId,
            date: item.flightDate,
            time: item.flightTime,
            adults: item.adults,
            children: item.children,
            porterSelected: item.porter,
          },
          requestId,
        ),
      ),
    );
    const problems: ItemProblem[] = [];
    const services: PricedService[] = [];
    for (const [index, answer] of answers.entries()) {
      const item = items[index]!;
      if (!answer?.pricing || !answer.active) {
        problems.push({
          index,
          field: 'serviceId',
          error: bookingErrors.create('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE),
        });
        continue;
      }
      const timing = flightTimeProblem(item.flightDate, item.flightTime, answer.airport.timeZone, this.deps.now());
      if (timing) problems.push({ index, field: 'flightTime', error: timing });
      services.push({ ...answer, pricing: answer.pricing });
    }
    if (problems.length > 0) throw itemsError(problems);
    return services;
  }

  /**
   * The one percentage per item: another type at the same airport (a round trip too) or the promo code, and whether
   * the code is what gave it.
   */
  private async discountsFor(
    services: PricedService[],
    promoCode?: string,
    requestId?: string,
  ): Promise<Array<{ discountPercentage: number; promoApplied: boolean }>> {
    const subjects = services.map((s) => ({ airportCode: s.airport.code, serviceType: s.serviceType }));
    let promo: Map<number, number> = new Map();
    if (promoCode) {
      const applied = await this.deps.catalog.applyPromo(
        {
          code: promoCode,
          items: services.map((s, i) => ({ id: i, serviceLevel: s.serviceLevel, serviceType: s.serviceType })),
        },
        requestId,
      );
      if (!applied.valid) {
        // A code whose budget is spent is refused in the catalog's words; any other, as not valid.
        const usedUp = applied.message === PROMO_REDEMPTION_MESSAGES.usedUp;
        const message = usedUp ? PROMO_REDEMPTION_MESSAGES.usedUp : `Invalid promo code: ${promoCode}`;
        throw bookingErrors.create(usedUp ? 'PROMO_CODE_USED_UP' : 'PROMO_CODE_INVALID', message, {
          fieldErrors: { promoCode: [message] },
          formErrors: [],
        });
      }
      promo = new Map(applied.discounts.map((d) => [Number(d.id), d.discountPercentage]));
    }
    return services.map((s, i) => {
      const discountPercentage = bestDiscount([
        s.pricing.discountPercentage,
        hasOtherTypeAtSameAirport(i, subjects) ? MULTI_SERVICE_DISCOUNT : 0,
        promo.get(i) ?? 0,
      ]);
      return { discountPercentage, promoApplied: discountPercentage > 0 && discountPercentage === promo.get(i) };
    });
  }
}

/** The order seats are taken and held in, the same for every cart and hold. */
export function seatKey(row: { serviceId: number; flightDate: string; flightTime: string }): string {
  return `${String(row.serviceId).padStart(10, '0')} ${row.flightDate} ${row.flightTime}`;
}

/** All item problems in one 422, each under `items.{n}.{field}`; the code and message are the first one's. */
function itemsError(problems: ItemProblem[]): AppError {
  const fieldErrors: ValidationDetails['fieldErrors'] = {};
  for (const p of problems) (fieldErrors[`items.${p.index}.${p.field}`] ??= []).push(p.error.message);
  const firstProblem = problems[0]!.error;
  return bookingErrors.create(firstProblem.code as Parameters<typeof bookingErrors.create>[0], firstProblem.message, {
    fieldErrors,
    formErrors: [],
  });
}
