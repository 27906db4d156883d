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
import { type AdminStatus, type BoardOwnerFilter } from '@vip/contracts/vocabulary';
import { adminKeys } from '../auth/api';

/** Cards per column page; a column loads more on demand and the board never fetches every booking. */
export const COLUMN_PAGE_SIZE = 20;

/** What the board shows: a search, and only one partner's bookings when one is chosen. */
export interface BoardFilter {
  q: string;
  partnerId: string | null;
  /** 'me': Mine; 'none': Unassigned; absent: everyone's. */
  owner?: BoardOwnerFilter | null;
  /** Only cards past their status's target. */
  overdue?: boolean;
}

/** A plain search reads as a filter without a partner. */
type BoardSearch = string | BoardFilter;
const filterOf = (search: BoardSearch): BoardFilter =>
  typeof search === 'string' ? { q: search, partnerId: null } : search;

function withFilter(params: URLSearchParams, { q, partnerId, owner, overdue }: BoardFilter): string {
  if (q) params.set('q', q);
  if (partnerId) params.set('partnerId', partnerId);
  if (owner) params.set('owner', owner);
  if (overdue) params.set('overdue', 'true');
  return params.toString();
}

const keyOf = (f: BoardFilter) => [f.q, f.partnerId, f.owner ?? null, f.overdue ?? false] as const;

function listPath(status: AdminStatus, filter: BoardFilter, cursor?: string): string {
  const params = new URLSearchParams({ status, limit: String(COLUMN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/bookings?${withFilter(params, filter)}`;
}

function cancelledPath(filter: BoardFilter, cursor?: string): string {
  const params = new URLSearchParams({ view: 'cancelled', limit: String(COLUMN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/bookings?${withFilter(params, filter)}`;
}

function summaryPath(filter: BoardFilter): string {
  const query = withFilter(new URLSearchParams(), filter);
  return query ? `/api/admin/bookings/summary?${query}` : '/api/admin/bookings/summary';
}

/** The CSV of every booking matching the search and partner (the whole board, not just the loaded pages). */
export function exportCsvUrl(search: BoardSearch): string {
  const query = withFilter(new URLSearchParams(), filterOf(search));
  return query ? `/api/admin/bookings/export.csv?${query}` : '/api/admin/bookings/export.csv';
}

/** Query keys of the board: everything under ['board'] refreshes together after a move. */
export const boardKeys = {
  all: adminKeys.board,
  summary: (filter: BoardFilter) => ['board', 'summary', ...keyOf(filter)] as const,
  column: (status: AdminStatus, filter: BoardFilter) => ['board', 'column', status, ...keyOf(filter)] as const,
  cancelled: (filter: BoardFilter) => ['board', 'cancelled', ...keyOf(filter)] as const,
};

/** GET /api/admin/bookings?status=&q=&partnerId=&cursor=&limit= */
export function fetchColumnPage(
  status: AdminStatus,
  search: BoardSearch,
  cursor: string | undefined,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<AdminBookingPage> {
  return apiRequest('GET', baseUrl + listPath(status, filterOf(search), cursor), {
    schema: adminBookingPageSchema,
    signal,
  });
}

/** GET /api/admin/bookings/summary?q=&partnerId= */
export function fetchSummary(search: BoardSearch, baseUrl = '', signal?: AbortSignal): Promise<AdminBookingSummary> {
  return apiRequest('GET', baseUrl + summaryPath(filterOf(search)), { schema: adminBookingSummarySchema, signal });
}

/** PATCH /api/admin/bookings/{id}/status with the session's CSRF token. */
export function changeStatus(
  id: string,
  adminStatus: AdminStatus,
  csrfToken: string,
  baseUrl = '',
  withGroup = false,
): Promise<AdminBooking> {
  return apiRequest('PATCH', `${baseUrl}/api/admin/bookings/${encodeURIComponent(id)}/status`, {
    body: withGroup ? { adminStatus, withGroup } : { adminStatus },
    csrfToken,
    schema: adminBookingSchema,
  });
}

export function useBoardSummary(filter: BoardFilter) {
  return useQuery({ queryKey: boardKeys.summary(filter), queryFn: ({ signal }) => fetchSummary(filter, '', signal) });
}

export function useBoardColumn(status: AdminStatus, filter: BoardFilter) {
  return useInfiniteQuery({
    queryKey: boardKeys.column(status, filter),
    queryFn: ({ pageParam, signal }) => fetchColumnPage(status, filter, pageParam, '', signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The board's Cancelled view: every cancelled booking matching the filter, newest first, page by page. */
export function useCancelledBookings(filter: BoardFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: boardKeys.cancelled(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', cancelledPath(filter, pageParam), { schema: adminBookingPageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useChangeStatus(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      booking,
      to,
      withGroup = false,
    }: {
      booking: Pick<AdminBooking, 'id' | 'referenceCode'>;
      to: AdminStatus;
      withGroup?: boolean;
    }) => changeStatus(booking.id, to, session.csrfToken, '', withGroup),
    onSettled: () => client.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
