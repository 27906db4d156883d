import type { InvoiceProviderName } from '@vip/contracts/schemas';

/** The invoice as svc-ops keeps it on the case (what a provider needs to act on it). */
export interface StoredInvoice {
  provider: InvoiceProviderName;
  id: string;
  orderId: string | null;
  number: string | null;
  status: string;
  url: string | null;
  version: number | null;
  dueDate: string | null;
}

/** What a new invoice is made from: one line for the booking total, to the booking's contact. */
export interface InvoiceDraft {
  caseId: string;
  referenceCode: string;
  amountCents: number;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  contact: { name: string; email: string };
  /** The number of the invoice this one replaces (cancelled), if any. */
  previousNumber: string | null;
  /**
   * The provider's id of the invoice this one replaces, if any: each attempt after a cancelled invoice is a new
   * request.
   */
  replacesId: string | null;
}

/** The invoice as the provider now reports it. */
export interface ProviderInvoice {
  id: string;
  orderId: string | null;
  number: string | null;
  status: string;
  url: string | null;
  version: number | null;
  dueDate: string | null;
  /** What the customer has paid, in cents, when the provider says. */
  paidCents: number | null;
}

/**
 * An invoice service: Square, or manual invoices that staff mark paid. Each call either returns the
 * invoice as the provider now has it or throws InvoiceProviderError; nothing is written to svc-ops' database
 * here.
 */
export interface InvoiceProvider {
  readonly name: InvoiceProviderName;
  /** A DRAFT invoice for the draft's amount, to its contact. */
  create(draft: InvoiceDraft): Promise<ProviderInvoice>;
  /** DRAFT → UNPAID (or SCHEDULED), with the public payment page. */
  publish(invoice: StoredInvoice): Promise<ProviderInvoice>;
  /** The provider's current state. */
  get(invoice: StoredInvoice): Promise<ProviderInvoice>;
  /** → CANCELED (a draft is deleted where the provider cannot cancel drafts). */
  cancel(invoice: StoredInvoice): Promise<ProviderInvoice>;
  /** Best effort: removes an invoice just made that svc-ops could not keep. Never throws. */
  discard(invoice: ProviderInvoice): Promise<void>;
  /** The /test-payment screen: whether the provider answers with these settings, without making an invoice. */
  check(): Promise<ProviderCheck>;
}

export interface ProviderCheck {
  ok: boolean;
  /** What staff read: which account and location answered, or what is wrong. */
  message: string;
}

/** The provider refused or could not be reached; `code` is the provider's error code when it sent one. */
export class InvoiceProviderError extends Error {
  override readonly name = 'InvoiceProviderError';
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
