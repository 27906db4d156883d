// The service page reads the same airport detail as the airport page, under the same query key,
// so moving between the two reuses the cache.
export { airportDetailKeys, useAirportDetail } from '../airport-page/api';
