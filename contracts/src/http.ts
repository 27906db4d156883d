export * from './http/error-body';
export * from './http/api-client';
export * from './http/field-errors';
