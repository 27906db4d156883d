import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { ZodType } from 'zod';
import { AppError } from './app-error';
import { documentedStatusCheck } from './documented-statuses';
import { dispatchRouters } from './router-dispatch';
import type { OpenApiInfo } from '../openapi/openapi-document';
import type { MountableRouter, RouteLayer } from './router-layer';

export type { MountableRouter, RouteLayer } from './router-layer';
import { serviceDocuments, type ServiceDocuments } from '../openapi/openapi-serving';

export function paramsSchemaOf(layer: RouteLayer): ZodType | undefined {
  for (const mw of layer.stack) {
    const schemas = (mw as { schemas?: { params?: ZodType } }).schemas;
    if (schemas?.params) return schemas.params;
  }
  return undefined;
}

function paramsAccepted(layer: RouteLayer, path: string): boolean {
  const schema = paramsSchemaOf(layer);
  if (!schema) return true;
  try {
    return schema.safeParse(layer.params(path, layer.captures(path), {})).success;
  } catch {
    // A capture that does not decode (a stray %) is not a value of this route's parameter either.
    return false;
  }
}

const SIMPLE_PATH = /^[^*?{}()+]*$/;
const segmentsOf = (layer: RouteLayer) =>
  typeof layer.path === 'string' && SIMPLE_PATH.test(layer.path) ? layer.path.toLowerCase().split('/') : undefined;
const isParam = (segment: string) => segment.includes(':');
const hasParams = (layer: RouteLayer) => typeof layer.path !== 'string' || layer.path.includes(':');

/** Whether some path could match both: same number of segments, and no two literal segments that differ. */
function mayShareAPath(a: RouteLayer, b: RouteLayer): boolean {
  const [sa, sb] = [segmentsOf(a), segmentsOf(b)];
  if (!sa || !sb) return true;
  if (sa.length !== sb.length) return false;
  return sa.every((segment, i) => isParam(segment) || isParam(sb[i]!) || segment === sb[i]);
}

// Spellings of literal paths (case, a trailing slash) remembered per route: a bounded few in practice.
const DECISIONS_KEPT = 256;

// A literal path owns itself: when a parameterised route's schema refuses the value ('checkout' is no reference)
// and another route takes it, it stands aside, so `GET /api/bookings/checkout` is a 405, not a 400. The rivals that
// could share a path are found once at mount; a path no rival matches costs no parse, and a decision against
// literal rivals only is kept, so `/api/airports/search` does not parse 'search' as an airport code each time.
function letLiteralPathsWin(routers: MountableRouter[]): void {
  const routeLayers = routers.flatMap((r) => r.stack).filter((l) => l.methods.length > 0);
  const plainMatch = new Map(routeLayers.map((l) => [l, l.match.bind(l)] as const));
  for (const layer of routeLayers) {
    if (!paramsSchemaOf(layer)) continue;
    const schema = paramsSchemaOf(layer);
    // Another method of the same route with the same schema accepts exactly what this one does: no rival.
    const sameRoute = (other: RouteLayer) => other.path === layer.path && paramsSchemaOf(other) === schema;
    const rivals = routeLayers.filter((o) => o !== layer && !sameRoute(o) && mayShareAPath(layer, o));
    if (rivals.length === 0) continue;
    const own = plainMatch.get(layer)!;
    const decided = new Map<string, boolean>();
    layer.match = (path: string) => {
      if (!own(path)) return false;
      const known = decided.get(path);
      if (known !== undefined) return known;
      const here = rivals.filter((other) => plainMatch.get(other)!(path));
      if (here.length === 0) return true;
      const wins = paramsAccepted(layer, path) || !here.some((other) => paramsAccepted(other, path));
      // A path a literal route matches is one of that route's few spellings, so the memory stays small.
      if (here.some((other) => !hasParams(other)) && decided.size < DECISIONS_KEPT) decided.set(path, wins);
      return wins;
    };
  }
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const methodRank = (method: string) =>
  METHOD_ORDER.includes(method) ? METHOD_ORDER.indexOf(method) : METHOD_ORDER.length;

/** Over every mounted router: each router's matched layers are on ctx.matched. */
function allowedMethods(ctx: Koa.Context): string[] {
  const matched = (ctx as unknown as { matched?: RouteLayer[] }).matched ?? [];
  const methods = new Set(matched.flatMap((layer) => layer.methods));
  if (methods.size === 0) return [];
  methods.add('OPTIONS');
  return [...methods].sort((a, b) => methodRank(a) - methodRank(b));
}

/** Every method (TRACE, QUERY too) gets a 405 in the one error shape, never a 501 or plain text. */
function methodNotAllowed(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const allow = allowedMethods(ctx);
    if (allow.length === 0) return;
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Allow', allow.join(', '));
      return;
    }
    throw new AppError(
      405,
      'METHOD_NOT_ALLOWED',
      `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow.join(', ')}`,
      undefined,
      { Allow: allow.join(', ') },
    );
  };
}

const mountedDocuments = new WeakMap<Koa, ServiceDocuments>();

export function documentsOf(app: Koa): ServiceDocuments | undefined {
  return mountedDocuments.get(app);
}

/** One 405 after every router, so two routers serving one path give one Allow. */
export function mountRouters(
  app: Koa,
  routers: MountableRouter[],
  options: { documents: { name: string; info: OpenApiInfo } },
): ServiceDocuments {
  letLiteralPathsWin(routers);
  const documents = serviceDocuments({ ...options.documents, routers });
  mountedDocuments.set(app, documents);
  // One middleware, not three: every request passes here, and each layer costs it a dispatch.
  const routes = documentedStatusCheck(documents.full, dispatchRouters(routers, methodNotAllowed()));
  app.use((ctx, next) => (documents.serves(ctx.path) ? documents.middleware(ctx, next) : routes(ctx, next)));
  return documents;
}
