import { join } from 'node:path';
import { z } from 'zod';
import { baseEnvShape, boolFromEnv, parseEnv } from '@vip/platform/config';
import { BRAND } from '@vip/contracts/brand';
import { GATEWAY_PORT, SERVICE_PORTS } from '@vip/contracts/platform';
import { parseStatusTargets } from './cases/status-clock';

export const opsEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-ops']),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@example.com'),
  ADMIN_NAME: z.string().min(1).default('Operations Admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** Otherwise an existing admin's password is left as it is. */
  ADMIN_PASSWORD_RESET: boolFromEnv.default(false),
  COOKIE_SECURE: boolFromEnv.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(12),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** How long one key signs staff tokens for other services before the next takes over. */
  STAFF_TOKEN_KEY_ROTATION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * required: every staff sign-in needs a passkey, an authenticator app's code or a recovery code after the password.
   * optional (local trials, test suites; refused with NODE_ENV=production): a person with no factor set up signs in
   * with the password alone; one who set one up is still asked for it.
   */
  STAFF_SECOND_FACTOR: z.enum(['required', 'optional']).default('required'),
  /**
   * scrypt's cost for staff passwords, as a power of two: 17 (OWASP's, 128 MiB and about half a second a check here)
   * or more. Test suites set 14, as a framework's test settings swap in a fast hasher (refused with
   * NODE_ENV=production). A hash made at a lower cost is re-made at the next sign-in.
   */
  STAFF_PASSWORD_SCRYPT_COST: z.coerce.number().int().min(14).max(20).default(17),
  /** How long a right password waits for its second factor (or for the first one to be set up). */
  STAFF_SECOND_FACTOR_PENDING_MINUTES: z.coerce.number().int().min(1).max(30).default(10),
  /** The WebAuthn relying party: the back office's host name (never an IP address). */
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name, like admin.example.com or localhost')
    .optional(),
  WEBAUTHN_RP_NAME: z.string().min(1).max(64).default(BRAND.productName),
  /** Comma-separated origins the back office is served from; a passkey answer from any other is refused. */
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  /** Wrong passwords of one account, from anywhere, after which each address waits from its first failure. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  /** Wrong passwords from one address (any accounts) before it is refused for the rest of the window. */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** The longest an account waits, from one address, after a wrong password. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Wrong passwords one account may make from one address (typing mistakes) before that address waits. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100_000).default(3),
  LOGIN_ATTEMPT_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Per client address, right or wrong: a flood guard beside the failure count. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(30),
  /** Throttled because the current password is checked like a sign-in. */
  PASSWORD_CHANGE_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().max(10_000).default(5),
  BOOKING_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-booking']}`),
  BOOKING_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  CATALOG_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-catalog']}`),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  BOARD_POLL_MS: z.coerce.number().int().min(200).max(60_000).default(2000),
  /** Keeps the stream under proxies' idle timeouts and rechecks the session. */
  BOARD_HEARTBEAT_MS: z.coerce.number().int().min(500).max(120_000).default(25_000),
  EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(1000),
  TRACKING_WEBHOOK_URL: z.url().optional(),
  TRACKING_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Unset, e-mails go to the stored dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  MAIL_FROM: z.string().min(3).default(`"${BRAND.productName}" <${BRAND.supportEmail}>`),
  /** Copied (Cc) on every supplier e-mail and PDF confirmation. */
  SUPPORT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default(BRAND.supportEmail),
  OPS_NOTIFY_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The back office's own origin in production (admin. beside the public host): staff routes refuse a browser's request
   * from any other, and passkeys are made for it. Unset (the embedded product), one origin serves both.
   */
  ADMIN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  MANUAL_PAYMENT_INSTRUCTIONS: z
    .string()
    .min(10)
    .max(2000)
    .default(
      `Pay by bank transfer to VIP Airport Services, or by card over the phone on ${BRAND.supportPhone}. Our team sends the bank details with this invoice on request: ${BRAND.supportEmail}.`,
    ),
  /** Flags unanswered requests before the 24-hour promise runs out. */
  REPLY_OVERDUE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(20),
  /**
   * How long a booking may stay in each status before its card is overdue, "status=hours" comma-separated ("none": no
   * target); statuses not named keep the defaults (2 h for a new inquiry, 24 h for pending supplier availability, ...).
   */
  STATUS_TARGET_HOURS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseStatusTargets(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** When the reconfirmation sweep runs (pg-boss cron, UTC) on PostgreSQL. */
  RECONFIRMATION_CRON: z
    .string()
    .regex(/^\S+( \S+){4,5}$/, 'must be a cron expression, like */10 * * * *')
    .default('*/10 * * * *'),
  /** How often the sweep runs on the embedded database (one process, no job queue). */
  RECONFIRMATION_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  /** Per post of a partner's web hook. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Posts web hooks whose retry is due (a change posts at once). */
  WEBHOOK_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Picks up messages whose sender died or whose retry is due. */
  MESSAGE_RELAY_INTERVAL_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
  /** Unset, texts go to the dev outbox. */
  SMS_URL: z.url().optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).max(20).default('VIPAirport'),
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Per staff member, so a runaway client or stolen session cannot flood customers and suppliers. */
  SEND_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(1000).default(30),
  /** Per client address, over reads and answers of supplier job links alike. */
  SUPPLIER_JOB_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(1000).default(30),
  /** A job link answers this long after the service, for the completion report. */
  SUPPLIER_JOB_LINK_GRACE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 30)
    .default(72),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  PDF_PAPER_SIZE: z.enum(['A4', 'Letter']).default('A4'),
  /** Square needs both, else invoices are manual. Never logged. */
  SQUARE_ACCESS_TOKEN: z.string().min(1).optional(),
  SQUARE_LOCATION_ID: z.string().min(1).optional(),
  SQUARE_BASE_URL: z.url().optional(),
  SQUARE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Both exactly as entered at Square: the signature covers the URL. */
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().min(1).optional(),
  SQUARE_WEBHOOK_URL: z.url().optional(),
  RECEIPTS_STORAGE: z.enum(['local', 's3']).default('local'),
  RECEIPTS_DIR: z.string().min(1).optional(),
  /** The gateway's body limit must allow it. */
  RECEIPTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  /** Unset, the SDK's default chain (instance role). Never logged. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Most S3-compatible servers need path-style URLs. */
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
  /** Unset: allowed (http, loopback, private addresses) so the embedded product can be tried, refused in production. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolFromEnv.optional(),
  /** Per admin, over creating and rotating partner keys and web-hook secrets. */
  PARTNER_SECRET_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(1000).default(20),
};

export type OpsConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const config = parseEnv(opsEnvShape, env);
  // A link in a traveller's e-mail must never point at a developer's machine.
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN)
    throw new Error(
      'Invalid configuration:\n  PUBLIC_ORIGIN: is required when NODE_ENV=production (the public site, for links in e-mails)',
    );
  if (config.RECEIPTS_STORAGE === 's3' && !config.S3_BUCKET)
    throw new Error(
      'Invalid configuration:\n  S3_BUCKET: is required when RECEIPTS_STORAGE=s3 (the bucket receipts are kept in)',
    );
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  // A stolen password must never open the back office where it matters.
  if (config.NODE_ENV === 'production' && config.STAFF_SECOND_FACTOR === 'optional')
    throw new Error(
      'Invalid configuration:\n  STAFF_SECOND_FACTOR: must not be optional when NODE_ENV=production (staff sign in with a password and a second factor)',
    );
  if (config.NODE_ENV === 'production' && config.STAFF_PASSWORD_SCRYPT_COST < 17)
    throw new Error(
      "Invalid configuration:\n  STAFF_PASSWORD_SCRYPT_COST: must be at least 17 when NODE_ENV=production (OWASP's scrypt cost for passwords)",
    );
  if (
    config.ADMIN_ORIGIN &&
    config.PUBLIC_ORIGIN &&
    new URL(config.ADMIN_ORIGIN).origin === new URL(config.PUBLIC_ORIGIN).origin
  )
    throw new Error(
      "Invalid configuration:\n  ADMIN_ORIGIN: must be the back office's own origin, not PUBLIC_ORIGIN (leave it unset for one origin)",
    );
  const webAuthn = webAuthnOf(config);
  return {
    ...config,
    ...webAuthn,
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${GATEWAY_PORT}`,
    ADMIN_ORIGIN: config.ADMIN_ORIGIN ? new URL(config.ADMIN_ORIGIN).origin : undefined,
    RECEIPTS_DIR: config.RECEIPTS_DIR ?? join(config.DATA_DIR, 'receipts'),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: config.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? config.NODE_ENV !== 'production',
  };
}

/**
 * Where passkeys are made and used. Unset, the back office's origin (ADMIN_ORIGIN), else the public origin in
 * production, else http://localhost on the gateway's port (a browser refuses WebAuthn on an IP address).
 */
function webAuthnOf(config: {
  NODE_ENV: string;
  PUBLIC_ORIGIN?: string;
  ADMIN_ORIGIN?: string;
  WEBAUTHN_RP_ID?: string;
  WEBAUTHN_ORIGINS?: string[];
}) {
  const origins =
    config.WEBAUTHN_ORIGINS ??
    (config.ADMIN_ORIGIN ? [config.ADMIN_ORIGIN] : undefined) ??
    (config.NODE_ENV === 'production' && config.PUBLIC_ORIGIN
      ? [new URL(config.PUBLIC_ORIGIN).origin]
      : [`http://localhost:${GATEWAY_PORT}`]);
  const rpId = config.WEBAUTHN_RP_ID ?? new URL(origins[0]!).hostname;
  if (/^[\d.]+$/.test(rpId) || rpId.includes(':'))
    throw new Error(
      `Invalid configuration:\n  WEBAUTHN_RP_ID: ${rpId} is an IP address, which browsers refuse for passkeys; serve the back office on a host name (localhost on one machine)`,
    );
  const outside = origins.filter((o) => {
    const host = new URL(o).hostname;
    return host !== rpId && !host.endsWith(`.${rpId}`);
  });
  if (outside.length > 0)
    throw new Error(
      `Invalid configuration:\n  WEBAUTHN_ORIGINS: ${outside.join(', ')} is not on WEBAUTHN_RP_ID ${rpId} or a subdomain of it`,
    );
  return { WEBAUTHN_RP_ID: rpId, WEBAUTHN_ORIGINS: origins.map((o) => new URL(o).origin) };
}
