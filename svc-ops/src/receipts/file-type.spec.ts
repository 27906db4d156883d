import { AppError } from '@vip/platform/koa';
import { checkedReceiptType, sniffReceiptType } from './file-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PDF = bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

function refusal(declared: string | undefined, body: Uint8Array): AppError {
  try {
    checkedReceiptType(declared, body);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('accepted');
}

describe('receipt file types: the declared type checked against the first bytes', () => {
  it('recognises PDF, PNG, JPEG and WebP by their signatures, and nothing else', () => {
    expect(sniffReceiptType(PDF)).toBe('application/pdf');
    expect(sniffReceiptType(PNG)).toBe('image/png');
    expect(sniffReceiptType(JPEG)).toBe('image/jpeg');
    expect(sniffReceiptType(WEBP)).toBe('image/webp');
    for (const other of [
      bytes('<html><script>alert(1)</script>'),
      bytes('GIF89a'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes('%PD'),
      bytes([0x89, 0x50, 0x4e]),
      bytes(' %PDF-1.4'),
      new Uint8Array(),
    ]) {
      expect(sniffReceiptType(other)).toBeNull();
    }
  });

  it('accepts a file whose bytes are the type it declares (parameters and case of the type aside)', () => {
    expect(checkedReceiptType('application/pdf', PDF)).toBe('application/pdf');
    expect(checkedReceiptType('Image/PNG', PNG)).toBe('image/png');
    expect(checkedReceiptType('image/jpeg; charset=binary', JPEG)).toBe('image/jpeg');
    expect(checkedReceiptType('image/webp', WEBP)).toBe('image/webp');
    expect(checkedReceiptType('application/pdf', PDF.subarray(0, 5))).toBe('application/pdf');
  });

  it('refuses (415) a type that is not allowed, and bytes of another type than declared', () => {
    const html = refusal('text/html', bytes('<html>'));
    expect(html).toMatchObject({
      status: 415,
      code: 'RECEIPT_TYPE_NOT_ALLOWED',
      message: 'Only PDF, PNG, JPEG or WebP files can be uploaded',
    });
    expect(refusal(undefined, PDF)).toMatchObject({ status: 415, code: 'RECEIPT_TYPE_NOT_ALLOWED' });
    expect(refusal('image/svg+xml', bytes('<svg/>'))).toMatchObject({ status: 415 });
    // An HTML page renamed .pdf: the browser declares a PDF, the bytes are not one.
    expect(refusal('application/pdf', bytes('<html><body>hi</body></html>'))).toMatchObject({
      status: 415,
      message: "The file's content is not a PDF, as its type says: only PDF, PNG, JPEG or WebP files can be uploaded",
    });
    expect(refusal('image/png', PDF)).toMatchObject({
      status: 415,
      message: expect.stringContaining('not a PNG image'),
    });
    expect(refusal('image/webp', bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toMatchObject({ status: 415 });
  });
});
