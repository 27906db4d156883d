// The event bus: Kafka, in-process, and how a handler's failure is judged.
export * from './bus/event-bus';
export * from './bus/failures';
export * from './bus/local-bus';
export * from './bus/kafka-bus';
export * from './bus/create-bus';
