// Server-only entry: databases (PostgreSQL or embedded PGlite) and migrations.
export * from './db/database';
export * from './db/embedded-postgres';
export * from './db/migrate';
export * from './db/pg-transaction';
