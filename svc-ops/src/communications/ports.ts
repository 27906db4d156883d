import type { CommunicationTransport } from '@vip/contracts/schemas';

export interface MailMessage {
  /** The row's id, the same on every try, so a copy sent again is recognisably the same message. */
  id: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: Array<{ fileName: string; contentType: string; content: Uint8Array }>;
}

export interface SmsMessage {
  id: string;
  to: string;
  body: string;
}

export interface Delivered {
  /** Kept to trace a complaint. */
  providerMessageId: string | null;
}

export interface Mailer {
  readonly transport: Extract<CommunicationTransport, 'smtp' | 'dev-outbox'>;
  send(message: MailMessage): Promise<Delivered>;
  close(): void;
}

export interface SmsSender {
  readonly transport: Extract<CommunicationTransport, 'sms-http' | 'dev-outbox'>;
  send(message: SmsMessage): Promise<Delivered>;
}

/** The message is for staff; only `logCode` may be logged, as it never carries an address, number or text. */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    readonly logCode: string,
  ) {
    super(message.length > 300 ? `${message.slice(0, 297)}...` : message);
  }
}

export interface AttachmentStore {
  document(id: string): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null>;
  documentNames(ids: readonly string[]): Promise<Map<string, string>>;
}
