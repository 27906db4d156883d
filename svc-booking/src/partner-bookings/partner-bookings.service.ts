import { bookingAirline } from '@vip/contracts/airlines';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import { cancellationChargePercent, cancellationRuleText } from '@vip/contracts/booking-rules';
import { toDollars } from '@vip/contracts/money';
import {
  type BookingFields,
  type PartnerBooking,
  type PartnerBookingCreated,
  type PartnerBookingList,
  type PartnerBookingListQuery,
  type PartnerBookingRequest,
  type PartnerCancel,
  type PartnerCancellationQuote,
  type PartnerChangeRequest,
  type PartnerSandboxMove,
} from '@vip/contracts/schemas';
import { AppError, type PartnerCaller } from '@vip/platform/koa';
import type { PartnerCopies, PartnerCopy } from '@vip/platform/partners';
import type { Booking } from '../generated/prisma/client.ts';
import { priceColumns, serviceColumns } from '../bookings/booking-record';
import { BookingGroups, type GroupRow, type PricedItem } from '../bookings/booking-group';
import type { BookingsServiceDeps } from '../bookings/bookings.service';
import { displayPriceColumns } from '../bookings/display-price';
import type { CurrencyRateCopies } from '@vip/platform/currency-rates';
import type { ChangeRequestsService } from '../bookings/change-requests.service';
import { PARTNER_BOOKING_NOT_FOUND, bookingErrors } from '../errors';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';
import type { OpsClient } from '../ops/ops.client';
import { partnerMoneyOf, termsInForce, type TermsInForce } from '../partners/partner-terms';
import { toPartnerBooking } from './partner-view';

const IDEMPOTENCY_SCOPE = 'partner.bookings';

export interface PartnerBookingsDeps extends BookingsServiceDeps {
  partners: PartnerCopies;
  /** The copy of staff's currency rates: the traveller's estimate in their currency is kept with the booking. */
  currencyRates: CurrencyRateCopies;
  ops: OpsClient;
  changeRequests: ChangeRequestsService;
}

/** A booking's way to its service; a sandbox move or a cancellation applied here never takes it back. */
const PROGRESS: Record<string, number> = { pending_payment: 0, confirmed: 1, paid: 1, completed: 2 };

/** An identified partner: the guard let a key of an account through. */
export type PartnerAccount = PartnerCaller & { partnerId: string; partnerName: string };

/**
 * The partner booking API: the site's checkout for a partner's systems (same pricing by svc-catalog, discounts and
 * all-or-nothing group, through BookingGroups), with the partner, its reference, the key's mode and the terms in
 * force stored on each booking; look-ups that only ever find the partner's own bookings; the cancellation quote and
 * the cancellation (run by svc-ops, as staff would); change requests; and sandbox moves.
 */
export class PartnerBookingsService {
  private readonly groups: BookingGroups;

  constructor(private readonly deps: PartnerBookingsDeps) {
    this.groups = new BookingGroups(deps);
  }

  /** The Idempotency-Key is the partner's own: the same key of another partner is another request. */
  async create(
    partner: PartnerAccount,
    input: PartnerBookingRequest,
    options: { idempotencyKey: string; requestId?: string; locale?: Locale },
  ): Promise<IdempotentResult<PartnerBookingCreated>> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: `partner:${partner.partnerId}:${options.idempotencyKey}`,
      // A sandbox key and a live key never share an answer.
      requestHash: requestHash({ mode: partner.mode, input }),
    };
    return answerOnce<PartnerBookingCreated>(scope, (saveAnswer) =>
      this.book(partner, input, input.locale ?? options.locale ?? DEFAULT_LOCALE, options.requestId, saveAnswer),
    );
  }

  private async book(
    partner: PartnerAccount,
    input: PartnerBookingRequest,
    locale: Locale,
    requestId: string | undefined,
    saveAnswer: SaveAnswer<PartnerBookingCreated>,
  ): Promise<PartnerBookingCreated> {
    // Promo codes are the site's: a partner's price comes from its terms.
    const priced = await this.groups.price(input.items, { requestId });
    const copy = await this.requirePartner(partner.partnerId);
    const terms = termsInForce(copy.terms, this.deps.now().toISOString().slice(0, 10));
    const rates =
      input.displayCurrency && input.displayCurrency !== 'USD' ? await this.deps.currencyRates.displayRates() : null;
    const rows = input.items.map((item, index) => {
      const row = rowOf(partner, copy, terms, input, item, priced[index]!);
      return Object.assign(row, displayPriceColumns(row.totalPriceCents, input.displayCurrency, rates), { locale });
    });
    return this.groups.write(rows, (bookings, groupId) => createdAnswer(input, bookings, groupId), saveAnswer);
  }

  async get(partnerId: string, reference: string): Promise<PartnerBooking> {
    return toPartnerBooking(await this.own(partnerId, reference));
  }

  async list(partnerId: string, query: PartnerBookingListQuery): Promise<PartnerBookingList> {
    const rows = await this.deps.bookings.listForPartner(partnerId, {
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      updatedSince: sinceOf(query.updatedSince),
      partnerReference: query.partnerReference,
      take: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toPartnerBooking),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  async cancellation(partnerId: string, reference: string): Promise<PartnerCancellationQuote> {
    const booking = await this.own(partnerId, reference);
    if (booking.status === 'cancelled') throw cancelledBooking();
    return this.quoteOf(booking);
  }

  /**
   * The charge is checked here first (the partner confirms the quote's), then svc-ops runs the cancellation as staff
   * would, outside any transaction of ours; its answer is applied to the booking as booking.cancelled would apply it,
   * so the partner reads it at once (the event, arriving before or after, writes the same).
   */
  async cancel(partner: PartnerAccount, reference: string, input: PartnerCancel): Promise<PartnerBooking> {
    const booking = await this.own(partner.partnerId, reference);
    if (booking.status === 'cancelled') throw cancelledBooking();
    const quote = this.quoteOf(booking);
    if (quote.chargePercent !== input.chargePercent) {
      throw bookingErrors.create(
        'CANCELLATION_CHARGE_CHANGED',
        `The cancellation charge is now ${quote.chargePercent}%. ${quote.rule} Review it and confirm again.`,
        { chargePercent: quote.chargePercent },
      );
    }
    const cancelled = await this.deps.ops.cancelPartnerBooking(booking.id, {
      partnerId: partner.partnerId,
      partnerName: partner.partnerName,
      chargePercent: input.chargePercent,
      reason: input.reason,
    });
    const updated = await this.deps.prisma.$transaction(async (tx) => {
      await this.deps.bookings.lock(tx, booking.id);
      const current = (await this.deps.bookings.findById(tx, booking.id))!;
      if (current.status === 'cancelled') return current;
      return this.deps.bookings.update(tx, booking.id, {
        status: 'cancelled',
        cancelledAt: new Date(cancelled.cancelledAt),
        cancellationChargeCents: cancelled.chargeCents,
      });
    });
    return toPartnerBooking(updated);
  }

  async changeRequest(partnerId: string, reference: string, input: PartnerChangeRequest) {
    const taken = await this.deps.changeRequests.requestForPartner(reference, partnerId, input);
    return {
      requestId: taken.requestId,
      referenceCode: taken.booking.referenceCode,
      receivedAt: taken.receivedAt.toISOString(),
    };
  }

  /**
   * A sandbox booking moved as operations would move it (svc-ops makes the move and sends its events and web hooks);
   * applied here too, forward only, so the partner reads the new status at once.
   */
  async sandboxMove(partner: PartnerAccount, reference: string, input: PartnerSandboxMove): Promise<PartnerBooking> {
    const booking = await this.own(partner.partnerId, reference);
    if (booking.partnerMode !== 'sandbox') throw notFound();
    if (booking.status === 'cancelled') throw cancelledBooking();
    await this.deps.ops.moveSandboxBooking(booking.id, { status: input.status, partnerId: partner.partnerId });
    const updated = await this.deps.prisma.$transaction(async (tx) => {
      await this.deps.bookings.lock(tx, booking.id);
      const current = (await this.deps.bookings.findById(tx, booking.id))!;
      if (input.status === 'paid') {
        if (current.paymentStatus === 'paid') return current;
        return this.deps.bookings.update(tx, booking.id, { paymentStatus: 'paid', paidAt: this.deps.now() });
      }
      const from = PROGRESS[current.status];
      if (from === undefined || PROGRESS[input.status]! <= from) return current;
      return this.deps.bookings.update(tx, booking.id, { status: input.status });
    });
    return toPartnerBooking(updated);
  }

  private async own(partnerId: string, reference: string): Promise<Booking> {
    const booking = await this.deps.bookings.findForPartner(reference, partnerId);
    if (!booking) throw notFound();
    return booking;
  }

  private async requirePartner(partnerId: string): Promise<PartnerCopy> {
    const copy = await this.deps.partners.partner(partnerId);
    // The key guard found the partner a moment ago; only a lost row could get here.
    if (!copy) throw bookingErrors.create('INVALID_API_KEY', 'This API key is not valid');
    return copy;
  }

  /** The policy's charge if the booking were cancelled now, counted to the service's instant in its airport's zone. */
  private quoteOf(b: Booking): PartnerCancellationQuote {
    const hours = (b.flightAt.getTime() - this.deps.now().getTime()) / 3_600_000;
    const chargePercent = cancellationChargePercent(hours, b.cancellationPolicyHours);
    return {
      referenceCode: b.referenceCode,
      currency: 'USD',
      // Down, never up: 47.96 hours is 'within 48 hours', as the charge says.
      hoursBeforeService: Math.floor(hours * 10) / 10,
      policyHours: b.cancellationPolicyHours,
      chargePercent,
      charge: toDollars(Math.round((b.totalPriceCents * chargePercent) / 100)),
      total: toDollars(b.totalPriceCents),
      rule: cancellationRuleText(hours, b.cancellationPolicyHours),
    };
  }
}

const notFound = () => bookingErrors.create('BOOKING_NOT_FOUND', PARTNER_BOOKING_NOT_FOUND);
const cancelledBooking = () => bookingErrors.create('BOOKING_CANCELLED', 'This booking is cancelled.');

function rowOf(
  partner: PartnerAccount,
  copy: PartnerCopy,
  terms: TermsInForce | null,
  input: PartnerBookingRequest,
  item: PartnerBookingRequest['items'][number],
  { service, discountPercentage }: PricedItem,
): GroupRow {
  const price = priceColumns(service.pricing, discountPercentage);
  // Object.assign, not spreads: see the checkout's rowOf.
  return Object.assign(
    serviceColumns(service, item.flightDate, item.flightTime),
    price,
    partnerBookingFields(copy, input, item, service.pricing.porterSelected),
    {
      // The partner's consultant is the booker, as a travel agent on the site is.
      bookingContext: input.agent ? ('other' as const) : ('self' as const),
      partnerId: partner.partnerId,
      partnerName: copy.companyName,
      partnerReference: input.partnerReference,
      partnerMode: partner.mode,
      partnerTermsKind: terms?.kind ?? null,
      partnerTermsBasisPoints: terms?.percentBasisPoints ?? null,
    },
    partnerMoneyOf(price.totalPriceCents, terms),
    { notifyTraveller: input.notifyTraveller },
  );
}

function createdAnswer(input: PartnerBookingRequest, bookings: Booking[], groupId: string): PartnerBookingCreated {
  const sum = (pick: (b: Booking) => number | null) =>
    bookings.some((b) => pick(b) !== null) ? toDollars(bookings.reduce((n, b) => n + (pick(b) ?? 0), 0)) : null;
  return {
    groupId,
    partnerReference: input.partnerReference,
    bookings: bookings.map(toPartnerBooking),
    total: {
      currency: 'USD',
      total: toDollars(bookings.reduce((n, b) => n + b.totalPriceCents, 0)),
      commission: sum((b) => b.commissionCents),
      netPrice: sum((b) => b.netPriceCents),
    },
  };
}

/** Before 1970 every booking is since then; PostgreSQL has no year 0 (1 BC), which the ISO form allows. */
function sinceOf(updatedSince: string | undefined): Date | undefined {
  const since = updatedSince ? new Date(updatedSince) : undefined;
  return since && since.getTime() > 0 ? since : undefined;
}

// The cursor is a position in (updated_at, id) order, opaque to partners: a booking that changes while a partner
// pages moves behind it and is seen again on a later page, never skipped.
export function encodeCursor(b: Pick<Booking, 'updatedAt' | 'id'>): string {
  return Buffer.from(`${b.updatedAt.toISOString()}|${b.id}`).toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  const match = /^[A-Za-z0-9_-]+$/.test(cursor) ? CURSOR.exec(Buffer.from(cursor, 'base64url').toString()) : null;
  const updatedAt = match ? new Date(match[1]!) : null;
  if (!match || !updatedAt || Number.isNaN(updatedAt.getTime())) {
    const message = 'This cursor is not one a page of this list gave';
    throw new AppError(400, 'VALIDATION_FAILED', message, {
      fieldErrors: { cursor: [message] },
      formErrors: [],
      in: 'query',
    });
  }
  return { updatedAt, id: match[2]! };
}

/**
 * Every booking field (contracts' booking-core.ts) of a partner's booking: a field added there fails to compile here
 * until it says where the partner API gives it. The partner is the agency; its consultant, when named, the booker.
 */
function partnerBookingFields(
  copy: PartnerCopy,
  input: PartnerBookingRequest,
  item: PartnerBookingRequest['items'][number],
  porterSelected: boolean,
): BookingFields {
  const agent = input.agent;
  return {
    contactName: input.contact.name,
    contactEmail: input.contact.email,
    contactPhone: input.contact.phone,
    companyName: copy.companyName,
    bookerRole: agent ? 'travel-agent' : null,
    relationshipToTraveler: null,
    bookerName: agent?.name ?? null,
    bookerEmail: agent?.email ?? null,
    bookerPhone: agent?.phone ?? null,
    agencyName: copy.companyName,
    isTravelAgent: true,
    airline: bookingAirline(item.airline, item.flightNumber),
    flightNumber: item.flightNumber,
    flightDate: item.flightDate,
    flightTime: item.flightTime,
    terminal: item.terminal ?? null,
    departureAirline: null,
    departureFlightNumber: null,
    adultCount: item.adults,
    childCount: item.children,
    travelerNames: [input.contact.name, ...input.additionalTravellers].slice(0, item.adults + item.children),
    specialRequests: input.specialRequests ?? null,
    porterSelected,
  };
}
