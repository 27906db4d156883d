import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '@vip/svc-ops';
import { bookingRequested } from '@vip/svc-ops/testing';

const identities = testIdentities();
const COMMAND = join(__dirname, 'events.mjs');

function run(
  args: string[],
  token: string | null = identities.operator('svc-ops'),
): Promise<{ code: number | null; json: unknown; stderr: string }> {
  return new Promise((resolve) => {
    const { OPERATOR_TOKEN: _theirs, ...env } = process.env;
    const child = spawn(process.execPath, [COMMAND, ...args], {
      env: token === null ? env : { ...env, OPERATOR_TOKEN: token },
    });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, json: out ? JSON.parse(out) : undefined, stderr }));
  });
}

describe('npm run events: dead letters and parked outbox events of a running service', () => {
  let db: TestDatabase;
  let service: OpsService;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase('events_command');
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        ADMIN_PASSWORD: 'a-long-and-secret-password',
        STAFF_SECOND_FACTOR: 'optional',
        ...identities.env('svc-ops'),
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
    });
    server = await service.listen();
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('lists a dead letter, replays it through its group (the case opens), and then lists nothing pending', async () => {
    // A booking the case consumer once could not apply (say, before a fix was deployed).
    const event = bookingRequested('VIP-70707-FCO');
    await service.deadLetters.sink({
      group: 'svc-ops',
      topic: 'svc-ops.dead-letter',
      error: 'PermanentEventError: unknown airport',
      attempts: 1,
      raw: JSON.stringify(event),
    });

    const listed = await run(['svc-ops', 'dead-letters', '--url', url]);
    expect(listed.code).toBe(0);
    expect(listed.json).toEqual({
      items: [
        expect.objectContaining({
          consumer: 'svc-ops',
          eventId: event.id,
          eventType: 'booking.requested',
          error: 'PermanentEventError: unknown airport',
        }),
      ],
    });

    const replayed = await run(['svc-ops', 'replay', '--url', url]);
    expect(replayed).toMatchObject({ code: 0, json: { replayed: 1, failed: [] } });
    expect(await service.prisma.operationsCase.count({ where: { referenceCode: 'VIP-70707-FCO' } })).toBe(1);
    expect((await run(['svc-ops', 'dead-letters', '--url', url])).json).toEqual({ items: [] });
    expect((await run(['svc-ops', 'dead-letters', '--all', '--url', url])).json).toEqual({
      items: [expect.objectContaining({ eventId: event.id, replayedAt: expect.any(String) })],
    });
  });

  it('keeps a letter that fails again, with the new error, and exits 1', async () => {
    await service.deadLetters.sink({
      group: 'svc-ops',
      topic: 'svc-ops.dead-letter',
      error: 'SyntaxError: bad',
      attempts: 0,
      raw: '{"not": "an event"',
    });
    const replayed = await run(['svc-ops', 'replay', '--url', url]);
    expect(replayed.code).toBe(1);
    expect(replayed.json).toMatchObject({ replayed: 0, failed: [{ error: expect.stringContaining('SyntaxError') }] });
    expect(await service.deadLetters.pendingCount()).toBe(1);
  });

  it('lists and unparks parked outbox events', async () => {
    expect(await run(['svc-ops', 'parked', '--url', url])).toMatchObject({ code: 0, json: { items: [] } });
    expect(await run(['svc-ops', 'unpark', '--url', url])).toMatchObject({ code: 0, json: { unparked: 0 } });
  });

  it("refuses a wrong token, another service's operator token, none, an unknown id shape and an unknown command", async () => {
    const wrong = await run(['svc-ops', 'dead-letters', '--url', url], 'x'.repeat(40));
    expect(wrong.code).toBe(1);
    expect(wrong.json).toMatchObject({ error: { code: 'SERVICE_TOKEN_INVALID' } });
    // svc-booking's operator replays svc-booking's dead letters, never svc-ops'.
    const another = await run(['svc-ops', 'replay', '--url', url], identities.operator('svc-booking'));
    expect(another).toMatchObject({ code: 1, json: { error: { code: 'SERVICE_TOKEN_INVALID' } } });
    const none = await run(['svc-ops', 'dead-letters', '--url', url], null);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("OPERATOR_TOKEN is not set (svc-ops's own operator token)");
    const badId = await run(['svc-ops', 'replay', 'not-a-uuid', '--url', url]);
    expect(badId.code).toBe(1);
    expect(badId.json).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const unknown = await run(['svc-ops', 'purge', '--url', url]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command: purge');
  });
});
