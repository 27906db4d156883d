import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Delivered, MailMessage, Mailer } from './ports';
import { DeliveryError } from './ports';

export interface SmtpMailerOptions {
  url: string;
  from: string;
  timeoutMs: number;
}

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter;
  private readonly domain: string;
  private readonly from: string;
  private readonly fromAddress: string;

  constructor(options: SmtpMailerOptions) {
    this.from = options.from;
    this.fromAddress = addressOf(options.from);
    this.domain = messageIdDomain(this.fromAddress);
    this.transporter = createTransport({
      url: options.url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  /**
   * The message is composed whole before it is sent: streamed, nodemailer writes its headers, body and line ends to
   * the socket one by one, and each write is a system call (five per message instead of three).
   */
  async send(message: MailMessage): Promise<Delivered> {
    const messageId = `<${message.id}@${this.domain}>`;
    try {
      const raw = await new MailComposer({
        from: this.from,
        // A copy resent after a crash carries the same Message-ID, which mail clients show once.
        messageId,
        to: message.to,
        cc: message.cc.length > 0 ? message.cc : undefined,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      })
        .compile()
        .build();
      await this.transporter.sendMail({
        raw,
        envelope: { from: this.fromAddress, to: [...message.to, ...message.cc] },
      });
      return { providerMessageId: messageId };
    } catch (error) {
      throw smtpFailure(error);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

function messageIdDomain(address: string): string {
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** The text may name an address, so only codes are for logs. */
function smtpFailure(error: unknown): DeliveryError {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = [e.code ?? 'SMTP', e.responseCode].filter(Boolean).join(' ');
  const detail = e.response ?? e.message ?? 'unknown error';
  return new DeliveryError(`SMTP ${code}: ${detail}`.replace(/\s+/g, ' ').trim(), code);
}
