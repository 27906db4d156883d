import request from 'supertest';
import Koa from 'koa';
import { z } from 'zod';
import { parseInput, validate } from './validate';

/** A route that answers what validate gave it and what the same schema makes of Koa's own ctx.query. */
function echo() {
  const app = new Koa();
  const schemas = { query: z.looseObject({}) };
  const check = validate(schemas);
  app.use((ctx) =>
    check(ctx, async () => {
      const validated = (ctx.state.input as { query: unknown }).query;
      ctx.body = { validated, koa: parseInput(schemas.query, ctx.query, 'query') };
    }),
  );
  return app.callback();
}

// Repeats, empties, '+', bad and partial escapes, NUL, surrogates, prototype names, separators Koa does not split on.
const EDGES = [
  'q=a&q=b',
  'q',
  '=x',
  '&&',
  'q=a=b',
  'q=%zz',
  'q=%E0%A4%A',
  'q=%C3%28',
  'q=a+b%2Bc',
  'q=%00',
  'q=%F0%9F%98%80',
  'q=%ED%A0%80',
  '__proto__=1&q=x',
  'constructor=1&toString=2',
  'q[]=1&q[a]=2',
  'q=a;b=c',
  'q=caf%C3%A9&limit=5&limit=6',
];

/** Query strings drawn from the characters parsers disagree on, the same every run. */
function drawn(count: number): string[] {
  const pieces = [
    'a',
    'q',
    '=',
    '&',
    '+',
    '%',
    '%2',
    '%20',
    '%C3',
    '%A9',
    '%ZZ',
    '__proto__',
    ';',
    '[]',
    'é',
    '\u00a0',
  ];
  let seed = 20261201;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 10) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

describe('validate reads the query', () => {
  const app = echo();

  const answer = async (query: string) => {
    const res = await request(app).get(`/?${encodeURI(query).replace(/%25/g, '%')}`);
    return { query, status: res.status, validated: res.body.validated, koa: res.body.koa };
  };

  it.each(EDGES)('%j as Koa reads it', async (query) => {
    const { status, validated, koa } = await answer(query);
    expect(status).toBe(200);
    expect(validated).toEqual(koa);
  });

  it('as Koa reads it, for 200 strings drawn from what parsers disagree on', async () => {
    const differing = [];
    for (const query of drawn(200)) {
      const a = await answer(query);
      if (a.status !== 200 || JSON.stringify(a.validated) !== JSON.stringify(a.koa)) differing.push(a);
    }
    expect(differing).toEqual([]);
  });

  it('with every pair, however many', async () => {
    const pairs = Array.from({ length: 1100 }, (_, i) => `k${i}=${i}`).join('&');
    const res = await request(app).get(`/?${pairs}`);
    expect(Object.keys(res.body.validated)).toHaveLength(1100);
    expect(res.body.validated.k1099).toBe('1099');
  });
});
