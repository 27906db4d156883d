// Answers what nginx did (deploy/nginx/static.conf's cache policy, security headers, /healthz) and renders
// pages, falling back to index.html whenever it cannot.
import { createReadStream } from 'node:fs';
import { extname, join, posix } from 'node:path';
import Koa from 'koa';
import compress from 'koa-compress';
import serve from 'koa-static';
import { PAGE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@vip/contracts/platform';
import type { PageRenderer } from './page-renderer';

export interface ShellAppOptions {
  dist: string;
  renderer: PageRenderer;
  onRenderError?: (error: unknown, url: string) => void;
  /** Without it the request's origin is used, which any client can set: production sets PUBLIC_ORIGIN. */
  publicOrigin?: string;
}

function servedPath(path: string): string | undefined {
  try {
    return posix.normalize(decodeURIComponent(path));
  } catch {
    return undefined;
  }
}

/** Hashed names never change: cached a year. Anything else revalidates, so a redeploy shows at once. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|mjs|css|map|woff2?|ttf|eot|svg|png|jpe?g|gif|webp|avif|ico)$/i;
/** main.0123abcd.js.br is cached as the file it holds. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function createShellApp({ dist, renderer, onRenderError, publicOrigin }: ShellAppOptions): Koa {
  const app = new Koa();
  // Only the gateway or the Ingress reach this container; both set X-Forwarded-Proto and -Host.
  app.proxy = true;
  app.maxIpsCount = 1;

  app.use(async (ctx, next) => {
    ctx.set({ ...PAGE_SECURITY_HEADERS });
    if (ctx.protocol === 'https') ctx.set(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value);
    if (ctx.path === '/healthz') {
      ctx.type = 'text/plain';
      ctx.body = 'ok\n';
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    // The server build is never public, however its path is spelt (%73erver, /./server).
    const path = servedPath(ctx.path);
    if (path === undefined || path === '/server' || path.startsWith('/server/')) {
      ctx.status = 404;
      return;
    }
    await next();
  });
  app.use(compress());
  app.use(
    serve(dist, {
      index: false,
      // compress() leaves an already encoded answer alone.
      brotli: true,
      gzip: true,
      setHeaders: (res, path) =>
        res.setHeader(
          'Cache-Control',
          HASHED.test(path.replace(PRECOMPRESSED_SUFFIX, '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    }),
  );
  app.use(async (ctx) => {
    // A missing file is a 404; any other path is a page.
    if (extname(ctx.path)) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    let page: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      page = await renderer.render(ctx.url, publicOrigin ?? `${ctx.protocol}://${ctx.host}`);
    } catch (error) {
      onRenderError?.(error, ctx.url);
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    if (page) {
      ctx.status = page.status;
      ctx.body = page.html;
    } else {
      ctx.body = createReadStream(join(dist, 'index.html'));
    }
  });
  return app;
}
