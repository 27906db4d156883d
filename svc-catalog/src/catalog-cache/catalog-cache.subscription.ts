import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { SubscriptionSpec } from '@vip/platform/bus';
import type { Logger } from '@vip/platform/logger';
import type { CatalogCache } from './catalog-cache';

/**
 * Every replica's own consumer group, so each hears every catalog change (a service's one group would give each
 * event to one replica only). Nothing is written: an event asks for a reload of the cache, which reads the database,
 * so an event heard twice or late costs a reload and nothing else. The handler does not wait for the reload: the
 * events of an import (thousands) then share a few reloads rather than waiting for one each; a reload that fails is
 * logged, and the next event or the timer tries again. On the embedded bus there is one replica.
 */
export function catalogCacheSubscription(
  cache: CatalogCache,
  options: { replicaId?: string; local: boolean; logger?: Logger },
): SubscriptionSpec {
  const replica = options.replicaId ?? `${hostname()}-${randomUUID().slice(0, 8)}`;
  const refresh = async () => {
    cache.refresh().catch((err) => options.logger?.warn({ err }, 'catalog refresh after an event failed'));
  };
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
