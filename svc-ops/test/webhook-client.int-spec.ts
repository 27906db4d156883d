import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { lookup } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { WebhookClient, isPublicAddress, targetOf } from '../src/partner-webhooks/webhook-client';
import { newWebhookSecret } from './support/webhook-receiver';

/** A resolver that answers every host name with these addresses, as a hostile DNS record could. */
const resolvingTo = (...addresses: string[]) =>
  ((_host: string, _options: unknown, callback: (e: null, a: Array<{ address: string; family: number }>) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof lookup;

/** The SSRF guard and the signing of the client every partner web hook goes out through, against real sockets. */
describe('the web-hook client', () => {
  let server: Server;
  let port: number;
  const hits: Array<{ url: string; headers: Record<string, unknown>; body: string }> = [];
  let answer: (url: string) => { status: number; headers?: Record<string, string> } = () => ({ status: 204 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        hits.push({ url: req.url ?? '', headers: req.headers, body });
        const { status, headers } = answer(req.url ?? '');
        res.writeHead(status, headers).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    hits.length = 0;
    answer = () => ({ status: 204 });
  });

  const secret = newWebhookSecret();
  const post = (client: WebhookClient, url: string) =>
    client.post({ url, id: 'msg_2abcdefghijk', body: '{"type":"booking.paid"}', secrets: [secret] });

  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '240.0.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'ff02::1',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('posts nothing to a private target, written out or behind a host name, unless private targets are allowed', async () => {
    const strict = new WebhookClient({ timeoutMs: 2000, allowPrivateTargets: false });
    expect(await post(strict, `http://127.0.0.1:${port}/hook`)).toMatchObject({
      ok: false,
      responseStatus: null,
      error: 'The web hook address must be https://',
    });
    expect(await post(strict, `https://127.0.0.1:${port}/hook`)).toMatchObject({
      ok: false,
      error: '127.0.0.1 is not a public internet address',
    });
    expect(await post(strict, `https://[::1]:${port}/hook`)).toMatchObject({
      ok: false,
      error: '::1 is not a public internet address',
    });
    expect(await post(strict, `https://localhost:${port}/hook`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^localhost resolves to (127\.0\.0\.1|::1), which is not a public internet address$/,
      ),
    });
    // One private address among public ones is enough to refuse: the connection could go to any of them.
    const rebinding = new WebhookClient({
      timeoutMs: 2000,
      allowPrivateTargets: false,
      resolve: resolvingTo('93.184.216.34', '10.0.0.7'),
    });
    expect(await post(rebinding, `https://hooks.partner.example:${port}/hook`)).toMatchObject({
      ok: false,
      error: 'hooks.partner.example resolves to 10.0.0.7, which is not a public internet address',
    });
    expect(hits).toHaveLength(0);

    const trying = new WebhookClient({ timeoutMs: 2000, allowPrivateTargets: true });
    expect(await post(trying, `http://127.0.0.1:${port}/hook`)).toMatchObject({ ok: true, responseStatus: 204 });
    expect(hits).toHaveLength(1);
  });

  it('connects to the address it checked, not to one a second lookup would give', async () => {
    // The host name resolves (once) to the receiver's loopback address; allowed here, it is where the post goes.
    const pinned = new WebhookClient({ timeoutMs: 2000, allowPrivateTargets: true, resolve: resolvingTo('127.0.0.1') });
    expect(await post(pinned, `http://partner.example:${port}/pinned`)).toMatchObject({ ok: true });
    expect(hits.map((h) => [h.url, h.headers.host])).toEqual([['/pinned', `partner.example:${port}`]]);
  });

  it('does not follow a redirect: a 3xx is a failed try, and the place it points to is never posted to', async () => {
    answer = (url) => (url === '/moved' ? { status: 302, headers: { Location: '/internal-admin' } } : { status: 204 });
    const client = new WebhookClient({ timeoutMs: 2000, allowPrivateTargets: true });
    expect(await post(client, `http://127.0.0.1:${port}/moved`)).toMatchObject({
      ok: false,
      responseStatus: 302,
      error: 'The endpoint answered 302, a redirect: redirects are not followed',
    });
    expect(hits.map((h) => h.url)).toEqual(['/moved']);
  });

  it('signs as Standard Webhooks says, verifiable by the library, and gives up on a silent endpoint at its timeout', async () => {
    const client = new WebhookClient({ timeoutMs: 500, allowPrivateTargets: true });
    await post(client, `http://127.0.0.1:${port}/hook`);
    const [hit] = hits;
    expect(
      new Webhook(secret).verify(hit!.body, {
        'webhook-id': String(hit!.headers['webhook-id']),
        'webhook-timestamp': String(hit!.headers['webhook-timestamp']),
        'webhook-signature': String(hit!.headers['webhook-signature']),
      }),
    ).toEqual({ type: 'booking.paid' });
    expect(hit!.headers['content-type']).toBe('application/json');

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const outcome = await post(client, `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(outcome).toMatchObject({ ok: false, responseStatus: null, error: 'No answer within 500 ms' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(450);
  });

  it('fails a try, posting nothing, when the signing secret is not a Standard Webhooks one', async () => {
    const client = new WebhookClient({ timeoutMs: 2000, allowPrivateTargets: true });
    expect(
      await client.post({
        url: `http://127.0.0.1:${port}/hook`,
        id: 'msg_2abcdefghijk',
        body: '{}',
        secrets: ['whsec_!'],
      }),
    ).toMatchObject({ ok: false, responseStatus: null, error: 'The signing secret is not a whsec_ secret' });
    expect(hits).toHaveLength(0);
  });

  it('refuses what is no web address, or carries credentials', () => {
    expect(() => targetOf('ftp://partner.example/hook', true)).toThrow('The web hook address must be https://');
    expect(() => targetOf('https://user:pw@partner.example/hook', false)).toThrow(
      'The web hook address may not carry credentials',
    );
    expect(() => targetOf('not a url', false)).toThrow('The web hook address is not a valid URL');
    expect(targetOf('https://hooks.partner.example/vip', false).hostname).toBe('hooks.partner.example');
  });
});
