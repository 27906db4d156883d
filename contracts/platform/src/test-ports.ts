// Test-only entry: free ports below Linux's ephemeral range, for a helper that wants nothing else of the testing kit
// (its barrel loads pg, Koa and the OpenAPI parser).
export * from './testing/ports';
