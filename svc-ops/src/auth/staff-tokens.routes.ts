import Router from '@koa/router';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import { staffTokenRequestSchema, staffTokenSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can, staffOf } from './auth.middleware';
import type { StaffTokensService } from './staff-tokens.service';

const tokenSchemas = { body: staffTokenRequestSchema };

/**
 * A staff token for another service's back-office routes, from the signed-in session. Only svc-catalog takes them
 * today, so only a role that may read the catalog gets one.
 */
export function staffTokenRoutes(tokens: StaffTokensService): Router {
  const router = new Router({ prefix: '/api/admin/session' });
  router.post(
    '/token',
    documented({
      tags: ['Session'],
      summary: "A 5-minute token for another service's staff routes (sent there as Authorization: Bearer)",
      responses: { 200: staffTokenSchema },
    }),
    can('catalog.view'),
    validate(tokenSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, tokenSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await tokens.issue(staffOf(ctx.state), body.audience);
    },
  );
  return router;
}

/** The public keys of staff tokens, for the services of the cluster (svc-ops' own port; never through the gateway). */
export function jwksRoutes(tokens: StaffTokensService): Router {
  const router = new Router();
  router.get(
    STAFF_JWKS_PATH,
    documented({
      tags: ['Internal'],
      summary: 'The public keys staff tokens are signed with (JWKS); services cache it',
      responses: { 200: { description: 'A JSON Web Key Set' } },
      internal: true,
    }),
    async (ctx) => {
      ctx.type = 'application/jwk-set+json';
      // Short: a verifier that meets an unknown key id asks again anyway.
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = await tokens.jwks();
    },
  );
  return router;
}
