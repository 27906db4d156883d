import { WebhooksHelper } from 'square';
import { signSquareWebhook } from '../../test/support/square-stand-in';
import { isValidSquareSignature, squareWebhookEventSchema } from './square-webhook';

const notificationUrl = 'https://ops.example.com/api/webhooks/square';
const signatureKey = 'wh-signature-key-for-tests';
const rawBody = JSON.stringify({
  merchant_id: 'M1',
  type: 'invoice.payment_made',
  event_id: 'e1',
  data: { type: 'invoice', id: 'inv:1', object: { invoice: { id: 'inv:1', version: 2, status: 'PAID' } } },
});

describe('isValidSquareSignature', () => {
  const signature = signSquareWebhook(notificationUrl, rawBody, signatureKey);

  it("accepts Square's signature, the one the square SDK's own helper accepts", async () => {
    await expect(
      WebhooksHelper.verifySignature({
        requestBody: rawBody,
        signatureHeader: signature,
        signatureKey,
        notificationUrl,
      }),
    ).resolves.toBe(true);
    expect(isValidSquareSignature({ notificationUrl, rawBody, signature, signatureKey })).toBe(true);
  });

  it('refuses a missing or malformed signature, another key, another URL and a changed body', () => {
    expect(isValidSquareSignature({ notificationUrl, rawBody, signature: undefined, signatureKey })).toBe(false);
    expect(isValidSquareSignature({ notificationUrl, rawBody, signature: 'not base64 at all!', signatureKey })).toBe(
      false,
    );
    expect(isValidSquareSignature({ notificationUrl, rawBody, signature: signature.slice(0, -4), signatureKey })).toBe(
      false,
    );
    expect(isValidSquareSignature({ notificationUrl, rawBody, signature, signatureKey: 'another-key' })).toBe(false);
    expect(
      isValidSquareSignature({
        notificationUrl: 'https://evil.example.com/api/webhooks/square',
        rawBody,
        signature,
        signatureKey,
      }),
    ).toBe(false);
    expect(
      isValidSquareSignature({ notificationUrl, rawBody: rawBody.replace('PAID', 'PAID '), signature, signatureKey }),
    ).toBe(false);
  });
});

describe('squareWebhookEventSchema', () => {
  it('reads an invoice event', () => {
    const event = squareWebhookEventSchema.parse(JSON.parse(rawBody));
    expect(event.data.object?.invoice).toMatchObject({ id: 'inv:1', status: 'PAID', version: 2 });
  });

  it('refuses an invoice event without its invoice, and a body that is not an event', () => {
    expect(
      squareWebhookEventSchema.safeParse({ type: 'invoice.updated', event_id: 'e2', data: { id: 'inv:1' } }).success,
    ).toBe(false);
    expect(squareWebhookEventSchema.safeParse({ hello: 'world' }).success).toBe(false);
    // A deletion names the invoice only.
    expect(
      squareWebhookEventSchema.safeParse({
        type: 'invoice.deleted',
        event_id: 'e3',
        data: { type: 'invoice', id: 'inv:1', deleted: true },
      }).success,
    ).toBe(true);
  });
});
