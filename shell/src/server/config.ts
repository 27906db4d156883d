import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The gateway (http://gateway:8080). */
  RENDER_BASE_URL: z.url({ protocol: /^https?$/ }),
  /** The request's Host is not trusted for canonical and social URLs. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * A cached page may show a price this old: with the catalog's own propagation (seconds) it stays under the minute
   * in which a price change must reach every page. So at most 45.
   */
  PAGE_TTL_SECONDS: z.coerce.number().int().min(0).max(45).default(30),
  SHELL_DIST: z.string().min(1).optional(),
});

export type ShellServerConfig = z.infer<typeof configSchema> & { SHELL_DIST: string };

export function loadConfig(env: Record<string, string | undefined>, entryFile: string): ShellServerConfig {
  const config = parse(configSchema, env);
  return { ...config, SHELL_DIST: config.SHELL_DIST ?? resolve(dirname(entryFile), '..') };
}

/** The keep-time of a renderer the shell's server does not start (the embedded gateway's page worker), same rules. */
export function pageTtlMsFrom(env: Record<string, string | undefined>): number {
  return parse(configSchema.pick({ PAGE_TTL_SECONDS: true }), env).PAGE_TTL_SECONDS * 1000;
}

function parse<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid shell server environment: ${issues.join('; ')}`);
}
