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
];

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

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const REMOTES_MANIFEST_PATH = '/remotes.json';
