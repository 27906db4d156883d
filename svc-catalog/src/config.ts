import { baseEnvShape, parseEnv } from '@vip/contracts/server';
import { SERVICE_PORTS } from '@vip/contracts';

export const catalogEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-catalog']),
};

export type CatalogConfig = ReturnType<typeof loadConfig>;

/** Parses the environment once at start; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv(catalogEnvShape, env);
}
