// @vip/svc-ops/testing: what other packages' tests may use of this service's test support (the Square
// stand-in and its webhook signature), instead of reaching into svc-ops/test by path.
export { bookingRequested } from './fixtures';
export {
  signSquareWebhook,
  startSquareStandIn,
  type SquareStandIn,
  type StandInInvoice,
} from './support/square-stand-in';
