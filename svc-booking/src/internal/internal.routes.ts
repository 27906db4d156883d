import Router from '@koa/router';
import { z } from 'zod';
import {
  bookingCoreChangeSchema,
  bookingCorePreviewRequestSchema,
  bookingCorePreviewSchema,
  bookingCoreUpdateSchema,
  idempotencyKeySchema,
} from '@vip/contracts/schemas';
import { guardedInternalRouter, inputOf, parseInput, validate, type ServiceIdentity } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { BookingsService } from '../bookings/bookings.service';

/** svc-ops' way to correct the fields svc-booking owns. Outside /api, so no gateway routes it. */
export function internalRoutes(bookings: BookingsService, options: { identity: ServiceIdentity }): Router {
  const router = new Router({ prefix: '/internal/bookings' });

  const updateSchemas = { params: z.object({ id: z.uuid('Unknown booking') }), body: bookingCoreUpdateSchema };
  // If-Match: the core version the change applies to ("3" or 3); Idempotency-Key: a retry gets the first answer.
  const ifMatchSchema = z
    .string()
    .regex(/^"?[1-9]\d{0,9}"?$/, 'If-Match must be a core version')
    .transform((v) => Number(v.replaceAll('"', '')));
  router.patch(
    '/:id',
    documented({
      tags: ['Internal'],
      summary: "svc-ops correcting a booking's core fields (staff edits)",
      responses: { 200: bookingCoreChangeSchema },
      errors: [404, 409, 422],
      headers: [
        {
          name: 'If-Match',
          schema: ifMatchSchema,
          description: 'The core version the change applies to; another is a 409 BOOKING_CHANGED',
        },
        {
          name: 'Idempotency-Key',
          schema: idempotencyKeySchema,
          description: 'A retry with the same key gets the first answer',
        },
      ],
      internal: true,
    }),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      const ifMatch = ctx.get('If-Match') ? parseInput(ifMatchSchema, ctx.get('If-Match'), 'header') : undefined;
      const idempotencyKey = ctx.get('Idempotency-Key')
        ? parseInput(idempotencyKeySchema, ctx.get('Idempotency-Key'), 'header')
        : undefined;
      ctx.body = await bookings.updateCore(params.id, body, { ifMatch, idempotencyKey });
    },
  );

  const previewSchemas = { params: updateSchemas.params, body: bookingCorePreviewRequestSchema };
  router.post(
    '/:id/price-preview',
    documented({
      tags: ['Internal'],
      summary:
        'svc-ops asking what a correction would make of a booking (svc-catalog re-prices a change of service, travellers, porter or flight time); nothing is written',
      responses: { 200: bookingCorePreviewSchema },
      errors: [404, 422, 503],
      internal: true,
    }),
    validate(previewSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, previewSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.previewCore(params.id, body);
    },
  );

  return guardedInternalRouter(options.identity, router);
}
