import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  idempotencyKeySchema,
  partnerBookingCreatedSchema,
  partnerBookingListQuerySchema,
  partnerBookingListSchema,
  partnerBookingParamsSchema,
  partnerBookingRequestSchema,
  partnerBookingSchema,
  partnerCancellationQuoteSchema,
  partnerCancelSchema,
  partnerChangeRequestAnswerSchema,
  partnerChangeRequestSchema,
  partnerSandboxMoveSchema,
} from '@vip/contracts/schemas';
import { inputOf, parseInput, partnerCallerOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { requestLocale } from '../bookings/request-locale';
import { bookingErrors } from '../errors';
import * as examples from './partner-bookings.examples';
import type { PartnerAccount, PartnerBookingsService } from './partner-bookings.service';

const TAGS = ['Partner'];
const E = examples.errorExamples;

/** The guard refuses legacy keys here, so every caller is a partner account. */
function accountOf(state: Record<string, unknown>): PartnerAccount {
  return partnerCallerOf(state) as PartnerAccount;
}

/**
 * /api/partner/v1/bookings: a partner books, follows, cancels and asks for changes with its API key. Every route
 * taking a reference finds only the calling partner's own bookings: another partner's is the same 404 as a
 * reference that does not exist.
 */
export function partnerBookingsRoutes(bookings: PartnerBookingsService, partnerKeys: Middleware): Router {
  const router = new Router({ prefix: '/api/partner/v1/bookings' });
  router.use(partnerKeys);

  const createSchemas = { body: partnerBookingRequestSchema };
  router.post(
    '/',
    documented({
      tags: TAGS,
      summary:
        'Book one or more services at once (one group): priced by us as on our site, all booked or none, answered with the references, status and price with your commission or net price',
      description:
        "Every item is priced by the catalog at request time (the same rules and discounts as the site; promo codes do not apply). The terms in force on the request date (UTC) give your commission or net price, worked out once. A refused item is named in details.fieldErrors (items.{n}.serviceId, items.{n}.flightTime). A sandbox key books into the sandbox. The traveller's language (locale: en, fr, de, es, ar, zh-Hans; a language tag in any case is read as the one of these it names, fr-CA as fr, zh-CN as zh-Hans, and Traditional Chinese is refused) is the body's, else your Accept-Language, else en; our e-mails to the traveller are written in it.",
      responses: { 201: partnerBookingCreatedSchema },
      errors: [409, 422, 503],
      headers: [
        {
          name: 'Idempotency-Key',
          schema: idempotencyKeySchema,
          required: true,
          description:
            'Your own key for this booking request (a UUID will do): a retry with the same key and body gets the first answer again (Idempotent-Replayed: true) and books nothing twice; the same key with another body is a 409. Keys are yours alone: another partner may use the same.',
        },
      ],
      examples: {
        request: examples.bookingRequestExample,
        responses: {
          201: examples.createdExample,
          400: E.idempotencyKeyRequired,
          409: E.keyReused,
          422: E.flightTooSoon,
          503: E.catalogUnavailable,
        },
      },
    }),
    // The key is checked before the body, so a request without one is told so first.
    async (ctx, next) => {
      if (ctx.headers['idempotency-key'] === undefined)
        throw bookingErrors.create('IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_KEY_REQUIRED_MESSAGE, {
          fieldErrors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REQUIRED_MESSAGE] },
          formErrors: [],
          in: 'header',
        });
      await next();
    },
    validate(createSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, createSchemas);
      const idempotencyKey = parseInput(idempotencyKeySchema, ctx.headers['idempotency-key'], 'header');
      const result = await bookings.create(accountOf(ctx.state), body, {
        idempotencyKey,
        requestId: ctx.state.requestId,
        locale: requestLocale(ctx, body.locale),
      });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );

  const listSchemas = { query: partnerBookingListQuerySchema };
  router.get(
    '/',
    documented({
      tags: TAGS,
      summary: 'Your bookings, oldest change first, a page at a time',
      description:
        'Ordered by when each booking last changed. Pass nextCursor as cursor for the next page (null on the last). A booking that changes while you page moves behind your position and comes again on a later page, so nothing is skipped; poll for changes with updatedSince.',
      responses: { 200: partnerBookingListSchema },
      examples: { responses: { 200: examples.listExample, 400: E.badCursor } },
    }),
    validate(listSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, listSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.list(accountOf(ctx.state).partnerId, query);
    },
  );

  const referenceSchemas = { params: partnerBookingParamsSchema };
  router.get(
    '/:reference',
    documented({
      tags: TAGS,
      summary: 'One of your bookings, by our reference',
      responses: { 200: partnerBookingSchema },
      errors: [404],
      examples: { responses: { 200: examples.bookingExample, 404: E.notFound } },
    }),
    validate(referenceSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, referenceSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.get(accountOf(ctx.state).partnerId, params.reference);
    },
  );

  router.get(
    '/:reference/cancellation',
    documented({
      tags: TAGS,
      summary: 'What cancelling the booking now would cost: the cancellation policy\u2019s charge',
      responses: { 200: partnerCancellationQuoteSchema },
      errors: [404, 409],
      examples: { responses: { 200: examples.cancellationQuoteExample, 404: E.notFound, 409: E.cancelled } },
    }),
    validate(referenceSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, referenceSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.cancellation(accountOf(ctx.state).partnerId, params.reference);
    },
  );

  const cancelSchemas = { params: partnerBookingParamsSchema, body: partnerCancelSchema };
  router.post(
    '/:reference/cancel',
    documented({
      tags: TAGS,
      summary: 'Cancel the booking with the charge you confirmed (from the cancellation quote)',
      description:
        'Operations cancel it as staff would and the booking.cancelled web hook follows. If the policy gives another charge by now, the answer is 409 with the new chargePercent: ask for the quote again. With operations unavailable the answer is 503 and nothing changed.',
      responses: { 200: partnerBookingSchema },
      errors: [404, 409, 503],
      examples: {
        request: examples.cancelRequestExample,
        responses: { 200: examples.cancelledExample, 404: E.notFound, 409: E.chargeChanged, 503: E.opsUnavailable },
      },
    }),
    validate(cancelSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, cancelSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.cancel(accountOf(ctx.state), params.reference, body);
    },
  );

  const changeSchemas = { params: partnerBookingParamsSchema, body: partnerChangeRequestSchema };
  router.post(
    '/:reference/change-requests',
    documented({
      tags: TAGS,
      summary:
        'Ask operations to change (or cancel) the booking in your own words; they reply, nothing changes until then',
      description:
        'The same words sent again within the hour are the same request (its first answer comes back). A booking takes a few requests an hour; past them the answer is 429 with Retry-After.',
      responses: { 202: partnerChangeRequestAnswerSchema },
      errors: [404, 409, 429],
      examples: {
        request: examples.changeRequestExample,
        responses: { 202: examples.changeRequestAnswerExample, 404: E.notFound, 409: E.past },
      },
    }),
    validate(changeSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, changeSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 202;
      ctx.body = await bookings.changeRequest(accountOf(ctx.state).partnerId, params.reference, body);
    },
  );

  const moveSchemas = { params: partnerBookingParamsSchema, body: partnerSandboxMoveSchema };
  router.post(
    '/:reference/sandbox-status',
    documented({
      tags: TAGS,
      summary: 'Sandbox bookings only: move a test booking as operations would (confirmed, completed, paid)',
      description:
        'Lets you see the status change and its web hook arrive. A live booking is not found here (404). With operations unavailable the answer is 503 and nothing changed.',
      responses: { 200: partnerBookingSchema },
      errors: [404, 409, 503],
      examples: {
        request: examples.sandboxMoveExample,
        responses: { 200: examples.sandboxMovedExample, 404: E.notFound, 409: E.cancelled, 503: E.opsUnavailable },
      },
    }),
    validate(moveSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, moveSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.sandboxMove(accountOf(ctx.state), params.reference, body);
    },
  );

  return router;
}
