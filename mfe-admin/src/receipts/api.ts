import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, errorBodySchema } from '@vip/contracts/http';
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES_TEXT,
  formatFileSize,
  isReceiptFileType,
  supplierReceiptListSchema,
  supplierReceiptSchema,
  type StaffSession,
  type SupplierReceipt,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';

const receiptsPath = (caseId: string) => `/api/admin/bookings/${encodeURIComponent(caseId)}/receipts`;

/** Where a receipt is downloaded (a plain link: the browser sends the session cookie). */
export const receiptPath = (caseId: string, receiptId: string) =>
  `${receiptsPath(caseId)}/${encodeURIComponent(receiptId)}`;

/**
 * Under the board's root: an upload or a delete is a change of the booking, and the board's refresh reloads the list
 * too.
 */
export const receiptKeys = {
  list: (caseId: string) => [...adminKeys.board, 'receipts', caseId] as const,
};

export function useReceipts(caseId: string) {
  return useQuery({
    queryKey: receiptKeys.list(caseId),
    queryFn: ({ signal }) => apiRequest('GET', receiptsPath(caseId), { schema: supplierReceiptListSchema, signal }),
  });
}

/**
 * What the browser can tell of a file before sending it (svc-ops checks again, and reads the file's first
 * bytes too): its type and its size. Null when it may be sent.
 */
export function receiptFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes = RECEIPT_MAX_BYTES): string | null {
  if (!isReceiptFileType(file.type)) return `Only ${RECEIPT_TYPES_TEXT} files can be uploaded`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > maxBytes) return `The file is too large: files may be at most ${formatFileSize(maxBytes)}`;
  return null;
}

/** Sends the file's bytes as the body (not JSON, not multipart): its type as Content-Type, its name in X-File-Name. */
export async function uploadReceipt(caseId: string, file: File, csrfToken: string): Promise<SupplierReceipt> {
  const res = await fetch(receiptsPath(caseId), {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': file.type,
      'X-File-Name': encodeURIComponent(file.name),
      'X-CSRF-Token': csrfToken,
      Accept: 'application/json',
    },
    credentials: 'same-origin',
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) {
    let body;
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(text));
      if (parsed.success) body = parsed.data;
    } catch {
      // A proxy's page, not svc-ops' error shape: the status says it.
    }
    throw new ApiRequestError(res.status, `${res.status}: ${res.statusText || 'Error'}`, body);
  }
  return supplierReceiptSchema.parse(JSON.parse(text));
}

/** Upload and delete; each refreshes the board's queries (the booking's version moved, the list changed). */
export function useReceiptMutations(caseId: string, session: StaffSession) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.board });
  return {
    upload: useMutation({
      mutationFn: (file: File) => uploadReceipt(caseId, file, session.csrfToken),
      onSuccess: (receipt) =>
        client.setQueryData<SupplierReceipt[]>(receiptKeys.list(caseId), (list) => [
          receipt,
          ...(list ?? []).filter((r) => r.id !== receipt.id),
        ]),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (receiptId: string) =>
        apiRequest('DELETE', receiptPath(caseId, receiptId), { csrfToken: session.csrfToken }),
      onSuccess: (_nothing, receiptId) =>
        client.setQueryData<SupplierReceipt[]>(receiptKeys.list(caseId), (list) =>
          list?.filter((r) => r.id !== receiptId),
        ),
      onSettled: refresh,
    }),
  };
}
