// The transactional outbox and inbox, dead letters and their retention.
export * from './outbox/sql-client';
export * from './outbox/outbox';
export * from './outbox/inbox';
export * from './outbox/dead-letters';
export * from './outbox/retention';
