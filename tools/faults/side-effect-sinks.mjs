// What the fault benchmark's services send outside, received and written down: a real SMTP server (every
// e-mail: its recipients, subject and Message-ID) and a web-hook receiver (every tracking post: its record and
// idempotency key), each appending one JSON line per arrival. A process of its own, so parsing mail never
// competes with the load generator. Started by run.mjs: argv[2] is the folder for the files; it answers
// { smtpPort, webhookPort } over IPC once both listen.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import libmime from 'libmime';
import { SMTPServer } from 'smtp-server';

const folder = process.argv[2];
const mailFile = join(folder, 'mails.jsonl');
const hookFile = join(folder, 'webhook-posts.jsonl');

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

const hook = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
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
const smtpPort = await new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp.server.address().port)));
const webhookPort = await listen(hook);
process.send({ smtpPort, webhookPort });
process.on('disconnect', () => process.exit(0));
