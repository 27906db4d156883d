import pino, { type Logger } from 'pino';

export type { Logger };

/** Censored wherever they appear, so personal data and secrets never reach a log line. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'csrfToken',
  '*.csrfToken',
  'email',
  '*.email',
  '*.contactEmail',
  'contactEmail',
  'phone',
  '*.phone',
  '*.contactPhone',
  'contactPhone',
  '*.contactName',
  'contactName',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
];

export function createLogger(options: {
  service: string;
  level?: string;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      name: options.service,
      level: options.level ?? 'info',
      base: { service: options.service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
