import { z } from 'zod';
import { REGIONS, SERVICE_LEVELS } from '../vocabulary';
import { queryInteger, requiredText } from './common';

export const regionSchema = z.enum(REGIONS);

export const airportSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  region: regionSchema,
});
export type Airport = z.infer<typeof airportSchema>;
export const airportListSchema = z.array(airportSchema);

export const airportSearchResultSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});
export type AirportSearchResult = z.infer<typeof airportSearchResultSchema>;
export const airportSearchResultsSchema = z.array(airportSearchResultSchema);

export const airportSearchQuerySchema = z.object({
  q: requiredText(100, 1, 'Enter at least one character to search'),
  limit: queryInteger(1, 50, 10),
});

export const airportDetailSchema = airportSchema.extend({
  icao: z.string().nullable(),
  timeZone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceLevels: z.array(z.object({ level: z.enum(SERVICE_LEVELS), minPrice: z.number() })),
  serviceCount: z.number().int(),
});
export type AirportDetail = z.infer<typeof airportDetailSchema>;

/** A retired airport's pages and API answer 410 with this; its bookings are kept. */
export const AIRPORT_RETIRED_MESSAGE = 'This airport is no longer served';
