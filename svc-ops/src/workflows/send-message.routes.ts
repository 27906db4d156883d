import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  adminBookingIdParamsSchema,
  communicationCreateSchema,
  communicationParamsSchema,
  communicationSchema,
  communicationSendResultSchema,
  invoiceSendSchema,
  pdfSendSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { SendMessageWorkflow } from './send-message.workflow';

export function sendMessageRoutes(sending: SendMessageWorkflow, limitSends: Middleware): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id/communications' });

  const sendSchemas = { params: adminBookingIdParamsSchema, body: communicationCreateSchema };
  router.post(
    '/',
    documented({
      tags: ['Communications'],
      summary:
        'Send one of the Communication Center messages (e-mail and/or text); 201 whatever the providers said, each message with its status',
      responses: { 201: communicationSendResultSchema },
      errors: [404, 409, 422, 503],
    }),
    can('bookings.work'),
    limitSends,
    validate(sendSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, sendSchemas);
      // 201 whatever the providers said: the messages exist, each with its status.
      ctx.status = 201;
      ctx.body = { communications: await sending.send(params.id, body, actorOf(ctx.state)) };
    },
  );

  const retrySchemas = { params: communicationParamsSchema };
  router.post(
    '/:communicationId/retry',
    documented({
      tags: ['Communications'],
      summary: 'Send a failed message again',
      responses: { 200: communicationSchema },
      errors: [404, 409, 422],
    }),
    can('bookings.work'),
    limitSends,
    validate(retrySchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, retrySchemas);
      ctx.body = await sending.retry(params.id, params.communicationId, actorOf(ctx.state));
    },
  );

  return router;
}

export function invoiceSendRoutes(sending: SendMessageWorkflow, limitSends: Middleware): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const schemas = { params: adminBookingIdParamsSchema, body: invoiceSendSchema };
  router.post(
    '/send-invoice',
    documented({
      tags: ['Invoices'],
      summary:
        'E-mail a manual invoice as a PDF with the payment instructions (support mailbox in Cc); a draft becomes sent',
      responses: { 201: communicationSchema },
      errors: [404, 409, 422, 503],
    }),
    can('invoices.create'),
    limitSends,
    validate(schemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, schemas);
      ctx.status = 201;
      ctx.body = await sending.sendInvoice(params.id, body, actorOf(ctx.state));
    },
  );
  return router;
}

export function pdfSendRoutes(sending: SendMessageWorkflow, limitSends: Middleware): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const sendSchemas = { params: adminBookingIdParamsSchema, body: pdfSendSchema };
  router.post(
    '/send-pdf',
    documented({
      tags: ['Communications'],
      summary: 'E-mail the PDF confirmation as an attachment (support mailbox in Cc)',
      responses: { 201: communicationSchema },
      errors: [404, 409, 422, 503],
    }),
    can('bookings.work'),
    limitSends,
    validate(sendSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, sendSchemas);
      ctx.status = 201;
      ctx.body = await sending.sendPdf(params.id, body, actorOf(ctx.state));
    },
  );
  return router;
}
