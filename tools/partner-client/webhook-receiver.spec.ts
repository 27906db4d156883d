/**
 * The docs page's web-hook receiver (webhook-receiver.mjs) does what the page says: a post signed with the partner's
 * secret by the Standard Webhooks library is handled once per webhook-id; a post whose body or signature was changed,
 * or signed with another secret, is refused with 400.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { cleanEnv, freePort, spawnNode, type Spawned } from '../test-support/processes';

describe("the docs page's web-hook receiver", () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  let receiver: Spawned;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}/`;
    receiver = spawnNode(
      'tools/partner-client/webhook-receiver.mjs',
      cleanEnv({ WEBHOOK_SECRET: secret, PORT: String(port) }),
    );
    await receiver.waitFor(/listening/, 30_000);
  });
  afterAll(async () => {
    receiver?.child.kill();
    await receiver?.exited;
  });

  const payload = (status: string) =>
    JSON.stringify({
      type: 'booking.confirmed',
      timestamp: new Date().toISOString(),
      data: { referenceCode: 'VIP-48213-FCO', partnerReference: 'TRIP-2030-0042', status },
    });
  const post = (id: string, body: string, signedBody = body, signingSecret = secret) => {
    const at = new Date();
    return fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(signingSecret).sign(id, at, signedBody),
      },
      body,
    });
  };

  it('handles a signed post once per webhook-id, and refuses a changed or foreign one', async () => {
    expect((await post('msg_0001abcdefghij', payload('confirmed'))).status).toBe(204);
    // A retry of the same delivery: answered, not handled again.
    expect((await post('msg_0001abcdefghij', payload('confirmed'))).status).toBe(204);
    expect((await post('msg_0002abcdefghij', payload('cancelled'), payload('confirmed'))).status).toBe(400);
    expect(
      (await post('msg_0003abcdefghij', payload('confirmed'), undefined, `whsec_${randomBytes(32).toString('base64')}`))
        .status,
    ).toBe(400);
    const handled = receiver
      .output()
      .split('\n')
      .filter((line) => line.startsWith('booking.'));
    expect(handled).toEqual(['booking.confirmed VIP-48213-FCO (TRIP-2030-0042): confirmed']);
  });
});
