import { z } from 'zod';
import { STAFF_PERMISSION_NAMES } from '../permissions';
import { STAFF_ROLES } from '../vocabulary';

// Staff identity across services: svc-ops signs a short-lived token for one service (its audience) from a staff
// session; that service checks it against svc-ops' published keys (JWKS), with no call to svc-ops per request.

/** The services that take staff tokens, each the `aud` of the tokens made for it. */
export const STAFF_TOKEN_AUDIENCES = ['svc-catalog', 'svc-booking'] as const;
export type StaffTokenAudience = (typeof STAFF_TOKEN_AUDIENCES)[number];

export const STAFF_TOKEN_ISSUER = 'svc-ops';
/** Short, so a role change, a disable or a sign-out reaches every service within it. */
export const STAFF_TOKEN_TTL_SECONDS = 300;
/** ECDSA P-256 with SHA-256: small signatures, supported by every JOSE library and WebCrypto. */
export const STAFF_TOKEN_ALGORITHM = 'ES256';
/** A browser asks for a new token once the one it holds has less than this left. */
export const STAFF_TOKEN_REFRESH_BEFORE_SECONDS = 60;

/** POST /api/admin/session/token (session cookie and X-CSRF-Token, as every staff call). */
export const staffTokenRequestSchema = z.object({
  audience: z.enum(STAFF_TOKEN_AUDIENCES, { error: 'Audience must be svc-catalog or svc-booking' }),
});
export type StaffTokenRequest = z.infer<typeof staffTokenRequestSchema>;

export const staffTokenSchema = z.object({
  /** Sent as `Authorization: Bearer <token>` to the audience's staff routes. */
  token: z.string(),
  tokenType: z.literal('Bearer'),
  audience: z.enum(STAFF_TOKEN_AUDIENCES),
  expiresAt: z.iso.datetime({ offset: true }),
  expiresIn: z.number().int().positive(),
});
export type StaffToken = z.infer<typeof staffTokenSchema>;

/** The token's claims, as the audience reads them once the signature, issuer, audience and expiry are checked. */
export const staffTokenClaimsSchema = z.object({
  iss: z.literal(STAFF_TOKEN_ISSUER),
  /** The staff member's id. */
  sub: z.string().min(1),
  aud: z.union([z.enum(STAFF_TOKEN_AUDIENCES), z.array(z.enum(STAFF_TOKEN_AUDIENCES))]),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** What the role may do when the token was made; the audience checks its own routes against these. */
  permissions: z.array(z.enum(STAFF_PERMISSION_NAMES)),
  /** The session it was made from (its id, never the cookie's token). */
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1),
});
export type StaffTokenClaims = z.infer<typeof staffTokenClaimsSchema>;

/** The answers a staff token's audience gives when the token is missing, malformed, expired or not for it. */
export const STAFF_TOKEN_MESSAGES = {
  missing: 'Send a staff token from POST /api/admin/session/token as Authorization: Bearer',
  invalid: 'This staff token is not valid; ask for a new one',
  expired: 'This staff token has expired; ask for a new one',
} as const;
