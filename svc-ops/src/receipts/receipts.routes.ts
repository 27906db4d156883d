import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  RECEIPT_FILE_EXTENSIONS,
  adminBookingIdParamsSchema,
  formatFileSize,
  receiptFileNameSchema,
  receiptParamsSchema,
  supplierReceiptListSchema,
  supplierReceiptSchema,
  type SupplierReceipt,
} from '@vip/contracts/schemas';
import { AppError, inputOf, readRawBody, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import { opsErrors } from '../errors';
import type { ReceiptUpload, ReceiptsService } from './receipts.service';

/** As the router matches it (any case, a trailing slash): its body is read here, not by the JSON parser. */
export const RECEIPT_UPLOAD_PATH = /^\/api\/admin\/bookings\/[^/]+\/receipts\/?$/i;

const FILE_NAME_HEADER = 'X-File-Name';

function invalid(where: 'header' | 'body', field: string, message: string): AppError {
  return opsErrors.create('VALIDATION_FAILED', message, {
    fieldErrors: { [field]: [message] },
    formErrors: [],
    in: where,
  });
}

function fileNameOf(ctx: Context): string {
  const raw = ctx.get(FILE_NAME_HEADER);
  if (!raw) throw invalid('header', FILE_NAME_HEADER, `Send the file's name in ${FILE_NAME_HEADER}`);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw invalid('header', FILE_NAME_HEADER, `${FILE_NAME_HEADER} must be the file's name, URI-encoded`);
  }
  const parsed = receiptFileNameSchema.safeParse(decoded);
  if (!parsed.success)
    throw invalid('header', FILE_NAME_HEADER, parsed.error.issues[0]?.message ?? 'The file name is not valid');
  return parsed.data;
}

function bodyOf(ctx: Context, limit: number): Promise<Buffer> {
  return readRawBody(ctx, {
    limit,
    tooLarge: () =>
      opsErrors.create('RECEIPT_TOO_LARGE', `The file is too large: files may be at most ${formatFileSize(limit)}`, {
        maxBytes: limit,
      }),
    incomplete: () => opsErrors.create('BAD_REQUEST', 'The file did not arrive whole: upload it again'),
  });
}

/** Ends as its checked type does, so the OS never opens it as something else. */
function downloadName(receipt: SupplierReceipt): string {
  const endings = RECEIPT_FILE_EXTENSIONS[receipt.fileType];
  const lower = receipt.fileName.toLowerCase();
  return endings.some((e) => lower.endsWith(e)) ? receipt.fileName : `${receipt.fileName}${endings[0]}`;
}

/**
 * Always an attachment; an ASCII name beside the UTF-8 one for old clients. Names stored before uploads were
 * normalised lose their format characters here, and no folded character becomes a path separator.
 */
export function attachmentDisposition(stored: string): string {
  const fileName = stored
    .replace(/[\p{Cf}\u2028\u2029]/gu, '')
    .normalize('NFKC')
    .replace(/[/\\]/g, '_');
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\/;%]/g, '_')
      .trim() || 'receipt';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Files are only served as sandboxed downloads with their checked type and nosniff: uploads are untrusted. */
export function receiptsRoutes(receipts: ReceiptsService, options: { maxBytes: number }): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id/receipts' });
  const idSchemas = { params: adminBookingIdParamsSchema };
  const receiptSchemas = { params: receiptParamsSchema };

  router.get(
    '/',
    documented({
      tags: ['Bookings'],
      summary: 'The supplier invoices and receipts of a booking, newest first',
      responses: { 200: supplierReceiptListSchema },
      errors: [404],
    }),
    can('bookings.view'),
    validate(idSchemas),
    async (ctx) => {
      ctx.body = await receipts.list(inputOf(ctx, idSchemas).params.id);
    },
  );

  router.post(
    '/',
    documented({
      tags: ['Bookings'],
      summary: 'Upload a supplier invoice or receipt (audited)',
      description: `The body is the file's bytes, not JSON: Content-Type is the file's type (application/pdf, image/png, image/jpeg or image/webp) and its first bytes must be of that type (else 415); at most ${formatFileSize(options.maxBytes)} (else 413).`,
      headers: [
        {
          name: FILE_NAME_HEADER,
          schema: z.string().min(1).max(2000),
          required: true,
          description: "The file's name, URI-encoded (encodeURIComponent)",
        },
      ],
      responses: { 201: supplierReceiptSchema },
      errors: [404, 413, 415],
    }),
    can('bookings.work'),
    validate(idSchemas),
    async (ctx) => {
      const { id } = inputOf(ctx, idSchemas).params;
      const fileName = fileNameOf(ctx);
      await receipts.requireCase(id);
      const bytes = await bodyOf(ctx, options.maxBytes);
      if (bytes.length === 0) throw invalid('body', 'file', 'The file is empty');
      const upload: ReceiptUpload = { fileName, declaredType: ctx.get('Content-Type') || undefined, bytes };
      ctx.status = 201;
      ctx.body = await receipts.upload(id, upload, actorOf(ctx.state));
    },
  );

  router.get(
    '/:receiptId',
    documented({
      tags: ['Bookings'],
      summary: 'Download a supplier invoice or receipt (always as an attachment)',
      responses: {
        200: {
          contentType: 'application/octet-stream',
          binary: true,
          description: 'The file, with its checked type (PDF, PNG, JPEG or WebP) as Content-Type',
        },
      },
      errors: [404],
    }),
    can('bookings.view'),
    validate(receiptSchemas),
    async (ctx) => {
      const { id, receiptId } = inputOf(ctx, receiptSchemas).params;
      const { receipt, file } = await receipts.open(id, receiptId);
      ctx.set('Content-Type', receipt.fileType);
      ctx.set('Content-Disposition', attachmentDisposition(downloadName(receipt)));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
      ctx.set('Cache-Control', 'no-store');
      ctx.length = file.length;
      ctx.body = file.body;
    },
  );

  router.delete(
    '/:receiptId',
    documented({
      tags: ['Bookings'],
      summary: 'Delete a supplier invoice or receipt (audited)',
      responses: { 204: null },
      errors: [404],
    }),
    can('bookings.work'),
    validate(receiptSchemas),
    async (ctx) => {
      const { id, receiptId } = inputOf(ctx, receiptSchemas).params;
      await receipts.remove(id, receiptId, actorOf(ctx.state));
      ctx.status = 204;
    },
  );

  return router;
}
