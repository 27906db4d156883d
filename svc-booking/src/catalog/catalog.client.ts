import {
  PROMO_REDEMPTION_MESSAGES,
  promoApplyResponseSchema,
  promoRedemptionSchema,
  serviceDetailSchema,
  type PromoApplyRequest,
  type PromoApplyResponse,
  type PromoRedemption,
  type PromoRedemptionRequest,
  type ServiceDetail,
} from '@vip/contracts/schemas';
import { Agent, request, type Dispatcher } from 'undici';
import { errorBodySchema } from '@vip/contracts/http';
import type { ServiceCaller } from '@vip/platform/koa';
import { bookingErrors } from '../errors';

export interface PricedServiceQuery {
  serviceId: number;
  date: string;
  time: string;
  adults: number;
  children: number;
  porterSelected: boolean;
  /** Price as seen from this instant (a booking's request time) rather than now. */
  asOf?: Date;
}

export interface CatalogClientOptions {
  baseUrl: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Further attempts after a timeout, a refused connection or a 5xx (never after a 4xx). */
  retries?: number;
  /** Wait before retry n is n times this. */
  retryDelayMs?: number;
  /**
   * svc-booking as itself (its SERVICE_KEY): promo codes are then checked on svc-catalog's internal route, so the
   * checkouts of every traveller do not all count against the one public per-client limit of svc-booking's address.
   */
  caller?: ServiceCaller;
}

export const CATALOG_UNAVAILABLE_MESSAGE = 'Prices cannot be confirmed right now. Please try again in a moment.';

class RetryableError extends Error {}

/** What the client reads of an answer. */
interface CatalogAnswer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
  discard(): Promise<void>;
}

interface CatalogRequest {
  method: 'GET' | 'POST' | 'DELETE';
  body?: string;
  headers?: Record<string, string>;
}

const unavailable = () => bookingErrors.create('CATALOG_UNAVAILABLE', CATALOG_UNAVAILABLE_MESSAGE);

/**
 * svc-catalog over HTTP: the only place prices and promo codes come from. A missing service is null;
 * a catalog that cannot answer after the bounded retries is a 503 for the caller, never a guessed price.
 */
export class CatalogClient {
  private readonly retries: number;
  private readonly retryDelayMs: number;
  // undici's request, the client under Node's fetch without its web streams, Request/Response objects and abort
  // signals: a checkout prices every item here. Pooled connections, kept alive as fetch's are.
  private readonly client: Dispatcher;

  constructor(private readonly options: CatalogClientOptions) {
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 150;
    this.client = new Agent({ connect: { timeout: options.timeoutMs } });
  }

  async pricedService(q: PricedServiceQuery, requestId?: string): Promise<ServiceDetail | null> {
    const url = new URL(`/api/services/${q.serviceId}`, this.options.baseUrl);
    url.search = new URLSearchParams({
      date: q.date,
      time: q.time,
      adults: String(q.adults),
      children: String(q.children),
      porter: String(q.porterSelected),
      ...(q.asOf ? { asOf: q.asOf.toISOString() } : {}),
    }).toString();
    const res = await this.send(url, { method: 'GET' }, requestId);
    if (res.status === 404) {
      await res.discard();
      return null;
    }
    if (!res.ok) {
      await res.discard();
      throw unavailable();
    }
    const parsed = serviceDetailSchema.safeParse(await res.json());
    if (!parsed.success || !parsed.data.pricing) throw unavailable();
    return parsed.data;
  }

  /** Which items a promo code discounts, as the catalog (the owner of promo codes) decides. */
  async applyPromo(body: PromoApplyRequest, requestId?: string): Promise<PromoApplyResponse> {
    const caller = this.options.caller;
    const url = new URL(caller ? '/internal/promo-codes/apply' : '/api/promo-codes/apply', this.options.baseUrl);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (caller) headers.Authorization = await caller.authorizationFor('svc-catalog');
    const res = await this.send(url, { method: 'POST', body: JSON.stringify(body), headers }, requestId);
    if (!res.ok) {
      await res.discard();
      throw unavailable();
    }
    const parsed = promoApplyResponseSchema.safeParse(await res.json());
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  /**
   * Holds one use of a code for a checkout (by its key) before the checkout's transaction; a spent budget or a spent
   * limit for the e-mail is the traveller's 422, anything else the catalog being unavailable.
   */
  async reservePromo(body: PromoRedemptionRequest, requestId?: string): Promise<PromoRedemption> {
    const res = await this.send(
      new URL('/internal/promo-codes/redemptions', this.options.baseUrl),
      { method: 'POST', body: JSON.stringify(body), headers: await this.internalHeaders() },
      requestId,
    );
    if (res.status === 201) {
      const parsed = promoRedemptionSchema.safeParse(await res.json());
      if (parsed.success) return parsed.data;
      throw unavailable();
    }
    const code = errorBodySchema.safeParse(await res.json()).data?.error.code;
    const promoError = (c: 'PROMO_CODE_USED_UP' | 'PROMO_CODE_EMAIL_LIMIT' | 'PROMO_CODE_INVALID', message: string) =>
      bookingErrors.create(c, message, { fieldErrors: { promoCode: [message] }, formErrors: [] });
    if (res.status === 409 && code === 'PROMO_CODE_USED_UP')
      throw promoError('PROMO_CODE_USED_UP', PROMO_REDEMPTION_MESSAGES.usedUp);
    if (res.status === 409 && code === 'PROMO_CODE_EMAIL_LIMIT')
      throw promoError('PROMO_CODE_EMAIL_LIMIT', PROMO_REDEMPTION_MESSAGES.perEmail);
    if (res.status === 422 && code === 'PROMO_CODE_INVALID')
      throw promoError('PROMO_CODE_INVALID', `Invalid promo code: ${body.code}`);
    throw unavailable();
  }

  /** Gives back the use of a checkout that failed; true once the catalog confirmed it. */
  async releasePromo(key: string, requestId?: string): Promise<boolean> {
    try {
      const res = await this.send(
        new URL(`/internal/promo-codes/redemptions/${encodeURIComponent(key)}`, this.options.baseUrl),
        { method: 'DELETE', headers: await this.internalHeaders() },
        requestId,
      );
      await res.discard();
      return res.status === 204;
    } catch {
      return false;
    }
  }

  private async internalHeaders(): Promise<Record<string, string>> {
    const caller = this.options.caller;
    return {
      'Content-Type': 'application/json',
      ...(caller ? { Authorization: await caller.authorizationFor('svc-catalog') } : {}),
    };
  }

  private async send(url: URL, init: CatalogRequest, requestId?: string): Promise<CatalogAnswer> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.attempt(url, init, requestId);
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= this.retries) throw unavailable();
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * (attempt + 1)));
      }
    }
  }

  private async attempt(url: URL, init: CatalogRequest, requestId?: string): Promise<CatalogAnswer> {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method: init.method,
        body: init.body,
        headers: {
          accept: 'application/json',
          ...init.headers,
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        dispatcher: this.client,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
    } catch {
      throw new RetryableError('catalog unreachable');
    }
    const discard = () => res.body.dump().catch(() => undefined);
    if (res.statusCode >= 500) {
      await discard();
      throw new RetryableError(`catalog answered ${res.statusCode}`);
    }
    return {
      status: res.statusCode,
      ok: res.statusCode >= 200 && res.statusCode < 300,
      // A body that is not JSON (a proxy's error page) reads as null.
      json: () => res.body.json().catch(() => null),
      discard,
    };
  }
}
