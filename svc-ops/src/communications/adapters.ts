import { ConfigError } from '@vip/platform/config';
import { type Logger } from '@vip/platform/logger';
import type { OpsConfig } from '../config';
import { DevOutboxMailer, DevOutboxSms } from './dev-outbox';
import { HttpSmsSender } from './http-sms';
import type { Mailer, SmsSender } from './ports';
import { SmtpMailer } from './smtp-mailer';

/** Never logs the URLs: they may hold credentials. */
export function communicationAdapters(config: OpsConfig, logger: Logger): { mailer: Mailer; sms: SmsSender } {
  if (config.SMS_URL && !config.SMS_TOKEN)
    throw new ConfigError('Invalid configuration:\n  - SMS_TOKEN: required when SMS_URL is set');
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.SMTP_TIMEOUT_MS })
    : new DevOutboxMailer();
  const sms: SmsSender = config.SMS_URL
    ? new HttpSmsSender({
        url: config.SMS_URL,
        token: config.SMS_TOKEN!,
        from: config.SMS_FROM,
        timeoutMs: config.SMS_TIMEOUT_MS,
      })
    : new DevOutboxSms();
  const adapters = { mail: mailer.transport, sms: sms.transport };
  if (mailer.transport === 'dev-outbox' || sms.transport === 'dev-outbox') {
    // Fine in embedded mode, a misconfiguration wherever real people wait for these messages.
    logger.warn(
      adapters,
      'communications: messages without a configured provider (SMTP_URL, SMS_URL) are kept in the dev outbox, not delivered',
    );
  } else {
    logger.info(adapters, 'communications: e-mail over SMTP, texts through the HTTP SMS provider');
  }
  return { mailer, sms };
}
