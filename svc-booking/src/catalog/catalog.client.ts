import { serviceDetailSchema, type ServiceDetail } from '@vip/contracts';
import { bookingErrors } from '../errors';

export interface PricedServiceQuery {
  serviceId: number;
  date: string;
  time: string;
  adults: number;
  children: number;
  porterSelected: boolean;
}

/**
 * svc-catalog over HTTP: the only place prices come from. A missing service is null; a catalog that
 * cannot answer is a 503 for the caller, never a guessed price.
 */
export class CatalogClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async pricedService(q: PricedServiceQuery, requestId?: string): Promise<ServiceDetail | null> {
    const url = new URL(`/api/services/${q.serviceId}`, this.baseUrl);
    url.search = new URLSearchParams({
      date: q.date,
      time: q.time,
      adults: String(q.adults),
      children: String(q.children),
      porter: String(q.porterSelected),
    }).toString();
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        headers: { Accept: 'application/json', ...(requestId ? { 'X-Request-Id': requestId } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw bookingErrors.create('CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now. Please try again in a moment.');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw bookingErrors.create('CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now. Please try again in a moment.');
    const parsed = serviceDetailSchema.safeParse(await res.json());
    if (!parsed.success || !parsed.data.pricing) {
      throw bookingErrors.create('CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now. Please try again in a moment.');
    }
    return parsed.data;
  }
}
