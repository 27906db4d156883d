#!/usr/bin/env node
// A web-hook receiver that verifies each post with the Standard Webhooks library before trusting it, and handles
// each webhook-id once (a retry or a replay carries the same id). docs/partner-api.md shows it; a test signs posts
// with the library and sends them here.
//
//   WEBHOOK_SECRET=whsec_… PORT=3000 node tools/partner-client/webhook-receiver.mjs
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

// The secret as the back office showed it (whsec_…); during a rotation the old one signs too, so either verifies.
const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? '');
// webhook-id values already handled: a real receiver keeps them in its database, beside what it did.
const handled = new Set();

function handle(event) {
  // event.type: booking.confirmed | booking.cancelled | booking.updated | booking.paid; event.data: the booking.
  console.log(`${event.type} ${event.data.referenceCode} (${event.data.partnerReference}): ${event.data.status}`);
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // Verify the raw body as it arrived, before parsing it: a re-serialised body no longer matches its signature.
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = webhook.verify(body, {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      });
    } catch {
      // A wrong signature, or a timestamp more than five minutes off: not from us, or replayed by someone else.
      res.writeHead(400).end();
      return;
    }
    const id = String(req.headers['webhook-id']);
    if (!handled.has(id)) {
      handled.add(id);
      handle(event);
    }
    // Answer 2xx quickly (work after answering): anything else is retried, for more than 72 hours.
    res.writeHead(204).end();
  });
}).listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => console.log('listening'));
