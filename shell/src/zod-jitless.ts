// zod probes eval for faster parsers, which the CSP reports on every page. Set on globalThis (shared by every
// copy of zod) rather than through zod's config, which would load zod on a first visit.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
