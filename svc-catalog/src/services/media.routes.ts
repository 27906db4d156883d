import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import { documented } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';

export const MEDIA_DIR = join(__dirname, '..', '..', 'media');
const BUNDLED = /^[a-z0-9-]+\.svg$/;
const UPLOADED = /^upload-[a-f0-9]{24}\.(png|jpg|webp)$/;

export interface UploadedImages {
  image(name: string): Promise<{ contentType: string; bytes: Uint8Array } | null>;
}

/**
 * Service images, served by the catalog that owns them (never hot-linked from elsewhere): the drawn ones shipped
 * with it, and those the catalog team uploaded (in its database, so every replica has them; named by content, so
 * cached for good).
 */
export function mediaRoutes(uploads: UploadedImages): Router {
  const router = new Router({ prefix: '/api/services/media' });
  router.get(
    '/:file',
    documented({
      tags: ['Services'],
      summary: "A service's image, by the file name its `image` field gives",
      responses: {
        200: { contentType: 'image/*', description: 'The image (SVG, PNG, JPEG or WebP)', binary: true },
      },
      errors: [404],
    }),
    async (ctx) => {
      const file = ctx.params.file;
      if (UPLOADED.test(file)) {
        const image = await uploads.image(file);
        if (!image) throw catalogErrors.create('NOT_FOUND', 'No such image');
        ctx.type = image.contentType;
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = Buffer.from(image.bytes);
        return;
      }
      if (!BUNDLED.test(file)) throw catalogErrors.create('NOT_FOUND', 'No such image');
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
