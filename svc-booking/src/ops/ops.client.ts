import { errorBodySchema } from '@vip/contracts/http';
import {
  internalPartnerCancelAnswerSchema,
  type InternalPartnerCancel,
  type PartnerSandboxMove,
} from '@vip/contracts/schemas';
import { AppError, type ServiceCaller } from '@vip/platform/koa';
import { z } from 'zod';
import { PARTNER_BOOKING_NOT_FOUND, bookingErrors } from '../errors';

export interface OpsClientOptions {
  baseUrl: string;
  /** svc-booking as itself (its SERVICE_KEY); without it no partner cancellation reaches svc-ops (503). */
  caller: ServiceCaller | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** Tests: shorter pauses while svc-ops opens the case. */
  caseOpeningPausesMs?: readonly number[];
}

export type PartnerCancelled = z.infer<typeof internalPartnerCancelAnswerSchema>;

export const OPS_UNAVAILABLE_MESSAGE =
  'Operations cannot take this request right now. Nothing was changed; please try again in a moment.';

const unavailable = () => bookingErrors.create('OPS_UNAVAILABLE', OPS_UNAVAILABLE_MESSAGE);

/**
 * svc-ops opens a booking's case from booking.requested, moments after the booking: a 404 for a booking this service
 * has found to be the partner's is that lag (nothing was done), so it is asked again after these pauses; still
 * unknown after them, operations is behind and the partner gets the 503 to try again. A poll for a state change
 * rather than a retry of a failed call: a few lines, no library.
 */
export const CASE_OPENING_PAUSES_MS = [100, 200, 400, 800, 1600, 3200];

/**
 * svc-ops' internal API for what is operations' decision on a partner's booking: its cancellation (the staff
 * workflow, with the partner as actor) and a sandbox booking's moves. Called outside any transaction, once: a
 * cancellation is not idempotent, so a lost answer is not sent again (the partner may retry; svc-ops then answers
 * that the booking is cancelled, and its booking.cancelled event reaches this service as for a staff cancel).
 */
export class OpsClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: OpsClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async cancelPartnerBooking(bookingId: string, body: InternalPartnerCancel): Promise<PartnerCancelled> {
    const res = await this.postOnceOpened(`/internal/partner-bookings/${encodeURIComponent(bookingId)}/cancel`, body);
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok) throw refusal(res.status, answer);
    const parsed = internalPartnerCancelAnswerSchema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  async moveSandboxBooking(bookingId: string, body: PartnerSandboxMove & { partnerId: string }): Promise<void> {
    const res = await this.postOnceOpened(
      `/internal/partner-bookings/${encodeURIComponent(bookingId)}/sandbox-status`,
      body,
    );
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok) throw refusal(res.status, answer);
  }

  /** The post, asked again while svc-ops does not know the booking yet; its last 404 is a 503 (see the pauses). */
  private async postOnceOpened(path: string, body: unknown): Promise<Response> {
    for (const pause of this.options.caseOpeningPausesMs ?? CASE_OPENING_PAUSES_MS) {
      const res = await this.post(path, body);
      if (res.status !== 404) return res;
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    const last = await this.post(path, body);
    if (last.status === 404) throw unavailable();
    return last;
  }

  private async post(path: string, body: unknown): Promise<Response> {
    const caller = this.options.caller;
    if (!caller) throw unavailable();
    try {
      return await this.fetchImpl(new URL(path, this.options.baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: await caller.authorizationFor('svc-ops'),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw unavailable();
    }
  }
}

/** svc-ops' refusal as the partner should see it: its 409 and 422 as they are; anything else is a 503. */
function refusal(status: number, body: unknown): AppError {
  const parsed = errorBodySchema.safeParse(body);
  if (status === 404) return bookingErrors.create('BOOKING_NOT_FOUND', PARTNER_BOOKING_NOT_FOUND);
  if ((status === 409 || status === 422) && parsed.success)
    return new AppError(status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.details);
  return unavailable();
}
