// Test-only entry: real-infrastructure helpers shared by every project's tests.
export * from './testing/infra';
export * from './testing/outbox-ddl';
export * from './testing/pacts';
export * from './testing/openapi';
export * from './testing/print-fit';
export * from './testing/partner-events';
export * from './testing/identities';
export * from './testing/internal-routes';
export * from './testing/staff-identity';
export * from './testing/ports';
