import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingPageSchema,
  adminBookingSchema,
  adminBookingSummarySchema,
  type AdminBooking,
  type AdminBookingPage,
  type AdminBookingSummary,
  type StaffSession,
} from '@vip/contracts/schemas';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import { adminKeys } from '../auth/api';

/** Cards per column page; a column loads more on demand and the board never fetches every booking. */
export const COLUMN_PAGE_SIZE = 20;

function listPath(status: AdminStatus, q: string, cursor?: string): string {
  const params = new URLSearchParams({ status, limit: String(COLUMN_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/bookings?${params.toString()}`;
}

function cancelledPath(q: string, cursor?: string): string {
  const params = new URLSearchParams({ view: 'cancelled', limit: String(COLUMN_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/bookings?${params.toString()}`;
}

function summaryPath(q: string): string {
  return q ? `/api/admin/bookings/summary?${new URLSearchParams({ q }).toString()}` : '/api/admin/bookings/summary';
}

/** The CSV of every booking matching the search (the whole board, not just the loaded pages). */
export function exportCsvUrl(q: string): string {
  return q
    ? `/api/admin/bookings/export.csv?${new URLSearchParams({ q }).toString()}`
    : '/api/admin/bookings/export.csv';
}

/** Query keys of the board: everything under ['board'] refreshes together after a move. */
export const boardKeys = {
  all: adminKeys.board,
  summary: (q: string) => ['board', 'summary', q] as const,
  column: (status: AdminStatus, q: string) => ['board', 'column', status, q] as const,
  cancelled: (q: string) => ['board', 'cancelled', q] as const,
};

/** GET /api/admin/bookings?status=&q=&cursor=&limit= */
export function fetchColumnPage(
  status: AdminStatus,
  q: string,
  cursor: string | undefined,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<AdminBookingPage> {
  return apiRequest('GET', baseUrl + listPath(status, q, cursor), { schema: adminBookingPageSchema, signal });
}

/** GET /api/admin/bookings/summary?q= */
export function fetchSummary(q: string, baseUrl = '', signal?: AbortSignal): Promise<AdminBookingSummary> {
  return apiRequest('GET', baseUrl + summaryPath(q), { schema: adminBookingSummarySchema, signal });
}

/** PATCH /api/admin/bookings/{id}/status with the session's CSRF token. */
export function changeStatus(
  id: string,
  adminStatus: AdminStatus,
  csrfToken: string,
  baseUrl = '',
): Promise<AdminBooking> {
  return apiRequest('PATCH', `${baseUrl}/api/admin/bookings/${encodeURIComponent(id)}/status`, {
    body: { adminStatus },
    csrfToken,
    schema: adminBookingSchema,
  });
}

export function useBoardSummary(q: string) {
  return useQuery({ queryKey: boardKeys.summary(q), queryFn: ({ signal }) => fetchSummary(q, '', signal) });
}

export function useBoardColumn(status: AdminStatus, q: string) {
  return useInfiniteQuery({
    queryKey: boardKeys.column(status, q),
    queryFn: ({ pageParam, signal }) => fetchColumnPage(status, q, pageParam, '', signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The board's Cancelled view: every cancelled booking matching the search, newest first, page by page. */
export function useCancelledBookings(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: boardKeys.cancelled(q),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', cancelledPath(q, pageParam), { schema: adminBookingPageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useChangeStatus(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, to }: { booking: Pick<AdminBooking, 'id' | 'referenceCode'>; to: AdminStatus }) =>
      changeStatus(booking.id, to, session.csrfToken),
    onSettled: () => client.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
