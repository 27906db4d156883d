import type { AllotmentChangedV1 } from '@vip/contracts/events';

/** What a search asks of the copy: allotments of these services at an airport covering a local date and time. */
export interface CoverQuery {
  airportCode: string;
  serviceIds: readonly number[];
  date: string;
  time: string;
  /** Whole hours from now to the service time: an allotment whose lead time is longer does not cover it. */
  wholeHoursAhead: number;
}

/** One allotment as a search needs it. */
export interface IndexedAllotment {
  id: string;
  airportCode: string;
  serviceId: number;
  date: string;
  fromTime: string;
  toTime: string;
  seatsLeft: number;
  instantBookingHours: number;
  withdrawn: boolean;
  revision: number;
}

/** Seats held in someone's checkout are promised to nobody else (events before holds were announced lack them). */
export function indexedFromEvent(a: AllotmentChangedV1): IndexedAllotment {
  return {
    id: a.allotmentId,
    airportCode: a.airportCode,
    serviceId: a.serviceId,
    date: a.date,
    fromTime: a.fromTime,
    toTime: a.toTime,
    seatsLeft: Math.max(0, a.seats - a.seatsTaken - (a.seatsHeld ?? 0)),
    instantBookingHours: a.instantBookingHours,
    withdrawn: a.withdrawn,
    revision: a.revision,
  };
}

/** The copy's rule: a higher revision wins, and a withdrawal is final. */
function replaces(kept: IndexedAllotment | undefined, next: IndexedAllotment): boolean {
  if (!kept) return true;
  if (kept.withdrawn) return false;
  return next.revision > kept.revision || next.withdrawn;
}

/**
 * This replica's allotments in memory, so a results page or a card asks no database whether a service is confirmed
 * at once (most airports have no allotment at all). Fed by every allotment.changed this replica hears (each replica
 * its own consumer group) and read again from the database copy at start and on the catalog's slow timer; a reload
 * never undoes a newer state heard while it read. Allotments of days gone are dropped: nobody books them.
 */
export class AllotmentIndex {
  private byId = new Map<string, IndexedAllotment>();
  /** airport code → the ids of its allotments, so a search reads only its airport's. */
  private byAirport = new Map<string, Set<string>>();
  /** When each held state was heard (a counter), so a reload keeps what came in while it read. */
  private heardAt = new Map<string, number>();
  private heard = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Whether this state was newer than the one held (and is now held). */
  apply(next: IndexedAllotment): boolean {
    const kept = this.byId.get(next.id);
    if (!replaces(kept, next)) return false;
    if (kept && kept.airportCode !== next.airportCode) this.byAirport.get(kept.airportCode)?.delete(next.id);
    this.byId.set(next.id, next);
    this.heardAt.set(next.id, ++this.heard);
    let ids = this.byAirport.get(next.airportCode);
    if (!ids) this.byAirport.set(next.airportCode, (ids = new Set()));
    ids.add(next.id);
    return true;
  }

  /** A mark to take before reading the database copy, for `replace`. */
  mark(): number {
    return this.heard;
  }

  /**
   * Holds the database copy as read after `mark`, plus whatever this replica heard since the mark (the copy's own
   * consumer may not have written it yet) where that is newer.
   */
  replace(rows: readonly IndexedAllotment[], mark: number): void {
    const heardSince = [...this.heardAt].filter(([, at]) => at > mark).map(([id]) => this.byId.get(id)!);
    this.byId = new Map();
    this.byAirport = new Map();
    this.heardAt = new Map();
    for (const row of rows) this.apply(row);
    for (const state of heardSince) this.apply(state);
  }

  /** Forgets allotments dated before `date` (YYYY-MM-DD). */
  dropBefore(date: string): void {
    for (const [id, a] of this.byId) {
      if (a.date >= date) continue;
      this.byId.delete(id);
      this.heardAt.delete(id);
      this.byAirport.get(a.airportCode)?.delete(id);
    }
  }

  /** The services among `serviceIds` that an active allotment with a seat left covers (as the database query did). */
  coveredServices(q: CoverQuery): Set<number> {
    const covered = new Set<number>();
    const ids = this.byAirport.get(q.airportCode);
    if (!ids || ids.size === 0 || q.serviceIds.length === 0) return covered;
    const wanted = new Set(q.serviceIds);
    for (const id of ids) {
      const a = this.byId.get(id)!;
      if (
        !a.withdrawn &&
        a.date === q.date &&
        wanted.has(a.serviceId) &&
        a.fromTime <= q.time &&
        a.toTime > q.time &&
        a.seatsLeft > 0 &&
        a.instantBookingHours <= q.wholeHoursAhead
      )
        covered.add(a.serviceId);
    }
    return covered;
  }
}
