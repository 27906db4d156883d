import { documented } from '@vip/platform/openapi';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import Router from '@koa/router';
import { can } from '../auth/auth.middleware';
import type { BoardWatcher } from './board-watcher';

export function boardRoutes(
  watcher: BoardWatcher,
  onDraining: (hook: () => void) => void,
  stillSignedIn: (ctx: Context) => Promise<boolean>,
  heartbeatMs: number,
): Router {
  const router = new Router();
  const open = new Set<PassThrough>();
  onDraining(() => {
    for (const stream of open) stream.end();
    watcher.closeAll();
  });

  router.get(
    '/api/admin/events',
    documented({
      tags: ['Bookings'],
      summary: 'The live board: server-sent events (`board` when bookings changed), open until the session ends',
      responses: { 200: { contentType: 'text/event-stream', description: 'An event stream that stays open' } },
    }),
    can('bookings.view'),
    async (ctx) => {
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
      ctx.set('Cache-Control', 'no-cache, no-transform');
      // nginx must pass each event on as it is written.
      ctx.set('X-Accel-Buffering', 'no');
      const stream = new PassThrough();
      open.add(stream);
      ctx.status = 200;
      ctx.body = stream;
      stream.write('retry: 5000\n\n');
      const unsubscribe = watcher.subscribe((change) =>
        stream.write(`event: board\ndata: ${JSON.stringify(change)}\n\n`),
      );
      // The session may end after the stream opened (sign-out, idle, disabled): no change may reach a browser after.
      const heartbeat = setInterval(() => {
        void stillSignedIn(ctx)
          .catch(() => false)
          .then((ok) => (ok ? stream.write(': keep-alive\n\n') : close()));
      }, heartbeatMs);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        stream.end();
      };
      ctx.req.on('close', close);
      stream.on('close', close);
    },
  );

  return router;
}
