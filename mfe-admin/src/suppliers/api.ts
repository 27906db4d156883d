import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingDetailSchema,
  chauffeurSupplierListSchema,
  chauffeurSupplierSchema,
  chauffeurSupplierSuggestionsSchema,
  vipSupplierListSchema,
  vipSupplierSchema,
  type AdminBookingDetail,
  type ChauffeurSupplierInput,
  type StaffSession,
  type SupplierAssignment,
  type SupplierLevel,
  type SupplierPreference,
  type VipSupplier,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';
import { detailKeys } from '../booking-detail/api';

const SUPPLIERS = '/api/suppliers';
const CHAUFFEUR = `${SUPPLIERS}/chauffeur`;

/** Query keys of the supplier hub; the first element is the URL. */
export const supplierKeys = {
  all: [SUPPLIERS] as const,
  vip: (airport: string, serviceLevel: SupplierLevel) => [SUPPLIERS, 'vip', airport, serviceLevel] as const,
  chauffeur: (airport: string) => [SUPPLIERS, 'chauffeur', airport] as const,
  names: (q: string) => [SUPPLIERS, 'chauffeur-names', q] as const,
};

/** An airport code as staff type it, ready to search: letters only, upper-cased, at most three. */
export const airportInput = (text: string) =>
  text
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 3);
export const isAirportCode = (code: string) => /^[A-Z]{3}$/.test(code);

const bookingSupplierPath = (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/supplier`;

export function fetchVipSuppliers(
  airport: string,
  serviceLevel: SupplierLevel,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<VipSupplier[]> {
  const query = new URLSearchParams({ airport, serviceLevel });
  return apiRequest('GET', `${baseUrl}${SUPPLIERS}?${query}`, { schema: vipSupplierListSchema, signal });
}

export function setSupplierPreferred(id: string, isPreferred: boolean, csrfToken: string, baseUrl = '') {
  return patchSupplier(id, { isPreferred }, csrfToken, baseUrl);
}

/** How many hours before the service instant confirmation stops for this supplier's seats. */
export function setSupplierNotice(id: string, instantBookingHours: number, csrfToken: string, baseUrl = '') {
  return patchSupplier(id, { instantBookingHours }, csrfToken, baseUrl);
}

/** Staff delete a VIP supplier: offered nowhere from then on, its job links end, its allotments stop confirming. */
export function deleteVipSupplier(id: string, csrfToken: string, baseUrl = ''): Promise<void> {
  return apiRequest('DELETE', `${baseUrl}${SUPPLIERS}/${encodeURIComponent(id)}`, { csrfToken });
}

function patchSupplier(id: string, body: SupplierPreference, csrfToken: string, baseUrl: string) {
  return apiRequest('PATCH', `${baseUrl}${SUPPLIERS}/${encodeURIComponent(id)}`, {
    body,
    csrfToken,
    schema: vipSupplierSchema,
  });
}

/** Without an airport: every chauffeur supplier (the hub panel). */
export function fetchChauffeurSuppliers(airport: string | null, baseUrl = '', signal?: AbortSignal) {
  const query = airport ? `?${new URLSearchParams({ airport })}` : '';
  return apiRequest('GET', `${baseUrl}${CHAUFFEUR}${query}`, { schema: chauffeurSupplierListSchema, signal });
}

export function fetchChauffeurSuggestions(q: string, baseUrl = '', signal?: AbortSignal) {
  return apiRequest('GET', `${baseUrl}${CHAUFFEUR}/names?${new URLSearchParams({ q })}`, {
    schema: chauffeurSupplierSuggestionsSchema,
    signal,
  });
}

export function createChauffeurSupplier(input: ChauffeurSupplierInput, csrfToken: string, baseUrl = '') {
  return apiRequest('POST', `${baseUrl}${CHAUFFEUR}`, { body: input, csrfToken, schema: chauffeurSupplierSchema });
}

export function updateChauffeurSupplier(id: string, input: ChauffeurSupplierInput, csrfToken: string, baseUrl = '') {
  return apiRequest('PUT', `${baseUrl}${CHAUFFEUR}/${encodeURIComponent(id)}`, {
    body: input,
    csrfToken,
    schema: chauffeurSupplierSchema,
  });
}

export function appendChauffeurAirportCodes(id: string, airportCodes: string[], csrfToken: string, baseUrl = '') {
  return apiRequest('POST', `${baseUrl}${CHAUFFEUR}/${encodeURIComponent(id)}/airport-codes`, {
    body: { airportCodes },
    csrfToken,
    schema: chauffeurSupplierSchema,
  });
}

export function assignSupplier(
  bookingId: string,
  assignment: SupplierAssignment,
  csrfToken: string,
  baseUrl = '',
): Promise<AdminBookingDetail> {
  return apiRequest('PUT', baseUrl + bookingSupplierPath(bookingId), {
    body: assignment,
    csrfToken,
    schema: adminBookingDetailSchema,
  });
}

export function unassignSupplier(bookingId: string, csrfToken: string, baseUrl = ''): Promise<AdminBookingDetail> {
  return apiRequest('DELETE', baseUrl + bookingSupplierPath(bookingId), {
    csrfToken,
    schema: adminBookingDetailSchema,
  });
}

/** The hub search; it runs only when both an airport code and a level are chosen. */
export function useVipSuppliers(airport: string, serviceLevel: SupplierLevel | null) {
  return useQuery({
    queryKey: supplierKeys.vip(airport, serviceLevel ?? 'standard'),
    queryFn: ({ signal }) => fetchVipSuppliers(airport, serviceLevel!, '', signal),
    enabled: isAirportCode(airport) && serviceLevel !== null,
  });
}

export function useChauffeurSuppliers(airport: string | null) {
  return useQuery({
    queryKey: supplierKeys.chauffeur(airport ?? ''),
    queryFn: ({ signal }) => fetchChauffeurSuppliers(airport, '', signal),
    enabled: airport === null || isAirportCode(airport),
  });
}

export function useChauffeurSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: supplierKeys.names(text),
    queryFn: ({ signal }) => fetchChauffeurSuggestions(text, '', signal),
    enabled: text.length >= 2,
    // The list stays while the next letters are fetched, so the suggestions do not flicker.
    placeholderData: keepPreviousData,
  });
}

/** Supplier writes; each refreshes the hub's lists. */
export function useSupplierMutations(session: StaffSession) {
  const client = useQueryClient();
  const csrfToken = session.csrfToken;
  const refresh = () => client.invalidateQueries({ queryKey: supplierKeys.all });
  return {
    preferred: useMutation({
      mutationFn: ({ id, isPreferred }: { id: string; isPreferred: boolean }) =>
        setSupplierPreferred(id, isPreferred, csrfToken),
      onSettled: refresh,
    }),
    notice: useMutation({
      mutationFn: ({ id, instantBookingHours }: { id: string; instantBookingHours: number }) =>
        setSupplierNotice(id, instantBookingHours, csrfToken),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ id }: { id: string }) => deleteVipSupplier(id, csrfToken),
      onSettled: refresh,
    }),
    createChauffeur: useMutation({
      mutationFn: (input: ChauffeurSupplierInput) => createChauffeurSupplier(input, csrfToken),
      onSettled: refresh,
    }),
    updateChauffeur: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ChauffeurSupplierInput }) =>
        updateChauffeurSupplier(id, input, csrfToken),
      onSettled: refresh,
    }),
    appendCodes: useMutation({
      mutationFn: ({ id, airportCodes }: { id: string; airportCodes: string[] }) =>
        appendChauffeurAirportCodes(id, airportCodes, csrfToken),
      onSettled: refresh,
    }),
  };
}

/** Assign and unassign a booking's supplier; the answer is the booking detail the modal shows. */
export function useSupplierAssignment(bookingId: string, session: StaffSession) {
  const client = useQueryClient();
  const csrfToken = session.csrfToken;
  const done = (detail: AdminBookingDetail) => client.setQueryData(detailKeys.detail(bookingId), detail);
  // The board's cards show the assigned supplier.
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.board });
  return {
    assign: useMutation({
      mutationFn: (assignment: SupplierAssignment) => assignSupplier(bookingId, assignment, csrfToken),
      onSuccess: done,
      onSettled: refresh,
    }),
    unassign: useMutation({
      mutationFn: () => unassignSupplier(bookingId, csrfToken),
      onSuccess: done,
      onSettled: refresh,
    }),
  };
}
