import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  HOLD_MESSAGES,
  type Hold as HoldView,
  type HoldItem,
  type HoldItemStatus,
  type HoldRequest,
} from '@vip/contracts/schemas';
import type { Hold, Prisma } from '../generated/prisma/client.ts';
import type { AllotmentsRepository } from '../allotments/allotments.repository';
import { BookingGroups, seatKey, type BookingGroupsDeps } from '../bookings/booking-group';
import { zonedLocalToUtc } from '@vip/contracts/time';
import { bookingErrors } from '../errors';
import type { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';
import type { HoldsRepository, Tx } from './holds.repository';

const IDEMPOTENCY_SCOPE = 'bookings.holds';

export interface HoldsServiceDeps extends BookingGroupsDeps {
  holds: HoldsRepository;
  allotments: AllotmentsRepository;
  idempotency: IdempotencyRepository;
  /** How long a hold keeps its seats, and how much pausing one hold may add in all. */
  holdMs: number;
  pauseLimitMs: number;
}

interface StoredItem {
  serviceId: number;
  flightDate: string;
  flightTime: string;
  status: HoldItemStatus;
}

/** The token's hash as stored: the token is the holder's proof and is never kept in clear. */
export function holdTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Seats kept for a traveller while they complete the checkout. A hold counts against its allotments until it ends
 * (released, or taken by the checkout) or its expiresAt passes: expiry is that column, read in the statements that
 * count seats, so nothing has to run for a hold to expire and a replica that dies loses nothing.
 */
export class HoldsService {
  private readonly groups: BookingGroups;

  constructor(private readonly deps: HoldsServiceDeps) {
    this.groups = new BookingGroups(deps);
  }

  place(
    input: HoldRequest,
    options: { idempotencyKey?: string; requestId?: string } = {},
  ): Promise<IdempotentResult<HoldView>> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: options.idempotencyKey,
      requestHash: requestHash(input),
    };
    return answerOnce<HoldView>(scope, (saveAnswer) => this.create(input, saveAnswer, options.requestId));
  }

  /** Ends the holder's hold; a hold already ended or expired is released as well (the same answer). */
  async release(id: string, token: string): Promise<void> {
    const tokenHash = holdTokenHash(token);
    const now = this.deps.now();
    const released = await this.deps.holds.inTransaction(async (tx) => {
      if (!(await this.deps.holds.release(tx, id, tokenHash, now))) return false;
      await this.deps.allotments.announceHolds(tx, await this.deps.holds.seatAllotments(tx, [id]), now);
      return true;
    });
    if (released) return this.deps.onEventsCommitted();
    if (!(await this.deps.holds.findOwned(id, tokenHash)))
      throw bookingErrors.create('HOLD_NOT_FOUND', HOLD_MESSAGES.notFound);
  }

  /** Pauses or resumes the countdown (a paused hold keeps its seats for at most the pause left). */
  async change(id: string, token: string, paused: boolean): Promise<HoldView> {
    const hold = await this.deps.holds.findOwned(id, holdTokenHash(token));
    if (!hold) throw bookingErrors.create('HOLD_NOT_FOUND', HOLD_MESSAGES.notFound);
    const now = this.deps.now();
    if (hold.endedAt || hold.expiresAt <= now) throw bookingErrors.create('HOLD_ENDED', HOLD_MESSAGES.ended);
    const state = clockOf(hold, now, this.deps.pauseLimitMs);
    if (paused === state.paused) return this.view(hold, now);
    let changed: Hold | null;
    if (paused) {
      if (state.pauseLeftMs <= 0) throw bookingErrors.create('HOLD_PAUSE_USED', HOLD_MESSAGES.noPauseLeft);
      // A hold whose earlier pause ran out is running on: its countdown is what is left of expiresAt.
      changed = await this.deps.holds.pause(hold, now, state.remainingMs, state.pauseLeftMs);
    } else {
      const pausedAt = hold.pausedAt!;
      const pauseEnd = new Date(hold.expiresAt.getTime() - hold.remainingMs);
      const stoppedAt = now < pauseEnd ? now : pauseEnd;
      const pausedMs = hold.pausedMs + (stoppedAt.getTime() - pausedAt.getTime());
      const expiresAt = now < pauseEnd ? new Date(now.getTime() + hold.remainingMs) : hold.expiresAt;
      changed = await this.deps.holds.resume({ ...hold, pausedAt }, now, pausedMs, expiresAt);
    }
    // Another request changed it meanwhile: answer with the hold as it is now.
    const current = changed ?? (await this.deps.holds.findOwned(id, hold.tokenHash));
    if (!current || current.endedAt || current.expiresAt <= now)
      throw bookingErrors.create('HOLD_ENDED', HOLD_MESSAGES.ended);
    return this.view(current, now);
  }

  private async create(
    input: HoldRequest,
    saveAnswer: SaveAnswer<HoldView>,
    requestId: string | undefined,
  ): Promise<HoldView> {
    // The catalog names each service's airport and zone (and refuses a gone service or a flight too close), before
    // the transaction: no remote call inside it.
    const priced = await this.groups.price(
      input.items.map((i) => ({ ...i, adults: 1, children: 0, porter: false })),
      { requestId },
    );
    const now = this.deps.now();
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const answer = await this.deps.holds.inTransaction(async (tx) => {
      await this.deps.holds.create(tx, {
        id,
        tokenHash: holdTokenHash(token),
        expiresAt: new Date(now.getTime() + this.deps.holdMs),
        remainingMs: this.deps.holdMs,
        items: [],
      });
      const { items, held } = await this.holdItems(tx, id, input.items, priced, now);
      await this.deps.allotments.announceHolds(tx, held, now);
      const row = await this.deps.holds.setItems(tx, id, items as unknown as Prisma.InputJsonValue);
      const body = { ...this.view(row, now), token };
      await saveAnswer(tx, body);
      return body;
    });
    this.deps.onEventsCommitted();
    return answer;
  }

  /**
   * Holds these items instead (the quote changed), in one transaction on the locked hold: its seats are given up and
   * the items held anew, so an item that did not change keeps its seat (free to this transaction only; others count
   * it until the commit) and nobody can take a seat in between. When a changed item finds its band full while a seat
   * held before would be given up, nothing changes (409 HOLD_NOT_MOVED): the traveller keeps the seat they had.
   */
  async move(id: string, token: string, wanted: HoldItem[], requestId?: string): Promise<HoldView> {
    const tokenHash = holdTokenHash(token);
    // Before the transaction: no remote call inside it.
    const priced = await this.groups.price(
      wanted.map((i) => ({ ...i, adults: 1, children: 0, porter: false })),
      { requestId },
    );
    const now = this.deps.now();
    const row = await this.deps.holds.inTransaction(async (tx) => {
      const state = await this.deps.holds.lockOwned(tx, id, tokenHash, now);
      if (state === 'missing') throw bookingErrors.create('HOLD_NOT_FOUND', HOLD_MESSAGES.notFound);
      if (state === 'ended') throw bookingErrors.create('HOLD_ENDED', HOLD_MESSAGES.ended);
      const before = (await this.deps.holds.findInTx(tx, id)).items as unknown as StoredItem[];
      const freed = await this.deps.holds.seatAllotments(tx, [id]);
      await this.deps.holds.clearSeats(tx, id);
      const { items, held } = await this.holdItems(tx, id, wanted, priced, now);
      if (items.some((i) => i.status === 'soldOut') && givesUpASeat(before, items))
        throw bookingErrors.create('HOLD_NOT_MOVED', HOLD_MESSAGES.notMoved);
      await this.deps.allotments.announceHolds(tx, [...freed, ...held], now);
      return this.deps.holds.setItems(tx, id, items as unknown as Prisma.InputJsonValue);
    });
    this.deps.onEventsCommitted();
    return this.view(row, now);
  }

  /** A seat for each item an allotment covers, in the order seats are taken; the hold's seat rows are written. */
  private async holdItems(
    tx: Tx,
    holdId: string,
    wanted: readonly HoldItem[],
    priced: ReadonlyArray<{ service: { airport: { timeZone: string } } }>,
    now: Date,
  ): Promise<{ items: StoredItem[]; held: string[] }> {
    const order = wanted
      .map((item, index) => ({ item, index }))
      .sort((a, b) => seatKey(a.item).localeCompare(seatKey(b.item)) || a.index - b.index);
    const items: StoredItem[] = new Array(wanted.length);
    const held: string[] = [];
    for (const { item, index } of order) {
      const flightAt = zonedLocalToUtc(item.flightDate, item.flightTime, priced[index]!.service.airport.timeZone);
      const seat = await this.deps.allotments.holdSeat(tx, {
        serviceId: item.serviceId,
        date: item.flightDate,
        time: item.flightTime,
        hoursAhead: (flightAt.getTime() - now.getTime()) / 3_600_000,
        now,
      });
      if (seat.allotmentId) {
        await this.deps.holds.addSeat(tx, holdId, index, seat.allotmentId);
        held.push(seat.allotmentId);
      }
      const status: HoldItemStatus = seat.allotmentId ? 'held' : seat.covered ? 'soldOut' : 'request';
      items[index] = { ...item, status };
    }
    return { items, held };
  }

  private view(hold: Hold, now: Date): HoldView {
    const clock = clockOf(hold, now, this.deps.pauseLimitMs);
    return {
      id: hold.id,
      expiresAt: hold.expiresAt.toISOString(),
      secondsLeft: seconds(hold.expiresAt.getTime() - now.getTime()),
      paused: clock.paused,
      remainingSeconds: seconds(clock.remainingMs),
      pauseSecondsLeft: seconds(clock.pauseLeftMs),
      ended: hold.endedAt !== null || hold.expiresAt <= now,
      items: hold.items as unknown as StoredItem[],
    };
  }
}

const sameItem = (a: StoredItem, b: StoredItem) =>
  a.serviceId === b.serviceId && a.flightDate === b.flightDate && a.flightTime === b.flightTime;

/** Whether an item held before is no longer held now (changed or removed): its seat would be given up. */
function givesUpASeat(before: readonly StoredItem[], after: readonly StoredItem[]): boolean {
  const heldAfter = after.filter((i) => i.status === 'held');
  return before
    .filter((i) => i.status === 'held')
    .some((was) => {
      const at = heldAfter.findIndex((now) => sameItem(was, now));
      if (at < 0) return true;
      heldAfter.splice(at, 1);
      return false;
    });
}

/**
 * Where a hold's countdown stands now: paused (standing still, with the pause left) or running (with the time left).
 * A pause that ran out leaves the hold running on with what it had left when paused.
 */
function clockOf(hold: Hold, now: Date, pauseLimitMs: number) {
  const untilExpiry = Math.max(0, hold.expiresAt.getTime() - now.getTime());
  if (hold.pausedAt) {
    const pauseEnd = hold.expiresAt.getTime() - hold.remainingMs;
    if (now.getTime() < pauseEnd)
      return { paused: true, remainingMs: hold.remainingMs, pauseLeftMs: pauseEnd - now.getTime() };
    const used = hold.pausedMs + (pauseEnd - hold.pausedAt.getTime());
    return { paused: false, remainingMs: untilExpiry, pauseLeftMs: Math.max(0, pauseLimitMs - used) };
  }
  return { paused: false, remainingMs: untilExpiry, pauseLeftMs: Math.max(0, pauseLimitMs - hold.pausedMs) };
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
