// Staff sign in with a password and then a second factor: a passkey (WebAuthn ceremonies answered by a software
// authenticator with really signed responses), a code from an authenticator app (RFC 6238), or a recovery code.
// Enrolment at the first sign-in, the pending state and what it cannot reach, an admin's reset, and the optional mode.
import request from 'supertest';
import { TOTP, Secret } from 'otpauth';
import {
  authenticatorSetupSchema,
  staffAuditListSchema,
  staffCredentialsSchema,
  staffEnrolledSchema,
  staffPendingSignInSchema,
  staffSecuritySchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
  type StaffPendingSignIn,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { softAuthenticator } from './support/soft-authenticator';
import {
  cookieOf,
  passwordStep,
  signInFully,
  TEST_WEBAUTHN,
  type StaffAgent,
  type StaffPerson,
} from './support/staff-sign-in';

const ADMIN = { email: 'mfa.admin@example.com', password: 'a-long-and-secret-password', name: 'Factor Admin' };

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

describe('staff second factor', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  const api = () => request(service.app.callback());

  const start = (extra: Record<string, string> = {}) =>
    startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ...(db.dataDir ? { DATA_DIR: db.dataDir } : {}),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        ...extra,
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: !db.dataDir,
      logger: silentLogger(),
      now: () => now,
    });

  beforeAll(async () => {
    db = await createTestDatabase('ops_second_factor');
    service = await start();
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  const csrf = (pending: StaffPendingSignIn) => ({ 'X-CSRF-Token': pending.csrfToken });
  const pendingOf = (answer: ReturnType<typeof staffSignInAnswerSchema.parse>) => {
    if (answer.status !== 'second-factor') throw new Error('expected the second-factor step');
    return answer.pending;
  };

  /** The admin's app, set up at the first sign-in. */
  let appSecret: string;
  let adminCodes: string[];
  const admin: StaffPerson = { email: ADMIN.email, password: ADMIN.password };

  /** A colleague invited by the admin, who has chosen their own password but set up nothing yet. */
  async function colleague(adminAgent: StaffAgent, adminCsrf: string, role: 'agent' | 'admin' = 'agent') {
    const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const invited = staffCredentialsSchema.parse(
      (
        await adminAgent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', adminCsrf)
          .send({ email, name: `A ${role}`, role })
          .expect(201)
      ).body,
    );
    return { email, password: invited.temporaryPassword, id: invited.user.id } as StaffPerson & { id: string };
  }

  it('makes the bootstrap admin set up a second factor at the first sign-in; the password alone opens nothing', async () => {
    const { agent, answer } = await passwordStep(service.app.callback(), admin);
    const pending = pendingOf(answer);
    expect(pending).toMatchObject({ purpose: 'enrol', methods: [], user: { email: ADMIN.email, name: ADMIN.name } });
    expect(Date.parse(pending.expiresAt) - now.getTime()).toBe(10 * 60_000);

    // The pending state reaches nothing of the back office, not even with its CSRF token.
    for (const [method, path] of [
      ['get', '/api/admin/session'],
      ['get', '/api/admin/bookings'],
      ['get', '/api/admin/security'],
      ['post', '/api/admin/session/token'],
      ['post', '/api/admin/staff'],
    ] as const) {
      const res = await agent[method](path).set(csrf(pending)).send({ audience: 'svc-catalog' });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    // Nor can it use a factor it does not have.
    await agent.post('/api/admin/second-factor/totp').set(csrf(pending)).send({ code: '123456' }).expect(409);

    const setup = authenticatorSetupSchema.parse(
      (await agent.post('/api/admin/second-factor/enrolment/authenticator').set(csrf(pending)).expect(200)).body,
    );
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+[?&]secret=[A-Z2-7]{32}(&|$)/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain(encodeURIComponent(ADMIN.email));
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    appSecret = setup.secret;

    const wrong = await agent
      .post('/api/admin/second-factor/enrolment/authenticator/confirm')
      .set(csrf(pending))
      .send({ code: String((Number(codeAt(appSecret, now)) + 1) % 1_000_000).padStart(6, '0') })
      .expect(401);
    expect(wrong.body.error).toMatchObject({ code: 'SECOND_FACTOR_INVALID', details: { triesLeft: 4 } });

    const res = await agent
      .post('/api/admin/second-factor/enrolment/authenticator/confirm')
      .set(csrf(pending))
      .send({ code: codeAt(appSecret, now).replace(/(\d{3})/, '$1 ') })
      .expect(200);
    const enrolled = staffEnrolledSchema.parse(res.body);
    expect(String(res.headers['set-cookie'])).toMatch(
      /vip_staff_session=[\w-]{40,};.*vip_staff_second_factor=;|vip_staff_second_factor=;.*vip_staff_session=[\w-]{40,};/s,
    );
    adminCodes = enrolled.recoveryCodes;
    expect(new Set(adminCodes).size).toBe(10);

    // Shown once: only hashes are kept.
    const stored = await service.prisma.staffRecoveryCode.findMany({ where: { user: { email: ADMIN.email } } });
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of adminCodes) expect(storedText).not.toContain(code.replace(/-/g, ''));

    await agent.get('/api/admin/bookings').expect(200);
    // The pending state is gone with its use.
    await agent.get('/api/admin/second-factor').expect(401);
    const security = staffSecuritySchema.parse((await agent.get('/api/admin/security').expect(200)).body);
    expect(security).toMatchObject({
      passkeys: [],
      authenticatorApp: { addedAt: now.toISOString() },
      recoveryCodes: { remaining: 10, total: 10 },
      secondFactorRequired: true,
    });
  });

  it('takes a code from the app once only within its window, and never one older than the last used', async () => {
    later(30);
    const first = await passwordStep(service.app.callback(), admin);
    const pending = pendingOf(first.answer);
    expect(pending).toMatchObject({ purpose: 'verify', methods: ['totp', 'recovery-code'] });
    const code = codeAt(appSecret, now);
    await first.agent.post('/api/admin/second-factor/totp').set(csrf(pending)).send({ code }).expect(200);
    await first.agent.get('/api/admin/bookings').expect(200);

    // The same code, again, in another sign-in within its 30 seconds: refused.
    const second = await passwordStep(service.app.callback(), admin);
    const again = await second.agent
      .post('/api/admin/second-factor/totp')
      .set(csrf(pendingOf(second.answer)))
      .send({ code })
      .expect(401);
    expect(again.body.error.code).toBe('SECOND_FACTOR_INVALID');
    // Nor the code of the step before it (inside the one-step window).
    const older = await second.agent
      .post('/api/admin/second-factor/totp')
      .set(csrf(pendingOf(second.answer)))
      .send({ code: codeAt(appSecret, new Date(now.getTime() - 30_000)) })
      .expect(401);
    expect(older.body.error.code).toBe('SECOND_FACTOR_INVALID');
    later(30);
    await second.agent
      .post('/api/admin/second-factor/totp')
      .set(csrf(pendingOf(second.answer)))
      .send({ code: codeAt(appSecret, now) })
      .expect(200);
    const letters = await second.agent
      .post('/api/admin/second-factor/totp')
      .set(csrf(pendingOf(second.answer)))
      .send({ code: 'abcdef' });
    // Signed in already: the pending state is gone, so the route refuses it before reading the body.
    expect(letters.status).toBe(401);
  });

  it('takes each recovery code once, typed in any case with or without dashes', async () => {
    const first = await passwordStep(service.app.callback(), admin);
    const code = adminCodes[0]!;
    const bad = await first.agent
      .post('/api/admin/second-factor/recovery-code')
      .set(csrf(pendingOf(first.answer)))
      .send({ code: 'not a code' })
      .expect(400);
    expect(bad.body.error.details.fieldErrors.code).toEqual([
      'Enter one of your recovery codes, like ABCD-EFGH-JKMN-PQRS',
    ]);
    await first.agent
      .post('/api/admin/second-factor/recovery-code')
      .set(csrf(pendingOf(first.answer)))
      .send({ code: code.replace(/-/g, '').toLowerCase() })
      .expect(200);
    const security = staffSecuritySchema.parse((await first.agent.get('/api/admin/security').expect(200)).body);
    expect(security.recoveryCodes).toEqual({ remaining: 9, total: 10 });

    const second = await passwordStep(service.app.callback(), admin);
    const used = await second.agent
      .post('/api/admin/second-factor/recovery-code')
      .set(csrf(pendingOf(second.answer)))
      .send({ code })
      .expect(401);
    expect(used.body.error.code).toBe('SECOND_FACTOR_INVALID');
    await second.agent
      .post('/api/admin/second-factor/recovery-code')
      .set(csrf(pendingOf(second.answer)))
      .send({ code: adminCodes[1] })
      .expect(200);
  });

  it('registers several named passkeys and signs in with each; a replayed or cloned answer, another origin or RP id, a late or reused challenge are refused', async () => {
    later(30);
    const { agent, session } = await signInWithCode();
    const laptop = softAuthenticator(TEST_WEBAUTHN);
    const phone = softAuthenticator(TEST_WEBAUTHN);
    const headers = { 'X-CSRF-Token': session.csrfToken };
    for (const [name, key] of [
      ['Work laptop', laptop],
      ['Phone', phone],
    ] as const) {
      later(1);
      const options = (await agent.post('/api/admin/security/passkeys/options').set(headers).expect(200)).body;
      expect(options).toMatchObject({ rp: { id: 'localhost' }, user: { name: ADMIN.email } });
      await agent
        .post('/api/admin/security/passkeys')
        .set(headers)
        .send({ name, response: key.register(options) })
        .expect(201);
    }
    // A passkey answer made for another site or RP id is refused at registration too.
    const options = (await agent.post('/api/admin/security/passkeys/options').set(headers).expect(200)).body;
    const phished = await agent
      .post('/api/admin/security/passkeys')
      .set(headers)
      .send({
        name: 'Phished',
        response: softAuthenticator(TEST_WEBAUTHN).register(options, { origin: 'https://evil.example' }),
      })
      .expect(422);
    expect(phished.body.error.code).toBe('PASSKEY_NOT_VERIFIED');
    // The challenge was taken by that answer: the same options cannot be answered twice.
    const reused = await agent
      .post('/api/admin/security/passkeys')
      .set(headers)
      .send({ name: 'Again', response: softAuthenticator(TEST_WEBAUTHN).register(options) })
      .expect(409);
    expect(reused.body.error.code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const security = staffSecuritySchema.parse((await agent.get('/api/admin/security').expect(200)).body);
    expect(security.passkeys.map((p) => p.name)).toEqual(['Work laptop', 'Phone']);

    for (const key of [laptop, phone]) {
      const step = await passwordStep(service.app.callback(), admin);
      const pending = pendingOf(step.answer);
      expect(pending.methods).toEqual(['passkey', 'totp', 'recovery-code']);
      const request = (await step.agent.post('/api/admin/second-factor/passkey/options').set(csrf(pending)).expect(200))
        .body;
      expect(request.allowCredentials.map((c: { id: string }) => c.id).sort()).toEqual(
        [laptop.credentialId, phone.credentialId].sort(),
      );
      await step.agent
        .post('/api/admin/second-factor/passkey')
        .set(csrf(pending))
        .send({ response: key.authenticate(request) })
        .expect(200);
      await step.agent.get('/api/admin/bookings').expect(200);
    }

    // Replayed: the same signed answer to a new challenge does not match it.
    const replay = await passwordStep(service.app.callback(), admin);
    const replayOptions = (
      await replay.agent
        .post('/api/admin/second-factor/passkey/options')
        .set(csrf(pendingOf(replay.answer)))
        .expect(200)
    ).body;
    const answer = laptop.authenticate(replayOptions);
    await replay.agent
      .post('/api/admin/second-factor/passkey')
      .set(csrf(pendingOf(replay.answer)))
      .send({ response: answer })
      .expect(200);
    const again = await passwordStep(service.app.callback(), admin);
    await again.agent
      .post('/api/admin/second-factor/passkey/options')
      .set(csrf(pendingOf(again.answer)))
      .expect(200);
    const replayed = await again.agent
      .post('/api/admin/second-factor/passkey')
      .set(csrf(pendingOf(again.answer)))
      .send({ response: answer })
      .expect(401);
    expect(replayed.body.error.code).toBe('SECOND_FACTOR_INVALID');

    // Cloned: a copy of the key whose counter is behind.
    laptop.counter -= 2;
    const cloned = await again.agent
      .post('/api/admin/second-factor/passkey/options')
      .set(csrf(pendingOf(again.answer)))
      .expect(200);
    await again.agent
      .post('/api/admin/second-factor/passkey')
      .set(csrf(pendingOf(again.answer)))
      .send({ response: laptop.authenticate(cloned.body) })
      .expect(401);
    laptop.counter += 5;

    // Another origin, another RP id: refused.
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      // Past the account's growing wait after its third wrong factor.
      later(4);
      const o = await again.agent.post('/api/admin/second-factor/passkey/options').set(csrf(pendingOf(again.answer)));
      await again.agent
        .post('/api/admin/second-factor/passkey')
        .set(csrf(pendingOf(again.answer)))
        .send({ response: phone.authenticate(o.body, override) })
        .expect(401);
    }

    // A challenge older than five minutes is gone.
    const late = await passwordStep(service.app.callback(), admin);
    const lateOptions = (
      await late.agent
        .post('/api/admin/second-factor/passkey/options')
        .set(csrf(pendingOf(late.answer)))
        .expect(200)
    ).body;
    later(5 * 60 + 1);
    const expired = await late.agent
      .post('/api/admin/second-factor/passkey')
      .set(csrf(pendingOf(late.answer)))
      .send({ response: phone.authenticate(lateOptions) })
      .expect(409);
    expect(expired.body.error.code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // Renamed and removed from the Security page; the counters moved with every use.
    const keys = await service.prisma.staffPasskey.findMany({ orderBy: { createdAt: 'asc' } });
    expect(keys.every((k) => k.counter > 0n && k.lastUsedAt !== null)).toBe(true);
    const fresh = await signInWithCode();
    const h = { 'X-CSRF-Token': fresh.session.csrfToken };
    const renamed = staffSecuritySchema.parse(
      (
        await fresh.agent
          .patch(`/api/admin/security/passkeys/${keys[1]!.id}`)
          .set(h)
          .send({ name: 'Old phone' })
          .expect(200)
      ).body,
    );
    expect(renamed.passkeys.map((p) => p.name)).toEqual(['Work laptop', 'Old phone']);
    await fresh.agent.delete(`/api/admin/security/passkeys/${keys[1]!.id}`).set(h).expect(200);
    await fresh.agent.delete(`/api/admin/security/passkeys/${keys[1]!.id}`).set(h).expect(404);
  });

  it('ends the pending state after its minutes and after five wrong factors, and slows wrong factors down per account', async () => {
    later(30);
    const expiring = await passwordStep(service.app.callback(), admin);
    later(10 * 60 + 1);
    const ended = await expiring.agent.get('/api/admin/second-factor').expect(401);
    expect(ended.body.error.code).toBe('SECOND_FACTOR_ENDED');

    const guessing = await passwordStep(service.app.callback(), admin);
    const pending = pendingOf(guessing.answer);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await guessing.agent
        .post('/api/admin/second-factor/totp')
        .set(csrf(pending))
        .send({ code: '000000' });
      statuses.push(res.status);
      // The account waits 1 s, 2 s … after its third wrong factor.
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        later(Number(res.headers['retry-after']));
        i--;
      }
    }
    expect(statuses).toContain(429);
    // The fifth wrong code ended the state: the password is needed again.
    await guessing.agent.get('/api/admin/second-factor').expect(401);
    later(15 * 60);
  });

  it('never lets the pending state of a person with a factor set up another one (a stolen password adds nothing)', async () => {
    later(30);
    const step = await passwordStep(service.app.callback(), admin);
    const pending = pendingOf(step.answer);
    for (const path of [
      '/api/admin/second-factor/enrolment/passkey/options',
      '/api/admin/second-factor/enrolment/authenticator',
    ]) {
      const res = await step.agent.post(path).set(csrf(pending)).expect(409);
      expect(res.body.error.code).toBe('SECOND_FACTOR_STATE');
    }
    // Without its CSRF token, the pending state's calls are refused.
    await step.agent
      .post('/api/admin/second-factor/totp')
      .send({ code: codeAt(appSecret, now) })
      .expect(403);
    // The pending token moved into the session cookie opens nothing either.
    const token = /^vip_staff_second_factor=([\w-]{40,})$/.exec(step.cookie)![1];
    await api().get('/api/admin/bookings').set('Cookie', `vip_staff_session=${token}`).expect(401);
    await api().post('/api/admin/session/token').set('Cookie', `vip_staff_session=${token}`).send({}).expect(401);
    await step.agent.delete('/api/admin/second-factor').set(csrf(pending)).expect(204);
    await step.agent.get('/api/admin/second-factor').expect(401);
  });

  it("lets an admin reset a colleague's factors (audited): their sessions end and they enrol again at the next sign-in", async () => {
    later(30);
    const { agent, session } = await signInWithCode();
    const person = await colleague(agent, session.csrfToken);
    const first = await signInFully(service.app.callback(), person);
    expect(person.passkey).toBeDefined();
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.session.csrfToken)
      .send({ currentPassword: person.password, newPassword: 'my-own-long-password' })
      .expect(200);
    person.password = 'my-own-long-password';
    const signedIn = await signInFully(service.app.callback(), person);
    await signedIn.agent.get('/api/admin/bookings').expect(200);

    const agentCannot = await signedIn.agent
      .post(`/api/admin/staff/${session.user.id}/reset-second-factor`)
      .set('X-CSRF-Token', signedIn.session.csrfToken)
      .expect(403);
    expect(agentCannot.body.error.code).toBe('PERMISSION_DENIED');

    const reset = await agent
      .post(`/api/admin/staff/${person.id}/reset-second-factor`)
      .set('X-CSRF-Token', session.csrfToken)
      .expect(200);
    expect(reset.body).toMatchObject({ secondFactors: [], activeSessions: 0 });
    await agent
      .post('/api/admin/staff/7d0c5a4e-1111-4222-8333-444455556666/reset-second-factor')
      .set('X-CSRF-Token', session.csrfToken)
      .expect(404);
    await signedIn.agent.get('/api/admin/bookings').expect(401);

    const next = await passwordStep(service.app.callback(), person);
    expect(pendingOf(next.answer)).toMatchObject({ purpose: 'enrol', methods: [] });
    const log = staffAuditListSchema.parse((await agent.get('/api/admin/audit?limit=50').expect(200)).body);
    expect(log.find((e) => e.action === 'staff.second-factor-reset')).toMatchObject({
      actor: { name: ADMIN.name },
      subject: { id: person.id, label: person.email },
      changes: { secondFactors: { from: ['passkey'], to: [] } },
    });
    expect(log.some((e) => e.action === 'staff.second-factor-enrolled' && e.subject.id === person.id)).toBe(true);
  });

  it('keeps the last passkey or app where a factor is required', async () => {
    later(30);
    const { agent, session } = await signInWithCode();
    const h = { 'X-CSRF-Token': session.csrfToken };
    const security = staffSecuritySchema.parse((await agent.get('/api/admin/security').expect(200)).body);
    await agent.delete(`/api/admin/security/passkeys/${security.passkeys[0]!.id}`).set(h).expect(200);
    const last = await agent.delete('/api/admin/security/authenticator').set(h).expect(409);
    expect(last.body.error.code).toBe('LAST_SECOND_FACTOR');
  });

  it('with STAFF_SECOND_FACTOR=optional, lets a person with no factor in by password; one who set one up is still asked', async () => {
    await service.stop();
    service = await start({ STAFF_SECOND_FACTOR: 'optional' });
    later(30);
    const { agent, session } = await signInWithCode();
    const person = await colleague(agent, session.csrfToken);
    const plain = await passwordStep(service.app.callback(), person);
    expect(plain.answer.status).toBe('signed-in');
    const changed = await plain.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', staffSessionSchema.parse(plain.answer).csrfToken)
      .send({ currentPassword: person.password, newPassword: 'my-own-long-password' })
      .expect(200);
    const cookie = cookieOf(changed);
    const csrfToken = staffSessionSchema.parse(changed.body).csrfToken;
    const staffToken = await plain.agent
      .post('/api/admin/session/token')
      .set('X-CSRF-Token', csrfToken)
      .send({ audience: 'svc-catalog' })
      .expect(200);
    expect(staffToken.body.token).toEqual(expect.any(String));
    const sessions = await service.prisma.staffSession.findMany({ where: { user: { email: person.email } } });
    expect(sessions.map((s) => s.method)).toEqual(['password']);

    // Required again: the session a password alone opened opens nothing, and no token is issued to it.
    await service.stop();
    service = await start();
    await api().get('/api/admin/bookings').set('Cookie', cookie).expect(401);
    await api()
      .post('/api/admin/session/token')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken)
      .send({ audience: 'svc-catalog' })
      .expect(401);
    const next = await passwordStep(service.app.callback(), { email: person.email, password: 'my-own-long-password' });
    expect(next.answer).toMatchObject({ status: 'second-factor', pending: { purpose: 'enrol' } });
  });

  async function signInWithCode() {
    later(30);
    const step = await passwordStep(service.app.callback(), admin);
    const pending = staffPendingSignInSchema.parse(pendingOf(step.answer));
    const res = await step.agent
      .post('/api/admin/second-factor/totp')
      .set(csrf(pending))
      .send({ code: codeAt(appSecret, now) })
      .expect(200);
    return { agent: step.agent, session: staffSessionSchema.parse(res.body) };
  }
});
