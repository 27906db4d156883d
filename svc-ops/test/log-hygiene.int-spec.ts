import { Writable } from 'node:stream';
import request from 'supertest';
import { TOTP, Secret } from 'otpauth';
import {
  authenticatorSetupSchema,
  staffCredentialsSchema,
  staffEnrolledSchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { cookieOf } from './support/staff-sign-in';

const ADMIN = { email: 'logs.admin@example.com', password: 'a-long-and-secret-password-for-logs' };

describe('no secret reaches a log line', () => {
  let db: TestDatabase;
  let service: OpsService;
  const lines: string[] = [];
  /** The admin's recovery codes, from the first sign-in; later tests sign in with the ones left. */
  const unusedRecoveryCodes: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('ops_logs');
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    service = await startOpsService({
      env: { PORT: '0', DATABASE_URL: db.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      // The most talkative level, so every request log is written.
      logger: createLogger({ service: 'svc-ops', level: 'trace', destination }),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('logs requests without passwords, session or pending cookies, CSRF tokens, one-time codes, keys or recovery codes', async () => {
    const anonymous = request(service.app.callback());
    await anonymous
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: 'wrong-password-value' })
      .expect(401);
    // The password, then the authenticator app set up at the first sign-in.
    const agent = request.agent(service.app.callback());
    const login = await agent.post('/api/admin/session').send(ADMIN).expect(200);
    const pendingCookie = cookieOf(login).split('=')[1]!;
    const answer = staffSignInAnswerSchema.parse(login.body);
    if (answer.status !== 'second-factor') throw new Error('expected the second factor');
    const pendingCsrf = { 'X-CSRF-Token': answer.pending.csrfToken };
    const setup = authenticatorSetupSchema.parse(
      (await agent.post('/api/admin/second-factor/enrolment/authenticator').set(pendingCsrf).expect(200)).body,
    );
    const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
    const enrolled = await agent
      .post('/api/admin/second-factor/enrolment/authenticator/confirm')
      .set(pendingCsrf)
      .send({ code })
      .expect(200);
    const { csrfToken, recoveryCodes } = staffEnrolledSchema.parse(enrolled.body);
    unusedRecoveryCodes.push(...recoveryCodes.slice(1));
    const cookie = cookieOf(enrolled).split('=')[1]!;
    const invite = await agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', csrfToken)
      .send({ email: 'new@example.com', name: 'New', role: 'agent' })
      .expect(201);
    const { temporaryPassword } = staffCredentialsSchema.parse(invite.body);
    await agent.get('/api/admin/bookings').expect(200);
    await agent.delete('/api/admin/session').set('X-CSRF-Token', csrfToken).expect(204);
    // A recovery code at the next sign-in.
    const again = request.agent(service.app.callback());
    const second = staffSignInAnswerSchema.parse((await again.post('/api/admin/session').send(ADMIN).expect(200)).body);
    if (second.status !== 'second-factor') throw new Error('expected the second factor');
    await again
      .post('/api/admin/second-factor/recovery-code')
      .set('X-CSRF-Token', second.pending.csrfToken)
      .send({ code: recoveryCodes[0] })
      .expect(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    // Said at start: no tracking web hook is configured here, so nothing is forwarded.
    expect(log).toContain(
      'TRACKING_WEBHOOK_URL is not set, so searches and reservations are not forwarded to a spreadsheet',
    );
    for (const secret of [
      ADMIN.password,
      'wrong-password-value',
      pendingCookie,
      answer.pending.csrfToken,
      setup.secret,
      code,
      cookie,
      csrfToken,
      temporaryPassword,
      ...recoveryCodes,
      ...recoveryCodes.map((c) => c.replace(/-/g, '')),
    ])
      expect(log).not.toContain(secret);
  });

  it('logs partner key and web-hook secret changes without the keys or secrets', async () => {
    // The admin's second factor was set up by the test above: a recovery code it left.
    const agent = request.agent(service.app.callback());
    const answer = staffSignInAnswerSchema.parse((await agent.post('/api/admin/session').send(ADMIN).expect(200)).body);
    if (answer.status !== 'second-factor') throw new Error('expected the second factor');
    const { csrfToken } = staffSessionSchema.parse(
      (
        await agent
          .post('/api/admin/second-factor/recovery-code')
          .set('X-CSRF-Token', answer.pending.csrfToken)
          .send({ code: unusedRecoveryCodes.shift() })
          .expect(200)
      ).body,
    );
    const send = (path: string, body: object, method: 'post' | 'put' = 'post') =>
      agent[method](path).set('X-CSRF-Token', csrfToken).send(body);
    const partner = (
      await send('/api/admin/partners', {
        companyName: 'Quiet Logs Travel',
        contacts: [{ name: 'Ada', email: 'ada@quiet.example' }],
        billingEmail: 'billing@quiet.example',
      }).expect(201)
    ).body;
    const key = (await send(`/api/admin/partners/${partner.id}/keys`, { name: 'Engine' }).expect(201)).body;
    const successor = (await send(`/api/admin/partners/${partner.id}/keys/${key.id}/rotate`, {}).expect(201)).body;
    const hook = (
      await send(`/api/admin/partners/${partner.id}/webhook`, { url: 'http://127.0.0.1:9/h' }, 'put').expect(201)
    ).body;
    const rotated = (await send(`/api/admin/partners/${partner.id}/webhook/rotate-secret`, {}).expect(200)).body;

    const log = lines.join('');
    expect(log).toContain(`/api/admin/partners/${partner.id}/keys`);
    for (const secret of [key.key, successor.key, hook.secret, rotated.secret]) {
      expect(secret).toEqual(expect.any(String));
      expect(log).not.toContain(secret);
      // Nor the part after the prefix a log could cut it to.
      expect(log).not.toContain(secret.slice(-30));
    }
  });
});
