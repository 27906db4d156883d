import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { SubscriptionSpec } from '@vip/platform/bus';
import type { CatalogCache } from './catalog-cache';

/**
 * Every replica's own consumer group, so each hears every catalog change (a service's one group would give each
 * event to one replica only). Nothing is written: the handler reloads the cache, which reads the database, so an
 * event heard twice or late costs a reload and nothing else. On the embedded bus there is one replica.
 */
export function catalogCacheSubscription(
  cache: CatalogCache,
  options: { replicaId?: string; local: boolean },
): SubscriptionSpec {
  const replica = options.replicaId ?? `${hostname()}-${randomUUID().slice(0, 8)}`;
  const refresh = () => cache.refresh();
  return {
    group: options.local ? 'svc-catalog.cache' : `svc-catalog.cache.${replica}`,
    handlers: {
      'catalog.airport-changed': refresh,
      'catalog.service-changed': refresh,
      'catalog.prices-changed': refresh,
      // Promo codes are read from the database on each use: nothing of them is held.
    },
  };
}
