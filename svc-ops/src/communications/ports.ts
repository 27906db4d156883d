import type { CommunicationTransport } from '@vip/contracts/schemas';

/** An e-mail as the service hands it to a Mailer. */
export interface MailMessage {
  /** The message's own id (its row's): the same on every try, so a copy sent again is recognisably the same message. */
  id: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: Array<{ fileName: string; contentType: string; content: Uint8Array }>;
}

/** A text to one phone number. */
export interface SmsMessage {
  /** As MailMessage's id. */
  id: string;
  to: string;
  body: string;
}

export interface Delivered {
  /** The provider's id of the message (SMTP Message-ID, the SMS provider's id); kept to trace a complaint. */
  providerMessageId: string | null;
}

/** Sends e-mail: SMTP in production, the stored dev outbox when no SMTP server is configured. */
export interface Mailer {
  readonly transport: Extract<CommunicationTransport, 'smtp' | 'dev-outbox'>;
  send(message: MailMessage): Promise<Delivered>;
  close(): void;
}

/** Sends texts: an HTTP SMS provider, or the dev outbox. */
export interface SmsSender {
  readonly transport: Extract<CommunicationTransport, 'sms-http' | 'dev-outbox'>;
  send(message: SmsMessage): Promise<Delivered>;
}

/**
 * A delivery the provider refused or that never reached it. The message is short and made for staff
 * (it is stored on the row and shown in the Communication Center); `logCode` is what may be logged: it
 * never carries an address, a number or message text.
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    readonly logCode: string,
  ) {
    super(message.length > 300 ? `${message.slice(0, 297)}...` : message);
  }
}

/** The stored documents a message may carry (PDF confirmations, invoices), kept by whoever rendered them. */
export interface AttachmentStore {
  document(id: string): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null>;
  documentNames(ids: readonly string[]): Promise<Map<string, string>>;
}
