export * from './outbox/sql-client';
export * from './outbox/outbox';
export * from './outbox/inbox';
export * from './outbox/dead-letters';
export * from './outbox/retention';
