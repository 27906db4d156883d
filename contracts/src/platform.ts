import type { StaffPermission } from './permissions';

/** One table for the dev launcher, the gateway config and the deploy tests. */
export const SERVICES = ['svc-catalog', 'svc-booking', 'svc-ops'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const SERVICE_PORTS: Record<ServiceName, number> = {
  'svc-catalog': 4001,
  'svc-booking': 4002,
  'svc-ops': 4003,
};

export const GATEWAY_PORT = 8080;

/**
 * Node's flags for every service, in its image and wherever the services run in their production shape (the split
 * stack, the benchmarks). A young generation of 32 MiB semi-spaces (Node 20's default grows to 16): a request's
 * garbage dies young, and fewer scavenges cost the catalog search about a tenth less CPU per request
 * (docs/decisions/per-request-work.md). At most 32 MiB more young generation per service, well inside each one's
 * memory limit.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/** `/api` routing by plain prefix (nginx `location /prefix`, an Ingress `Prefix` path); longer prefixes first. */
export const API_ROUTES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/airports', service: 'svc-catalog' },
  { prefix: '/api/services', service: 'svc-catalog' },
  { prefix: '/api/promo-codes', service: 'svc-catalog' },
  { prefix: '/api/currency-rates', service: 'svc-catalog' },
  { prefix: '/api/partner/v1/bookings', service: 'svc-booking' },
  { prefix: '/api/partner/v1/webhook-deliveries', service: 'svc-ops' },
  { prefix: '/api/partner/', service: 'svc-catalog' },
  { prefix: '/api/bookings', service: 'svc-booking' },
  { prefix: '/api/quotes', service: 'svc-booking' },
  { prefix: '/api/tracking', service: 'svc-booking' },
  { prefix: '/api/admin/catalog/', service: 'svc-catalog' },
  { prefix: '/api/admin/allotments', service: 'svc-booking' },
  { prefix: '/api/admin/', service: 'svc-ops' },
  { prefix: '/api/suppliers', service: 'svc-ops' },
  { prefix: '/api/supplier-jobs/', service: 'svc-ops' },
  { prefix: '/api/webhooks/', service: 'svc-ops' },
  { prefix: '/api/openapi/catalog', service: 'svc-catalog' },
  { prefix: '/api/openapi/booking', service: 'svc-booking' },
  { prefix: '/api/openapi/ops', service: 'svc-ops' },
];

/**
 * svc-ops' staff token keys (JWKS), on svc-ops' own port for the services of the cluster: never through the gateway.
 */
export const STAFF_JWKS_PATH = '/.well-known/jwks.json';

export function openApiPaths(name: string): { json: string; page: string } {
  return { json: `/api/openapi/${name}.json`, page: `/api/openapi/${name}` };
}

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

/** A person running a service's events administration (`npm run events`) with that service's own OPERATOR_TOKEN. */
export const OPERATOR = 'operator';
export type InternalCaller = ServiceName | typeof OPERATOR;

export interface InternalRouter {
  /** The service that serves it. */
  service: ServiceName;
  /** The router's prefix; every route under it takes the same callers. */
  prefix: string;
  /** Who may call it: a service signing as itself (SERVICE_KEY), or the operator. Nobody else. */
  callers: readonly InternalCaller[];
  purpose: string;
}

/**
 * Who may call which `/internal` router (the cluster network only, never the gateway). The one table: each internal
 * router's guard reads its row, and a router without a row does not start.
 */
export const INTERNAL_ROUTERS: readonly InternalRouter[] = [
  {
    service: 'svc-booking',
    prefix: '/internal/bookings',
    callers: ['svc-ops'],
    purpose: "staff corrections of a booking's core fields and their price previews",
  },
  {
    service: 'svc-booking',
    prefix: '/internal/suppliers',
    callers: ['svc-ops'],
    purpose: "a supplier's own allotments at its job's airport, published, changed and withdrawn through its job link",
  },
  {
    service: 'svc-catalog',
    prefix: '/internal/promo-codes',
    callers: ['svc-booking'],
    purpose: 'promo codes checked (and their uses held and given back) at checkout',
  },
  {
    service: 'svc-ops',
    prefix: '/internal/partner-bookings',
    callers: ['svc-booking'],
    purpose: "a partner's cancellation and sandbox status moves",
  },
  ...SERVICES.map((service) => ({
    service,
    prefix: '/internal/events',
    callers: [OPERATOR] as const,
    purpose: 'dead letters replayed and parked outbox events released, by its own operator',
  })),
];

export function internalRouterOf(service: ServiceName, prefix: string): InternalRouter | undefined {
  return INTERNAL_ROUTERS.find((r) => r.service === service && r.prefix === prefix);
}

export const REMOTES = [
  { project: 'mfe-booking', container: 'mfe_booking', basePath: '/remotes/mfe-booking/' },
  { project: 'mfe-airports', container: 'mfe_airports', basePath: '/remotes/mfe-airports/' },
  { project: 'mfe-admin', container: 'mfe_admin', basePath: '/remotes/mfe-admin/' },
] as const;
export type RemoteProject = (typeof REMOTES)[number]['project'];

/**
 * The catalog team's screens: mfe-airports exposes them (its `./catalog-admin`, export `CatalogAdmin`), the back
 * office mounts them at `path` inside its own frame, so the catalog team ships them with svc-catalog, alone.
 */
export const CATALOG_ADMIN_MOUNT = {
  container: 'mfe_airports',
  exposed: 'catalog-admin',
  exportName: 'CatalogAdmin',
  path: '/admin/catalog',
} as const;

/** What the back office hands the catalog screens: who is signed in, and what to do once that session ended. */
export interface CatalogAdminProps {
  /** Where the screens are mounted; their own links start with it. */
  basePath: string;
  /** From the staff session: the screens hide what the permissions do not allow (svc-catalog refuses it anyway). */
  staff: { name: string; permissions: readonly StaffPermission[]; csrfToken: string };
  /** The token route answered 401: the staff session is over, back to the sign-in. */
  onSessionEnded(): void;
}

export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  // One IntlProvider for the shell and every remote: each page reads the language and messages the shell loaded.
  'react-intl',
] as const;

/** Taken from the renderer rather than bundled; antd's style cache lets the renderer put its CSS in the page. */
export const SERVER_SHARED_MODULES: readonly string[] = [
  ...SHARED_SINGLETONS,
  'react-dom/server',
  '@ant-design/cssinjs',
];

export function isServerSharedModule(request: string): boolean {
  return SERVER_SHARED_MODULES.some((name) => request === name || request.startsWith(`${name}/`));
}

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Set once the shell has hydrated; browser tests and lazySection wait for it. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/**
 * The back office's pages (mfe-admin's routes outside /admin too): on their own host in production, where the public
 * host redirects them (deploy/nginx/gateway.conf.template, docs/decisions/admin-origin.md).
 */
export const ADMIN_PAGE_PATHS = ['/admin', '/chauffeur-booking', '/test-payment', '/test-webhook'] as const;

// The admin remote shares the public origin: this keeps injected script away from staff sessions.
// 'unsafe-inline' styles: antd writes <style> at run time; with every source 'self', a style sends nothing away.
// img-src data:: an image runs no script.
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

/** Also served by deploy/nginx/static.conf; deploy-manifests.spec.ts holds nginx to these values. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Unused by the product, so an injected script cannot ask for them.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/** HTTPS only (it must never pin a host without a certificate); equals ingress-nginx's default. */
export const STRICT_TRANSPORT_SECURITY = {
  name: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
} as const;

/** The API answers data, never a page: a JSON body opened as a document may load and run nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
