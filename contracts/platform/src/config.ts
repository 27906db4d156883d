import { z, type ZodRawShape } from 'zod';
import { SERVICE_KEY_HINT, parsePrivateServiceKey, parseServicePublicKeys } from './service-keys';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Each service's config.ts extends this shape. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL URL; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  /** Comma-separated host:port list; unset means the in-process bus. */
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((b) => b.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(
      z
        .array(z.string().regex(/^[^:\s]+:\d+$/, 'each broker must be host:port'))
        .min(1)
        .optional(),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolFromEnv.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** /readyz answers 503 this long before the server stops, so the load balancer drains it first; 0 locally. */
  PRESTOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Longer than the gateway's keep-alive (nginx: 60 s), so it never reuses a socket Node just closed. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
  /** Per replica; the embedded database always uses one. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL statement_timeout: a stuck query never holds a connection for good. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** PostgreSQL idle_in_transaction_session_timeout: an idle transaction's locks are freed. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Waiting for a free connection, or for PostgreSQL to accept one. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Prisma interactive transactions: the longest run, and the longest wait to start. */
  DB_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_TRANSACTION_MAX_WAIT_MS: z.coerce.number().int().positive().default(5_000),
  /** Broker refusals before an outbox event is parked, so it stops blocking the rest. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** Inbox rows outlive the broker's messages, so a redelivery is still recognised. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  INBOX_RETENTION_DAYS: z.coerce.number().positive().default(30),
  DEAD_LETTER_RETENTION_DAYS: z.coerce.number().positive().default(90),
  RETENTION_SWEEP_MINUTES: z.coerce.number().positive().default(60),
  /** This service's own Ed25519 private key: it signs its calls to the others' /internal routes (a secret). */
  SERVICE_KEY: z
    .string()
    .refine((v) => parsePrivateServiceKey(v) !== undefined, `must be an Ed25519 private key (${SERVICE_KEY_HINT})`)
    .optional(),
  /** Every service's public key, `<service>:<key>,…`: whose signed calls this service can recognise. */
  SERVICE_PUBLIC_KEYS: z
    .string()
    .superRefine((v, ctx) => {
      try {
        parseServicePublicKeys(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `${(error as Error).message} (${SERVICE_KEY_HINT})` });
      }
    })
    .optional(),
  /** This service's own operator credential, for its events administration only (a secret). */
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The one token the services shared is gone: a deployment still setting it would lose its internal API unseen. */
  INTERNAL_API_TOKEN: z
    .undefined({
      error: `is no longer read: each service has its own SERVICE_KEY, the services' SERVICE_PUBLIC_KEYS and its OPERATOR_TOKEN (${SERVICE_KEY_HINT})`,
    })
    .optional(),
} satisfies ZodRawShape;

export { boolFromEnv };

const PRODUCTION_REQUIRED = ['DATABASE_URL', 'KAFKA_BROKERS'] as const;

/** Lists every problem in one error, so a misconfigured deployment is fixed in one go. */
export function parseEnv<S extends ZodRawShape>(
  shape: S,
  env: Record<string, string | undefined>,
): z.output<z.ZodObject<S>> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = z
    .object(shape)
    .superRefine((parsed, ctx) => {
      // The embedded defaults (PGlite, in-process bus) would lose every booking at a production redeploy.
      const config = parsed as Record<string, unknown>;
      if (config.NODE_ENV !== 'production') return;
      for (const name of PRODUCTION_REQUIRED) {
        if (name in shape && !config[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when NODE_ENV=production (the embedded default is for trying the product only)',
          });
      }
    })
    .safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
