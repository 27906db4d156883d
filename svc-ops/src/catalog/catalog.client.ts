import { airportDetailSchema, serviceListSchema, type ServiceDetail } from '@vip/contracts/schemas';
import { type ServiceType } from '@vip/contracts/vocabulary';
import { opsErrors } from '../errors';

export interface CatalogClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export interface AirportInfo {
  code: string;
  name: string;
  timeZone: string;
}

export const CATALOG_UNAVAILABLE_MESSAGE =
  'The airport catalog is not answering right now. Please try again in a moment.';

/** svc-ops has no airport data of its own. */
export class CatalogClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: CatalogClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async airport(code: string): Promise<AirportInfo | null> {
    let res: Response;
    try {
      res = await this.fetchImpl(new URL(`/api/airports/${encodeURIComponent(code)}`, this.options.baseUrl), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw opsErrors.create('CATALOG_UNAVAILABLE', CATALOG_UNAVAILABLE_MESSAGE);
    }
    if (res.status === 404 || res.status === 400) return null;
    const parsed = res.ok
      ? airportDetailSchema
          .pick({ code: true, name: true, timeZone: true })
          .safeParse(await res.json().catch(() => null))
      : null;
    if (!parsed?.success) throw opsErrors.create('CATALOG_UNAVAILABLE', CATALOG_UNAVAILABLE_MESSAGE);
    return parsed.data;
  }

  async servicesAt(q: {
    airport: string;
    type: ServiceType;
    date: string;
    time: string;
    adults: number;
    children: number;
    porter: boolean;
  }): Promise<ServiceDetail[]> {
    const url = new URL('/api/services', this.options.baseUrl);
    url.search = new URLSearchParams({
      airport: q.airport,
      type: q.type,
      date: q.date,
      time: q.time,
      adults: String(q.adults),
      children: String(q.children),
      porter: String(q.porter),
    }).toString();
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw opsErrors.create('CATALOG_UNAVAILABLE', CATALOG_UNAVAILABLE_MESSAGE);
    }
    if (res.status === 404) return [];
    const parsed = res.ok ? serviceListSchema.safeParse(await res.json().catch(() => null)) : null;
    if (!parsed?.success) throw opsErrors.create('CATALOG_UNAVAILABLE', CATALOG_UNAVAILABLE_MESSAGE);
    return parsed.data;
  }
}
