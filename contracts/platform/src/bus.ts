export * from './bus/event-bus';
export * from './bus/failures';
export * from './bus/local-bus';
export * from './bus/kafka-bus';
export * from './bus/create-bus';
