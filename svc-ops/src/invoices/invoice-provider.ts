import type { InvoiceProviderName } from '@vip/contracts/schemas';

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

export interface InvoiceDraft {
  caseId: string;
  referenceCode: string;
  amountCents: number;
  title: string;
  description: string;
  dueDate: string;
  contact: { name: string; email: string };
  previousNumber: string | null;
  /** Part of the idempotency key, so an attempt after a cancelled invoice is a new request. */
  replacesId: string | null;
}

export interface ProviderInvoice {
  id: string;
  orderId: string | null;
  number: string | null;
  status: string;
  url: string | null;
  version: number | null;
  dueDate: string | null;
  paidCents: number | null;
}

/** Writes nothing to svc-ops' database: callers record the answer in their own transaction. */
export interface InvoiceProvider {
  readonly name: InvoiceProviderName;
  create(draft: InvoiceDraft): Promise<ProviderInvoice>;
  publish(invoice: StoredInvoice): Promise<ProviderInvoice>;
  get(invoice: StoredInvoice): Promise<ProviderInvoice>;
  /** A draft is deleted where the provider cannot cancel drafts. */
  cancel(invoice: StoredInvoice): Promise<ProviderInvoice>;
  /** Best effort, never throws: cleanup after svc-ops could not keep a new invoice. */
  discard(invoice: ProviderInvoice): Promise<void>;
  check(): Promise<ProviderCheck>;
}

export interface ProviderCheck {
  ok: boolean;
  message: string;
}

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
