import { Writable } from 'node:stream';
import Router from '@koa/router';
import request from 'supertest';
import { createLogger } from '../logger';
import {
  DATABASE_DATA_ERROR_MESSAGE,
  databaseBusy,
  databaseDataError,
  SERVICE_BUSY_MESSAGE,
  toErrorResponse,
} from './error-middleware';
import { createServiceApp } from './service-app';

/**
 * The errors as @prisma/adapter-pg 6.19 and Prisma throw them against PostgreSQL (seen by forcing each
 * one through a generated client): the adapter's error for a NUL byte, a known error wrapping the
 * adapter's for a value too long, a raw query's, pg's own, and the query compiler's for a lone surrogate.
 */
function driverAdapterError(code: string, message: string) {
  return Object.assign(new Error(message), {
    name: 'DriverAdapterError',
    cause: { originalCode: code, originalMessage: message, kind: 'postgres', code, severity: 'ERROR', message },
  });
}
const nulByte = driverAdapterError('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
const nulInJson = driverAdapterError('22P05', 'unsupported Unicode escape sequence');
const badDate = driverAdapterError('22008', 'date/time field value out of range: "0000-01-01 00:00:00"');
const tooLong = Object.assign(
  new Error("The provided value for the column is too long for the column's type. Column: (not available)"),
  {
    name: 'PrismaClientKnownRequestError',
    code: 'P2000',
    meta: {
      modelName: 'Booking',
      driverAdapterError: Object.assign(new Error('LengthMismatch'), {
        name: 'DriverAdapterError',
        cause: {
          originalCode: '22001',
          originalMessage: 'value too long for type character varying(3)',
          kind: 'LengthMismatch',
        },
      }),
    },
  },
);
const rawTooLong = Object.assign(
  new Error('Raw query failed. Code: `22001`. Message: `value too long for type character varying(2)`'),
  {
    name: 'PrismaClientKnownRequestError',
    code: 'P2010',
    meta: {
      driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '22001', kind: 'LengthMismatch' } },
    },
  },
);
const pgError = Object.assign(new Error('invalid input syntax for type uuid: "Grace Hopper"'), {
  name: 'error',
  code: '22P02',
  severity: 'ERROR',
});
const loneSurrogate = Object.assign(
  new Error(
    '\nInvalid `prisma.savedQuote.create()` invocation:\n\nJSON Error: lone leading surrogate in hex escape at line 1 column 120',
  ),
  {
    name: 'PrismaClientUnknownRequestError',
  },
);

/** A service app whose one route throws `err`, and its log lines as JSON. */
function appThrowing(err: unknown) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { app } = createServiceApp({
    service: 'svc-test',
    logger: createLogger({ service: 'svc-test', level: 'info', destination }),
    readiness: [],
  });
  const router = new Router();
  router.post('/api/things', () => {
    throw err;
  });
  app.use(router.routes());
  return { app, lines };
}

describe('database data errors', () => {
  it.each([
    ['a NUL byte (22021)', nulByte, { sqlState: '22021' }],
    ['a NUL byte in JSON (22P05)', nulInJson, { sqlState: '22P05' }],
    ['a date out of range (22008)', badDate, { sqlState: '22008' }],
    ['a value too long (P2000, 22001)', tooLong, { sqlState: '22001', prismaCode: 'P2000', model: 'Booking' }],
    ['a raw query value too long (P2010, 22001)', rawTooLong, { sqlState: '22001' }],
    ["pg's own error (22P02)", pgError, { sqlState: '22P02' }],
    ['a lone surrogate Prisma cannot serialise', loneSurrogate, { prismaCode: 'UNENCODABLE_TEXT' }],
  ])('answers %s with 400 in the one error shape', (_what, err, found) => {
    expect(databaseDataError(err)).toEqual(found);
    expect(toErrorResponse(err, 'req-1')).toEqual({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: DATABASE_DATA_ERROR_MESSAGE, requestId: 'req-1' } },
    });
  });

  it.each([
    [
      'a unique violation',
      Object.assign(new Error('Unique constraint failed'), {
        name: 'PrismaClientKnownRequestError',
        code: 'P2002',
        meta: { modelName: 'Booking' },
      }),
    ],
    ['a lost connection', driverAdapterError('08006', 'connection failure')],
    ['a deadlock', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['any other error', new Error('22001')],
  ])('leaves %s a 500', (_what, err) => {
    expect(databaseDataError(err)).toBeUndefined();
    expect(toErrorResponse(err, 'req-1').status).toBe(500);
  });

  it('logs the refusal at warn with the codes, never the value', async () => {
    const { app, lines } = appThrowing(pgError);
    const res = await request(app.callback()).post('/api/things').send({ name: 'Grace Hopper' }).expect(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_REQUEST', message: DATABASE_DATA_ERROR_MESSAGE });
    const warning = lines.find((l) => l.level === 'warn');
    expect(warning).toMatchObject({
      msg: 'the database refused a value of the request',
      database: { sqlState: '22P02' },
    });
    expect(lines.some((l) => l.level === 'error')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('Grace Hopper');
  });
});

/**
 * A database too busy to answer, as seen through svc-ops' generated client on @prisma/adapter-pg 6.19 with a pool of
 * one held by another transaction: pg-pool's plain error (queries and transactions alike), and Prisma's for a
 * transaction that outlived its timeout.
 */
const poolTimeout = new Error('timeout exceeded when trying to connect');
const expiredTransaction = Object.assign(
  new Error(
    '\nInvalid `prisma.$queryRaw()` invocation:\n\n\nTransaction API error: A query cannot be executed on an expired transaction. The timeout for this transaction was 100 ms, however 301 ms passed since the start of the transaction.',
  ),
  { name: 'PrismaClientKnownRequestError', code: 'P2028', meta: { operation: 'query', timeout: 100, timeTaken: 301 } },
);

describe('a database too busy to answer', () => {
  it.each([
    ['no pooled connection free in time', poolTimeout, 'pool'],
    ['a transaction past its timeout (P2028)', expiredTransaction, 'P2028'],
    [
      'a statement past its timeout (57014)',
      driverAdapterError('57014', 'canceling statement due to statement timeout'),
      '57014',
    ],
    [
      'too many connections (53300)',
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      '53300',
    ],
  ])('answers %s with 503 and Retry-After, in the one error shape', (_what, err, found) => {
    expect(databaseBusy(err)).toBe(found);
    expect(toErrorResponse(err, 'req-1')).toEqual({
      status: 503,
      body: { error: { code: 'SERVICE_BUSY', message: SERVICE_BUSY_MESSAGE, requestId: 'req-1' } },
      headers: { 'Retry-After': '2' },
    });
  });

  it.each([
    [
      'another transaction error',
      Object.assign(new Error('Transaction API error: Transaction not found.'), {
        name: 'PrismaClientKnownRequestError',
        code: 'P2028',
      }),
    ],
    ['a lost connection', driverAdapterError('08006', 'connection failure')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ])('leaves %s a 500', (_what, err) => {
    expect(databaseBusy(err)).toBeUndefined();
    expect(toErrorResponse(err, 'req-1').status).toBe(500);
  });

  it('logs it at warn with what was busy, not as an unhandled error', async () => {
    const { app, lines } = appThrowing(expiredTransaction);
    const res = await request(app.callback()).post('/api/things').send({ name: 'Grace Hopper' }).expect(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.error).toMatchObject({ code: 'SERVICE_BUSY', message: SERVICE_BUSY_MESSAGE });
    expect(lines.find((l) => l.level === 'warn')).toMatchObject({
      msg: 'the database was too busy to answer in time',
      database: 'P2028',
    });
    expect(lines.some((l) => l.level === 'error')).toBe(false);
  });
});
