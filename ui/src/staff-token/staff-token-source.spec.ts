import { STAFF_TOKEN_REFRESH_BEFORE_SECONDS, STAFF_TOKEN_TTL_SECONDS } from '@vip/contracts/schemas';
import { StaffSessionEndedError, StaffTokenSource } from './staff-token-source';

function tokenRoute(answers: Array<number>) {
  let issued = 0;
  const calls: RequestInit[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    calls.push(init);
    const status = answers.shift() ?? 200;
    if (status !== 200)
      return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in', requestId: 'r' } }), {
        status,
      });
    issued += 1;
    return new Response(
      JSON.stringify({
        token: `t${issued}`,
        tokenType: 'Bearer',
        audience: 'svc-catalog',
        // The server's clock is an hour off: the expiry counts from expiresIn on this browser's clock.
        expiresAt: '2030-06-01T13:05:00.000Z',
        expiresIn: STAFF_TOKEN_TTL_SECONDS,
      }),
      { status: 200 },
    );
  }) as unknown as typeof fetch;
  return calls;
}

describe('StaffTokenSource', () => {
  it('keeps one token until it has less than a minute left, then asks again', async () => {
    let now = 0;
    const calls = tokenRoute([]);
    const source = new StaffTokenSource({
      audience: 'svc-catalog',
      csrfToken: 'c',
      onSessionEnded: jest.fn(),
      now: () => now,
    });
    expect(await source.token()).toBe('t1');
    now = (STAFF_TOKEN_TTL_SECONDS - STAFF_TOKEN_REFRESH_BEFORE_SECONDS) * 1000 - 1;
    expect(await source.token()).toBe('t1');
    now += 1;
    expect(await source.token()).toBe('t2');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ audience: 'svc-catalog' });
    expect((calls[0]!.headers as Record<string, string>)['X-CSRF-Token']).toBe('c');
  });

  it('asks once for callers at the same moment', async () => {
    const calls = tokenRoute([]);
    const source = new StaffTokenSource({ audience: 'svc-catalog', csrfToken: 'c', onSessionEnded: jest.fn() });
    expect(await Promise.all([source.token(), source.token(), source.renew()])).toEqual(['t1', 't1', 't1']);
    expect(calls).toHaveLength(1);
  });

  it('says the session ended on a 401 from the token route, and asks afresh next time', async () => {
    tokenRoute([401]);
    const ended = jest.fn();
    const source = new StaffTokenSource({ audience: 'svc-catalog', csrfToken: 'c', onSessionEnded: ended });
    await expect(source.token()).rejects.toBeInstanceOf(StaffSessionEndedError);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(await source.token()).toBe('t1');
  });

  it('passes other failures on without ending the session', async () => {
    tokenRoute([503]);
    const ended = jest.fn();
    const source = new StaffTokenSource({ audience: 'svc-catalog', csrfToken: 'c', onSessionEnded: ended });
    await expect(source.token()).rejects.toMatchObject({ status: 503 });
    expect(ended).not.toHaveBeenCalled();
  });
});
