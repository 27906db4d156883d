import type { Delivered, SmsMessage, SmsSender } from './ports';
import { DeliveryError } from './ports';

export interface HttpSmsOptions {
  url: string;
  token: string;
  from: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The wire shape is in README and .env.example. */
export class HttpSmsSender implements SmsSender {
  readonly transport = 'sms-http' as const;
  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<Delivered> {
    const doFetch = this.options.fetchImpl ?? fetch;
    let res: Response;
    try {
      res = await doFetch(this.options.url, {
        method: 'POST',
        // A provider that honours it sends a text retried after a crash once.
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': message.id,
        },
        body: JSON.stringify({ to: message.to, body: message.body, from: this.options.from }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new DeliveryError(
        timedOut ? 'SMS provider did not answer in time' : 'SMS provider unreachable',
        timedOut ? 'SMS_TIMEOUT' : 'SMS_UNREACHABLE',
      );
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      throw new DeliveryError(
        `SMS provider answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
        `SMS_HTTP_${res.status}`,
      );
    }
    return { providerMessageId: messageIdOf(text) };
  }
}

function messageIdOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const id = body.id ?? body.messageId ?? body.sid;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}
