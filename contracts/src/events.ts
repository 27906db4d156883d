export * from './events/index';
