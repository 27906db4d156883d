// The events between services: the envelope, topics, the registry and each versioned schema.
export * from './events/index';
