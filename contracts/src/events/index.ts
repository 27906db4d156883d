export * from './envelope';
export * from './topics';
export * from './registry';
export * from './booking/booking-requested.v1';
export * from './ops/case-status-changed.v1';
export * from './ops/invoice-paid.v1';
export * from './tracking/search-recorded.v1';
export * from './booking/booking-updated.v1';
