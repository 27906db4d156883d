import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  overlapSchema,
  partnerCreateSchema,
  partnerIdParamsSchema,
  partnerKeyCreatedSchema,
  partnerKeyCreateSchema,
  partnerKeyParamsSchema,
  partnerKeySchema,
  partnerListQuerySchema,
  partnerListSchema,
  partnerSchema,
  partnerStatementParamsSchema,
  partnerTermsCreateSchema,
  partnerTermsParamsSchema,
  partnerUpdateSchema,
  partnerWebhookSchema,
  partnerWebhookSecretSchema,
  partnerWebhookUpdateSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { PartnerStatements } from './partner-statements.service';
import type { PartnersService } from './partners.service';

const TAGS = ['Partners'];

/** Answers carrying a key or a secret are never stored by a cache. */
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** `limitSecrets` bounds creating and rotating keys and secrets per admin. */
export function partnersRoutes(
  partners: PartnersService,
  statements: PartnerStatements,
  limitSecrets: Middleware,
): Router {
  const router = new Router({ prefix: '/api/admin/partners' });
  const manage = can('partners.manage');

  const listSchemas = { query: partnerListQuerySchema };
  router.get(
    '/',
    documented({
      tags: TAGS,
      summary: 'Partner accounts, by company name; `q` searches names and billing e-mails',
      responses: { 200: partnerListSchema },
    }),
    manage,
    validate(listSchemas),
    noStore,
    async (ctx) => {
      ctx.body = await partners.list(inputOf(ctx, listSchemas).query);
    },
  );

  const createSchemas = { body: partnerCreateSchema };
  router.post(
    '/',
    documented({
      tags: TAGS,
      summary: 'Create a partner account (a sandbox account unless `sandbox: false`; audited)',
      responses: { 201: partnerSchema },
      errors: [409, 422],
    }),
    manage,
    validate(createSchemas),
    noStore,
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await partners.create(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );

  const idSchemas = { params: partnerIdParamsSchema };
  router.get(
    '/:id',
    documented({
      tags: TAGS,
      summary: 'A partner with its terms, keys (never the keys themselves) and web hook',
      responses: { 200: partnerSchema },
      errors: [404],
    }),
    manage,
    validate(idSchemas),
    noStore,
    async (ctx) => {
      ctx.body = await partners.get(inputOf(ctx, idSchemas).params.id);
    },
  );

  const updateSchemas = { params: partnerIdParamsSchema, body: partnerUpdateSchema };
  router.patch(
    '/:id',
    documented({
      tags: TAGS,
      summary: "Change a partner's details, sandbox flag or activity (with the version it was read at; audited)",
      responses: { 200: partnerSchema },
      errors: [404, 409, 422],
    }),
    manage,
    validate(updateSchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await partners.update(params.id, body, actorOf(ctx.state));
    },
  );

  const termsSchemas = { params: partnerIdParamsSchema, body: partnerTermsCreateSchema };
  router.post(
    '/:id/terms',
    documented({
      tags: TAGS,
      summary: 'Add commercial terms from a date (today or later, UTC); answers the partner (audited)',
      responses: { 201: partnerSchema },
      errors: [404, 409, 422],
    }),
    manage,
    validate(termsSchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, termsSchemas);
      ctx.status = 201;
      ctx.body = await partners.addTerms(params.id, body, actorOf(ctx.state));
    },
  );

  const removeTermsSchemas = { params: partnerTermsParamsSchema };
  router.delete(
    '/:id/terms/:termsId',
    documented({
      tags: TAGS,
      summary: 'Remove terms that have not taken effect yet; answers the partner (audited)',
      responses: { 200: partnerSchema },
      errors: [404, 409],
    }),
    manage,
    validate(removeTermsSchemas),
    noStore,
    async (ctx) => {
      const { id, termsId } = inputOf(ctx, removeTermsSchemas).params;
      ctx.body = await partners.removeTerms(id, termsId, actorOf(ctx.state));
    },
  );

  const keySchemas = { params: partnerIdParamsSchema, body: partnerKeyCreateSchema };
  router.post(
    '/:id/keys',
    documented({
      tags: TAGS,
      summary: 'Issue an API key: the answer carries the key, shown this once (audited)',
      responses: { 201: partnerKeyCreatedSchema },
      errors: [404, 422],
    }),
    manage,
    limitSecrets,
    validate(keySchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, keySchemas);
      ctx.status = 201;
      ctx.body = await partners.createKey(params.id, body, actorOf(ctx.state));
    },
  );

  const rotateSchemas = { params: partnerKeyParamsSchema, body: overlapSchema };
  router.post(
    '/:id/keys/:keyId/rotate',
    documented({
      tags: TAGS,
      summary:
        'Rotate a key: a successor (answered with its key, shown this once) and the old key working beside it for `overlapHours` (audited)',
      responses: { 201: partnerKeyCreatedSchema },
      errors: [404, 409, 422],
    }),
    manage,
    limitSecrets,
    validate(rotateSchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, rotateSchemas);
      ctx.status = 201;
      ctx.body = await partners.rotateKey(params.id, params.keyId, body.overlapHours, actorOf(ctx.state));
    },
  );

  const revokeSchemas = { params: partnerKeyParamsSchema };
  router.post(
    '/:id/keys/:keyId/revoke',
    documented({
      tags: TAGS,
      summary: 'Revoke a key at once (audited)',
      responses: { 200: partnerKeySchema },
      errors: [404],
    }),
    manage,
    validate(revokeSchemas),
    noStore,
    async (ctx) => {
      const { id, keyId } = inputOf(ctx, revokeSchemas).params;
      ctx.body = await partners.revokeKey(id, keyId, actorOf(ctx.state));
    },
  );

  const webhookSchemas = { params: partnerIdParamsSchema, body: partnerWebhookUpdateSchema };
  router.put(
    '/:id/webhook',
    documented({
      tags: TAGS,
      summary:
        'Set the web-hook address: the first time (201) the answer carries the signing secret, shown this once; a later change (200) keeps the secret (audited)',
      responses: { 200: partnerWebhookSchema, 201: partnerWebhookSecretSchema },
      errors: [404, 422],
    }),
    manage,
    limitSecrets,
    validate(webhookSchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, webhookSchemas);
      const saved = await partners.setWebhook(params.id, body, actorOf(ctx.state));
      ctx.status = saved.created ? 201 : 200;
      ctx.body = saved.webhook;
    },
  );

  const rotateSecretSchemas = { params: partnerIdParamsSchema, body: overlapSchema };
  router.post(
    '/:id/webhook/rotate-secret',
    documented({
      tags: TAGS,
      summary: 'A new signing secret, shown this once; the previous one signs beside it for `overlapHours` (audited)',
      responses: { 200: partnerWebhookSecretSchema },
      errors: [404, 409],
    }),
    manage,
    limitSecrets,
    validate(rotateSecretSchemas),
    noStore,
    async (ctx) => {
      const { params, body } = inputOf(ctx, rotateSecretSchemas);
      ctx.body = await partners.rotateWebhookSecret(params.id, body.overlapHours, actorOf(ctx.state));
    },
  );

  router.delete(
    '/:id/webhook',
    documented({
      tags: TAGS,
      summary:
        'Remove the web-hook address and its secrets (audited); with none set, nothing changes and the answer is the same',
      responses: { 204: null },
      errors: [404],
    }),
    manage,
    validate(idSchemas),
    async (ctx) => {
      await partners.removeWebhook(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state));
      ctx.status = 204;
    },
  );

  const statementSchemas = { params: partnerStatementParamsSchema };
  router.get(
    '/:id/statements/:month.csv',
    documented({
      tags: TAGS,
      summary: "A month's statement as CSV: the partner's bookings requested that month (UTC), totals and commission",
      responses: { 200: { contentType: 'text/csv', description: 'CSV file (attachment)' } },
      errors: [404],
    }),
    manage,
    validate(statementSchemas),
    async (ctx) => {
      const { id, month } = inputOf(ctx, statementSchemas).params;
      const file = await statements.csv(id, month, actorOf(ctx.state));
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = file.content;
    },
  );

  router.get(
    '/:id/statements/:month.pdf',
    documented({
      tags: TAGS,
      summary: "A month's statement as PDF: the partner's bookings requested that month (UTC), totals and commission",
      responses: { 200: { contentType: 'application/pdf', binary: true, description: 'The PDF' } },
      errors: [404, 503],
    }),
    manage,
    validate(statementSchemas),
    async (ctx) => {
      const { id, month } = inputOf(ctx, statementSchemas).params;
      const file = await statements.pdf(id, month, actorOf(ctx.state));
      ctx.set('Content-Type', 'application/pdf');
      ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = Buffer.from(file.content);
    },
  );

  return router;
}
