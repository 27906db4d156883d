import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to (To and Cc alike). */
  envelope: { from: string | null; to: string[] };
  mail: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server), keeping what it receives, parsed with mailparser.
 * `rejectNext(n)` answers the next n messages 550, as a mailbox that refuses them would; `holdNext(ms)` keeps
 * the next message's answer back that long, as a slow mail server would (`receiving` tells when it has it).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let rejections = 0;
  let holdMs = 0;
  let receiving = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onData(stream, session, callback) {
      receiving++;
      const hold = holdMs;
      holdMs = 0;
      simpleParser(stream).then(
        async (mail) => {
          if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
          if (rejections > 0) {
            rejections--;
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    rejectNext: (n: number) => void (rejections = n),
    holdNext: (ms: number) => void (holdMs = ms),
    /** Messages whose data the server has begun to take (answered or not). */
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedText {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; body: string; from: string };
}

/** A local HTTP server standing in for the SMS provider; `failNext(n)` answers the next n requests 500. */
export async function startSmsProvider() {
  const received: ReceivedText[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"carrier unavailable"}');
        return;
      }
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `sms-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    failNext: (n: number) => void (failures = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a PDF, read by pdfjs-dist in its own process (see pdf-text.mjs). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs')], {
    input: Buffer.from(pdf),
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
}
