import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import { documented } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';

export const MEDIA_DIR = join(__dirname, '..', '..', 'media');
const FILE = /^[a-z0-9-]+\.svg$/;

/** Service images, served by the catalog that owns them (never hot-linked from elsewhere). */
export function mediaRoutes(): Router {
  const router = new Router({ prefix: '/api/services/media' });
  router.get(
    '/:file',
    documented({
      tags: ['Services'],
      summary: "A service's image (SVG), by the file name its `image` field gives",
      responses: { 200: { contentType: 'image/svg+xml', description: 'The image' } },
      errors: [404],
    }),
    async (ctx) => {
      const file = ctx.params.file;
      if (!FILE.test(file)) throw catalogErrors.create('NOT_FOUND', 'No such image');
      const body = await readFile(join(MEDIA_DIR, file)).catch(() => undefined);
      if (!body) throw catalogErrors.create('NOT_FOUND', 'No such image');
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      ctx.body = body;
    },
  );
  return router;
}
