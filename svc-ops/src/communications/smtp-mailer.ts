import { createTransport } from 'nodemailer';
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

  constructor(options: SmtpMailerOptions) {
    this.domain = messageIdDomain(options.from);
    this.transporter = createTransport(
      {
        url: options.url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<Delivered> {
    try {
      const info = await this.transporter.sendMail({
        // A copy resent after a crash carries the same Message-ID, which mail clients show once.
        messageId: `<${message.id}@${this.domain}>`,
        to: message.to,
        cc: message.cc.length > 0 ? message.cc : undefined,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
      return { providerMessageId: info.messageId ?? null };
    } catch (error) {
      throw smtpFailure(error);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
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
