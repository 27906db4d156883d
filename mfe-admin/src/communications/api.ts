import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, errorBodySchema } from '@vip/contracts/http';
import {
  communicationListSchema,
  communicationSchema,
  communicationSendResultSchema,
  type Communication,
  type CommunicationCreateInput,
  type CommunicationSendResult,
  type PdfSendInput,
  type StaffSession,
} from '@vip/contracts/schemas';
import { detailKeys } from '../booking-detail/api';

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;
export const communicationsPath = (id: string) => `${bookingPath(id)}/communications`;
export const generatePdfPath = (id: string) => `${bookingPath(id)}/generate-pdf`;
export const latestPdfPath = (id: string) => `${bookingPath(id)}/pdf`;

/** Query keys of the Communication Center, one list per booking. */
export const communicationKeys = {
  all: ['communications'] as const,
  list: (bookingId: string) => [...communicationKeys.all, bookingId] as const,
};

// The fetchers take a base URL so the consumer pact test drives exactly these requests.

export function fetchCommunications(bookingId: string, baseUrl = '', signal?: AbortSignal): Promise<Communication[]> {
  return apiRequest('GET', baseUrl + communicationsPath(bookingId), { schema: communicationListSchema, signal });
}

export function sendCommunication(
  bookingId: string,
  body: CommunicationCreateInput,
  csrfToken: string,
  baseUrl = '',
): Promise<CommunicationSendResult> {
  return apiRequest('POST', baseUrl + communicationsPath(bookingId), {
    body,
    csrfToken,
    schema: communicationSendResultSchema,
  });
}

export function retryCommunication(
  bookingId: string,
  communicationId: string,
  csrfToken: string,
  baseUrl = '',
): Promise<Communication> {
  return apiRequest('POST', `${baseUrl}${communicationsPath(bookingId)}/${encodeURIComponent(communicationId)}/retry`, {
    csrfToken,
    schema: communicationSchema,
  });
}

export function sendPdfConfirmation(
  bookingId: string,
  body: PdfSendInput,
  csrfToken: string,
  baseUrl = '',
): Promise<Communication> {
  return apiRequest('POST', `${baseUrl}${bookingPath(bookingId)}/send-pdf`, {
    body,
    csrfToken,
    schema: communicationSchema,
  });
}

/**
 * A PDF as bytes. Not JSON, so not apiRequest; a failure still becomes an ApiRequestError with the server's
 * message.
 */
async function pdfRequest(
  url: string,
  init: { method: 'GET' | 'POST'; csrfToken?: string },
  fetchImpl: typeof fetch,
): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (init.csrfToken) headers['X-CSRF-Token'] = init.csrfToken;
  const res = await fetchImpl(url, { method: init.method, credentials: 'include', headers });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body;
    try {
      body = errorBodySchema.safeParse(JSON.parse(text)).data;
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, body);
  }
  return res.blob();
}

/** GET pdf: the latest stored PDF, read only. */
export function fetchPdf(path: string, baseUrl = '', fetchImpl: typeof fetch = fetch): Promise<Blob> {
  return pdfRequest(baseUrl + path, { method: 'GET' }, fetchImpl);
}

/**
 * POST generate-pdf: renders and stores a new PDF and answers it. A POST with the session's CSRF token
 * (svc-ops refuses a GET), so no link or other site can make staff generate one; it counts against the
 * staff member's send budget.
 */
export function generatePdf(
  bookingId: string,
  csrfToken: string,
  baseUrl = '',
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  return pdfRequest(baseUrl + generatePdfPath(bookingId), { method: 'POST', csrfToken }, fetchImpl);
}

export function useCommunications(bookingId: string) {
  return useQuery({
    queryKey: communicationKeys.list(bookingId),
    queryFn: ({ signal }) => fetchCommunications(bookingId, '', signal),
  });
}

/** After a send or a retry: the list, and the booking (last-sent times, checklist ticks, PDF state, history). */
function useRefreshAfterSend(bookingId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: communicationKeys.list(bookingId) }),
      client.invalidateQueries({ queryKey: detailKeys.detail(bookingId) }),
      client.invalidateQueries({ queryKey: detailKeys.audit(bookingId) }),
    ]);
}

export function useSendCommunication(bookingId: string, session: StaffSession) {
  const refresh = useRefreshAfterSend(bookingId);
  return useMutation({
    mutationFn: (body: CommunicationCreateInput) => sendCommunication(bookingId, body, session.csrfToken),
    onSettled: refresh,
  });
}

export function useRetryCommunication(bookingId: string, session: StaffSession) {
  const refresh = useRefreshAfterSend(bookingId);
  return useMutation({
    mutationFn: (communicationId: string) => retryCommunication(bookingId, communicationId, session.csrfToken),
    onSettled: refresh,
  });
}

export function useSendPdf(bookingId: string, session: StaffSession) {
  const refresh = useRefreshAfterSend(bookingId);
  return useMutation({
    mutationFn: (body: PdfSendInput) => sendPdfConfirmation(bookingId, body, session.csrfToken),
    onSettled: refresh,
  });
}

/** Generate PDF: a new one rendered and stored; the booking then reads Generated (the spec's reload, as a refetch). */
export function useGeneratePdf(bookingId: string, session: StaffSession) {
  const refresh = useRefreshAfterSend(bookingId);
  return useMutation({ mutationFn: () => generatePdf(bookingId, session.csrfToken), onSettled: refresh });
}
