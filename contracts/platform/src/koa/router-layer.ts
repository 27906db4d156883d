// Its own module, so neither the router mount nor the OpenAPI builder imports the other for it.

// Middleware are plain objects, read for their properties: @koa/router's middleware types need a router context.
export interface RouteLayer {
  path: string | RegExp;
  methods: string[];
  stack: object[];
  match(path: string): boolean;
  captures(path: string): string[];
  params(path: string, captures: string[], existing?: Record<string, string>): Record<string, string>;
}

export interface MountableRouter {
  stack: RouteLayer[];
  routes(): unknown;
}

const passThroughs = new WeakSet<object>();

/** A middleware that only calls next(), there for what reads the router (the OpenAPI generator): dispatch skips it. */
export function passThrough<M extends object>(middleware: M): M {
  passThroughs.add(middleware);
  return middleware;
}

export const isPassThrough = (middleware: object): boolean => passThroughs.has(middleware);
