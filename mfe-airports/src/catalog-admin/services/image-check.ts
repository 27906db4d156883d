import { CATALOG_MESSAGES, SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGE_TYPES } from '@vip/contracts/schemas';
import { readBytes } from '../common/read-bytes';

export type ServiceImageType = (typeof SERVICE_IMAGE_TYPES)[number];

/** The type a file's first bytes say it is (as svc-catalog decides it), whatever its name or declared type. */
export function imageTypeOf(bytes: Uint8Array): ServiceImageType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** A `data:` address for the preview: the pages' policy lets images come from the site and data: only. */
export function dataUrlOf(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

export type CheckedImage =
  { ok: true; image: Blob; type: ServiceImageType; preview: string } | { ok: false; message: string };

/** The checks svc-catalog makes, before the upload: 2 MB at most, and a PNG, JPEG or WebP by its bytes. */
export async function checkServiceImage(file: Blob): Promise<CheckedImage> {
  if (file.size > SERVICE_IMAGE_MAX_BYTES) return { ok: false, message: CATALOG_MESSAGES.imageTooLarge };
  const bytes = await readBytes(file);
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, message: CATALOG_MESSAGES.imageType };
  return { ok: true, image: new Blob([bytes], { type }), type, preview: dataUrlOf(bytes, type) };
}
