import { errorBodySchema } from '@vip/contracts/http';
import {
  bookingCoreChangeSchema,
  bookingCorePreviewSchema,
  type BookingCoreChange,
  type BookingCorePreview,
  type BookingCorePreviewRequest,
  type BookingCoreUpdateInput,
} from '@vip/contracts/schemas';
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
