import { randomUUID } from 'node:crypto';
import { bookingEmailRecipients } from '@vip/contracts/booking-rules';
import { MULTI_SERVICE_DISCOUNT, bestDiscount, hasOtherTypeAtSameAirport } from '@vip/contracts/discounts';
import { type ValidationDetails } from '@vip/contracts/http';
import { toDollars } from '@vip/contracts/money';
import {
  PROMO_REDEMPTION_MESSAGES,
  checkoutItemAirline,
  isTravelAgentBooking,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@vip/contracts/schemas';
import { type AppError } from '@vip/platform/koa';
import { appendToOutbox } from '@vip/platform/outbox';
import {
  flightTimeProblem,
  priceColumns,
  serviceColumns,
  withFreshReferenceCodes,
  type PricedService,
} from '../bookings/booking-record';
import { bookingRequestedEvent } from '../bookings/bookings.events';
import { BOOKING_REQUEST_RECEIVED, type BookingsServiceDeps } from '../bookings/bookings.service';
import { newReferenceCode } from '../bookings/reference-code';
import { bookingErrors } from '../errors';
import { uniqueViolationOn } from '../idempotency/idempotency.repository';
import { answerOnce, type IdempotentResult, type SaveAnswer } from '../idempotency/idempotent-replay';
import { requestHash } from '../idempotency/request-hash';

const IDEMPOTENCY_SCOPE = 'bookings.checkout';
export const SERVICE_UNAVAILABLE_MESSAGE = 'This service is no longer available. Please remove it and choose another.';

export type CheckoutServiceDeps = BookingsServiceDeps;

export type CheckoutResult = IdempotentResult<CheckoutResponse>;

interface ItemProblem {
  index: number;
  field: 'serviceId' | 'flightTime';
  error: AppError;
}

/**
 * The whole quote cart becomes bookings in one go: every item is re-priced by
 * svc-catalog, the discounts are worked out here from the cart (never taken from the client), and all
 * bookings, their booking.requested events and the idempotency record are one transaction.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  async checkout(
    input: CheckoutRequest,
    options: { idempotencyKey?: string; requestId?: string } = {},
  ): Promise<CheckoutResult> {
    const scope = {
      repo: this.deps.idempotency,
      scope: IDEMPOTENCY_SCOPE,
      key: options.idempotencyKey,
      requestHash: requestHash(input),
    };
    return answerOnce<CheckoutResponse>(scope, (saveAnswer) =>
      this.createBookings(input, options.requestId, saveAnswer, options.idempotencyKey),
    );
  }

  private async createBookings(
    input: CheckoutRequest,
    requestId: string | undefined,
    saveAnswer: SaveAnswer<CheckoutResponse>,
    idempotencyKey: string | undefined,
  ): Promise<CheckoutResponse> {
    const services = await this.priceItems(input, requestId);
    const { discounts, promoUsed } = await this.discountsFor(input, services, requestId);
    const groupId = randomUUID();
    const contactEmail = input.travelerEmail ?? input.bookerEmail;
    if (!contactEmail)
      throw bookingErrors.create('VALIDATION_FAILED', 'Please give an e-mail address for the confirmation');

    // The code's use is held before the transaction (no remote call inside it) and given back if it fails.
    const redemptionKey = `${IDEMPOTENCY_SCOPE}:${idempotencyKey ?? randomUUID()}`;
    if (promoUsed && input.promoCode)
      await this.deps.catalog.reservePromo(
        { code: input.promoCode, email: contactEmail, key: redemptionKey },
        requestId,
      );
    try {
      return await this.commitBookings(input, services, discounts, groupId, contactEmail, saveAnswer);
    } catch (error) {
      if (promoUsed && !(await this.answeredWithKey(error, idempotencyKey)))
        await this.deps.catalog.releasePromo(redemptionKey, requestId);
      throw error;
    }
  }

  /** The same key answered by a checkout that won a race holds the same use: it is not given back. */
  private async answeredWithKey(error: unknown, idempotencyKey: string | undefined): Promise<boolean> {
    if (!idempotencyKey) return false;
    if (uniqueViolationOn(error, 'key')) return true;
    return (await this.deps.idempotency.find(idempotencyKey).catch(() => null)) !== null;
  }

  private async commitBookings(
    input: CheckoutRequest,
    services: PricedService[],
    discounts: number[],
    groupId: string,
    contactEmail: string,
    saveAnswer: SaveAnswer<CheckoutResponse>,
  ): Promise<CheckoutResponse> {
    const body = await withFreshReferenceCodes(() =>
      this.deps.prisma.$transaction(async (tx) => {
        const bookings = [];
        for (const [index, item] of input.items.entries()) {
          const service = services[index]!;
          const travellers = item.adultCount + item.childCount;
          bookings.push(
            await this.deps.bookings.create(tx, {
              id: randomUUID(),
              referenceCode: newReferenceCode(service.airport.code),
              groupId,
              ...serviceColumns(service, item.flightDate, item.flightTime),
              ...priceColumns(service.pricing, discounts[index]),
              contactName: input.travelerName,
              contactEmail,
              contactPhone: input.travelerPhone,
              companyName: input.agencyName ?? null,
              // Each service's own flight: the first is the form's, the others their own (airline named by the flight
              // number unless given).
              airline: checkoutItemAirline(input, item),
              flightNumber: item.flightNumber ?? input.flightNumber,
              departureAirline: input.departureAirline ?? null,
              departureFlightNumber: input.departureFlightNumber ?? null,
              terminal: item.terminal ?? null,
              adultCount: item.adultCount,
              childCount: item.childCount,
              travelerNames: [input.travelerName, ...input.additionalPassengers].slice(0, travellers),
              specialRequests: input.specialRequests ?? null,
              bookingContext: input.bookingContext,
              ...(input.bookingContext === 'other'
                ? {
                    bookerRole: input.bookerRole ?? null,
                    bookerRelationship: input.relationshipToTraveler ?? null,
                    bookerName: input.bookerName ?? null,
                    bookerPhone: input.bookerPhone ?? null,
                    bookerEmail: input.bookerEmail ?? null,
                    agencyName: input.agencyName ?? null,
                  }
                : {}),
              isTravelAgent: isTravelAgentBooking(input),
            }),
          );
        }
        await appendToOutbox(
          tx,
          bookings.map((b) => bookingRequestedEvent(b, bookings.length)),
        );
        const response: CheckoutResponse = {
          success: true,
          message: BOOKING_REQUEST_RECEIVED,
          groupId,
          contactEmail,
          emailRecipients: bookingEmailRecipients(
            contactEmail,
            input.bookingContext === 'other' ? input.bookerEmail : null,
          ),
          bookings: bookings.map((b) => ({
            referenceCode: b.referenceCode,
            serviceId: b.serviceId,
            serviceName: b.serviceName,
            airport: { code: b.airportCode, name: b.airportName },
            flightDate: b.flightDate,
            flightTime: b.flightTime,
            porterSelected: b.porterSelected,
            discountPercentage: b.discountPercentage,
            totalPrice: toDollars(b.totalPriceCents),
          })),
          totalPrice: toDollars(bookings.reduce((sum, b) => sum + b.totalPriceCents, 0)),
        };
        await saveAnswer(tx, response);
        return response;
      }),
    );
    this.deps.onEventsCommitted();
    return body;
  }

  /**
   * Every item's catalog price, or one error naming every item that cannot be booked (gone from the
   * catalog, or a flight that passed or is under 6 hours away in its airport's zone). A catalog that
   * cannot answer fails the whole checkout with 503 before anything is written.
   */
  private async priceItems(input: CheckoutRequest, requestId?: string): Promise<PricedService[]> {
    const answers = await Promise.all(
      input.items.map((item) =>
        this.deps.catalog.pricedService(
          {
            serviceId: item.serviceId,
            date: item.flightDate,
            time: item.flightTime,
            adults: item.adultCount,
            children: item.childCount,
            porterSelected: item.porterSelected,
          },
          requestId,
        ),
      ),
    );
    const problems: ItemProblem[] = [];
    const services: PricedService[] = [];
    for (const [index, answer] of answers.entries()) {
      const item = input.items[index]!;
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
   * The one percentage per item: another type at the same airport (a round trip too) or the promo code; the code is
   * used when it gives at least one item its discount (discounts never stack, so a better one leaves it unused).
   */
  private async discountsFor(
    input: CheckoutRequest,
    services: PricedService[],
    requestId?: string,
  ): Promise<{ discounts: number[]; promoUsed: boolean }> {
    const subjects = services.map((s) => ({ airportCode: s.airport.code, serviceType: s.serviceType }));
    let promo: Map<number, number> = new Map();
    if (input.promoCode) {
      const applied = await this.deps.catalog.applyPromo(
        {
          code: input.promoCode,
          items: services.map((s, i) => ({ id: i, serviceLevel: s.serviceLevel, serviceType: s.serviceType })),
        },
        requestId,
      );
      if (!applied.valid) {
        // A code whose budget is spent is refused in the catalog's words; any other, as not valid.
        const usedUp = applied.message === PROMO_REDEMPTION_MESSAGES.usedUp;
        const message = usedUp ? PROMO_REDEMPTION_MESSAGES.usedUp : `Invalid promo code: ${input.promoCode}`;
        throw bookingErrors.create(usedUp ? 'PROMO_CODE_USED_UP' : 'PROMO_CODE_INVALID', message, {
          fieldErrors: { promoCode: [message] },
          formErrors: [],
        });
      }
      promo = new Map(applied.discounts.map((d) => [Number(d.id), d.discountPercentage]));
    }
    const discounts = services.map((s, i) =>
      bestDiscount([
        s.pricing.discountPercentage,
        hasOtherTypeAtSameAirport(i, subjects) ? MULTI_SERVICE_DISCOUNT : 0,
        promo.get(i) ?? 0,
      ]),
    );
    const promoUsed = discounts.some((d, i) => d > 0 && d === promo.get(i));
    return { discounts, promoUsed };
  }
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
