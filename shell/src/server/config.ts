// The shell server's settings (shell/src/server/main.ts), from its environment, checked at start.
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** Where this container reaches the API and the remotes' files: the gateway (http://gateway:8080). */
  RENDER_BASE_URL: z.url({ protocol: /^https?$/ }),
  /** The site's public origin for canonical and social URLs (the request's Host is not trusted for them). */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** How long a rendered page is served again before it is rendered anew. */
  PAGE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The shell's build; by default the folder above this server build (dist/server/serve.js). */
  SHELL_DIST: z.string().min(1).optional(),
});

export type ShellServerConfig = z.infer<typeof configSchema> & { SHELL_DIST: string };

export function loadConfig(env: Record<string, string | undefined>, entryFile: string): ShellServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid shell server environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return { ...parsed.data, SHELL_DIST: parsed.data.SHELL_DIST ?? resolve(dirname(entryFile), '..') };
}
