import { z } from 'zod';
import { baseEnvShape, parseEnv } from '@vip/platform/config';
import { SERVICE_PORTS } from '@vip/contracts/platform';

export const catalogEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-catalog']),
  /** The catalog data loaded into an empty database (default: prisma/seed-data/catalog.json). */
  CATALOG_SEED_FILE: z.string().optional(),
  /** How often the in-memory airport directory and service catalog are reloaded from the database. */
  DIRECTORY_REFRESH_SECONDS: z.coerce.number().int().positive().default(300),
  /** Shared with svc-booking: its promo-code checks at checkout use /internal, outside the public per-client limit. */
  INTERNAL_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Promo code tries per client address per minute (tight, so codes cannot be guessed). */
  PROMO_CODE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
};

export type CatalogConfig = ReturnType<typeof loadConfig>;

/** Parses the environment once at start; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv(catalogEnvShape, env);
}
