import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@vip/contracts/http';
import {
  caseOperationsUpdateSchema,
  adminBookingDetailSchema,
  adminCommentSchema,
  adminPricePreviewSchema,
  serviceOptionListSchema,
  type AdminPricePreviewRequest,
  auditTrailSchema,
  checklistItemSchema,
  type AdminBookingDetail,
  type BookingCoreUpdateInput,
  type ChecklistItemType,
  type StaffSession,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** Under the board's root, so a move on the board refreshes an open modal too. */
export const detailKeys = {
  detail: (id: string) => [...adminKeys.board, 'detail', id] as const,
  audit: (id: string) => [...adminKeys.board, 'audit', id] as const,
  pricePreview: (id: string, change: AdminPricePreviewRequest | null) =>
    [...adminKeys.board, 'price-preview', id, change] as const,
  serviceOptions: (id: string) => [...adminKeys.board, 'service-options', id] as const,
};

export function fetchBookingDetail(id: string, baseUrl = '', signal?: AbortSignal): Promise<AdminBookingDetail> {
  return apiRequest('GET', baseUrl + bookingPath(id), { schema: adminBookingDetailSchema, signal });
}

export function useBookingDetail(id: string | null) {
  return useQuery({
    queryKey: detailKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchBookingDetail(id!, '', signal),
    enabled: id !== null,
  });
}

export function useAuditTrail(id: string) {
  return useQuery({
    queryKey: detailKeys.audit(id),
    queryFn: ({ signal }) => apiRequest('GET', `${bookingPath(id)}/audit`, { schema: auditTrailSchema, signal }),
  });
}

/**
 * The old and new price of a pending edit (POST, nothing saved: svc-catalog prices it through svc-booking);
 * off while nothing that prices the booking changed.
 */
export function usePricePreview(id: string, change: AdminPricePreviewRequest | null, session: StaffSession) {
  return useQuery({
    queryKey: detailKeys.pricePreview(id, change),
    queryFn: ({ signal }) =>
      apiRequest('POST', `${bookingPath(id)}/price-preview`, {
        body: change,
        csrfToken: session.csrfToken,
        schema: adminPricePreviewSchema,
        signal,
      }),
    enabled: change !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** The services at the booking's airport of its type, priced for its party: what the edit form's Service offers. */
export function useServiceOptions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.serviceOptions(id),
    queryFn: ({ signal }) =>
      apiRequest('GET', `${bookingPath(id)}/service-options`, { schema: serviceOptionListSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** A save from the modal: the loaded version, the notes svc-ops keeps and the core fields svc-booking keeps. */
export interface DetailEdit
  extends Partial<Omit<BookingCoreUpdateInput, 'actor'>>, Partial<z.input<typeof caseOperationsUpdateSchema>> {
  version: number;
  internalNotes?: string | null;
  specialRequests?: string | null;
  escalationFlag?: boolean;
}

/** The modal's writes; each refreshes the board (cards show escalation) and the open booking. */
export function useDetailMutations(id: string, session: StaffSession) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.board });
  const csrfToken = session.csrfToken;
  return {
    save: useMutation({
      mutationFn: (edit: DetailEdit) =>
        apiRequest('PATCH', bookingPath(id), { body: edit, csrfToken, schema: adminBookingDetailSchema }),
      onSuccess: (detail) => client.setQueryData(detailKeys.detail(id), detail),
      onSettled: refresh,
    }),
    cancellationPolicy: useMutation({
      mutationFn: (hours: number) =>
        apiRequest('PATCH', `${bookingPath(id)}/cancellation-policy`, {
          body: { cancellationPolicyHours: hours },
          csrfToken,
          schema: adminBookingDetailSchema,
        }),
      onSuccess: (detail) => client.setQueryData(detailKeys.detail(id), detail),
      onSettled: refresh,
    }),
    checklist: useMutation({
      mutationFn: ({ itemType, isCompleted }: { itemType: ChecklistItemType; isCompleted: boolean }) =>
        apiRequest('PUT', `${bookingPath(id)}/checklist/${itemType}`, {
          body: { isCompleted },
          csrfToken,
          schema: checklistItemSchema,
        }),
      onSettled: refresh,
    }),
    comment: useMutation({
      mutationFn: (comment: string) =>
        apiRequest('POST', `${bookingPath(id)}/comments`, { body: { comment }, csrfToken, schema: adminCommentSchema }),
      onSettled: refresh,
    }),
  };
}
