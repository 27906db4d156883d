import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpsCall {
  path: string;
  /** Who svc-ops would take the call for, by its Authorization header (svc-booking's signed token: 'svc-booking'). */
  caller: string | undefined;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'hang' | 'drop';

/**
 * A local HTTP stand-in for svc-ops' internal partner-booking routes (the cancellation and the sandbox move), answering
 * as the pact with svc-ops describes (svc-booking-ops-client-svc-ops.json), so svc-booking's own rules are tested in
 * isolation. Records every call; the next answer can be set (a refusal, a hang past the client's timeout, a dropped
 * connection).
 */
export async function startOpsStandIn(callerOf: (authorization: string) => Promise<string | undefined>) {
  const calls: OpsCall[] = [];
  let next: Answer | undefined;
  const read = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => resolve(raw ? JSON.parse(raw) : undefined));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const caller = await callerOf(req.headers.authorization ?? '');
    calls.push({ path: req.url ?? '', caller, body });
    const answer = next;
    next = undefined;
    if (answer === 'hang') return;
    if (answer === 'drop') return req.socket.destroy();
    const json = (status: number, payload?: unknown) =>
      res
        .writeHead(status, { 'Content-Type': 'application/json' })
        .end(payload === undefined ? undefined : JSON.stringify(payload));
    if (answer) return json(answer.status, answer.body);
    if (caller !== 'svc-booking')
      return json(401, {
        error: { code: 'SERVICE_TOKEN_INVALID', message: 'A valid service token is required', requestId: 'x' },
      });
    if (/^\/internal\/partner-bookings\/[0-9a-f-]{36}\/cancel$/.test(req.url ?? '')) {
      const { chargePercent } = body as { chargePercent: number };
      return json(200, { cancelledAt: '2030-06-19T01:30:00.000Z', chargePercent, chargeCents: chargePercent * 545 });
    }
    if (/^\/internal\/partner-bookings\/[0-9a-f-]{36}\/sandbox-status$/.test(req.url ?? ''))
      return res.writeHead(204).end();
    json(404, { error: { code: 'NOT_FOUND', message: 'Not Found', requestId: 'x' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerNext: (answer: Answer) => (next = answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OpsStandIn = Awaited<ReturnType<typeof startOpsStandIn>>;
