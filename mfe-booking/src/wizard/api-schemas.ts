// The schemas api.ts checks answers with, loaded on demand (see there).
export {
  airportListSchema,
  airportSearchResultsSchema,
  serviceDetailSchema,
  serviceListSchema,
} from '@vip/contracts/schemas';
