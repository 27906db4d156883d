import { defineErrors } from '@vip/platform/koa';

/** svc-ops's error codes and their HTTP statuses, in one place. */
export const opsErrors = defineErrors({
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  /** More sign-ins at once than the password hashing may take on (each costs 128 MiB). */
  SIGN_IN_BUSY: 503,
  /** Signed in with a temporary password: only choosing a new one is allowed. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** The staff member's role does not include the permission the route needs. */
  PERMISSION_DENIED: 403,
  INVALID_CURSOR: 400,
  CASE_NOT_FOUND: 404,
  VERSION_CONFLICT: 409,
  /** A staff save is applying its part in svc-booking: the case takes no cancel until it is done. */
  CHANGE_IN_PROGRESS: 409,
  CHECKLIST_ITEM_DERIVED: 422,
  BOOKING_UNAVAILABLE: 503,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  NOT_A_TRANSFER: 422,
  NOT_FOR_TRANSFER: 422,
  CURRENCY_RATE_MISSING: 422,
  UNKNOWN_AIRPORT: 422,
  LINKED_BOOKING_NOT_FOUND: 422,
  CATALOG_UNAVAILABLE: 503,
  REFERENCE_EXHAUSTED: 503,
  // Suppliers, communications, PDF confirmations and invoices.
  SUPPLIER_NOT_FOUND: 404,
  /**
   * A VIP supplier for another airport or a chauffeur case, a chauffeur supplier that does not serve the airport, ...
   */
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
  // Cancellations.
  /** The booking is cancelled: it cannot be cancelled again, moved between columns or invoiced. */
  BOOKING_CANCELLED: 409,
  /** The charge staff confirmed is no longer the one the policy implies (time passed, or the policy changed). */
  CANCELLATION_CHARGE_CHANGED: 409,
  // Supplier invoices and receipts.
  RECEIPT_NOT_FOUND: 404,
  /** The upload is larger than RECEIPTS_MAX_BYTES. */
  RECEIPT_TOO_LARGE: 413,
  /** Not a PDF, PNG, JPEG or WebP, or its bytes are not the type it claims. */
  RECEIPT_TYPE_NOT_ALLOWED: 415,
  /** The file store (folder or bucket) did not answer: nothing was written. */
  RECEIPT_STORAGE_UNAVAILABLE: 503,
});
