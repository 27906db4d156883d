// What the fault benchmark's services send outside, received and written down: a real SMTP server (every
// e-mail: its recipients, subject, Message-ID and the sender's port) and a web-hook receiver (every tracking post:
// its record and idempotency key; every partner web hook under /partner: its webhook-id, type and booking, and
// whether its signature verifies with the partner's secret, checked by the standardwebhooks library as a partner
// would), each appending one JSON line per arrival. A process of its own, so parsing mail never competes with the
// load generator. Started by run.mjs: argv[2] is the folder for the files; it answers { smtpPort, webhookPort } over
// IPC once both listen, and takes { partnerSecret } once the run's partner has one.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import libmime from 'libmime';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

const folder = process.argv[2];
const mailFile = join(folder, 'mails.jsonl');
const hookFile = join(folder, 'webhook-posts.jsonl');
const partnerFile = join(folder, 'partner-webhooks.jsonl');
let partnerSecret = null;
process.on('message', (message) => {
  if (message?.partnerSecret) partnerSecret = message.partnerSecret;
});

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 10 * 1024 * 1024,
  // Only the headers are read (Subject, Message-ID): parsing whole messages cost this 2-core machine CPU
  // the services under test needed.
  onData(stream, session, callback) {
    let head = '';
    let done = false;
    stream.on('data', (chunk) => {
      if (done) return;
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) {
        head = head.slice(0, end);
        done = true;
      }
    });
    stream.on('end', () => {
      const headers = parseHeaders(head);
      const line = {
        at: Date.now(),
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: libmime.decodeWords(headers.subject ?? ''),
        messageId: headers['message-id'] ?? null,
        // The sender's end of the (pooled) connection: the benchmark finds the replica sending by it.
        remotePort: session.remotePort,
      };
      appendFileSync(mailFile, `${JSON.stringify(line)}\n`);
      callback();
    });
  },
});

/** Header fields by lower-case name, folded lines unfolded. */
function parseHeaders(text) {
  const fields = {};
  for (const line of text.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return fields;
}

/** A partner's endpoint: counted by webhook-id, as a partner drops a copy it already took by that id. */
function partnerHook(req, body, res) {
  const headers = {
    'webhook-id': String(req.headers['webhook-id'] ?? ''),
    'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
    'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
  };
  let payload = null;
  try {
    payload = partnerSecret ? new Webhook(partnerSecret).verify(body, headers) : null;
  } catch {
    // kept as unverified: the benchmark counts it
  }
  const line = {
    at: Date.now(),
    id: headers['webhook-id'] || null,
    verified: payload !== null,
    type: payload?.type ?? null,
    reference: payload?.data?.referenceCode ?? null,
  };
  appendFileSync(partnerFile, `${JSON.stringify(line)}\n`);
  res.writeHead(payload ? 204 : 400).end();
}

const hook = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.url?.startsWith('/partner')) return partnerHook(req, Buffer.concat(chunks).toString('utf8'), res);
    let record = null;
    try {
      record = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // kept as null: a post the benchmark cannot read still counts
    }
    const line = {
      at: Date.now(),
      key: req.headers['idempotency-key'] ?? null,
      kind: record?.kind ?? null,
      reference: record?.bookingReference ?? null,
      email: record?.email ?? null,
    };
    appendFileSync(hookFile, `${JSON.stringify(line)}\n`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
});

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
// A sender SIGKILLed mid-message resets its connection: that session ends, the server goes on (unhandled, the
// 'error' event would end this process and every count after it).
smtp.on('error', () => undefined);
const smtpPort = await new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp.server.address().port)));
const webhookPort = await listen(hook);
process.send({ smtpPort, webhookPort });
process.on('disconnect', () => process.exit(0));
