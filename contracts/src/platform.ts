/**
 * The shape of the running platform: deployables, their default ports and the `/api` routing by
 * prefix. The dev launcher, the gateway config and the deploy tests all read this one table.
 */
export const SERVICES = ['svc-catalog', 'svc-booking', 'svc-ops'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const SERVICE_PORTS: Record<ServiceName, number> = {
  'svc-catalog': 4001,
  'svc-booking': 4002,
  'svc-ops': 4003,
};

export const GATEWAY_PORT = 8080;

/** `/api` routing by plain prefix match (as nginx `location /prefix` and an Ingress `Prefix` path do). */
export const API_ROUTES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/airports', service: 'svc-catalog' },
  { prefix: '/api/services', service: 'svc-catalog' },
  { prefix: '/api/promo-codes', service: 'svc-catalog' },
  { prefix: '/api/partner/', service: 'svc-catalog' },
  { prefix: '/api/bookings', service: 'svc-booking' },
  { prefix: '/api/quotes', service: 'svc-booking' },
  { prefix: '/api/tracking', service: 'svc-booking' },
  { prefix: '/api/admin/', service: 'svc-ops' },
  { prefix: '/api/suppliers', service: 'svc-ops' },
  { prefix: '/api/webhooks/', service: 'svc-ops' },
  // Each service's OpenAPI document (`…/catalog.json`) and its readable page (`…/catalog`): see OPENAPI_DOCUMENTS.
  { prefix: '/api/openapi/catalog', service: 'svc-catalog' },
  { prefix: '/api/openapi/booking', service: 'svc-booking' },
  { prefix: '/api/openapi/ops', service: 'svc-ops' },
];

/**
 * Where the gateway serves a service's OpenAPI document and its page (each service also serves its own at
 * /openapi.json).
 */
export function openApiPaths(name: string): { json: string; page: string } {
  return { json: `/api/openapi/${name}.json`, page: `/api/openapi/${name}` };
}

/** The three OpenAPI documents, by service. */
export const OPENAPI_DOCUMENTS: ReadonlyArray<{ service: ServiceName; name: string; json: string; page: string }> = (
  [
    ['svc-catalog', 'catalog'],
    ['svc-booking', 'booking'],
    ['svc-ops', 'ops'],
  ] as const
).map(([service, name]) => ({ service, name, ...openApiPaths(name) }));

export function serviceForPath(path: string): ServiceName | undefined {
  return API_ROUTES.find((r) => path.startsWith(r.prefix))?.service;
}

/** Micro-frontends: Nx project folder, Module Federation container name, where the gateway serves them. */
export const REMOTES = [
  { project: 'mfe-booking', container: 'mfe_booking', basePath: '/remotes/mfe-booking/' },
  { project: 'mfe-airports', container: 'mfe_airports', basePath: '/remotes/mfe-airports/' },
  { project: 'mfe-admin', container: 'mfe_admin', basePath: '/remotes/mfe-admin/' },
] as const;
export type RemoteProject = (typeof REMOTES)[number]['project'];

/** Shared as singletons between the shell and the remotes: one React, one router, one query cache, one antd theme. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
] as const;

/**
 * What a server build (a remote's dist/server/routes.js) takes from the renderer that loads it instead of
 * bundling: the singletons, and antd's style cache whose CSS the renderer puts into the page.
 */
export const SERVER_SHARED_MODULES: readonly string[] = [
  ...SHARED_SINGLETONS,
  'react-dom/server',
  '@ant-design/cssinjs',
];

/** Whether a server build's require of this name is one of SERVER_SHARED_MODULES (or a file inside one). */
export function isServerSharedModule(request: string): boolean {
  return SERVER_SHARED_MODULES.some((name) => request === name || request.startsWith(`${name}/`));
}

/** Where a remote's server build is, beside its remoteEntry.js. */
export const REMOTE_SERVER_BUILD_FILE = 'server/routes.js';

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Set on <html> by the shell once the app has hydrated the server's page (or rendered it): from then on the
 * page answers. Browser tests wait for it; parts of a page that hydrate later (lazySection) wait for it too.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/**
 * The Content-Security-Policy of every page, script and asset of the web app (shell and remotes). The
 * admin remote shares the public origin, so this is what keeps an injected script in any remote away
 * from a staff session: scripts only from our own files, no inline script, no eval.
 * - style-src 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time, components set
 *   style attributes, and the quote windows carry inline styles (an e-mail keeps nothing else). A hash or
 *   nonce per style is not possible for styles made at run time; an injected style runs no script, and
 *   with every other source limited to 'self' it cannot send anything off-site either.
 * - img-src data:: an image cannot run script, and icon and CSS-in-JS code commonly writes data: URLs
 *   (nothing in the build does today); images from other hosts stay refused.
 * - frame-ancestors 'none' (with X-Frame-Options for older browsers): no page may be framed (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Sent with every page, script and asset of the web app, by the embedded gateway (tools/dev/gateway.mjs)
 * and by the static containers behind the production gateway and the Ingress (deploy/nginx/static.conf);
 * deploy/test/deploy-manifests.spec.ts holds the nginx files to these values.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing in the product uses these; a script that got in cannot ask for them either.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/**
 * Only on a request that reached us over HTTPS (a browser ignores it over plain HTTP, and it must never
 * pin a host that has no certificate). Equal to ingress-nginx's own default (hsts-max-age 31536000,
 * hsts-include-subdomains true), which replaces it on the Ingress's TLS answers.
 */
export const STRICT_TRANSPORT_SECURITY = {
  name: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
} as const;

/** The API answers data, never a page: a JSON body opened as a document may load and run nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
