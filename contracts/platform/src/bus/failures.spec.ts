import { z } from 'zod';
import { InvalidEventError } from '@vip/contracts/events';
import {
  ConsumerStoppedError,
  PermanentEventError,
  REFUSED_ATTEMPTS,
  applyPatiently,
  backoffFor,
  classifyFailure,
} from './failures';

const pgError = (code: string, message = 'pg') => Object.assign(new Error(message), { code });

describe('classifyFailure: what a retry can never fix', () => {
  it.each([
    ['a rule refusing the event', new PermanentEventError('unknown airport')],
    ['an envelope failing its schema', new InvalidEventError('Invalid payload')],
    ['a zod error', z.object({ a: z.string() }).safeParse({}).error],
    ['broken JSON', new SyntaxError('Unexpected token')],
  ])('%s is permanent', (_, error) => {
    expect(classifyFailure(error)).toBe('permanent');
  });

  it.each([
    ['a value too long (22001)', pgError('22001')],
    ['a unique violation (23505)', pgError('23505')],
    ['Prisma P2002 (unique)', pgError('P2002')],
    ['a refusal wrapped as the cause', new Error('handler failed', { cause: pgError('23503') })],
    [
      'the pg adapter code',
      Object.assign(new Error('adapter'), { cause: { kind: 'postgres', originalCode: '23514' } }),
    ],
    [
      'a raw query refused (Prisma P2010, the code in meta)',
      Object.assign(new Error('Raw query failed'), {
        code: 'P2010',
        meta: { driverAdapterError: { cause: { kind: 'postgres', originalCode: '22P02' } } },
      }),
    ],
  ])(
    '%s is a refusal by the database (tried a few times: a race with another replica looks the same once)',
    (_, error) => {
      expect(classifyFailure(error)).toBe('refused');
    },
  );

  it.each([
    ['a failover (57P01 admin shutdown)', pgError('57P01')],
    ['a statement timeout (57014)', pgError('57014')],
    ['a deadlock (40P01)', pgError('40P01')],
    ['too many connections (53300)', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED')],
    ['Prisma P1001 (unreachable)', pgError('P1001')],
    ['Prisma P2024 (pool timeout)', pgError('P2024')],
    ['a web hook answering 503', new Error('tracking web hook answered 503')],
    [
      'an unknown bug (fixed by a redeploy, not by dropping the event)',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
  ])('%s is transient', (_, error) => {
    expect(classifyFailure(error)).toBe('transient');
  });
});

describe('applyPatiently', () => {
  const fast = { initialBackoffMs: 1, maxBackoffMs: 4 };

  it('backs off doubling to the ceiling, with at most 20 % jitter', () => {
    const policy = { initialBackoffMs: 100, maxBackoffMs: 30_000 };
    expect([1, 2, 3, 4].map((n) => backoffFor(n, policy, () => 0))).toEqual([100, 200, 400, 800]);
    expect(backoffFor(50, policy, () => 0)).toBe(30_000);
    expect(backoffFor(50, policy, () => 1)).toBe(24_000);
  });

  it('retries transient failures for as long as they last, reporting each, then succeeds', async () => {
    let failures = 40;
    const seen: number[] = [];
    const result = await applyPatiently(
      async () => {
        if (failures-- > 0) throw pgError('08006', 'connection failure');
      },
      { policy: fast, stopping: () => false, onRetry: (state) => seen.push(state.attempts) },
    );
    expect(result).toEqual({ ok: true });
    expect(seen).toHaveLength(40);
    expect(seen.at(-1)).toBe(40);
  });

  it('returns a permanent failure at once, for the caller to dead-letter', async () => {
    let calls = 0;
    const result = await applyPatiently(
      async () => {
        calls++;
        throw new PermanentEventError('refused');
      },
      { policy: fast, stopping: () => false },
    );
    expect(result).toEqual({ ok: false, error: 'PermanentEventError: refused', attempts: 1 });
    expect(calls).toBe(1);
  });

  it('dead-letters a database refusal after REFUSED_ATTEMPTS, and lets one that passes on a retry (a race) through', async () => {
    let calls = 0;
    const refused = await applyPatiently(
      async () => {
        calls++;
        throw pgError('23505', 'duplicate key');
      },
      { policy: fast, stopping: () => false },
    );
    expect(refused).toEqual({ ok: false, error: 'Error: duplicate key', attempts: REFUSED_ATTEMPTS });
    expect(calls).toBe(REFUSED_ATTEMPTS);

    let raced = true;
    const passed = await applyPatiently(
      async () => {
        if (raced) {
          raced = false;
          throw pgError('23505', 'duplicate key');
        }
      },
      { policy: fast, stopping: () => false },
    );
    expect(passed).toEqual({ ok: true });
  });

  it('counts refusals on their own: a refusal after a long outage still gets its tries', async () => {
    let calls = 0;
    const result = await applyPatiently(
      async () => {
        calls++;
        if (calls <= 12) throw pgError('57P01', 'admin shutdown');
        if (calls <= 13) throw pgError('23505', 'duplicate key');
      },
      { policy: fast, stopping: () => false },
    );
    expect(result).toEqual({ ok: true });
    expect(calls).toBe(14);
  });

  it('ends the wait when the consumer stops, leaving the event unacknowledged', async () => {
    let stopping = false;
    const run = applyPatiently(
      async () => {
        throw new Error('database away');
      },
      { policy: { initialBackoffMs: 10_000, maxBackoffMs: 10_000 }, stopping: () => stopping },
    );
    setTimeout(() => (stopping = true), 20);
    await expect(run).rejects.toBeInstanceOf(ConsumerStoppedError);
  });
});
