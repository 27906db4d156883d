import { errorBodySchema } from '@vip/contracts/http';
import {
  SUPPLIER_ALLOTMENT_MESSAGES,
  supplierAllotmentListSchema,
  supplierAllotmentSchema,
  bookingCoreChangeSchema,
  bookingCorePreviewSchema,
  type BookingCoreChange,
  type BookingCorePreview,
  type BookingCorePreviewRequest,
  type BookingCoreUpdateInput,
  type SupplierAllotment,
  type SupplierAllotmentList,
  type InternalSupplierAllotmentCreate,
  type SupplierAllotmentChange,
} from '@vip/contracts/schemas';
import type { z } from 'zod';
import { AppError, type ServiceCaller } from '@vip/platform/koa';
import { opsErrors } from '../errors';

export interface BookingClientOptions {
  baseUrl: string;
  /** svc-ops as itself (its SERVICE_KEY); without it staff corrections are refused. */
  caller: ServiceCaller | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export const BOOKING_UNAVAILABLE_MESSAGE = 'The booking could not be updated right now. Please try again in a moment.';

export interface CorrectionOptions {
  idempotencyKey?: string;
  /** An undo must never overwrite a later change. */
  ifMatch?: number;
}

export class BookingClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: BookingClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async updateCore(
    bookingId: string,
    update: BookingCoreUpdateInput,
    options: CorrectionOptions = {},
  ): Promise<BookingCoreChange> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Authorization: await this.authorization(),
    };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
    const send = () =>
      this.fetchImpl(new URL(`/internal/bookings/${encodeURIComponent(bookingId)}`, this.options.baseUrl), {
        method: 'PATCH',
        headers,
        body: JSON.stringify(update),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    let res: Response;
    try {
      res = await send();
    } catch {
      // A lost answer: only with an idempotency key is a second send safe.
      if (!options.idempotencyKey) throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
      try {
        res = await send();
      } catch {
        throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
      }
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const parsed = bookingCoreChangeSchema.safeParse(body);
      if (!parsed.success) throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
      return parsed.data;
    }
    throw refusal(res.status, body);
  }

  private async authorization(): Promise<string> {
    if (!this.options.caller)
      throw opsErrors.create('BOOKING_UNAVAILABLE', 'Editing booking details is not configured (SERVICE_KEY).');
    return this.options.caller.authorizationFor('svc-booking');
  }

  /** One call to an /internal route of svc-booking, sent once; the answer checked against its schema. */
  async internal<T extends z.ZodType | null>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    schema: T,
    refuse: (status: number, body: unknown) => AppError,
  ): Promise<T extends z.ZodType ? z.infer<T> : undefined> {
    const unavailable = () => refuse(503, null);
    if (!this.options.caller) throw unavailable();
    const headers: Record<string, string> = {
      Authorization: await this.options.caller.authorizationFor('svc-booking'),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await this.fetchImpl(new URL(path, this.options.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    const answer: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (!res.ok) throw refuse(res.status, answer);
    if (schema === null) return undefined as T extends z.ZodType ? z.infer<T> : undefined;
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data as T extends z.ZodType ? z.infer<T> : undefined;
  }

  async previewCore(bookingId: string, change: BookingCorePreviewRequest): Promise<BookingCorePreview> {
    const authorization = await this.authorization();
    let res: Response;
    try {
      res = await this.fetchImpl(
        new URL(`/internal/bookings/${encodeURIComponent(bookingId)}/price-preview`, this.options.baseUrl),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: authorization },
          body: JSON.stringify(change),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        },
      );
    } catch {
      throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const parsed = bookingCorePreviewSchema.safeParse(body);
      if (!parsed.success) throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
      return parsed.data;
    }
    throw refusal(res.status, body);
  }
}

/** The supplier a job link speaks for, and its job's airport: svc-booking answers within both only. */
export interface SupplierSeatsScope {
  supplierId: string;
  airportCode: string;
}

/**
 * A supplier's own allotments in svc-booking, for its job link. No retry: a publish sent twice would be two
 * allotments, and a lost answer is the supplier's to try again after reading its list.
 */
export class SupplierSeatsClient {
  constructor(private readonly booking: BookingClient) {}

  list(scope: SupplierSeatsScope, dates: { from?: string; to?: string } = {}): Promise<SupplierAllotmentList> {
    const query = new URLSearchParams({ airportCode: scope.airportCode });
    if (dates.from) query.set('from', dates.from);
    if (dates.to) query.set('to', dates.to);
    return this.booking.internal(
      'GET',
      `${pathOf(scope)}?${query}`,
      undefined,
      supplierAllotmentListSchema,
      allotmentRefusal,
    );
  }

  publish(
    scope: SupplierSeatsScope,
    seats: Omit<InternalSupplierAllotmentCreate, 'airportCode'>,
  ): Promise<SupplierAllotment> {
    const body = { ...seats, airportCode: scope.airportCode };
    return this.booking.internal('POST', pathOf(scope), body, supplierAllotmentSchema, allotmentRefusal);
  }

  change(scope: SupplierSeatsScope, id: string, change: SupplierAllotmentChange): Promise<SupplierAllotment> {
    return this.booking.internal('PATCH', pathOf(scope, id), change, supplierAllotmentSchema, allotmentRefusal);
  }

  async withdraw(scope: SupplierSeatsScope, id: string): Promise<void> {
    await this.booking.internal('DELETE', pathOf(scope, id), undefined, null, allotmentRefusal);
  }
}

function pathOf(scope: SupplierSeatsScope, id?: string): string {
  const base = `/internal/suppliers/${encodeURIComponent(scope.supplierId)}/allotments`;
  if (!id) return base;
  return `${base}/${encodeURIComponent(id)}?${new URLSearchParams({ airportCode: scope.airportCode })}`;
}

/** svc-booking's own words reach the supplier: they are about its input (a band, a service elsewhere, seats booked). */
function allotmentRefusal(status: number, body: unknown): AppError {
  const error = errorBodySchema.safeParse(body);
  if ((status === 400 || status === 409 || status === 422) && error.success)
    return new AppError(status, error.data.error.code, error.data.error.message, error.data.error.details);
  if (status === 404) return opsErrors.create('ALLOTMENT_NOT_FOUND', SUPPLIER_ALLOTMENT_MESSAGES.notFound);
  return opsErrors.create('BOOKING_UNAVAILABLE', SUPPLIER_ALLOTMENT_MESSAGES.unavailable);
}

function refusal(status: number, body: unknown): AppError {
  const error = errorBodySchema.safeParse(body);
  if ((status === 400 || status === 422) && error.success)
    return new AppError(status, 'VALIDATION_FAILED', error.data.error.message, error.data.error.details);
  if (status === 404) return opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
  if (status === 409)
    return opsErrors.create(
      'VERSION_CONFLICT',
      'Someone else changed this booking while you were editing. Reload it to see their changes.',
    );
  return opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
}
