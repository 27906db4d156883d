import type { Context } from 'koa';
import { SignJWT } from 'jose';
import { INTERNAL_ROUTERS, SERVICES, type ServiceName } from '@vip/contracts/platform';
import { generateServiceKey, keyId, parsePrivateServiceKey } from '../service-keys';
import { ServiceIdentity, requireInternalCaller } from './service-identity';

const keys = Object.fromEntries(SERVICES.map((s) => [s, generateServiceKey(s)])) as Record<
  ServiceName,
  ReturnType<typeof generateServiceKey>
>;
const PUBLIC_KEYS = SERVICES.map((s) => keys[s].publicKeyEntry).join(',');
const OPERATOR_TOKEN = 'the-operator-token-of-svc-booking-0123456789';

let clock = 1_900_000_000;
const identity = (service: ServiceName, extra: { OPERATOR_TOKEN?: string; SERVICE_PUBLIC_KEYS?: string } = {}) =>
  ServiceIdentity.fromConfig(
    service,
    { SERVICE_KEY: keys[service].privateKey, SERVICE_PUBLIC_KEYS: PUBLIC_KEYS, ...extra },
    () => clock,
  );

const ctxWith = (authorization: string | undefined) =>
  ({ get: (name: string) => (name === 'Authorization' ? (authorization ?? '') : ''), state: {} }) as unknown as Context;

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string } | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const { status, code } = error as { status: number; code: string };
    return { status, code };
  }
}

describe('ServiceIdentity', () => {
  beforeEach(() => {
    clock = 1_900_000_000;
  });

  it("knows a service by the token its key signs for this service, and by nothing else's", async () => {
    const ops = identity('svc-ops');
    const booking = identity('svc-booking');
    expect(await booking.callerOf(await ops.authorizationFor('svc-booking'))).toBe('svc-ops');
    // Signed for svc-catalog: svc-booking, which might be handed it, cannot use it against a third service.
    expect(await booking.callerOf(await ops.authorizationFor('svc-catalog'))).toBeUndefined();
    expect(await booking.callerOf('Bearer not-a-token')).toBeUndefined();
    expect(await booking.callerOf('')).toBeUndefined();
  });

  it('keeps a token for 40 s of its minute, then signs another; an expired one is refused', async () => {
    const ops = identity('svc-ops');
    const booking = identity('svc-booking');
    const first = await ops.authorizationFor('svc-booking');
    clock += 39;
    expect(await ops.authorizationFor('svc-booking')).toBe(first);
    clock += 2;
    expect(await ops.authorizationFor('svc-booking')).not.toBe(first);
    clock += 20;
    expect(await booking.callerOf(first)).toBe('svc-ops');
    clock += 6;
    expect(await booking.callerOf(first)).toBeUndefined();
  });

  it('refuses a token whose key is not listed, is listed for another service, lives too long or names no algorithm', async () => {
    const booking = identity('svc-booking');
    const stranger = generateServiceKey('svc-ops');
    const strangerKey = parsePrivateServiceKey(stranger.privateKey)!;
    const sign = (claims: { iss: string; lifetime?: number }, key = strangerKey, alg = 'EdDSA') =>
      new SignJWT({})
        .setProtectedHeader({ alg, kid: keyId(key) })
        .setIssuer(claims.iss)
        .setAudience('svc-booking')
        .setIssuedAt(clock)
        .setExpirationTime(clock + (claims.lifetime ?? 60))
        .sign(key);
    expect(await booking.callerOf(`Bearer ${await sign({ iss: 'svc-ops' })}`)).toBeUndefined();

    // svc-catalog's key vouches for svc-catalog only, whatever name the token gives itself.
    const catalogKey = parsePrivateServiceKey(keys['svc-catalog'].privateKey)!;
    expect(await booking.callerOf(`Bearer ${await sign({ iss: 'svc-ops' }, catalogKey)}`)).toBeUndefined();
    expect(await booking.callerOf(`Bearer ${await sign({ iss: 'svc-catalog' }, catalogKey)}`)).toBe('svc-catalog');
    expect(
      await booking.callerOf(`Bearer ${await sign({ iss: 'svc-catalog', lifetime: 3600 }, catalogKey)}`),
    ).toBeUndefined();

    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: keyId(catalogKey) })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: 'svc-catalog', aud: 'svc-booking', iat: clock, exp: clock + 60 }),
    ).toString('base64url')}.`;
    expect(await booking.callerOf(`Bearer ${unsigned}`)).toBeUndefined();
  });

  it("knows its own operator by OPERATOR_TOKEN, and no other service's operator", async () => {
    const booking = identity('svc-booking', { OPERATOR_TOKEN });
    expect(await booking.callerOf(`Bearer ${OPERATOR_TOKEN}`)).toBe('operator');
    expect(await booking.callerOf(`Bearer ${OPERATOR_TOKEN}x`)).toBeUndefined();
    expect(
      await identity('svc-ops', { OPERATOR_TOKEN: 'another-operator-token-0123456789abcdef' }).callerOf(
        `Bearer ${OPERATOR_TOKEN}`,
      ),
    ).toBeUndefined();
  });

  it('calls nobody without SERVICE_KEY, and refuses a key that is not Ed25519', () => {
    expect(ServiceIdentity.fromConfig('svc-ops', { SERVICE_PUBLIC_KEYS: PUBLIC_KEYS }).caller).toBeUndefined();
    expect(identity('svc-ops').caller).toBeDefined();
    expect(() => ServiceIdentity.fromConfig('svc-ops', { SERVICE_KEY: 'bm90IGEga2V5' })).toThrow(
      'SERVICE_KEY is not an Ed25519 private key',
    );
  });
});

describe('requireInternalCaller', () => {
  const booking = identity('svc-booking', { OPERATOR_TOKEN });
  const guard = requireInternalCaller(booking, '/internal/bookings');
  const run = async (authorization: string | undefined, g = guard) => {
    const next = jest.fn(async () => undefined);
    const ctx = ctxWith(authorization);
    const failure = await refusal(g(ctx, next));
    return { failure, passed: next.mock.calls.length === 1, caller: ctx.state.internalCaller as unknown };
  };

  it('lets through the callers its row of INTERNAL_ROUTERS names, and no one else', async () => {
    expect(
      INTERNAL_ROUTERS.find((r) => r.service === 'svc-booking' && r.prefix === '/internal/bookings')?.callers,
    ).toEqual(['svc-ops']);
    expect(await run(await identity('svc-ops').authorizationFor('svc-booking'))).toEqual({
      failure: undefined,
      passed: true,
      caller: 'svc-ops',
    });
    expect(await run(await identity('svc-catalog').authorizationFor('svc-booking'))).toMatchObject({
      failure: { status: 403, code: 'CALLER_NOT_ALLOWED' },
      passed: false,
    });
    expect(await run(`Bearer ${OPERATOR_TOKEN}`)).toMatchObject({ failure: { status: 403 }, passed: false });
    expect(await run(undefined)).toMatchObject({ failure: { status: 401, code: 'SERVICE_TOKEN_INVALID' } });
    expect(await run('Basic b3BzOm9wcw==')).toMatchObject({ failure: { status: 401 } });
  });

  it("answers 404 where none of a router's callers could be recognised (a setting left out never opens it)", async () => {
    const bare = ServiceIdentity.fromConfig('svc-booking', {});
    expect(
      await run(
        await identity('svc-ops').authorizationFor('svc-booking'),
        requireInternalCaller(bare, '/internal/bookings'),
      ),
    ).toMatchObject({ failure: { status: 404, code: 'NOT_FOUND' }, passed: false });
    const noOperator = requireInternalCaller(identity('svc-booking'), '/internal/events');
    expect(await run(`Bearer ${OPERATOR_TOKEN}`, noOperator)).toMatchObject({ failure: { status: 404 } });
  });

  it('stops a service at start whose internal router has no row in the table', () => {
    expect(() => requireInternalCaller(booking, '/internal/anything')).toThrow(
      "svc-booking's /internal/anything is not in INTERNAL_ROUTERS",
    );
    expect(() => requireInternalCaller(booking, '/internal/promo-codes')).toThrow();
  });
});
