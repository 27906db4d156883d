import compose from 'koa-compose';
import type { Context, Middleware, Next } from 'koa';
import { isPassThrough, type MountableRouter, type RouteLayer } from './router-layer';

/** @koa/router's own fields this dispatch reads, beyond the mountable shape. */
interface DispatchedLayer extends RouteLayer {
  name?: string | null;
  paramNames: unknown[];
}
interface DispatchedRouter extends MountableRouter {
  stack: DispatchedLayer[];
  host?: unknown;
  exclusive?: boolean;
  opts?: { routerPath?: string; exclusive?: unknown };
  /** Its not-found handlers, which run (in order) when it has no route for a request; without any, next(). */
  _events?: { emit(event: string, ctx: Context, next: Next): Promise<unknown> };
}

/** The fields @koa/router gives a matched request, as its own dispatch sets them. */
interface RoutedContext {
  matched?: RouteLayer[];
  router?: MountableRouter;
  routeMatched?: boolean;
  captures?: string[];
  params?: Record<string, string>;
  routerPath?: string | RegExp;
  routerName?: string;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
}
const routed = (ctx: Context) => ctx as unknown as RoutedContext & { request: { params?: Record<string, string> } };

// The path the router matched, for its layers' captures: a middleware between them may rewrite ctx.path.
const REQUEST_PATH = Symbol('routed path');
type WithPath = { [REQUEST_PATH]?: string };

// Distinct matched-layer sets per router are a route's few (its methods, the router's use() layers): the bound only
// guards against a pathological router.
const CHAINS_KEPT = 512;

/** What @koa/router's per-layer step does before the layer's own middleware: captures, params and route names. */
function paramsStep(layer: DispatchedLayer): Middleware {
  // A string path without parameters compiles to a regular expression without groups: nothing to capture.
  const literal = typeof layer.path === 'string' && layer.paramNames.length === 0;
  return (ctx, next) => {
    const c = routed(ctx);
    const path = (ctx as WithPath)[REQUEST_PATH] ?? '';
    c.captures = literal ? [] : layer.captures(path);
    c.request.params = layer.params(path, c.captures, c.params);
    c.params = c.request.params;
    c.routerPath = layer.path;
    c.routerName = layer.name || undefined;
    c._matchedRoute = layer.path;
    if (layer.name) c._matchedRouteName = layer.name;
    return next();
  };
}

/** A router this dispatch cannot stand in for: it keeps its own routes() middleware. */
function usesOwnDispatch(router: DispatchedRouter): boolean {
  return Boolean(router.host || router.exclusive || router.opts?.routerPath);
}

interface Chain {
  run: (ctx: Context, next: Next) => Promise<unknown>;
  route: DispatchedLayer;
}

/**
 * @koa/router's dispatch, with each matched set of layers composed once: its own composes them again on every request
 * and reads the Host header for a host check no router here uses. The same fields on ctx, the same order.
 */
function routerStep(router: DispatchedRouter): Middleware {
  if (usesOwnDispatch(router)) return router.routes() as Middleware;
  const layers = router.stack;
  const chains = new Map<string, Chain>();
  const chainOf = (key: string, selected: DispatchedLayer[]): Chain => {
    const known = chains.get(key);
    if (known) return known;
    const chain: Chain = {
      run: compose(
        selected.flatMap((layer) => [
          paramsStep(layer),
          ...(layer.stack as Middleware[]).filter((m) => !isPassThrough(m)),
        ]),
      ),
      route: selected.findLast((layer) => layer.methods.length > 0)!,
    };
    if (chains.size < CHAINS_KEPT) chains.set(key, chain);
    return chain;
  };
  return (ctx, next) => {
    const c = routed(ctx);
    // As @koa/router picks it; Koa's path is never empty, so its last fallbacks never apply.
    const path = (ctx as unknown as { newRouterPath?: string }).newRouterPath || ctx.path;
    const method = ctx.method.toUpperCase();
    const matched = (c.matched ??= []);
    let key = '';
    let selected: DispatchedLayer[] | undefined;
    let route = false;
    for (let i = 0; i < layers.length; i++) {
      const layer = layers[i]!;
      if (!layer.match(path)) continue;
      matched.push(layer);
      if (layer.methods.length > 0 && !layer.methods.includes(method)) continue;
      (selected ??= []).push(layer);
      key += `${i},`;
      if (layer.methods.length > 0) route = true;
    }
    c.router = router;
    c.routeMatched = route;
    if (!route) return router._events ? router._events.emit('not-found', ctx, next) : next();
    const chain = chainOf(key, selected!);
    c._matchedRoute = chain.route.path;
    if (chain.route.name) c._matchedRouteName = chain.route.name;
    (ctx as WithPath)[REQUEST_PATH] = path;
    return chain.run(ctx, next);
  };
}

/** The routers in order, as one middleware: each passes to the next when it has no route for the request. */
export function dispatchRouters(routers: MountableRouter[], after: Middleware): Middleware {
  return compose([...(routers as DispatchedRouter[]).map(routerStep), after]);
}
