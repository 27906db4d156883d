import { z } from 'zod';
import { isStorableText } from './common';

// Uploaded as the raw body (X-File-Name: encodeURIComponent of the name). svc-ops checks size, type and the
// first bytes against the type, and serves files back only as downloads (never inline).

export const RECEIPT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type ReceiptFileType = (typeof RECEIPT_FILE_TYPES)[number];

/** The first is added to a download's name that has none of them. */
export const RECEIPT_FILE_EXTENSIONS: Record<ReceiptFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

export const RECEIPT_ACCEPT = Object.values(RECEIPT_FILE_EXTENSIONS).flat().join(',');

/** svc-ops' RECEIPTS_MAX_BYTES may set another. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MAX_SIZE_TEXT = '10 MB';
export const RECEIPT_TYPES_TEXT = 'PDF, PNG, JPEG or WebP';

export function isReceiptFileType(type: string): type is ReceiptFileType {
  return (RECEIPT_FILE_TYPES as readonly string[]).includes(type);
}

export const RECEIPT_FILE_NAME_MAX = 200;
/** Right-to-left overrides, zero-width and other format characters, and the line and paragraph separators. */
const FORMAT_CHARACTERS = /[\p{Cf}\u2028\u2029]/u;

// NFKC first, so a fullwidth slash (or any look-alike that folds to / or \) is refused as the slash it shows.
export const receiptFileNameSchema = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(1, 'Give the file a name')
  .max(RECEIPT_FILE_NAME_MAX, `The file name may be at most ${RECEIPT_FILE_NAME_MAX} characters`)
  .refine((name) => isStorableText(name), 'Remove the invisible control characters from the file name')
  .refine(
    (name) => !FORMAT_CHARACTERS.test(name),
    'Remove the invisible formatting characters (right-to-left marks, zero-width spaces, line separators) from the file name',
  )
  .refine((name) => !/[/\\]/.test(name), 'The file name may not contain / or \\');

export const supplierReceiptSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileType: z.enum(RECEIPT_FILE_TYPES),
  sizeBytes: z.number().int().nonnegative(),
  uploadedBy: z.string(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type SupplierReceipt = z.infer<typeof supplierReceiptSchema>;

/** Newest first. */
export const supplierReceiptListSchema = z.array(supplierReceiptSchema);

export const receiptParamsSchema = z.object({ id: z.uuid('Unknown booking'), receiptId: z.uuid('Unknown file') });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
