import type { AddressInfo } from 'node:net';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'live.lead@example.com', password: 'a-long-and-secret-password' };

/** Reads server-sent events from a fetch body, event by event. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5000): Promise<{ event: string; data: unknown } | 'ended'> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event) return { event, data: data ? JSON.parse(data) : null };
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) return 'ended';
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /**
     * The next event of a change made here. The shared poll also sees it in the database and may say so first
     * ('changed-elsewhere', when a poll falls between the commit and the next step): that one is passed over.
     */
    async nextHere(timeoutMs = 5000): Promise<{ event: string; data: unknown } | 'ended'> {
      for (;;) {
        const next = await this.next(timeoutMs);
        if (next === 'ended' || (next.data as { reason?: string } | null)?.reason !== 'changed-elsewhere') return next;
      }
    },
  };
}

describe('the live board (server-sent events)', () => {
  let db: TestDatabase;
  let service: OpsService;
  let base: string;
  let cookie: string;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops_live');
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        BOARD_POLL_MS: '200',
        BOARD_HEARTBEAT_MS: '500',
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    const server = await service.listen();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('is for staff only', async () => {
    const res = await fetch(`${base}/api/admin/events`);
    expect(res.status).toBe(401);
  });

  it('ends an open stream once its session has ended (sign-out here, idle time, a disabled account)', async () => {
    const login = await fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const own = login.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const res = await fetch(`${base}/api/admin/events`, { headers: { cookie: own } });
    expect(res.status).toBe(200);
    const events = eventReader(res.body!);
    await fetch(`${base}/api/admin/session`, { method: 'DELETE', headers: { cookie: own, 'X-CSRF-Token': csrfToken } });
    expect(await events.next(3000)).toBe('ended');
  });

  it('tells an open board about new bookings, staff moves here and changes made by another instance, and ends on shutdown', async () => {
    const res = await fetch(`${base}/api/admin/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = eventReader(res.body!);

    await bus.publish([bookingRequested('VIP-70001-FCO')]);
    expect(await events.nextHere()).toEqual({
      event: 'board',
      data: expect.objectContaining({ reason: 'case-opened' }),
    });

    const { csrfToken } = (await (await fetch(`${base}/api/admin/session`, { headers: { cookie } })).json()) as {
      csrfToken: string;
    };
    const id = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-70001-FCO' } }))
      .id;
    const moved = await fetch(`${base}/api/admin/bookings/${id}/status`, {
      method: 'PATCH',
      headers: { cookie, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ adminStatus: 'inquiry_responded' }),
    });
    expect(moved.status).toBe(200);
    expect(await events.nextHere()).toEqual({
      event: 'board',
      data: expect.objectContaining({ reason: 'case-changed' }),
    });

    // Another instance's change reaches this one only through the database.
    await new Promise((r) => setTimeout(r, 500));
    await service.prisma.operationsCase.update({ where: { id }, data: { adminStatus: 'pending_client_confirmation' } });
    expect(await events.next()).toEqual({
      event: 'board',
      data: expect.objectContaining({ reason: 'changed-elsewhere' }),
    });

    const started = Date.now();
    const stopping = service.stop();
    expect(await events.next()).toBe('ended');
    await stopping;
    // The open stream did not hold the shutdown until its timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
