import Koa, { type Context, type Middleware } from 'koa';
import request from 'supertest';
import Router from '@koa/router';
import { dispatchRouters } from './router-dispatch';
import { passThrough, type MountableRouter } from './router-layer';

/** What a handler sees of the routing, as @koa/router documents it. */
function seen(ctx: Context) {
  const c = ctx as unknown as Record<string, unknown> & { matched?: { path: unknown }[] };
  return {
    params: c.params,
    requestParams: (ctx.request as unknown as { params?: unknown }).params,
    captures: c.captures,
    routerPath: String(c.routerPath),
    matchedRoute: String(c._matchedRoute),
    matchedRouteName: c._matchedRouteName ?? null,
    routeMatched: c.routeMatched,
    matched: c.matched?.map((l) => String(l.path)),
    trail: ctx.state.trail,
  };
}

const note =
  (step: string): Middleware =>
  (ctx, next) => {
    (ctx.state.trail ??= []).push(step);
    return next();
  };

/** The same routers, built afresh for each app (a router's layers are its own). */
function routers(): MountableRouter[] {
  const bookings = new Router({ prefix: '/api/bookings' });
  bookings.use(note('bookings.use'));
  bookings.get('lookup', '/:reference', note('lookup'), (ctx) => void (ctx.body = seen(ctx)));
  bookings.get('/:reference/files/:name', note('file'), (ctx) => void (ctx.body = seen(ctx)));
  bookings.post('/checkout', note('checkout'), (ctx) => void (ctx.body = seen(ctx)));
  // Falls through to the next router, as a route that calls next() does.
  bookings.get('/passing/on', note('passes'), (_ctx, next) => next());
  const nested = new Router();
  nested.get('/notes/:id', note('nested'), (ctx) => void (ctx.body = seen(ctx)));
  const admin = new Router({ prefix: '/api/admin' });
  admin.use(note('admin.use'));
  admin.use('/ops', nested.routes());
  const plain = new Router();
  plain.get('/api/bookings/passing/on', note('plain'), (ctx) => void (ctx.body = seen(ctx)));
  plain.get(/^\/api\/regexp\/(\d+)$/, note('regexp'), (ctx) => void (ctx.body = seen(ctx)));
  return [bookings, admin, plain];
}

const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = { after: true, ...seen(ctx) };
};

function appWith(middleware: Middleware) {
  const app = new Koa();
  app.use(middleware);
  return app.callback();
}

describe('dispatchRouters', () => {
  const theirs = appWith((ctx, next) => {
    const chain = [...routers().map((r) => r.routes() as Middleware), notFound];
    const run = (i: number): Promise<unknown> => Promise.resolve(chain[i]!(ctx, () => run(i + 1)));
    return run(0).then(() => next());
  });
  const ours = appWith(dispatchRouters(routers(), notFound));

  it.each([
    ['GET', '/api/bookings/VIP-12345-LHR'],
    ['HEAD', '/api/bookings/VIP-12345-LHR'],
    ['GET', '/api/bookings/VIP%2012345'],
    ['GET', '/api/bookings/VIP-12345-LHR/files/a%20b.pdf'],
    ['POST', '/api/bookings/checkout'],
    ['GET', '/api/bookings/checkout'],
    ['GET', '/api/bookings/passing/on'],
    ['GET', '/api/admin/ops/notes/7'],
    ['GET', '/api/regexp/42'],
    ['GET', '/API/BOOKINGS/VIP-1/'],
    ['DELETE', '/api/bookings/VIP-12345-LHR'],
    ['GET', '/nowhere'],
  ])('%s %s: the same answer and routing fields as @koa/router', async (method, path) => {
    const send = (app: ReturnType<typeof appWith>) =>
      (request(app) as unknown as Record<string, (p: string) => request.Test>)[method.toLowerCase()]!(path);
    const [a, b] = await Promise.all([send(theirs), send(ours)]);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
  });

  it('answers a path the same way on every request (each matched set is composed once and kept)', async () => {
    const first = await request(ours).get('/api/bookings/VIP-1');
    const again = await request(ours).get('/api/bookings/VIP-2');
    expect(first.body.trail).toEqual(['bookings.use', 'lookup']);
    expect(again.body).toMatchObject({ params: { reference: 'VIP-2' }, trail: ['bookings.use', 'lookup'] });
  });

  it('leaves out middleware marked as a pass-through, and runs every other', async () => {
    const called: string[] = [];
    const router = new Router();
    const marker = passThrough<Middleware>((_ctx, next) => {
      called.push('marker');
      return next();
    });
    router.get('/x', marker, note('route'), (ctx) => void (ctx.body = seen(ctx)));
    const res = await request(appWith(dispatchRouters([router], notFound))).get('/x');
    expect(res.body.trail).toEqual(['route']);
    expect(called).toEqual([]);
  });

  it('runs a router’s not-found handler, added after the mount too, when it has no route for the request', async () => {
    const router = new Router();
    router.get('/known', (ctx) => void (ctx.body = { known: true }));
    const app = appWith(dispatchRouters([router], notFound));
    router.on('not-found', (ctx) => void (ctx.body = { handledBy: 'router' }));
    expect((await request(app).get('/unknown')).body).toEqual({ handledBy: 'router' });
    expect((await request(app).get('/known')).body).toEqual({ known: true });
  });

  it('keeps a host-bound router on its own dispatch, so its host rule still holds', async () => {
    const router = new Router({ host: 'hooks.example.com' });
    router.get('/hook', (ctx) => void (ctx.body = { hooked: true }));
    const app = appWith(dispatchRouters([router], notFound));
    expect((await request(app).get('/hook').set('Host', 'hooks.example.com')).body).toEqual({ hooked: true });
    expect((await request(app).get('/hook').set('Host', 'other.example.com')).status).toBe(404);
  });
});
