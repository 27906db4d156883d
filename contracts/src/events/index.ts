export * from './envelope';
export * from './topics';
export * from './registry';
export * from './booking/booking-requested.v1';
