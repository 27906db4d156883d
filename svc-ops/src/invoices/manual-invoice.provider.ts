import { randomUUID } from 'node:crypto';
import type { InvoiceDraft, InvoiceProvider, ProviderCheck, ProviderInvoice, StoredInvoice } from './invoice-provider';

/** No external calls: the stored state is the truth, so `get` answers it unchanged. */
export class ManualInvoiceProvider implements InvoiceProvider {
  readonly name = 'manual' as const;

  async check(): Promise<ProviderCheck> {
    return {
      ok: true,
      message:
        'Invoices are manual (no Square credentials): staff send them and mark them paid; there is no payment provider to reach',
    };
  }

  async create(draft: InvoiceDraft): Promise<ProviderInvoice> {
    return {
      id: `manual_${randomUUID()}`,
      orderId: null,
      number: manualInvoiceNumber(draft.referenceCode, draft.previousNumber),
      status: 'DRAFT',
      url: null,
      version: 0,
      dueDate: draft.dueDate,
      paidCents: null,
    };
  }

  async publish(invoice: StoredInvoice): Promise<ProviderInvoice> {
    return { ...this.current(invoice), status: 'UNPAID', version: (invoice.version ?? 0) + 1 };
  }

  async get(invoice: StoredInvoice): Promise<ProviderInvoice> {
    return this.current(invoice);
  }

  async cancel(invoice: StoredInvoice): Promise<ProviderInvoice> {
    return { ...this.current(invoice), status: 'CANCELED', version: (invoice.version ?? 0) + 1 };
  }

  async discard(): Promise<void> {
    // Nothing exists outside svc-ops.
  }

  private current(invoice: StoredInvoice): ProviderInvoice {
    return {
      id: invoice.id,
      orderId: invoice.orderId,
      number: invoice.number,
      status: invoice.status,
      url: invoice.url,
      version: invoice.version,
      dueDate: invoice.dueDate,
      paidCents: null,
    };
  }
}

export function manualInvoiceNumber(referenceCode: string, previousNumber: string | null): string {
  const base = `INV-${referenceCode}`;
  if (!previousNumber || !previousNumber.startsWith(base)) return base;
  const suffix = /^-(\d+)$/.exec(previousNumber.slice(base.length));
  return `${base}-${(suffix ? Number(suffix[1]) : 1) + 1}`;
}
