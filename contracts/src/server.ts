// Server-only entry: bus adapters, outbox and inbox, Koa middleware, logging, config, lifecycle.
export * from './server/bus/event-bus';
export * from './server/bus/local-bus';
export * from './server/bus/kafka-bus';
export * from './server/bus/create-bus';
export * from './server/outbox/sql-client';
export * from './server/outbox/outbox';
export * from './server/outbox/inbox';
export * from './server/koa/app-error';
export * from './server/koa/error-middleware';
export * from './server/koa/request-context';
export * from './server/koa/validate';
export * from './server/koa/metrics';
export * from './server/koa/rate-limit';
export * from './server/koa/service-app';
export * from './server/logger';
export * from './server/config';
export * from './server/lifecycle';
