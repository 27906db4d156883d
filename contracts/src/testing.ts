// Test-only entry: real-infrastructure helpers shared by every project's tests.
export * from './server/testing/infra';
export * from './server/testing/outbox-ddl';
export * from './server/testing/pacts';
export * from './server/testing/openapi';
export * from './server/testing/print-fit';
