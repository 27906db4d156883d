// Test helpers for the communications and confirmations UI: svc-ops' communication and PDF endpoints as a
// stateful fake fetch, and components rendered under the providers the shell gives.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { AdminBookingDetail, Communication, CommunicationCreateInput, PdfSendInput } from '@vip/contracts/schemas';
import { adminBooking, detailOf, emptyOperations, session, type Call } from './fake-ops';

export { adminBooking, detailOf, emptyOperations, session };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, message: string) =>
  json(status, { error: { code, message, requestId: 'r' } });

export function communication(overrides: Partial<Communication> = {}): Communication {
  return {
    id: 'm1',
    channel: 'email',
    purpose: 'supplier_email',
    to: ['ops@romavip.example'],
    cc: ['concierge@vipairportservices.com'],
    subject: 'Booking Request - VIP-12345-FCO',
    body: 'Please confirm.',
    attachmentName: null,
    transport: 'smtp',
    status: 'sent',
    error: null,
    attempts: 1,
    retryable: false,
    createdBy: 'Olivia Ops',
    createdAt: '2030-06-02T10:00:00.000Z',
    sentAt: '2030-06-02T10:00:01.000Z',
    ...overrides,
  };
}

export interface FakeOptions {
  detail: AdminBookingDetail;
  messages?: Communication[];
  /** How svc-ops answers a send: delivered, refused by the provider, or a whole-request failure. */
  deliver?: 'sent' | 'failed' | 'dev-outbox';
  sendError?: { status: number; code: string; message: string };
  pdfError?: { status: number; code: string; message: string };
  /** fetch itself rejects (no connection) for sends. */
  offline?: boolean;
}

/** svc-ops' communications, PDF and booking detail endpoints for one booking. */
export function fakeCommunications(options: FakeOptions) {
  const calls: Call[] = [];
  const state = { detail: options.detail, messages: [...(options.messages ?? [])] };
  let next = state.messages.length + 1;
  const base = `/api/admin/bookings/${state.detail.id}`;
  const row = (partial: Partial<Communication>): Communication => {
    const status = options.deliver === 'failed' ? 'failed' : 'sent';
    return communication({
      id: `m${next++}`,
      status,
      transport: options.deliver === 'dev-outbox' ? 'dev-outbox' : partial.channel === 'sms' ? 'sms-http' : 'smtp',
      error: status === 'failed' ? 'SMTP EENVELOPE 550: Mailbox unavailable' : null,
      retryable: status === 'failed',
      sentAt: status === 'failed' ? null : '2030-06-02T11:00:00.000Z',
      ...partial,
    });
  };

  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url: input, headers, body: init.body as string | undefined });
    const url = new URL(input, 'http://localhost');
    if (method !== 'GET' && headers['X-CSRF-Token'] !== session.csrfToken)
      return problem(403, 'CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    if (url.pathname === base && method === 'GET') return json(200, state.detail);
    if (url.pathname === `${base}/audit`) return json(200, []);
    if (url.pathname === `${base}/communications` && method === 'GET') return json(200, state.messages);
    if (url.pathname === `${base}/communications` && method === 'POST') {
      if (options.offline) throw new TypeError('Failed to fetch');
      if (options.sendError)
        return problem(options.sendError.status, options.sendError.code, options.sendError.message);
      const body = JSON.parse(init.body as string) as CommunicationCreateInput;
      const rows: Communication[] = [];
      if ('email' in body && body.email)
        rows.push(
          row({
            purpose: body.purpose,
            channel: 'email',
            subject: body.email.subject ?? null,
            body: body.email.message,
          }),
        );
      if ('sms' in body && body.sms)
        for (const r of body.sms.recipients)
          rows.push(row({ purpose: body.purpose, channel: 'sms', subject: null, to: [r], body: body.sms.message }));
      state.messages = [...rows, ...state.messages];
      return json(201, { communications: rows });
    }
    const retry = new RegExp(`^${base}/communications/([^/]+)/retry$`).exec(url.pathname);
    if (retry && method === 'POST') {
      const found = state.messages.find((m) => m.id === retry[1]);
      if (!found) return problem(404, 'COMMUNICATION_NOT_FOUND', 'Message not found');
      Object.assign(found, {
        status: 'sent',
        error: null,
        retryable: false,
        attempts: found.attempts + 1,
        sentAt: '2030-06-02T12:00:00.000Z',
      });
      return json(200, found);
    }
    // As svc-ops: generating is a POST (with the CSRF token, checked above), reading the latest a GET.
    if (
      (url.pathname === `${base}/generate-pdf` && method === 'POST') ||
      (url.pathname === `${base}/pdf` && method === 'GET')
    ) {
      if (options.pdfError) return problem(options.pdfError.status, options.pdfError.code, options.pdfError.message);
      if (url.pathname.endsWith('/generate-pdf')) {
        state.detail = {
          ...state.detail,
          operations: {
            ...state.detail.operations,
            pdfConfirmationGenerated: true,
            pdfConfirmationGeneratedAt: '2030-06-02T11:30:00.000Z',
          },
        };
      }
      return new Response(new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    }
    if (url.pathname === `${base}/generate-pdf`) return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    if (url.pathname === `${base}/send-pdf` && method === 'POST') {
      if (options.offline) throw new TypeError('Failed to fetch');
      if (options.sendError)
        return problem(options.sendError.status, options.sendError.code, options.sendError.message);
      const body = JSON.parse(init.body as string) as PdfSendInput;
      const sent = row({
        purpose: 'pdf',
        channel: 'email',
        to: [body.recipientEmail],
        subject: body.subject ?? null,
        body: body.emailBody ?? '',
        attachmentName: 'Reservation-Confirmation-VIP-12345-FCO.pdf',
      });
      state.messages = [sent, ...state.messages];
      if (sent.status === 'sent') {
        state.detail = {
          ...state.detail,
          operations: {
            ...state.detail.operations,
            pdfConfirmationGenerated: true,
            pdfConfirmationSentToClient: true,
            pdfConfirmationSentAt: '2030-06-02T11:45:00.000Z',
            pdfConfirmationSentTo: body.recipientEmail,
          },
        };
      }
      return json(201, sent);
    }
    return problem(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;

  return {
    calls,
    state,
    posted: (suffix: string) =>
      calls
        .filter((c) => c.method === 'POST' && c.url === `${base}${suffix}`)
        .map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>),
  };
}

export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <AntApp>{ui}</AntApp>
      </QueryClientProvider>,
    ),
  };
}

/** A meet-and-greet booking with an assistant as booker; pass operations to add supplier, greeter or driver. */
export function booking(
  overrides: Partial<AdminBookingDetail> = {},
  operations: Parameters<typeof emptyOperations>[0] = {},
): AdminBookingDetail {
  return detailOf(adminBooking(), { operations: emptyOperations(operations), ...overrides });
}

export const withSupplier = {
  assignedSupplierName: 'Roma VIP',
  assignedSupplierEmail: 'ops@romavip.example',
  assignedSupplierPhone: '+39 06 5555 0000',
};
export const withGreeter = { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678', meetLocation: 'Gate B12' };
export const withDriver = {
  driverName: 'Luca',
  driverPhone: '+39 333 123 4567',
  vehicleMakeModel: 'Mercedes E',
  vehiclePlate: 'AB123CD',
};
export const chauffeurBooking = (operations: Parameters<typeof emptyOperations>[0] = {}) =>
  booking(
    {
      isChauffeur: true,
      service: null,
      transfer: {
        direction: 'pickup',
        airportCode: 'FCO',
        pickupLocation: 'Terminal 3',
        dropoffLocation: 'Hotel Hassler',
        passengers: 2,
        vehicleType: 'sedan',
      },
    },
    operations,
  );
