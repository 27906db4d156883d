import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  communicationSchema,
  type Communication,
  CANCEL_INVOICE_REASON,
  invoiceActionResultSchema,
  invoiceProviderInfoSchema,
  type AdminBookingDetail,
  type InvoiceActionResult,
  type InvoiceProviderInfo,
  type StaffSession,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';
import { detailKeys } from '../booking-detail/api';
import { communicationKeys } from '../communications/api';

/** Query keys of the invoice calls; the first element is the URL. */
export const invoiceKeys = {
  provider: ['/api/admin/invoices/provider'] as const,
};

/** The invoice calls on a booking, plus mark-paid for manual invoices. */
export type InvoiceAction = 'create-invoice' | 'publish-invoice' | 'refresh-invoice' | 'cancel-invoice' | 'mark-paid';

export const invoiceActionPath = (bookingId: string, action: InvoiceAction) =>
  `/api/admin/bookings/${encodeURIComponent(bookingId)}/${action}`;

export function fetchInvoiceProvider(baseUrl = '', signal?: AbortSignal): Promise<InvoiceProviderInfo> {
  return apiRequest('GET', baseUrl + invoiceKeys.provider[0], { schema: invoiceProviderInfoSchema, signal });
}

/** One invoice call; cancel sends the spec's reason, the others no body. */
export function postInvoiceAction(
  bookingId: string,
  action: InvoiceAction,
  csrfToken: string,
  baseUrl = '',
): Promise<InvoiceActionResult> {
  return apiRequest('POST', baseUrl + invoiceActionPath(bookingId, action), {
    csrfToken,
    schema: invoiceActionResultSchema,
    ...(action === 'cancel-invoice' ? { body: { reason: CANCEL_INVOICE_REASON } } : {}),
  });
}

/** Which provider a new invoice would be made with (Square, or manual when Square is not configured). */
export function useInvoiceProvider(enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.provider,
    queryFn: ({ signal }) => fetchInvoiceProvider('', signal),
    enabled,
  });
}

/**
 * The invoice buttons of a booking. The answer is put into the open booking at once; then the booking
 * detail and the board (paid icon, summary) are refetched.
 */
export function useInvoiceMutations(bookingId: string, session: StaffSession) {
  const client = useQueryClient();
  const options = (action: InvoiceAction) => ({
    mutationFn: () => postInvoiceAction(bookingId, action, session.csrfToken),
    onSuccess: (result: InvoiceActionResult) =>
      client.setQueryData<AdminBookingDetail>(detailKeys.detail(bookingId), (detail) => {
        if (!detail) return detail;
        const { invoiceUrl: _same, ...invoice } = result.invoice;
        return {
          ...detail,
          isPaid: result.isPaid,
          version: result.version,
          operations: { ...detail.operations, invoice, paidAt: result.paidAt },
        };
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: detailKeys.detail(bookingId) }),
        client.invalidateQueries({ queryKey: adminKeys.board }),
      ]),
  });
  const create = useMutation(options('create-invoice'));
  const publish = useMutation(options('publish-invoice'));
  const refresh = useMutation(options('refresh-invoice'));
  const cancel = useMutation(options('cancel-invoice'));
  const markPaid = useMutation(options('mark-paid'));
  return { create, publish, refresh, cancel, markPaid };
}

/** Send Invoice by E-mail (manual invoices): the invoice as a PDF with the payment instructions. */
export function sendInvoiceEmail(bookingId: string, csrfToken: string, baseUrl = ''): Promise<Communication> {
  // No body: the booking's contact (and booker) is the recipient, as the other invoice calls send none.
  return apiRequest('POST', `${baseUrl}/api/admin/bookings/${encodeURIComponent(bookingId)}/send-invoice`, {
    csrfToken,
    schema: communicationSchema,
  });
}

/** The send, then the booking (a draft becomes sent), the board and the Communication Center read again. */
export function useSendInvoice(bookingId: string, session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendInvoiceEmail(bookingId, session.csrfToken),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: detailKeys.detail(bookingId) }),
        client.invalidateQueries({ queryKey: communicationKeys.list(bookingId) }),
        client.invalidateQueries({ queryKey: adminKeys.board }),
      ]),
  });
}
