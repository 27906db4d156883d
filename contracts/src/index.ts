// Browser-safe entry: schemas, vocabulary, the typed HTTP client. Server code lives in ./server.
export * from './brand';
export * from './vocabulary';
export * from './platform';
export * from './money';
export * from './time';
export * from './http/error-body';
export * from './http/api-client';
export * from './schemas/common';
export * from './schemas/airports';
export * from './schemas/services';
export * from './schemas/bookings';
export * from './schemas/staff';
export * from './schemas/remotes-manifest';
export * from './events';
