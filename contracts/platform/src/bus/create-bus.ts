import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { KafkaEventBus } from './kafka-bus';
import { LocalEventBus } from './local-bus';

// Kafka is not awaited: a service starts while the broker is down, its outbox keeping the events.
export async function createEventBus(options: {
  service: string;
  brokers?: string[];
  logger: Logger;
}): Promise<EventBus> {
  if (!options.brokers) return new LocalEventBus({ logger: options.logger });
  const bus = new KafkaEventBus({ brokers: options.brokers, clientId: options.service, logger: options.logger });
  bus
    .connect()
    .catch((err) => options.logger.warn({ err }, 'Kafka is not reachable yet; the outbox keeps events until it is'));
  return bus;
}
