import { join } from 'node:path';
import { z } from 'zod';
import { baseEnvShape, boolFromEnv, parseEnv } from '@vip/platform/config';
import { BRAND } from '@vip/contracts/brand';
import { GATEWAY_PORT, SERVICE_PORTS } from '@vip/contracts/platform';

export const opsEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-ops']),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@example.com'),
  ADMIN_NAME: z.string().min(1).default('Operations Admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /**
   * Set the admin's password anew at this start (ADMIN_PASSWORD, or a generated one in embedded mode); otherwise an
   * existing admin is left as it is.
   */
  ADMIN_PASSWORD_RESET: boolFromEnv.default(false),
  COOKIE_SECURE: boolFromEnv.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(12),
  /** A staff session unused this long ends (the absolute limit is SESSION_TTL_HOURS). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Sign-in attempts (hashed keys) are deleted after this many days; the throttle reads only the window above. */
  LOGIN_ATTEMPT_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Sign-in requests per client address per minute, right or wrong (a flood guard beside the failure count). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(30),
  /** Password changes a staff member may try in 15 minutes (the current password is checked like a sign-in). */
  PASSWORD_CHANGE_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().max(10_000).default(5),
  /** svc-booking's internal API, for staff corrections of contact, flight, travellers and porter. */
  BOOKING_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-booking']}`),
  /** The same token svc-booking has; unset, those corrections are refused (503). */
  INTERNAL_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  BOOKING_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** svc-catalog, for the airport (name, time zone) of a chauffeur transfer. */
  CATALOG_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-catalog']}`),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often the live board checks for changes made by other instances, while a board is open. */
  BOARD_POLL_MS: z.coerce.number().int().min(200).max(60_000).default(2000),
  /**
   * How often an open board's event stream is kept alive (under proxies' idle timeouts) and its session looked at
   * again.
   */
  BOARD_HEARTBEAT_MS: z.coerce.number().int().min(500).max(120_000).default(25_000),
  /** Rows read per database round trip while streaming the CSV export. */
  EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(1000),
  /** The tracking spreadsheet's web hook; unset, nothing is forwarded (searches stay in svc-booking). */
  TRACKING_WEBHOOK_URL: z.url().optional(),
  TRACKING_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * E-mail: an SMTP server URL (smtp:// or smtps://, may carry user:password); unset, e-mails go to the stored dev
   * outbox.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  MAIL_FROM: z.string().min(3).default(`"${BRAND.productName}" <${BRAND.supportEmail}>`),
  /** The support mailbox copied (Cc) on every supplier e-mail and PDF confirmation. */
  SUPPORT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default(BRAND.supportEmail),
  /** The operations mailbox told of every new booking group; unset, the support mailbox. */
  OPS_NOTIFY_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  /** The public site travellers use, for the links in e-mails (/manage-booking); required with NODE_ENV=production. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * How a client pays a manual invoice: printed on the invoice PDF and in its e-mail (bank details, a phone line for
   * cards).
   */
  MANUAL_PAYMENT_INSTRUCTIONS: z
    .string()
    .min(10)
    .max(2000)
    .default(
      `Pay by bank transfer to VIP Airport Services, or by card over the phone on ${BRAND.supportPhone}. Our team sends the bank details with this invoice on request: ${BRAND.supportEmail}.`,
    ),
  /**
   * The board marks a request no one has answered (still Inquiry Received) after this many hours (the promise is 24).
   */
  REPLY_OVERDUE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(20),
  /** How often svc-ops looks for its own messages to send again (a sender that died, an automatic retry due). */
  MESSAGE_RELAY_INTERVAL_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
  /**
   * Texts: an HTTP SMS provider (JSON POST {to, body, from} with a bearer token); unset, texts go to the dev outbox.
   */
  SMS_URL: z.url().optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).max(20).default('VIPAirport'),
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Outbound sends (e-mails, texts, PDF sends and retries) one staff member may start per minute; a runaway client or a
   * stolen session cannot flood customers and suppliers.
   */
  SEND_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(1000).default(30),
  /** Chromium for PDF confirmations (puppeteer-core drives it; launched on the first PDF, closed on shutdown). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * The paper PDF confirmations and invoices are laid out on: A4 for most of the world, Letter for North America
   * (test/paper-sizes.int-spec.ts lays the confirmation out on both).
   */
  PDF_PAPER_SIZE: z.enum(['A4', 'Letter']).default('A4'),
  /** Invoices through Square when both are set (else manual invoices that staff mark paid). Never logged. */
  SQUARE_ACCESS_TOKEN: z.string().min(1).optional(),
  SQUARE_LOCATION_ID: z.string().min(1).optional(),
  /** Square's API host; unset = production. The sandbox (https://connect.squareupsandbox.com) or a local stand-in. */
  SQUARE_BASE_URL: z.url().optional(),
  SQUARE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The webhook subscription's signature key and notification URL (exactly as entered at Square); both needed to accept
   * events.
   */
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().min(1).optional(),
  SQUARE_WEBHOOK_URL: z.url().optional(),
  /**
   * Where uploaded supplier invoices and receipts are kept: 'local' (a folder, RECEIPTS_DIR) or 's3' (a bucket of S3 or
   * an S3-compatible server).
   */
  RECEIPTS_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The folder of the local storage; unset, `receipts` under DATA_DIR. */
  RECEIPTS_DIR: z.string().min(1).optional(),
  /** The largest receipt file staff may upload, in bytes (10 MiB; the gateway's body limit must allow it). */
  RECEIPTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** The bucket receipts go to with RECEIPTS_STORAGE=s3 (required then). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, Ceph, ...); unset, AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  /** Credentials of the bucket; unset, the SDK's default chain (instance role, AWS_* variables). Never logged. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
};

export type OpsConfig = ReturnType<typeof loadConfig>;

/** Parses the environment once at start; every problem is reported together. */
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
  return {
    ...config,
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${GATEWAY_PORT}`,
    RECEIPTS_DIR: config.RECEIPTS_DIR ?? join(config.DATA_DIR, 'receipts'),
  };
}
