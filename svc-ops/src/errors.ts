import { defineErrors } from '@vip/platform/koa';

export const opsErrors = defineErrors({
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  /** A browser's request to a staff route from a page that is not the back office's own origin. */
  CROSS_ORIGIN_REQUEST: 403,
  /** Each password hash costs 128 MiB, so concurrent sign-ins are capped. */
  SIGN_IN_BUSY: 503,
  PASSWORD_CHANGE_REQUIRED: 403,
  /** A wrong code or passkey in the pending second-factor state. */
  SECOND_FACTOR_INVALID: 401,
  /** The pending state ended (expired, too many wrong factors, or reset): sign in again. */
  SECOND_FACTOR_ENDED: 401,
  TOO_MANY_SECOND_FACTOR_ATTEMPTS: 429,
  /** Enrolment asked of someone who has a factor, or a factor asked of someone who has none. */
  SECOND_FACTOR_STATE: 409,
  PASSKEY_NOT_VERIFIED: 422,
  PASSKEY_CHALLENGE_EXPIRED: 409,
  PASSKEY_EXISTS: 409,
  PASSKEY_NOT_FOUND: 404,
  AUTHENTICATOR_NOT_STARTED: 409,
  AUTHENTICATOR_NOT_FOUND: 404,
  /** A well-formed code the app being set up did not give. */
  AUTHENTICATOR_CODE_WRONG: 422,
  /** Where a second factor is required, the last passkey or app stays until another replaces it. */
  LAST_SECOND_FACTOR: 409,
  SESSION_NOT_FOUND: 404,
  CURRENT_SESSION: 409,
  PERMISSION_DENIED: 403,
  INVALID_CURSOR: 400,
  CASE_NOT_FOUND: 404,
  OWNER_UNKNOWN: 422,
  /** A supplier job link that is unknown, expired or revoked: one answer for all, so it reveals nothing. */
  SUPPLIER_JOB_LINK_INVALID: 404,
  /** The completion with its handling report, sent through the link before the service starts. */
  SUPPLIER_JOB_NOT_STARTED: 409,
  VERSION_CONFLICT: 409,
  CHANGE_IN_PROGRESS: 409,
  CHECKLIST_ITEM_DERIVED: 422,
  CHECKLIST_ITEM_NOT_FOR_BOOKING: 422,
  BOOKING_UNAVAILABLE: 503,
  /** A supplier's allotment through its job link: another supplier's, another airport's or withdrawn alike. */
  ALLOTMENT_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  NOT_A_TRANSFER: 422,
  NOT_FOR_TRANSFER: 422,
  CURRENCY_RATE_MISSING: 422,
  UNKNOWN_AIRPORT: 422,
  LINKED_BOOKING_NOT_FOUND: 422,
  CATALOG_UNAVAILABLE: 503,
  REFERENCE_EXHAUSTED: 503,
  SUPPLIER_NOT_FOUND: 404,
  SUPPLIER_NOT_ELIGIBLE: 422,
  CHAUFFEUR_SUPPLIER_EXISTS: 409,
  COMMUNICATION_NOT_FOUND: 404,
  COMMUNICATION_NOT_ALLOWED: 422,
  PDF_NOT_GENERATED: 409,
  PDF_UNAVAILABLE: 503,
  INVOICE_NOT_FOUND: 404,
  INVOICE_STATE: 409,
  INVOICE_PROVIDER_ERROR: 502,
  WEBHOOK_SIGNATURE_INVALID: 401,
  BOOKING_CANCELLED: 409,
  /** Time passed or the policy changed since staff confirmed the charge. */
  CANCELLATION_CHARGE_CHANGED: 409,
  RECEIPT_NOT_FOUND: 404,
  RECEIPT_TOO_LARGE: 413,
  RECEIPT_TYPE_NOT_ALLOWED: 415,
  RECEIPT_STORAGE_UNAVAILABLE: 503,
  PARTNER_NOT_FOUND: 404,
  PARTNER_NAME_TAKEN: 409,
  PARTNER_TERMS_NOT_FOUND: 404,
  /** Terms that have taken effect priced bookings: they stay on record. */
  PARTNER_TERMS_IN_FORCE: 409,
  PARTNER_TERMS_DATE_TAKEN: 409,
  PARTNER_TERMS_IN_PAST: 422,
  PARTNER_KEY_NOT_FOUND: 404,
  /** Only a key in use can be rotated. */
  PARTNER_KEY_NOT_ACTIVE: 409,
  PARTNER_LIVE_KEY_NOT_ALLOWED: 422,
  /** The partner exists; only a web hook that is set has a secret to rotate. */
  WEBHOOK_NOT_SET: 409,
  WEBHOOK_URL_NOT_ALLOWED: 422,
  /** A partner's test booking reaches no supplier and no invoice. */
  SANDBOX_BOOKING: 422,
  /** A partner API key that is unknown, revoked, expired, or of an inactive partner. */
  INVALID_API_KEY: 401,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  /** A dispatcher is posting it right now. */
  WEBHOOK_DELIVERY_IN_FLIGHT: 409,
});
