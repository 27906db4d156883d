import { z, type ZodType } from 'zod';
import {
  BRAND,
  PARTNER_API_KEY_HEADER,
  airportDetailSchema,
  airportListSchema,
  airportSearchResultsSchema,
  calculatePriceRequestSchema,
  errorBodySchema,
  partnerQuoteRequestSchema,
  partnerQuoteSchema,
  promoApplyRequestSchema,
  promoApplyResponseSchema,
  serviceDetailSchema,
  serviceListSchema,
  servicePricingSchema,
} from '@vip/contracts';

type Json = Record<string, unknown>;

const out = (schema: ZodType): Json => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
const inp = (schema: ZodType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });

const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      String(s),
      {
        description:
          { 400: 'Invalid input (details.fieldErrors per field)', 401: 'Missing or invalid API key', 404: 'Not found', 429: 'Rate limit reached (see Retry-After)' }[s] ??
          'Error',
        ...json(ref('Error')),
      },
    ]),
  );

const q = (name: string, description: string, schema: Json, required = false) => ({ name, in: 'query', required, description, schema });

const serviceQuery = [
  q('airport', 'IATA code of the airport', { type: 'string', pattern: '^[A-Za-z]{3}$' }, true),
  q('type', 'Service type', { type: 'string', enum: ['arrival', 'departure', 'transfer'] }, true),
  q('date', 'Airport-local service date, YYYY-MM-DD', { type: 'string', format: 'date' }, true),
  q('time', 'Airport-local service time, HH:MM (24-hour)', { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }, true),
  q('adults', 'Adults, 1 to 20 (default 2)', { type: 'integer', minimum: 1, maximum: 20 }),
  q('children', 'Children under 12, 0 to 10 (default 0)', { type: 'integer', minimum: 0, maximum: 10 }),
  q('porter', 'Include a porter where offered', { type: 'string', enum: ['true', 'false'] }),
];

/**
 * OpenAPI 3.1 of svc-catalog, built from the same zod schemas that validate the requests, so the
 * document cannot drift from the code.
 */
export function buildOpenApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND.productName} catalog API`,
      version: '1.0.0',
      description:
        'Airports, VIP airport services and their prices. The public endpoints serve the web site; partners use /api/partner/v1 with an API key. Money is in US dollars; dates and times are local to the airport.',
      contact: { email: BRAND.supportEmail },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { PartnerApiKey: { type: 'apiKey', in: 'header', name: PARTNER_API_KEY_HEADER } },
      schemas: {
        Error: out(errorBodySchema),
        AirportList: out(airportListSchema),
        AirportSearchResults: out(airportSearchResultsSchema),
        AirportDetail: out(airportDetailSchema),
        ServiceDetail: out(serviceDetailSchema),
        ServiceList: out(serviceListSchema),
        ServicePricing: out(servicePricingSchema),
        CalculatePriceRequest: inp(calculatePriceRequestSchema),
        PromoApplyRequest: inp(promoApplyRequestSchema),
        PromoApplyResponse: out(promoApplyResponseSchema),
        PartnerQuoteRequest: inp(partnerQuoteRequestSchema),
        PartnerQuote: out(partnerQuoteSchema),
      },
    },
    paths: {
      '/api/airports': { get: { tags: ['Airports'], summary: 'Every airport served', responses: { 200: { description: 'Airports', ...json(ref('AirportList')) } } } },
      '/api/airports/search': {
        get: {
          tags: ['Airports'],
          summary: 'Airports matching a text (code, name, city or country), best first',
          parameters: [q('q', 'Search text', { type: 'string', minLength: 1 }, true), q('limit', 'At most this many (1-50, default 10)', { type: 'integer' })],
          responses: { 200: { description: 'Matches', ...json(ref('AirportSearchResults')) }, ...errors(400) },
        },
      },
      '/api/airports/service-level/{level}': {
        get: {
          tags: ['Airports'],
          summary: 'Airports offering a service level',
          parameters: [{ name: 'level', in: 'path', required: true, schema: { type: 'string', enum: ['standard', 'lounge', 'tarmac', 'suite'] } }],
          responses: { 200: { description: 'Airports', ...json(ref('AirportList')) }, ...errors(400) },
        },
      },
      '/api/airports/{code}': {
        get: {
          tags: ['Airports'],
          summary: 'One airport with its service levels, their lowest prices and the number of services',
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z]{3}$' } }],
          responses: { 200: { description: 'The airport', ...json(ref('AirportDetail')) }, ...errors(400, 404) },
        },
      },
      '/api/services': {
        get: {
          tags: ['Services'],
          summary: 'Services of a type at an airport, each priced for the party and the local time',
          parameters: serviceQuery,
          responses: { 200: { description: 'Services', ...json(ref('ServiceList')) }, ...errors(400, 404) },
        },
      },
      '/api/services/{id}': {
        get: {
          tags: ['Services'],
          summary: 'One service; priced when date and time are given',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }, ...serviceQuery.slice(2).map((p) => ({ ...p, required: false }))],
          responses: { 200: { description: 'The service', ...json(ref('ServiceDetail')) }, ...errors(400, 404) },
        },
      },
      '/api/services/calculate-price': {
        post: {
          tags: ['Services'],
          summary: 'The price of a service for a party at a local date and time',
          requestBody: { required: true, ...json(ref('CalculatePriceRequest')) },
          responses: { 200: { description: 'The price', ...json(ref('ServicePricing')) }, ...errors(400, 404) },
        },
      },
      '/api/promo-codes/apply': {
        post: {
          tags: ['Promo codes'],
          summary: 'Which cart items a promo code discounts (codes are case-insensitive)',
          requestBody: { required: true, ...json(ref('PromoApplyRequest')) },
          responses: { 200: { description: 'Discounts and the message to show', ...json(ref('PromoApplyResponse')) }, ...errors(400, 429) },
        },
      },
      '/api/partner/v1/airports': {
        get: {
          tags: ['Partner'],
          summary: 'Every airport served',
          security: [{ PartnerApiKey: [] }],
          responses: { 200: { description: 'Airports', ...json(ref('AirportList')) }, ...errors(401, 429) },
        },
      },
      '/api/partner/v1/services': {
        get: {
          tags: ['Partner'],
          summary: 'Services of a type at an airport, priced',
          security: [{ PartnerApiKey: [] }],
          parameters: serviceQuery,
          responses: { 200: { description: 'Services', ...json(ref('ServiceList')) }, ...errors(400, 401, 404, 429) },
        },
      },
      '/api/partner/v1/quotes': {
        post: {
          tags: ['Partner'],
          summary: 'A quote: the price of a service for a party at a local date and time, valid 30 days',
          security: [{ PartnerApiKey: [] }],
          requestBody: { required: true, ...json(ref('PartnerQuoteRequest')) },
          responses: { 201: { description: 'The quote', ...json(ref('PartnerQuote')) }, ...errors(400, 401, 404, 429) },
        },
      },
    },
  };
}
