import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { SubscriptionSpec } from '@vip/platform/bus';
import { indexedFromEvent, type AllotmentIndex } from './allotment-index';

/**
 * Every replica's own consumer group, so each replica's index hears every allotment.changed (the copy's group gives
 * each event to one replica only). Nothing is written: the event's state goes into memory when it is newer.
 */
export function allotmentIndexSubscription(
  index: AllotmentIndex,
  options: { replicaId?: string; local: boolean },
): SubscriptionSpec {
  const replica = options.replicaId ?? `${hostname()}-${randomUUID().slice(0, 8)}`;
  return {
    group: options.local ? 'svc-catalog.allotment-index' : `svc-catalog.allotment-index.${replica}`,
    handlers: {
      'allotment.changed': async (event) => {
        index.apply(indexedFromEvent(event.payload));
      },
    },
  };
}
