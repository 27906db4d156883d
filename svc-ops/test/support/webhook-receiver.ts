import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { partnerWebhookPayloadSchema, type PartnerWebhookPayload } from '@vip/contracts/schemas';
import { listenOnFreePort } from '@vip/platform/testing';

export interface ReceivedWebhook {
  id: string;
  /** The answer the receiver gave this post. */
  answered: number;
  payload: PartnerWebhookPayload;
  /** Which of the receiver's secrets verified the signature. */
  verifiedWith: string[];
  headers: IncomingHttpHeaders;
}

/**
 * A partner's endpoint: a real HTTP server that verifies every post with the standardwebhooks library (as a partner
 * following our docs would) and keeps it. `failNext(n, status)` answers the next n verified posts with that status;
 * `down()` stops listening (connections are refused) and `up()` listens on the same port again; `redirectTo(url)`
 * answers 302 to every post. A post whose signature fails any secret it holds is kept in `unverified`.
 */
export async function startWebhookReceiver(secrets: string[]) {
  const received: ReceivedWebhook[] = [];
  const unverified: IncomingHttpHeaders[] = [];
  let failures: { left: number; status: number } = { left: 0, status: 500 };
  let redirect: string | null = null;
  let held = secrets;

  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      const verifiedWith = held.filter((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      if (verifiedWith.length === 0) {
        unverified.push(req.headers);
        res.writeHead(400).end('bad signature');
        return;
      }
      if (redirect) {
        res.writeHead(302, { Location: redirect }).end();
        received.push(record(302));
        return;
      }
      const answered = failures.left > 0 ? (failures.left--, failures.status) : 204;
      received.push(record(answered));
      res.writeHead(answered).end();

      function record(status: number): ReceivedWebhook {
        return {
          id: headers['webhook-id'],
          answered: status,
          payload: partnerWebhookPayloadSchema.parse(JSON.parse(body)),
          verifiedWith,
          headers: req.headers,
        };
      }
    });
  };

  let server: Server = createServer(handler);
  // Below the ephemeral range: `down()` gives the port back for a while, and an outgoing connection there (even the
  // delivery's own, connecting to itself) could take it before `up()`.
  const port = await listenOnFreePort(server);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    url: `http://127.0.0.1:${port}/hooks/vip`,
    received,
    unverified,
    /** Posts answered 2xx, by webhook-id. */
    accepted: () => received.filter((r) => r.answered >= 200 && r.answered < 300),
    failNext: (n: number, status = 500) => void (failures = { left: n, status }),
    redirectTo: (url: string | null) => void (redirect = url),
    holdSecrets: (next: string[]) => void (held = next),
    down: async () => {
      server.closeAllConnections();
      await close();
    },
    up: async () => {
      server = createServer(handler);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: async () => {
      server.closeAllConnections();
      if (server.listening) await close();
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A Standard Webhooks secret as partners/ makes them: whsec_ and 24 random bytes in base64. */
export const newWebhookSecret = () =>
  `whsec_${Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(24))).toString('base64')}`;
