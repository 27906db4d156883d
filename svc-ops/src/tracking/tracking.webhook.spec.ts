import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TrackingRecordRefusedError, TrackingWebhook, TrackingWebhookError } from './tracking.webhook';
import type { SearchRecord } from './tracking.records';

const record: SearchRecord = {
  kind: 'search',
  airport: 'LHR',
  serviceType: 'departure',
  arrivalDate: '2030-07-01',
  arrivalTime: '',
  adults: 1,
  children: 0,
  email: 'unknown',
  timestamp: '2030-06-01T12:05:00.000Z',
};

describe('TrackingWebhook', () => {
  let server: Server;
  let base: string;
  let handle: (req: IncomingMessage, body: string, res: ServerResponse) => void;
  const seen: Array<{ method: string; url: string; body: string; key: string | undefined }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, body, key: req.headers['idempotency-key'] as string });
        handle(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => (seen.length = 0));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const hook = (timeoutMs = 2000) => new TrackingWebhook({ url: `${base}/exec`, timeoutMs });

  it('posts the record as JSON with its key, and follows a redirect to the answer as a spreadsheet web hook sends it', async () => {
    handle = (req, _body, res) =>
      req.url === '/exec'
        ? res.writeHead(302, { Location: '/echo?user_content_key=abc' }).end()
        : res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"result":"success"}');
    await hook().post(record, 'key-1');
    expect(seen).toEqual([
      { method: 'POST', url: '/exec', body: JSON.stringify(record), key: 'key-1' },
      { method: 'GET', url: '/echo?user_content_key=abc', body: '', key: 'key-1' },
    ]);
  });

  it('refuses for good on a 4xx (not 408 or 429), and says an outage on a 5xx, 408 or 429 may pass', async () => {
    for (const [status, kind] of [
      [400, TrackingRecordRefusedError],
      [404, TrackingRecordRefusedError],
      [408, TrackingWebhookError],
      [429, TrackingWebhookError],
      [503, TrackingWebhookError],
    ] as const) {
      handle = (_req, _body, res) => res.writeHead(status).end('no');
      const error = await hook()
        .post(record, 'key-2')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(kind);
      expect((error as Error).message).toBe(`tracking web hook answered ${status}`);
    }
  });

  it('gives up on a web hook that does not answer within its time, as unreachable', async () => {
    handle = () => undefined;
    const started = Date.now();
    await expect(hook(300).post(record, 'key-3')).rejects.toThrow(
      new TrackingWebhookError('tracking web hook unreachable: HeadersTimeoutError'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await new TrackingWebhook({ url: `http://127.0.0.1:${port}/exec`, timeoutMs: 1000 })
      .post(record, 'key-4')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackingWebhookError);
    expect((error as Error).message).toMatch(/^tracking web hook unreachable: /);
  });
});
