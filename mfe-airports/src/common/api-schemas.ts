// The schemas the airports remote checks answers with, loaded with the first request that needs them (not with
// the pages: zod is not on their first view). See SchemaSource in contracts' API client.
export { airportDetailSchema, airportListSchema } from '@vip/contracts/schemas';
