// The one error body, the typed HTTP client and its field errors.
export * from './http/error-body';
export * from './http/api-client';
export * from './http/field-errors';
