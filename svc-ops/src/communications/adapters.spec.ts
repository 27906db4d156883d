import { Writable } from 'node:stream';
import { ConfigError } from '@vip/platform/config';
import { createLogger } from '@vip/platform/logger';
import { loadConfig } from '../config';
import { communicationAdapters } from './adapters';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({
    service: 'svc-ops',
    level: 'info',
    destination: new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  return { lines, logger };
}

describe('communication adapters chosen by configuration', () => {
  it('without SMTP_URL and SMS_URL: the dev outbox for both, said at start as a warning', () => {
    const { lines, logger } = capture();
    const { mailer, sms } = communicationAdapters(loadConfig({}), logger);
    expect([mailer.transport, sms.transport]).toEqual(['dev-outbox', 'dev-outbox']);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', mail: 'dev-outbox', sms: 'dev-outbox' });
    mailer.close();
  });

  it('with both: SMTP and the HTTP provider, and neither URL nor token in the log line', () => {
    const { lines, logger } = capture();
    const env = {
      SMTP_URL: 'smtps://mailer:s3cret-pass@mail.example.com:465',
      SMS_URL: 'https://sms.example.com/v1/messages',
      SMS_TOKEN: 'sms-token-value',
    };
    const { mailer, sms } = communicationAdapters(loadConfig(env), logger);
    expect([mailer.transport, sms.transport]).toEqual(['smtp', 'sms-http']);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', mail: 'smtp', sms: 'sms-http' });
    for (const secret of ['s3cret-pass', 'mail.example.com', 'sms.example.com', 'sms-token-value'])
      expect(lines.join('')).not.toContain(secret);
    mailer.close();
  });

  it('refuses SMS_URL without SMS_TOKEN at start, and a URL that is not SMTP', () => {
    const { logger } = capture();
    expect(() => communicationAdapters(loadConfig({ SMS_URL: 'https://sms.example.com/v1/messages' }), logger)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
