import { z } from 'zod';
import { baseEnvShape, parseEnv } from '@vip/platform/config';
import { SERVICE_PORTS, STAFF_JWKS_PATH } from '@vip/contracts/platform';

export const catalogEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-catalog']),
  /** The catalog data loaded into an empty database (default: prisma/seed-data/catalog.json). */
  CATALOG_SEED_FILE: z.string().optional(),
  /**
   * The slow safety net: the in-memory directory and service catalog reload on every catalog event, and on this
   * timer whatever the events do.
   */
  DIRECTORY_REFRESH_SECONDS: z.coerce.number().int().positive().default(300),
  /** svc-ops' staff token keys, on its own port (the cluster network), never through the gateway. */
  STAFF_JWKS_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-ops']}${STAFF_JWKS_PATH}`),
  /** Names this replica's own consumer group of catalog events (default: host name and a random suffix). */
  CATALOG_REPLICA_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,80}$/)
    .optional(),
  /** The public site, for the sitemap's addresses; unset, the request's origin. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Promo code tries per client address per minute (tight, so codes cannot be guessed). */
  PROMO_CODE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
};

export type CatalogConfig = ReturnType<typeof loadConfig>;

/** Parses the environment once at start; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv(catalogEnvShape, env);
}
