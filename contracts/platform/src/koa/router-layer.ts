// What both the router mount and the OpenAPI builder read of @koa/router, in a module of its own so that
// neither imports the other for it.

/**
 * What the mounting helper and the OpenAPI generator need of an @koa/router layer (no dependency on the
 * package). Its middleware are read for the properties they carry (`schemas`, `routeDoc`, `openapi`), so
 * they are plain objects here: @koa/router's middleware types take a router context Koa's do not.
 */
export interface RouteLayer {
  path: string | RegExp;
  methods: string[];
  stack: object[];
  match(path: string): boolean;
  captures(path: string): string[];
  params(path: string, captures: string[], existing?: Record<string, string>): Record<string, string>;
}

/** What the helpers need of an @koa/router router. */
export interface MountableRouter {
  stack: RouteLayer[];
  routes(): unknown;
}
