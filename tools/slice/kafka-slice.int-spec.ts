import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, describeWithInfra, testInfra, type TestDatabase } from '@vip/platform/testing';
import { cleanEnv, eventually, freePort, spawnNode, waitForHttp, type Spawned } from '../test-support/processes';

/**
 * The production shape: each service its own process with its own PostgreSQL database, talking
 * over a real Kafka broker. Booking requests flow svc-booking → Kafka → svc-ops while svc-ops is
 * killed mid-stream and restarted; every booking must end up as exactly one operations case.
 */
describeWithInfra('kafka', 'booking request → Kafka → operations case, across a consumer crash', () => {
  const ADMIN = { email: 'slice.admin@example.com', password: 'slice-admin-password-123' };
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-slice-'));
  const dbs: Record<string, TestDatabase> = {};
  const ports: Record<string, number> = {};
  const procs: Record<string, Spawned> = {};

  const envFor = (service: 'svc-catalog' | 'svc-booking' | 'svc-ops') =>
    cleanEnv({
      PORT: String(ports[service]),
      HOST: '127.0.0.1',
      DATABASE_URL: dbs[service].url,
      DATA_DIR: join(dataDir, service),
      KAFKA_BROKERS: testInfra.kafkaBrokers!.join(','),
      LOG_LEVEL: 'warn',
      CATALOG_URL: `http://127.0.0.1:${ports['svc-catalog']}`,
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_SECOND_FACTOR: 'optional',
    });

  const start = async (service: 'svc-catalog' | 'svc-booking' | 'svc-ops') => {
    procs[service] = spawnNode(`${service}/dist/main.js`, envFor(service));
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${ports[service]}/readyz`, 90_000),
      procs[service].exited.then((code) => {
        throw new Error(`${service} exited (${code}): ${procs[service].output().slice(-3000)}`);
      }),
    ]);
  };

  beforeAll(async () => {
    for (const s of ['svc-catalog', 'svc-booking', 'svc-ops'] as const) {
      dbs[s] = await createTestDatabase(`slice_${s.replace('svc-', '')}`);
      ports[s] = await freePort();
    }
    await start('svc-catalog');
    await Promise.all([start('svc-booking'), start('svc-ops')]);
  });

  afterAll(async () => {
    for (const p of Object.values(procs)) {
      if (p.child.exitCode === null) {
        p.child.kill('SIGTERM');
        await p.exited;
      }
    }
    for (const db of Object.values(dbs)) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function requestBooking(i: number): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${ports['svc-booking']}/api/bookings/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `slice-${Date.now()}-${i}` },
      body: JSON.stringify({
        serviceId: 1 + (i % 9),
        contactName: `Traveller ${i}`,
        contactEmail: `traveller${i}@example.com`,
        contactPhone: '+1 212 555 0100',
        flightNumber: 'LH400',
        flightDate: `${new Date().getUTCFullYear() + 1}-03-10`,
        flightTime: '09:30',
        adultCount: 1 + (i % 3),
        childCount: 0,
      }),
    });
    const body = (await res.json()) as { referenceCode: string };
    expect(res.status).toBe(201);
    return body.referenceCode;
  }

  async function casesFor(references: string[]): Promise<string[]> {
    const client = new pg.Client({ connectionString: dbs['svc-ops'].url });
    await client.connect();
    try {
      const { rows } = await client.query<{ reference_code: string }>(
        'SELECT reference_code FROM operations_cases WHERE reference_code = ANY($1)',
        [references],
      );
      return rows.map((r) => r.reference_code);
    } finally {
      await client.end();
    }
  }

  it('turns every booking into exactly one case, though svc-ops is killed mid-stream', async () => {
    const references: string[] = [];
    for (let i = 0; i < 10; i++) references.push(await requestBooking(i));
    await eventually(
      () => casesFor(references),
      (c) => c.length >= 1,
      60_000,
    );

    procs['svc-ops'].child.kill('SIGKILL');
    await procs['svc-ops'].exited;
    for (let i = 10; i < 25; i++) references.push(await requestBooking(i));

    await start('svc-ops');
    const cases = await eventually(
      () => casesFor(references),
      (c) => c.length >= references.length,
      120_000,
    );
    expect(new Set(cases)).toEqual(new Set(references));
    expect(cases).toHaveLength(references.length);

    // The staff API shows them, behind a session.
    const ops = `http://127.0.0.1:${ports['svc-ops']}`;
    expect((await fetch(`${ops}/api/admin/bookings`)).status).toBe(401);
    const login = await fetch(`${ops}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const listed = (
      (await (await fetch(`${ops}/api/admin/bookings?limit=100`, { headers: { cookie } })).json()) as {
        items: { referenceCode: string }[];
      }
    ).items;
    expect(listed.filter((b) => references.includes(b.referenceCode))).toHaveLength(references.length);
  });

  it('reports an empty outbox on svc-booking once everything is published', async () => {
    const metrics = await eventually(
      async () => (await fetch(`http://127.0.0.1:${ports['svc-booking']}/metrics`)).text(),
      (text) => /outbox_backlog_events\{service="svc-booking"\} 0/.test(text),
      30_000,
    );
    expect(metrics).toContain('http_request_duration_seconds_bucket');
  });
});
