import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { KafkaEventBus } from './kafka-bus';
import { LocalEventBus } from './local-bus';

/** Kafka when brokers are configured, else the in-process bus (embedded mode). */
export async function createEventBus(options: { service: string; brokers?: string[]; logger: Logger }): Promise<EventBus> {
  if (!options.brokers) return new LocalEventBus({ logger: options.logger });
  const bus = new KafkaEventBus({ brokers: options.brokers, clientId: options.service, logger: options.logger });
  await bus.connect();
  return bus;
}
