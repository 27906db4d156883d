import { randomUUID } from 'node:crypto';
import type { Delivered, Mailer, SmsSender } from './ports';

/**
 * Embedded mode and any setup without SMTP_URL / SMS_URL: nothing leaves the machine. The message is
 * already stored as a communications row (transport 'dev-outbox'), which is the outbox staff read in the
 * Communication Center; "sending" only marks it sent.
 */
export class DevOutboxMailer implements Mailer {
  readonly transport = 'dev-outbox' as const;
  async send(): Promise<Delivered> {
    return { providerMessageId: `dev-outbox-${randomUUID()}` };
  }
  close(): void {}
}

export class DevOutboxSms implements SmsSender {
  readonly transport = 'dev-outbox' as const;
  async send(): Promise<Delivered> {
    return { providerMessageId: `dev-outbox-${randomUUID()}` };
  }
}
