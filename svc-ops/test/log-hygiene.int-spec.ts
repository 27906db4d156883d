import { Writable } from 'node:stream';
import request from 'supertest';
import { staffCredentialsSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';

const ADMIN = { email: 'logs.admin@example.com', password: 'a-long-and-secret-password-for-logs' };

describe('no secret reaches a log line', () => {
  let db: TestDatabase;
  let service: OpsService;
  const lines: string[] = [];

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

  it('logs requests without passwords, session cookies, CSRF tokens or temporary passwords', async () => {
    const anonymous = request(service.app.callback());
    await anonymous
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: 'wrong-password-value' })
      .expect(401);
    const agent = request.agent(service.app.callback());
    const login = await agent.post('/api/admin/session').send(ADMIN).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const { csrfToken } = staffSessionSchema.parse(login.body);
    const invite = await agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', csrfToken)
      .send({ email: 'new@example.com', name: 'New', role: 'agent' })
      .expect(201);
    const { temporaryPassword } = staffCredentialsSchema.parse(invite.body);
    await agent.get('/api/admin/bookings').expect(200);
    await agent.delete('/api/admin/session').set('X-CSRF-Token', csrfToken).expect(204);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    // Said at start: no tracking web hook is configured here, so nothing is forwarded.
    expect(log).toContain(
      'TRACKING_WEBHOOK_URL is not set, so searches and reservations are not forwarded to a spreadsheet',
    );
    for (const secret of [ADMIN.password, 'wrong-password-value', cookie, csrfToken, temporaryPassword])
      expect(log).not.toContain(secret);
  });

  it('logs partner key and web-hook secret changes without the keys or secrets', async () => {
    const agent = request.agent(service.app.callback());
    const { csrfToken } = staffSessionSchema.parse(
      (await agent.post('/api/admin/session').send(ADMIN).expect(200)).body,
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
