// No stranger locks staff out: wrong passwords are counted per account from each address and per address; an
// account waits a growing delay (never a lock-out) only from the address that failed, and one address trying many
// accounts is refused for the window.
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import request from 'supertest';
import { startOpsService, type OpsService } from '../src/server';
import { passwordStep, secondStep, signInFully, type StaffPerson } from './support/staff-sign-in';

const ADMIN = { email: 'throttle.admin@example.com', password: 'a-long-and-secret-password', name: 'Throttle Admin' };

describe('sign-in slow-down', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  const app = () => service.app.callback();
  const admin: StaffPerson = { email: ADMIN.email, password: ADMIN.password };
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const attempt = (email: string, password: string, ip: string) =>
    request(app()).post('/api/admin/session').set(from(ip)).send({ email, password });

  beforeAll(async () => {
    db = await createTestDatabase('ops_sign_in_throttle');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    // The admin's own address; their passkey is set up there.
    await signInFully(app(), admin, from('203.0.113.10'));
    later(16 * 60);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('lets the person sign in from their own address with the right password and passkey after 50 wrong passwords from others', async () => {
    const statuses: number[] = [];
    // Ten addresses, five tries each, as fast as they are let: every wrong one is a 401 or a wait (429), never more.
    for (let round = 0; round < 5; round++)
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(ADMIN.email, `guess-${round}-${i}`, `198.51.100.${i + 1}`)).status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Even the right password from an address that failed waits…
    const waiting = await attempt(ADMIN.email, ADMIN.password, '198.51.100.1');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(waiting.body.error.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
    );

    // …but the person at their own address is never held back: the right password, then the passkey.
    const { agent, answer } = await passwordStep(app(), admin, from('203.0.113.10'));
    expect(answer.status).toBe('second-factor');
    if (answer.status !== 'second-factor') return;
    await secondStep(agent, admin, answer.pending, from('203.0.113.10'));
    await agent.get('/api/admin/bookings').expect(200);
    // A wrong password alone does not get past the first step, right second factor or not.
    await attempt(ADMIN.email, 'still-wrong', '203.0.113.10').expect(401);
    later(16 * 60);
  });

  it('slows one account from one address with a growing wait, not a lock-out, and forgives the typos once right', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 3; i++) await attempt(ADMIN.email, `typo-${i}`, ip).expect(401);
    const first = await attempt(ADMIN.email, 'typo-3', ip).expect(429);
    expect(first.headers['retry-after']).toBe('1');
    later(1);
    await attempt(ADMIN.email, 'typo-3', ip).expect(401);
    const second = await attempt(ADMIN.email, 'typo-4', ip).expect(429);
    expect(second.headers['retry-after']).toBe('2');
    later(2);
    // The wait is over: the right password passes, and the earlier typos stop counting for this address.
    const right = await attempt(ADMIN.email, ADMIN.password, ip).expect(200);
    expect(right.body.status).toBe('second-factor');
    await attempt(ADMIN.email, 'typo-again', ip).expect(401);
    // Six failures of the account in the window: from now on every address waits from its first failure.
    const underAttack = await attempt(ADMIN.email, 'typo-again', ip).expect(429);
    expect(underAttack.headers['retry-after']).toBe('1');
    await attempt(ADMIN.email, ADMIN.password, '192.0.2.45').expect(200);
    later(16 * 60);
  });

  it('throttles one address trying many e-mails, whatever the account', async () => {
    const ip = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await attempt(`someone-${i}@example.com`, 'password-guess', ip)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // Refused for the window, even a right password; other addresses are not.
    const refused = await attempt(ADMIN.email, ADMIN.password, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await attempt(ADMIN.email, ADMIN.password, '192.0.2.100').expect(200);
    later(15 * 60 + 1);
    await attempt(ADMIN.email, ADMIN.password, ip).expect(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 20; i++)
      await attempt(`v6-${i}@example.com`, 'password-guess', `2001:db8:1:2::${(i + 1).toString(16)}`).expect(401);
    await attempt('v6-x@example.com', 'password-guess', '2001:db8:1:2:ffff::1').expect(429);
    await attempt('v6-x@example.com', 'password-guess', '2001:db8:1:3::1').expect(401);
    later(16 * 60);
  });

  it('counts concurrent wrong guesses exactly: none slips past the wait', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(ADMIN.email, `guess-${i}`, '192.0.2.150')),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });
});
