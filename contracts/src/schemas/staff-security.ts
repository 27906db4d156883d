import { z } from 'zod';
import { requiredText } from './common';
import { staffSessionSchema } from './staff';

// A staff sign-in is two steps: the password opens a short-lived pending state that reaches only the second-factor
// routes (its own cookie, its own CSRF token); a passkey, a code from an authenticator app or a recovery code turns it
// into a session. A person with no factor yet (the first sign-in, or after an admin's reset) sets one up there first.

/** What a person can use as a second factor; recovery codes are the way back in when both are lost. */
export const STAFF_SECOND_FACTORS = ['passkey', 'totp', 'recovery-code'] as const;
export type StaffSecondFactor = (typeof STAFF_SECOND_FACTORS)[number];

/** How a session was opened: `password` only where STAFF_SECOND_FACTOR=optional let a password alone in. */
export const STAFF_SESSION_METHODS = ['passkey', 'totp', 'recovery-code', 'password'] as const;
export type StaffSessionMethod = (typeof STAFF_SESSION_METHODS)[number];

export const STAFF_SESSION_METHOD_LABELS: Record<StaffSessionMethod, string> = {
  passkey: 'Passkey',
  totp: 'Authenticator app',
  'recovery-code': 'Recovery code',
  password: 'Password only',
};

export const RECOVERY_CODE_COUNT = 10;
/** Six digits every thirty seconds (RFC 6238's defaults, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const PASSKEY_NAME_MAX = 60;

export const staffPendingSignInSchema = z.object({
  user: z.object({ name: z.string(), email: z.string() }),
  /** Sent as X-CSRF-Token on the second-factor routes (not the session's: there is no session yet). */
  csrfToken: z.string(),
  /** verify: use a factor you have; enrol: set one up first (the first sign-in, or after an admin's reset). */
  purpose: z.enum(['verify', 'enrol']),
  /** What this person has set up (for verify). */
  methods: z.array(z.enum(STAFF_SECOND_FACTORS)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StaffPendingSignIn = z.infer<typeof staffPendingSignInSchema>;

/** POST /api/admin/session: a session (only where a password alone may sign in), or the pending second factor. */
export const staffSignInAnswerSchema = z.discriminatedUnion('status', [
  staffSessionSchema.extend({ status: z.literal('signed-in') }),
  z.object({ status: z.literal('second-factor'), pending: staffPendingSignInSchema }),
]);
export type StaffSignInAnswer = z.infer<typeof staffSignInAnswerSchema>;

/** Enrolment's end: the session, and the recovery codes, shown this once (only their hashes are kept). */
export const staffEnrolledSchema = staffSessionSchema.extend({
  status: z.literal('signed-in'),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type StaffEnrolled = z.infer<typeof staffEnrolledSchema>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const totpCodeSchema = z.object({
  code: z
    .string()
    .max(20)
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});
export type TotpCode = z.input<typeof totpCodeSchema>;

/** Typed as shown (XXXX-XXXX-XXXX-XXXX), in either case, with or without the dashes. */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .max(40)
    .transform((v) => digitsOnly(v).toUpperCase())
    .pipe(z.string().regex(/^[0-9A-Z]{16}$/, 'Enter one of your recovery codes, like ABCD-EFGH-JKMN-PQRS')),
});
export type RecoveryCode = z.input<typeof recoveryCodeSchema>;

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

/** A browser's answer to navigator.credentials.create(), as @simplewebauthn/browser serialises it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** A browser's answer to navigator.credentials.get(). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

export const passkeyNameSchema = requiredText(PASSKEY_NAME_MAX, 1, 'Give the passkey a name, like "Work laptop"');

export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

export const passkeyAuthenticationSchema = z.object({ response: passkeyAuthenticationResponseSchema });

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

/** The options a browser hands to navigator.credentials.create() / get() (@simplewebauthn/browser takes them as is). */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.string(), alg: z.number() })),
});
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
});

/** An authenticator app being set up: scan the QR code or type the key, then confirm with a code. */
export const authenticatorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… (what the QR code holds). */
  uri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

export const staffPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Synced to the person's other devices by their platform (a passkey manager). */
  backedUp: z.boolean(),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;

/** GET /api/admin/security: the signed-in person's own second factors. */
export const staffSecuritySchema = z.object({
  passkeys: z.array(staffPasskeySchema),
  authenticatorApp: z.object({ addedAt: z.iso.datetime({ offset: true }) }).nullable(),
  recoveryCodes: z.object({ remaining: z.number().int(), total: z.number().int() }),
  /** False only where STAFF_SECOND_FACTOR=optional. */
  secondFactorRequired: z.boolean(),
});
export type StaffSecurity = z.infer<typeof staffSecuritySchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A signed-in browser as its owner (or an admin) sees it: never its token, nor the whole client address. */
export const staffSessionInfoSchema = z.object({
  id: z.uuid(),
  /** From the browser's user agent, like "Chrome 131 on macOS". */
  device: z.string(),
  /** The client address's network: its /24 (IPv4) or /48 (IPv6). */
  place: z.string(),
  method: z.enum(STAFF_SESSION_METHODS),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSessionInfo = z.infer<typeof staffSessionInfoSchema>;
export const staffSessionListSchema = z.array(staffSessionInfoSchema);

export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const passkeyIdParamsSchema = z.object({ id: z.uuid('Unknown passkey') });
export const sessionIdParamsSchema = z.object({ id: z.uuid('Unknown session') });
export const staffSessionParamsSchema = z.object({
  id: z.uuid('Unknown staff member'),
  sessionId: z.uuid('Unknown session'),
});
