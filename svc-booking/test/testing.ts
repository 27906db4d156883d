// @vip/svc-booking/testing: what other packages' tests may use of this service's test support (the
// catalog stand-in and its services), instead of reaching into svc-booking/test by path.
export { fcoLoungeDeparture, fcoStandardArrival, jfkSuiteArrival, startCatalogStandIn } from './catalog-stand-in';
