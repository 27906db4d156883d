import { randomUUID } from 'node:crypto';
import type { Delivered, Mailer, SmsSender } from './ports';

/** Nothing leaves the machine: the stored row is the outbox staff read, so "sending" only marks it sent. */
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
