import { bookingCoreSchema, errorBodySchema, type BookingCore, type BookingCoreUpdateInput } from '@vip/contracts';
import { opsErrors } from '../errors';

export interface BookingClientOptions {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export const BOOKING_UNAVAILABLE_MESSAGE = 'The booking could not be updated right now. Please try again in a moment.';

/**
 * svc-booking's internal API: staff corrections of the fields it owns. Its validation answers reach
 * staff as they are (400 with field errors, 404); an outage or a refused token is a 503.
 */
export class BookingClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: BookingClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async updateCore(bookingId: string, update: BookingCoreUpdateInput): Promise<BookingCore> {
    if (!this.options.token) throw opsErrors.create('BOOKING_UNAVAILABLE', 'Editing booking details is not configured (INTERNAL_API_TOKEN).');
    let res: Response;
    try {
      res = await this.fetchImpl(new URL(`/internal/bookings/${encodeURIComponent(bookingId)}`, this.options.baseUrl), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.options.token}` },
        body: JSON.stringify(update),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const parsed = bookingCoreSchema.safeParse(body);
      if (!parsed.success) throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
      return parsed.data;
    }
    const error = errorBodySchema.safeParse(body);
    if (res.status === 400 && error.success) throw opsErrors.create('VALIDATION_FAILED', error.data.error.message, error.data.error.details);
    if (res.status === 404) throw opsErrors.create('CASE_NOT_FOUND', 'Booking not found');
    throw opsErrors.create('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
  }
}
