import { RECEIPT_TYPES_TEXT, isReceiptFileType, type ReceiptFileType } from '@vip/contracts/schemas';
import { opsErrors } from '../errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffReceiptType(bytes: Uint8Array): ReceiptFileType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (b.length >= PNG_SIGNATURE.length && b.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const LABELS: Record<ReceiptFileType, string> = {
  'application/pdf': 'a PDF',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/webp': 'a WebP image',
};

/** The declared type must match the bytes: it is the type the file is served with. */
export function checkedReceiptType(declared: string | undefined, bytes: Uint8Array): ReceiptFileType {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isReceiptFileType(type)) {
    throw opsErrors.create('RECEIPT_TYPE_NOT_ALLOWED', `Only ${RECEIPT_TYPES_TEXT} files can be uploaded`, {
      allowed: RECEIPT_TYPES_TEXT,
    });
  }
  const actual = sniffReceiptType(bytes);
  if (actual !== type) {
    throw opsErrors.create(
      'RECEIPT_TYPE_NOT_ALLOWED',
      `The file's content is not ${LABELS[type]}, as its type says: only ${RECEIPT_TYPES_TEXT} files can be uploaded`,
      { declared: type },
    );
  }
  return type;
}
