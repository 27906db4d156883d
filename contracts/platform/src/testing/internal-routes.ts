import type Koa from 'koa';
import request from 'supertest';
import { INTERNAL_ROUTERS, OPERATOR, SERVICES, type InternalCaller, type ServiceName } from '@vip/contracts/platform';
import { EVENTS_ADMIN_OPERATIONS, EVENTS_ADMIN_PREFIX } from '../koa/events-admin';
import type { OpenApiDocument } from '../openapi/openapi-document';
import type { TestIdentities } from './identities';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SAMPLE_ID = '7d0c5a4e-1111-4222-8333-444455556666';

export interface InternalRoute {
  method: string;
  path: string;
}

/** Every /internal route the service answers: its full OpenAPI document's, and the events administration's. */
export async function internalRoutesOf(app: Koa): Promise<InternalRoute[]> {
  const full = (await request(app.callback()).get('/openapi.json')).body as OpenApiDocument;
  const documented = Object.entries(full.paths ?? {})
    .filter(([path]) => path.startsWith('/internal/'))
    .flatMap(([path, operations]) =>
      METHODS.filter((m) => m in (operations as object)).map((m) => ({ method: m.toUpperCase(), path })),
    );
  const events = EVENTS_ADMIN_OPERATIONS.map((operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    return { method, path: `${EVENTS_ADMIN_PREFIX}${path}` };
  });
  return [...documented, ...events];
}

/** No route matched the path at all (not the guard's 404, which says "Not Found"), so nothing was served. */
function unserved(res: { status: number; body?: { error?: { code?: string; message?: string } } }): boolean {
  const error = res.body?.error;
  return (
    (res.status === 404 && error?.code === 'NOT_FOUND' && (error.message ?? '').startsWith('No route for')) ||
    (res.status === 405 && error?.code === 'METHOD_NOT_ALLOWED')
  );
}

/** How a caller respells a path to slip past a guard; only the first four reach the route at all. */
function spellings(path: string): string[] {
  return [
    path,
    path.toUpperCase().replace(SAMPLE_ID.toUpperCase(), SAMPLE_ID),
    path.replace('/internal/', '/Internal/'),
    `${path}/`,
    `/${path}`,
    path.replace('/internal/', '/internal//'),
    path.replace('/internal/', '/%69nternal/'),
    `${path};x`,
  ];
}

/**
 * The security sweep of a service's /internal routes: every route, in every spelling, refuses no credential, a
 * wrong one, a token signed for another service, and every caller its row of INTERNAL_ROUTERS does not name (other
 * services, the operator, another service's operator); the callers it names get past the guard. Empty when all
 * holds, else one line per problem.
 */
export async function internalRouteProblems(
  app: Koa,
  service: ServiceName,
  identities: TestIdentities,
): Promise<string[]> {
  const problems: string[] = [];
  const routes = await internalRoutesOf(app);
  if (routes.length === EVENTS_ADMIN_OPERATIONS.length && service !== 'svc-ops')
    problems.push(`${service} documents no /internal route of its own`);
  const others = SERVICES.filter((s) => s !== service);
  for (const route of routes) {
    const row = INTERNAL_ROUTERS.find((r) => r.service === service && route.path.startsWith(`${r.prefix}/`));
    if (!row) {
      problems.push(`${route.method} ${route.path} is under no row of INTERNAL_ROUTERS`);
      continue;
    }
    const path = route.path.replace(/\{\w+\}/g, SAMPLE_ID);
    const credentials: { who: string; authorization: string | undefined; allowed: boolean }[] = [
      { who: 'no credential', authorization: undefined, allowed: false },
      { who: 'a wrong token', authorization: 'Bearer not-a-credential-of-anyone-0123456789', allowed: false },
      ...(await Promise.all(
        others.map(async (caller) => ({
          who: `${caller}'s token`,
          authorization: await identities.authorization(caller, service),
          allowed: row.callers.includes(caller as InternalCaller),
        })),
      )),
      ...(await Promise.all(
        others.map(async (caller) => ({
          who: `${caller}'s token for another service`,
          authorization: await identities.authorization(
            caller,
            others.find((o) => o !== caller)!,
          ),
          allowed: false,
        })),
      )),
      {
        who: "this service's operator",
        authorization: `Bearer ${identities.operator(service)}`,
        allowed: row.callers.includes(OPERATOR),
      },
      ...others.map((other) => ({
        who: `${other}'s operator`,
        authorization: `Bearer ${identities.operator(other)}`,
        allowed: false,
      })),
    ];
    for (const credential of credentials) {
      for (const spelling of credential.allowed ? [path] : spellings(path)) {
        let req = request(app.callback())[route.method.toLowerCase() as (typeof METHODS)[number]](spelling);
        if (credential.authorization) req = req.set('Authorization', credential.authorization);
        const res = await (route.method === 'GET' ? req : req.send({}));
        const where = `${route.method} ${spelling} with ${credential.who}`;
        if (credential.allowed) {
          if ([401, 403].includes(res.status) || res.body?.error?.message === 'Not Found')
            problems.push(`${where} was refused (${res.status}); INTERNAL_ROUTERS names that caller`);
        } else if (![401, 403].includes(res.status) && !unserved(res)) {
          problems.push(`${where} answered ${res.status} ${res.body?.error?.code ?? ''}`.trim());
        }
      }
    }
  }
  return problems;
}
