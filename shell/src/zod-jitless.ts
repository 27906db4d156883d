// zod probes for eval (new Function) when it builds its first schema, to compile faster parsers. The
// site's Content-Security-Policy forbids eval, so the probe is a reported violation on every page: zod is told
// not to try. zod keeps its settings on globalThis.__zod_globalConfig, one object for every copy of zod on the
// page (each frontend bundles its own), read when a schema is first parsed; setting it there, rather than
// through zod's config, keeps zod itself off a first visit: the frontends load it with the
// first request or form that needs it. zod-jitless.spec.ts checks that zod sees the setting.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
