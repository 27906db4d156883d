export * from './openapi/route-docs';
export * from './openapi/openapi-document';
export * from './openapi/openapi-page';
export * from './openapi/openapi-serving';
