import request from 'supertest';
import Router from '@koa/router';
import { z } from 'zod';
import { createServiceApp } from './service-app';
import { validate } from './validate';
import { mountRouters } from './router-mount';
import { AppError } from './app-error';
import { reportUndocumentedStatuses, type UndocumentedStatusListener } from './documented-statuses';
import { documented } from '../openapi/route-docs';
import { silentLogger } from '../logger';

function build() {
  const { app } = createServiceApp({ service: 'svc-test', logger: silentLogger(), readiness: [] });
  const router = new Router({ prefix: '/api/things' });
  const params = { params: z.object({ id: z.string().regex(/^\d+$/) }) };
  // Documents 404 only; answers 409 for id 9 (the gap the check exists for) and 404 for id 4.
  router.patch(
    '/:id',
    documented({ tags: ['T'], summary: 'Change', responses: { 200: z.object({ ok: z.boolean() }) }, errors: [404] }),
    validate(params),
    (ctx) => {
      if (ctx.params.id === '9') throw new AppError(409, 'THING_LOCKED', 'Locked');
      if (ctx.params.id === '4') throw new AppError(404, 'THING_NOT_FOUND', 'Not found');
      ctx.body = { ok: true };
    },
  );
  // A status set on the context rather than thrown, and a GET asked with HEAD.
  router.get(
    '/:id',
    documented({ tags: ['T'], summary: 'Read', responses: { 200: z.object({ ok: z.boolean() }) } }),
    validate(params),
    (ctx) => {
      if (ctx.params.id === '7') {
        ctx.status = 202;
        ctx.body = { ok: false };
        return;
      }
      ctx.body = { ok: true };
    },
  );
  mountRouters(app, [router], { documents: { name: 'test', info: { title: 'T', version: '1', description: 'T' } } });
  return app;
}

describe('documentedStatusCheck', () => {
  const api = () => request(build().callback());
  const problems: string[] = [];
  let previous: UndocumentedStatusListener | null = null;
  beforeEach(() => {
    problems.length = 0;
    previous = reportUndocumentedStatuses((p) => problems.push(p));
  });
  afterEach(() => {
    reportUndocumentedStatuses(previous);
  });

  it('reports a thrown status the operation does not document, with the operation and what it lists', async () => {
    await api().patch('/api/things/9').send({}).expect(409);
    expect(problems).toEqual([
      'PATCH /api/things/{id} answered 409, which its OpenAPI document does not list (200, 400, 404, 422, 503)',
    ]);
  });

  it('stays quiet for documented answers: the success, a documented error, a validation 400', async () => {
    await api().patch('/api/things/1').send({}).expect(200);
    await api().patch('/api/things/4').send({}).expect(404);
    await api().patch('/api/things/abc').send({}).expect(400);
    await api().get('/api/things/1').expect(200);
    await api().head('/api/things/1').expect(200);
    expect(problems).toEqual([]);
  });

  it('reports a status set without throwing, and judges HEAD by its GET', async () => {
    await api().get('/api/things/7').expect(202);
    await api().head('/api/things/7').expect(202);
    expect(problems).toEqual([
      'GET /api/things/{id} answered 202, which its OpenAPI document does not list (200, 400, 422, 503)',
      'GET /api/things/{id} answered 202, which its OpenAPI document does not list (200, 400, 422, 503)',
    ]);
  });

  it('leaves what no route answered to the 404 and 405 answers (no operation to hold them to)', async () => {
    await api().get('/api/nowhere').expect(404);
    await api().delete('/api/things/1').expect(405);
    expect(problems).toEqual([]);
  });

  it('checks nothing when no listener is set', async () => {
    reportUndocumentedStatuses(null);
    await api().patch('/api/things/9').send({}).expect(409);
    expect(problems).toEqual([]);
  });
});
