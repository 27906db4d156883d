// The Koa service app and its middleware: errors, validation, limits, metrics, routers, raw bodies.
export * from './koa/app-error';
export * from './koa/error-middleware';
export { reportUndocumentedStatuses } from './koa/documented-statuses';
export * from './koa/request-context';
export * from './koa/validate';
export * from './koa/metrics';
export * from './koa/rate-limit';
export * from './koa/service-token';
export * from './koa/service-app';
export * from './koa/router-mount';
export * from './koa/malformed-requests';
export * from './koa/raw-body';
