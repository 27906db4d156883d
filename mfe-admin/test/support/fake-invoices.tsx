// Test helpers for the invoice tab: svc-ops's booking detail and invoice calls as the tab sees them
// (Square or manual provider, failures on demand), and the tab rendered inside a live booking detail query
// under the providers the shell gives.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { AdminBookingDetail, CaseInvoice, InvoiceActionResult, StaffSession } from '@vip/contracts/schemas';
import type { StaffRole } from '@vip/contracts/vocabulary';
import { StaffSessionContext } from '../../src/auth/permissions';
import { useBookingDetail } from '../../src/booking-detail/api';
import { InvoiceTab } from '../../src/booking-detail/tabs/invoice-tab';
import { adminBooking, detailOf, emptyOperations, session, sessionAs, type Call } from './fake-ops';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string) =>
  json(status, { error: { code, message, requestId: 'r' } });

export interface FakeInvoicesOptions {
  provider?: 'square' | 'manual';
  invoice?: CaseInvoice | null;
  isPaid?: boolean;
  /** An invoice call (create-invoice, send-invoice…) is answered once this settles for it. */
  gate?: (action: string) => Promise<void>;
}

/** svc-ops for one booking (c1, 545 USD): its detail, the configured provider and the five invoice calls. */
export function fakeInvoices(options: FakeInvoicesOptions = {}) {
  const provider = options.provider ?? 'square';
  const calls: Call[] = [];
  let detail: AdminBookingDetail = detailOf(adminBooking({ isPaid: options.isPaid ?? false }), {
    operations: emptyOperations({ invoice: options.invoice ?? null }),
  });
  const failures = new Map<string, { status: number; code: string; message: string }>();
  /** Square's side: the client paid on the hosted page (seen on the next Refresh Status). */
  let paidAtSquare = false;
  let counter = 0;

  const result = (): InvoiceActionResult => {
    const invoice = detail.operations.invoice!;
    return {
      invoice: { ...invoice, invoiceUrl: invoice.url },
      isPaid: detail.isPaid,
      paidAt: detail.operations.paidAt,
      version: detail.version,
    };
  };
  const change = (
    invoice: Partial<CaseInvoice>,
    extra: Partial<AdminBookingDetail> = {},
    paidAt: string | null = detail.operations.paidAt,
  ) => {
    detail = {
      ...detail,
      ...extra,
      version: detail.version + 1,
      operations: { ...detail.operations, invoice: { ...detail.operations.invoice!, ...invoice }, paidAt },
    };
  };

  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url: input, headers, body: init.body as string | undefined });
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/admin/bookings/c1' && method === 'GET') return json(200, detail);
    if (url.pathname === '/api/admin/invoices/provider') return json(200, { provider });
    const action = /^\/api\/admin\/bookings\/c1\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (!action || method !== 'POST') return problem(404, 'NOT_FOUND', 'Not Found');
    if (headers['X-CSRF-Token'] !== session.csrfToken)
      return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    await options.gate?.(action);
    const failure = failures.get(action);
    if (failure) {
      failures.delete(action);
      return problem(failure.status, failure.code, failure.message);
    }
    const invoice = detail.operations.invoice;
    const now = '2030-06-02T10:00:00.000Z';
    if (action === 'create-invoice') {
      if (invoice && !['CANCELED', 'FAILED'].includes(invoice.status))
        return problem(
          409,
          'INVOICE_STATE',
          `This booking already has an invoice (${invoice.status}); cancel it before making a new one`,
        );
      counter += 1;
      detail = {
        ...detail,
        version: detail.version + 1,
        operations: {
          ...detail.operations,
          invoice: {
            provider,
            id: `inv:0-${counter}`,
            number:
              provider === 'square'
                ? String(counter).padStart(6, '0')
                : counter === 1
                  ? 'INV-VIP-12345-FCO'
                  : `INV-VIP-12345-FCO-${counter}`,
            status: 'DRAFT',
            url: null,
            dueDate: '2030-06-09',
            amount: detail.totalPrice,
            createdAt: now,
            publishedAt: null,
            cancelledAt: null,
            cancellationReason: null,
          },
        },
      };
      return json(200, result());
    }
    if (!invoice) return problem(404, 'INVOICE_NOT_FOUND', 'This booking has no invoice');
    if (action === 'publish-invoice') {
      if (invoice.status !== 'DRAFT')
        return problem(409, 'INVOICE_STATE', `Only a draft invoice can be published; this one is ${invoice.status}`);
      change({
        status: 'UNPAID',
        publishedAt: now,
        url: provider === 'square' ? `https://squareup.com/pay-invoice/${invoice.id}` : null,
      });
      return json(200, result());
    }
    if (action === 'refresh-invoice') {
      if (paidAtSquare && invoice.status !== 'PAID') change({ status: 'PAID' }, { isPaid: true }, now);
      return json(200, result());
    }
    if (action === 'cancel-invoice') {
      if (['PAID', 'COMPLETED'].includes(invoice.status))
        return problem(409, 'INVOICE_STATE', `A ${invoice.status} invoice cannot be cancelled`);
      const { reason } = JSON.parse(init.body as string) as { reason: string };
      change({ status: 'CANCELED', cancelledAt: now, cancellationReason: reason });
      return json(200, result());
    }
    if (action === 'mark-paid') {
      change({ status: 'PAID' }, { isPaid: true }, now);
      return json(200, result());
    }
    if (action === 'send-invoice') {
      if (invoice.provider !== 'manual' || !['DRAFT', 'UNPAID'].includes(invoice.status))
        return problem(409, 'INVOICE_STATE', `A ${invoice.status} invoice cannot be sent`);
      if (invoice.status === 'DRAFT') change({ status: 'UNPAID', publishedAt: now });
      return json(201, {
        id: 'm1',
        channel: 'email',
        purpose: 'invoice',
        to: ['grace@example.com'],
        cc: ['concierge@vipairportservices.com'],
        subject: `Invoice ${invoice.number} – VIP-12345-FCO`,
        body: 'How to pay: …',
        attachmentName: `Invoice-${invoice.number}.pdf`,
        transport: 'smtp',
        status: 'sent',
        error: null,
        attempts: 1,
        retryable: false,
        createdBy: 'Ops',
        createdAt: now,
        sentAt: now,
      });
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;

  return {
    calls,
    posts: () => calls.filter((c) => c.method === 'POST'),
    detail: () => detail,
    failNext: (action: string, status: number, code: string, message: string) =>
      void failures.set(action, { status, code, message }),
    payAtSquare: () => void (paidAtSquare = true),
  };
}

function LiveInvoiceTab({ staff }: { staff: StaffSession }) {
  const detail = useBookingDetail('c1');
  return detail.data ? <InvoiceTab booking={detail.data} session={staff} /> : null;
}

/**
 * The tab fed by the booking detail query, as in the modal: a mutation's refetch re-renders it. Signed in
 * as an admin unless another role is given (what the tab offers follows the session's permissions).
 */
export function renderInvoiceTab(role: StaffRole = 'admin') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const staff = role === 'admin' ? session : sessionAs(role);
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <StaffSessionContext.Provider value={staff}>
          <LiveInvoiceTab staff={staff} />
        </StaffSessionContext.Provider>
      </AntApp>
    </QueryClientProvider>,
  );
}

/** A stored invoice in any status, for rendering the tab directly. */
export function invoiceIn(status: string, overrides: Partial<CaseInvoice> = {}): CaseInvoice {
  return {
    provider: 'square',
    id: 'inv:0-9',
    number: '000009',
    status,
    url: status === 'DRAFT' ? null : 'https://squareup.com/pay-invoice/inv:0-9',
    dueDate: '2030-06-09',
    amount: 545,
    createdAt: '2030-06-01T10:00:00.000Z',
    publishedAt: status === 'DRAFT' ? null : '2030-06-01T11:00:00.000Z',
    cancelledAt: null,
    cancellationReason: null,
    ...overrides,
  };
}
