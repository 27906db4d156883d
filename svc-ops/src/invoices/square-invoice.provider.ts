import { createHash, randomUUID } from 'node:crypto';
import { SquareClient, SquareError, SquareTimeoutError, type Square } from 'square';
import type { InvoiceDraft, InvoiceProvider, ProviderCheck, ProviderInvoice, StoredInvoice } from './invoice-provider';
import { InvoiceProviderError } from './invoice-provider';

export interface SquareInvoiceProviderOptions {
  accessToken: string;
  locationId: string;
  baseUrl?: string;
  timeoutMs: number;
}

/**
 * Every call names the invoice version Square expects. The SDK does not retry (maxRetries 0): the service decides what
 * a failure means.
 */
export class SquareInvoiceProvider implements InvoiceProvider {
  readonly name = 'square' as const;
  private readonly client: SquareClient;

  constructor(private readonly options: SquareInvoiceProviderOptions) {
    this.client = new SquareClient({
      token: options.accessToken,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      maxRetries: 0,
      timeoutInSeconds: Math.max(1, Math.ceil(options.timeoutMs / 1000)),
    });
  }

  /** An ACTIVE location proves the credentials, the host and the location id at once. */
  async check(): Promise<ProviderCheck> {
    try {
      const res = await call('read the location', () =>
        this.client.locations.get({ locationId: this.options.locationId }),
      );
      const location = res.location;
      if (!location || location.status !== 'ACTIVE')
        return { ok: false, message: `Square location ${this.options.locationId} is not active` };
      return {
        ok: true,
        message: `Square answers: location ${location.name ?? location.id} (${location.id}) is active, in ${location.currency ?? 'USD'}`,
      };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof InvoiceProviderError ? error.message : 'Square could not be reached',
      };
    }
  }

  async create(draft: InvoiceDraft): Promise<ProviderInvoice> {
    const customerId = await this.customerFor(draft);
    const orderInput: Square.Order = {
      locationId: this.options.locationId,
      referenceId: draft.referenceCode,
      customerId,
      lineItems: [
        { name: draft.title, quantity: '1', basePriceMoney: { amount: BigInt(draft.amountCents), currency: 'USD' } },
      ],
    };
    const { order } = await call('create the order', () =>
      this.client.orders.create({ idempotencyKey: idempotencyKeyFor('order', draft, orderInput), order: orderInput }),
    );
    if (!order?.id) throw new InvoiceProviderError('Square answered without an order');
    const invoiceInput: Square.Invoice = {
      locationId: this.options.locationId,
      orderId: order.id,
      primaryRecipient: { customerId },
      paymentRequests: [{ requestType: 'BALANCE', dueDate: draft.dueDate }],
      deliveryMethod: 'EMAIL',
      acceptedPaymentMethods: {
        card: true,
        squareGiftCard: false,
        bankAccount: false,
        buyNowPayLater: false,
        cashAppPay: false,
      },
      title: draft.title.slice(0, 255),
      description: draft.description,
    };
    const { invoice } = await call('create the invoice', () =>
      this.client.invoices.create({
        idempotencyKey: idempotencyKeyFor('invoice', draft, invoiceInput),
        invoice: invoiceInput,
      }),
    );
    return toProviderInvoice(invoice);
  }

  async publish(invoice: StoredInvoice): Promise<ProviderInvoice> {
    const res = await call('publish the invoice', () =>
      this.client.invoices.publish({
        invoiceId: invoice.id,
        version: invoice.version ?? 0,
        idempotencyKey: randomUUID(),
      }),
    );
    return toProviderInvoice(res.invoice);
  }

  async get(invoice: StoredInvoice): Promise<ProviderInvoice> {
    const res = await call('read the invoice', () => this.client.invoices.get({ invoiceId: invoice.id }));
    return toProviderInvoice(res.invoice);
  }

  async cancel(invoice: StoredInvoice): Promise<ProviderInvoice> {
    if (invoice.status === 'DRAFT') {
      // Square cancels only published invoices.
      await call('delete the draft invoice', () =>
        this.client.invoices.delete({ invoiceId: invoice.id, version: invoice.version ?? 0 }),
      );
      return { ...storedAsProvider(invoice), status: 'CANCELED' };
    }
    const res = await call('cancel the invoice', () =>
      this.client.invoices.cancel({ invoiceId: invoice.id, version: invoice.version ?? 0 }),
    );
    return toProviderInvoice(res.invoice);
  }

  async discard(invoice: ProviderInvoice): Promise<void> {
    await this.client.invoices.delete({ invoiceId: invoice.id, version: invoice.version ?? 0 }).catch(() => undefined);
  }

  private async customerFor(draft: InvoiceDraft): Promise<string> {
    const found = await call('look up the customer', () =>
      this.client.customers.search({
        query: { filter: { emailAddress: { exact: draft.contact.email } } },
        limit: BigInt(1),
      }),
    );
    const existing = found.customers?.[0]?.id;
    if (existing) return existing;
    const [givenName, ...rest] = draft.contact.name.trim().split(/\s+/);
    const { customer } = await call('create the customer', () =>
      this.client.customers.create({
        idempotencyKey: idempotencyKeyFor('customer', draft, { email: draft.contact.email, name: draft.contact.name }),
        givenName: givenName || undefined,
        familyName: rest.join(' ') || undefined,
        emailAddress: draft.contact.email,
        referenceId: draft.referenceCode,
      }),
    );
    if (!customer?.id) throw new InvoiceProviderError('Square answered without a customer');
    return customer.id;
  }
}

/**
 * A retried Generate gets back what Square already made instead of a second one; a changed request gets a new key, as
 * Square refuses a reused key with a different body.
 */
function idempotencyKeyFor(step: string, draft: InvoiceDraft, request: unknown): string {
  const body = JSON.stringify({ step, caseId: draft.caseId, replaces: draft.replacesId, request }, (_, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return createHash('sha256').update(body).digest('hex').slice(0, 40);
}

/** Errors carry Square's code and detail, never the token. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SquareTimeoutError)
      throw new InvoiceProviderError(`Square did not answer in time (${what})`, 'TIMEOUT');
    if (error instanceof SquareError) {
      const first = error.errors[0];
      if (error.statusCode === undefined)
        throw new InvoiceProviderError(`Square could not be reached (${what})`, 'UNREACHABLE');
      const detail = first?.detail ?? `HTTP ${error.statusCode}`;
      throw new InvoiceProviderError(`Square could not ${what}: ${detail}`, first?.code ?? null, error.statusCode);
    }
    throw new InvoiceProviderError(`Square could not be reached (${what})`, 'UNREACHABLE');
  }
}

function storedAsProvider(invoice: StoredInvoice): ProviderInvoice {
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

const cents = (money: Square.Money | undefined) =>
  money?.amount === undefined || money.amount === null ? null : Number(money.amount);

export function toProviderInvoice(invoice: Square.Invoice | undefined): ProviderInvoice {
  if (!invoice?.id || !invoice.status) throw new InvoiceProviderError('Square answered without an invoice');
  const request = invoice.paymentRequests?.[0];
  return {
    id: invoice.id,
    orderId: invoice.orderId ?? null,
    number: invoice.invoiceNumber ?? null,
    status: invoice.status,
    url: invoice.publicUrl ?? null,
    version: invoice.version ?? null,
    dueDate: request?.dueDate ?? null,
    paidCents: cents(request?.totalCompletedAmountMoney),
  };
}
