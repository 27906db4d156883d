import { z } from 'zod';
import { isStorableText } from './common';

/**
 * Supplier invoices and receipts: files staff upload to a booking. The browser sends the
 * file's bytes as the body of `POST /api/admin/bookings/{id}/receipts` (Content-Type: the file's type,
 * X-File-Name: encodeURIComponent of its name); svc-ops checks the size, the type and the file's first bytes
 * against that type, and serves it back only as a download (never inline).
 */

/** The types staff may upload: PDF and the usual scan and photo formats. */
export const RECEIPT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type ReceiptFileType = (typeof RECEIPT_FILE_TYPES)[number];

/** The file name endings each type is saved under (the first is added to a download's name that has none of them). */
export const RECEIPT_FILE_EXTENSIONS: Record<ReceiptFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

/** What the upload picker accepts (`accept` of the file input). */
export const RECEIPT_ACCEPT = Object.values(RECEIPT_FILE_EXTENSIONS).flat().join(',');

/** The default size limit (svc-ops' RECEIPTS_MAX_BYTES may set another), and how it reads. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MAX_SIZE_TEXT = '10 MB';
export const RECEIPT_TYPES_TEXT = 'PDF, PNG, JPEG or WebP';

export function isReceiptFileType(type: string): type is ReceiptFileType {
  return (RECEIPT_FILE_TYPES as readonly string[]).includes(type);
}

/** A file's name as the upload carries it (X-File-Name, decoded): one line, no folder part. */
export const RECEIPT_FILE_NAME_MAX = 200;
export const receiptFileNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the file a name')
  .max(RECEIPT_FILE_NAME_MAX, `The file name may be at most ${RECEIPT_FILE_NAME_MAX} characters`)
  .refine((name) => isStorableText(name), 'Remove the invisible control characters from the file name')
  .refine((name) => !/[/\\]/.test(name), 'The file name may not contain / or \\');

/** A stored receipt, as the list and the upload's answer show it. */
export const supplierReceiptSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileType: z.enum(RECEIPT_FILE_TYPES),
  sizeBytes: z.number().int().nonnegative(),
  /** The staff member who uploaded it (their name). */
  uploadedBy: z.string(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type SupplierReceipt = z.infer<typeof supplierReceiptSchema>;

/** GET /api/admin/bookings/{id}/receipts: newest first. */
export const supplierReceiptListSchema = z.array(supplierReceiptSchema);

export const receiptParamsSchema = z.object({ id: z.uuid('Unknown booking'), receiptId: z.uuid('Unknown file') });

/** "820 KB", "2.4 MB": a file size as the receipts list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
