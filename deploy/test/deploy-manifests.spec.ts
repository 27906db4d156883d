/**
 * The production-shape description in deploy/ must agree with the one table of the platform
 * (contracts/src/platform.ts): every deployable has an image recipe, a compose service and Kubernetes
 * objects; ports, API routes and remotes are wired the same way in the gateway, the Ingress and compose;
 * remotes.json matches the remotes; each service has its own database.
 *
 * Routing is checked by resolving sample request paths the way nginx and an Ingress controller would,
 * so removing one path from ingress.yaml (or a section from the gateway's template) makes this suite fail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import {
  ADMIN_PAGE_PATHS,
  API_ROUTES,
  GATEWAY_PORT,
  OPENAPI_DOCUMENTS,
  PAGE_SECURITY_HEADERS,
  REMOTE_ENTRY_FILE,
  REMOTES,
  REMOTES_MANIFEST_PATH,
  SERVICE_NODE_FLAGS,
  SERVICE_PORTS,
  SERVICES,
  STRICT_TRANSPORT_SECURITY,
  serviceForPath,
  type ServiceName,
} from '@vip/contracts/platform';
import { remotesManifestSchema } from '@vip/contracts/schemas';
// The gateway's nginx config exists only as rendered from its template and the platform's tables.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderGatewayConf } = require('../nginx/render-gateway.cjs') as {
  renderGatewayConf: (template?: string) => string;
};

const deployDir = resolve(__dirname, '..');
const read = (rel: string) => readFileSync(join(deployDir, rel), 'utf8');

// Remotes are nginx serving their build; the shell is its Node server (its build and page rendering,
// shell/src/server/shell-app.ts, whose headers shell-app.spec.ts checks against contracts). Pages reach a
// browser from any of them.
const REMOTE_APPS: string[] = REMOTES.map((r) => r.project);
const STATIC_APPS: string[] = ['shell', ...REMOTE_APPS];
const DEPLOYABLES: string[] = [...SERVICES, ...STATIC_APPS, 'gateway'];
const STATIC_CONTAINER_PORT = 8080;
const NAMESPACE = 'vip-platform';

// Sample request paths under a route prefix: the prefix itself (when it is a whole path) and a sub-path.
function samplesUnder(prefix: string): string[] {
  return prefix.endsWith('/') ? [`${prefix}x`, `${prefix}x/y`] : [prefix, `${prefix}/x`];
}

// --------------------------------------------------------------------------------------------------
// nginx config: a small parser (directives, blocks, quoted strings, comments) and location matching.
// --------------------------------------------------------------------------------------------------
interface NginxNode {
  name: string;
  args: string[];
  children?: NginxNode[];
}

function tokenizeNginx(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push(c);
      i += 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j += 1;
        value += text[j];
        j += 1;
      }
      tokens.push(value);
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s{};]/.test(text[j])) j += 1;
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

function parseNginx(text: string): NginxNode[] {
  const tokens = tokenizeNginx(text);
  let pos = 0;
  function block(): NginxNode[] {
    const nodes: NginxNode[] = [];
    while (pos < tokens.length) {
      if (tokens[pos] === '}') {
        pos += 1;
        return nodes;
      }
      const words: string[] = [];
      while (pos < tokens.length && tokens[pos] !== ';' && tokens[pos] !== '{' && tokens[pos] !== '}') {
        words.push(tokens[pos]);
        pos += 1;
      }
      const end = tokens[pos];
      pos += 1;
      if (words.length === 0) throw new Error('nginx config: empty directive');
      const node: NginxNode = { name: words[0], args: words.slice(1) };
      if (end === '{') node.children = block();
      else if (end !== ';') throw new Error(`nginx config: directive "${words.join(' ')}" not terminated`);
      nodes.push(node);
    }
    return nodes;
  }
  return block();
}

interface NginxLocation {
  modifier: '' | '=' | '^~' | '~' | '~*';
  path: string;
  directives: NginxNode[];
}

function locationsOf(server: NginxNode): NginxLocation[] {
  return (server.children ?? [])
    .filter((n) => n.name === 'location')
    .map((n) => {
      const [a, b] = n.args;
      const hasModifier = ['=', '^~', '~', '~*'].includes(a);
      return {
        modifier: (hasModifier ? a : '') as NginxLocation['modifier'],
        path: hasModifier ? b : a,
        directives: n.children ?? [],
      };
    });
}

/** nginx's choice: exact match; else the longest prefix, and regexes (first match) unless that prefix is ^~. */
function matchNginx(locations: NginxLocation[], uri: string): NginxLocation | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.path === uri);
  if (exact) return exact;
  const prefixes = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.path))
    .sort((x, y) => y.path.length - x.path.length);
  const longest = prefixes[0];
  if (longest?.modifier !== '^~') {
    const regex = locations.find(
      (l) =>
        (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.path, l.modifier === '~*' ? 'i' : '').test(uri),
    );
    if (regex) return regex;
  }
  return longest;
}

const directive = (loc: NginxLocation | undefined, name: string) => loc?.directives.find((d) => d.name === name);

/**
 * The add_header lines nginx applies to an answer from this location, by lower-case header name: the
 * location's own, or the server's when the location has none (nginx inherits add_header only as a whole).
 */
function addedHeaders(
  server: NginxNode,
  loc: NginxLocation | undefined,
): Map<string, Array<{ value: string; always: boolean }>> {
  const own = (loc?.directives ?? []).filter((d) => d.name === 'add_header');
  const lines = own.length > 0 ? own : (server.children ?? []).filter((d) => d.name === 'add_header');
  const headers = new Map<string, Array<{ value: string; always: boolean }>>();
  for (const { args } of lines) {
    const name = args[0].toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), { value: args[1], always: args[2] === 'always' }]);
  }
  return headers;
}

/** A `map <source> <$variable> { key value; ... }` of the config, as its source and its key → value table. */
function nginxMap(tree: NginxNode[], variable: string): { source: string; values: Record<string, string> } | undefined {
  const map = tree.find((n) => n.name === 'map' && n.args[1] === variable);
  if (!map) return undefined;
  return { source: map.args[0], values: Object.fromEntries((map.children ?? []).map((c) => [c.name, c.args[0]])) };
}

// --------------------------------------------------------------------------------------------------
// Kubernetes: all objects of deploy/k8s, and Ingress path matching.
// --------------------------------------------------------------------------------------------------
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string }; [k: string]: any };

function loadK8s(): Array<K8sObject & { file: string }> {
  const dir = join(deployDir, 'k8s');
  const objects: Array<K8sObject & { file: string }> = [];
  for (const file of readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
      const obj = doc.toJS() as K8sObject | null;
      if (obj) objects.push({ ...obj, file });
    }
  }
  return objects;
}

interface IngressPath {
  path: string;
  pathType: 'Exact' | 'Prefix' | 'ImplementationSpecific';
  backend: { service: { name: string; port: { number?: number; name?: string } } };
}

/** Kubernetes Ingress semantics: Exact, or Prefix matched element-wise by '/'; the longest path wins, Exact first. */
function matchIngress(paths: IngressPath[], uri: string): IngressPath | undefined {
  const elements = (p: string) => p.split('/').filter(Boolean);
  const matches = paths.filter((p) => {
    if (p.pathType === 'Exact') return p.path === uri;
    // ingress-nginx without use-regex: a plain nginx prefix location.
    if (p.pathType === 'ImplementationSpecific') return uri.startsWith(p.path);
    if (p.pathType !== 'Prefix') return false;
    const want = elements(p.path);
    const have = elements(uri);
    return want.length <= have.length && want.every((e, i) => e === have[i]);
  });
  return matches.sort((x, y) => y.path.length - x.path.length || (x.pathType === 'Exact' ? -1 : 1))[0];
}

// --------------------------------------------------------------------------------------------------
// compose helpers
// --------------------------------------------------------------------------------------------------
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComposeService = Record<string, any>;

function envOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line: string) => {
        const i = line.indexOf('=');
        return [line.slice(0, i), line.slice(i + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
}

const databaseOf = (url: string) => new URL(url).pathname.replace(/^\//, '');

// ==================================================================================================
describe('deploy manifests agree with contracts/src/platform.ts', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const composeServices = compose.services;
  const k8s = loadK8s();
  const find = (kind: string, name: string) => k8s.find((o) => o.kind === kind && o.metadata.name === name);
  const gatewayTree = parseNginx(renderGatewayConf());
  const gatewayServer = gatewayTree.find((n) => n.name === 'server');
  const gatewayLocations = gatewayServer ? locationsOf(gatewayServer) : [];
  const upstreams = new Map(
    gatewayTree
      .filter((n) => n.name === 'upstream')
      .map((n) => [n.args[0], (n.children ?? []).filter((c) => c.name === 'server').map((c) => c.args[0])]),
  );
  const ingresses = k8s.filter((o) => o.kind === 'Ingress');
  // The public site's rule (any host); the back office's host has a rule of its own, tried on its own.
  const ingressPaths: IngressPath[] = ingresses.flatMap((ing) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (ing.spec.rules ?? []).filter((rule: any) => !rule.host).flatMap((rule: any) => rule.http?.paths ?? []),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const adminHostRules = ingresses.flatMap((ing) => (ing.spec.rules ?? []).filter((rule: any) => rule.host));
  /** A page of the back office, which the public host redirects to the admin host. */
  const isAdminPage = (uri: string) => ADMIN_PAGE_PATHS.some((p) => uri === p || uri.startsWith(`${p}/`));
  const manifest = JSON.parse(read('remotes.json'));

  /** The host:port a gateway request path ends up at (proxy_pass through an upstream), or undefined. */
  function gatewayTarget(uri: string): string | undefined {
    const pass = directive(matchNginx(gatewayLocations, uri), 'proxy_pass')?.args[0];
    if (!pass) return undefined;
    const url = new URL(pass);
    const servers = upstreams.get(url.hostname);
    if (servers) {
      expect(servers).toHaveLength(1);
      return servers[0];
    }
    return url.host;
  }

  /** The Service name and port number an Ingress request path ends up at. */
  function ingressTarget(uri: string): string | undefined {
    const hit = matchIngress(ingressPaths, uri);
    if (!hit) return undefined;
    const { name, port } = hit.backend.service;
    const svc = find('Service', name);
    const number = port.number ?? svc?.spec.ports.find((p: { name: string }) => p.name === port.name)?.port;
    return `${name}:${number}`;
  }

  /** The container port a Service port forwards to (targetPort by name or number). */
  function containerPortBehind(serviceName: string, port: number): number | undefined {
    const svc = find('Service', serviceName);
    const deployment = find('Deployment', serviceName);
    const sp = svc?.spec.ports.find((p: { port: number }) => p.port === port);
    if (!sp || !deployment) return undefined;
    const target = sp.targetPort ?? sp.port;
    if (typeof target === 'number') return target;
    for (const c of deployment.spec.template.spec.containers) {
      const named = (c.ports ?? []).find((p: { name?: string }) => p.name === target);
      if (named) return named.containerPort;
    }
    return undefined;
  }

  it('the platform table is what this suite expects', () => {
    expect(DEPLOYABLES).toHaveLength(8);
    expect(new Set(DEPLOYABLES).size).toBe(8);
  });

  // ------------------------------------------------------------------------------------------------
  describe('image recipes and compose services', () => {
    it.each(DEPLOYABLES)('%s has a compose service built from a Dockerfile in deploy/docker', (name) => {
      const svc = composeServices[name];
      expect(svc).toBeDefined();
      expect(svc.build).toBeDefined();
      const context = resolve(deployDir, svc.build.context ?? '.');
      const dockerfilePath = resolve(context, svc.build.dockerfile ?? 'Dockerfile');
      expect(dockerfilePath.startsWith(join(deployDir, 'docker'))).toBe(true);
      expect(existsSync(dockerfilePath)).toBe(true);
      const dockerfile = readFileSync(dockerfilePath, 'utf8');
      const instructions = dockerfile.split('\n').filter((l) => !l.trimStart().startsWith('#'));
      expect(instructions.join('\n')).not.toMatch(/\bnpm ci\b/); // npm ci rejects this registry's lockfile

      // every COPY from the build context names something that exists in the repository
      for (const m of dockerfile.matchAll(/^COPY\s+(?!--from)(?:--\S+\s+)*(\S+)\s+\S+\s*$/gm)) {
        expect(existsSync(join(context, m[1]))).toBe(true);
      }
      // npm install runs on the workspaces' package.json files alone first (a cached layer): every workspace is there
      if (/\bnpm install\b/.test(dockerfile)) {
        const workspaces = JSON.parse(readFileSync(join(deployDir, '..', 'package.json'), 'utf8'))
          .workspaces as string[];
        for (const ws of workspaces) expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
      }

      if ((SERVICES as readonly string[]).includes(name)) {
        expect(svc.build.args?.SERVICE).toBe(name);
        expect(dockerfile).toMatch(/^ARG SERVICE\b/m);
        expect(dockerfile).toMatch(/FROM node:20-bookworm-slim|ARG NODE_IMAGE=node:20-bookworm-slim/);
        expect(dockerfile).toMatch(/npx nx run "?\$\{SERVICE\}:build/);
        expect(dockerfile).toContain('${SERVICE}/dist/main.js');
        // The service starts with the platform's Node flags, as the split stack and the benchmarks start it.
        expect(/^CMD .*exec node (.*?)\s*\\"\$\{SERVICE\}\/dist\/main\.js/m.exec(dockerfile)?.[1]).toBe(
          SERVICE_NODE_FLAGS.join(' '),
        );
        expect(dockerfile).toMatch(/^USER node$/m);
        expect(dockerfile).toMatch(/^HEALTHCHECK /m);
      } else if (name === 'shell') {
        expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:20-bookworm-slim/);
        expect(dockerfile).toMatch(/npx nx run "?shell:build/);
        expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
        expect(dockerfile).toContain('shell/dist/server/serve.js');
        expect(dockerfile).toMatch(/^USER node$/m);
        expect(dockerfile).toMatch(/^HEALTHCHECK /m);
        expect(envOf(svc).RENDER_BASE_URL).toBe(`http://gateway:${GATEWAY_PORT}`);
      } else if (REMOTE_APPS.includes(name)) {
        expect(svc.build.args?.APP).toBe(name);
        expect(dockerfile).toMatch(/^ARG APP\b/m);
        expect(dockerfile).toMatch(/npx nx run "?\$\{APP\}:build/);
        expect(dockerfile).toContain('${APP}/dist');
        // Debian's nginx, whose Brotli static module static.conf needs (precompressed-assets.spec.ts).
        expect(dockerfile).toMatch(/^FROM debian:bookworm-slim AS runtime/m);
        expect(dockerfile).toMatch(/^CMD \["nginx", "-g", "daemon off;"\]/m);
        expect(dockerfile).toContain('deploy/nginx/static.conf');
      } else {
        expect(dockerfile).toMatch(/^FROM nginx:1\.27-alpine/m);
        expect(dockerfile).toContain('node deploy/nginx/render-gateway.cjs');
        expect(dockerfile).toMatch(/^COPY --from=routes \S+ \/etc\/nginx\/conf.d\/default.conf$/m);
      }
    });

    it.each([...SERVICES])('%s: PORT and the healthcheck use its port; it waits for postgres and kafka', (name) => {
      const svc = composeServices[name];
      const port = SERVICE_PORTS[name];
      const env = envOf(svc);
      expect(env.PORT).toBe(String(port));
      expect(JSON.stringify(svc.healthcheck.test)).toContain(`:${port}/healthz`);
      expect(svc.depends_on.postgres.condition).toBe('service_healthy');
      expect(svc.depends_on.kafka).toBeDefined();
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.LOG_LEVEL).toBeTruthy();
      expect(env.KAFKA_BROKERS).toBe('kafka:9092');
      expect(env.DATABASE_URL).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\/\w+$/);
    });

    it('svc-booking reaches svc-catalog by name; svc-ops has its admin and cookie settings', () => {
      expect(envOf(composeServices['svc-booking']).CATALOG_URL).toBe(
        `http://svc-catalog:${SERVICE_PORTS['svc-catalog']}`,
      );
      expect(envOf(composeServices['svc-booking']).OPS_URL).toBe(`http://svc-ops:${SERVICE_PORTS['svc-ops']}`);
      const ops = envOf(composeServices['svc-ops']);
      expect(ops.ADMIN_EMAIL).toBeTruthy();
      expect(ops.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD/); // from the environment, not a literal
      expect(ops.COOKIE_SECURE).toBe('true');
    });

    it('each service has its own database, created by the postgres init script', () => {
      const dbs = SERVICES.map((s) => databaseOf(envOf(composeServices[s]).DATABASE_URL));
      expect(new Set(dbs).size).toBe(SERVICES.length);
      expect(dbs.sort()).toEqual(['booking', 'catalog', 'ops']);
      const init = read('postgres/init-databases.sql');
      for (const db of dbs) expect(init).toMatch(new RegExp(`CREATE DATABASE ${db}\\b`, 'i'));
      const volumes: string[] = composeServices.postgres.volumes;
      expect(volumes).toContain('./postgres/init-databases.sql:/docker-entrypoint-initdb.d/init-databases.sql:ro');
      expect(composeServices.postgres.image).toBe('postgres:16');
    });

    it('kafka is a single KRaft broker+controller advertised as kafka:9092', () => {
      const kafka = composeServices.kafka;
      expect(kafka.image).toBe('apache/kafka:4.1.1');
      const env = envOf(kafka);
      expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
      expect(env.KAFKA_ADVERTISED_LISTENERS).toBe('PLAINTEXT://kafka:9092');
      expect(env.KAFKA_CONTROLLER_LISTENER_NAMES).toBe('CONTROLLER');
      expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe(`${env.KAFKA_NODE_ID}@kafka:9093`);
    });

    it('the gateway publishes GATEWAY_PORT and mounts remotes.json where gateway.conf serves it', () => {
      const gw = composeServices.gateway;
      expect(gw.ports).toContain(`${GATEWAY_PORT}:${GATEWAY_PORT}`);
      expect(renderGatewayConf()).toMatch(new RegExp(`listen ${GATEWAY_PORT};`));
      const loc = matchNginx(gatewayLocations, REMOTES_MANIFEST_PATH);
      expect(loc?.modifier).toBe('=');
      const root = directive(loc, 'root')?.args[0];
      expect(root).toBeDefined();
      expect(gw.volumes).toContain(`./remotes.json:${posix.join(root!, 'remotes.json')}:ro`);
      // and every other deployable is started before it (nginx resolves upstream names at start)
      for (const name of [...SERVICES, ...STATIC_APPS]) expect(gw.depends_on[name]).toBeDefined();
    });
  });

  // ------------------------------------------------------------------------------------------------
  describe("the gateway's config is rendered, never written", () => {
    const template = read('nginx/gateway.conf.template');

    it('has no gateway.conf to edit: the template holds no route, upstream or page header of the tables', () => {
      expect(existsSync(join(deployDir, 'nginx', 'gateway.conf'))).toBe(false);
      for (const { prefix } of API_ROUTES) expect(template).not.toContain(`location ${prefix} `);
      for (const { basePath } of REMOTES) expect(template).not.toContain(`location ${basePath} `);
      expect(template).not.toMatch(/^\s*upstream /m);
      expect(template).not.toMatch(/^\s*listen \d/m);
      for (const name of Object.keys(PAGE_SECURITY_HEADERS)) expect(template).not.toContain(`add_header ${name} `);
    });

    it('refuses a template with a section it does not know, or without one the tables need', () => {
      expect(() => renderGatewayConf(template.replace('# @api-routes', '# @api-route'))).toThrow(
        'no section named @api-route',
      );
      expect(() => renderGatewayConf(template.replaceAll('# @remote-routes', ''))).toThrow('lacks @remote-routes');
    });
  });

  // ------------------------------------------------------------------------------------------------
  describe('gateway.conf routing', () => {
    it('parses into upstreams and one server with locations', () => {
      expect(gatewayServer).toBeDefined();
      expect(gatewayLocations.length).toBeGreaterThan(API_ROUTES.length);
    });

    it.each(API_ROUTES.map((r) => [r.prefix, r.service] as const))('%s -> %s', (prefix, service) => {
      const loc = gatewayLocations.find((l) => l.modifier === '' && l.path === prefix);
      expect(loc).toBeDefined();
      for (const uri of samplesUnder(prefix)) {
        expect(gatewayTarget(uri)).toBe(`${service}:${SERVICE_PORTS[service as ServiceName]}`);
      }
    });

    it('an /api path no route owns goes to no service and not to the shell', () => {
      const target = gatewayTarget('/api/no-such-route');
      expect(target).toBeUndefined();
    });

    it.each(REMOTES.map((r) => [r.basePath, r.project] as const))('%s -> %s container', (basePath, project) => {
      expect(gatewayLocations.find((l) => l.path === basePath)).toBeDefined();
      for (const uri of [`${basePath}${REMOTE_ENTRY_FILE}`, `${basePath}static/js/123.abcdef12.js`]) {
        expect(gatewayTarget(uri)).toBe(`${project}:${STATIC_CONTAINER_PORT}`);
      }
    });

    it('everything else goes to the shell; remotes.json is served with no-cache', () => {
      for (const uri of ['/', '/booking/quote', '/airports/JFK', '/admin/dashboard', '/index.html']) {
        expect(gatewayTarget(uri)).toBe(`shell:${STATIC_CONTAINER_PORT}`);
      }
      const loc = matchNginx(gatewayLocations, REMOTES_MANIFEST_PATH);
      const header = loc?.directives.find((d) => d.name === 'add_header' && d.args[0] === 'Cache-Control');
      expect(header?.args[1]).toBe('no-cache');
    });

    it('every upstream host is a deployable (compose service and Kubernetes Service on that port)', () => {
      for (const servers of upstreams.values()) {
        for (const server of servers) {
          const [host, port] = server.split(':');
          expect(DEPLOYABLES).toContain(host);
          const svc = find('Service', host);
          expect(svc?.spec.ports.map((p: { port: number }) => p.port)).toContain(Number(port));
        }
      }
    });
  });

  describe('client address and secrets', () => {
    it('the gateway writes the client address itself: X-Forwarded-For is the connection, never what the client sent', () => {
      const set = (gatewayServer?.children ?? []).filter(
        (d) => d.name === 'proxy_set_header' && d.args[0]?.toLowerCase() === 'x-forwarded-for',
      );
      expect(set.map((d) => d.args[1])).toEqual(['$remote_addr']);
      // No location puts the appending form back.
      for (const loc of gatewayLocations)
        expect(JSON.stringify(loc.directives)).not.toContain('proxy_add_x_forwarded_for');
    });

    it('the services behind the gateway and the Ingress trust exactly that one hop', () => {
      for (const name of SERVICES) expect(composeServices[name]?.environment?.TRUST_PROXY).toBe('true');
      // The Ingress writes X-Forwarded-For from the connection with ingress-nginx's defaults: said where it is
      // configured.
      expect(read('k8s/ingress.yaml')).toMatch(/use-forwarded-headers: "false", compute-full-forwarded-for: "false"/);
    });

    it("compose refuses to start without ADMIN_PASSWORD and each service's own identity (no default secrets)", () => {
      const text = read('compose.yaml');
      expect(text).toMatch(/ADMIN_PASSWORD: \$\{ADMIN_PASSWORD:\?/);
      expect(text).not.toMatch(/ADMIN_PASSWORD:-/);
      expect(text).not.toMatch(/INTERNAL_API_TOKEN/);
      for (const name of ['svc-catalog', 'svc-booking', 'svc-ops']) {
        const env = composeServices[name]?.environment ?? {};
        const suffix = name.toUpperCase().replace(/-/g, '_');
        // Its own key and operator token, never another's; every service reads every public key.
        expect(String(env.SERVICE_KEY)).toMatch(new RegExp(`^\\$\\{SERVICE_KEY_${suffix}:\\?`));
        expect(String(env.OPERATOR_TOKEN)).toMatch(new RegExp(`^\\$\\{OPERATOR_TOKEN_${suffix}:\\?`));
        expect(String(env.SERVICE_PUBLIC_KEYS)).toMatch(/^\$\{SERVICE_PUBLIC_KEYS:\?/);
      }
    });
  });

  describe('static.conf', () => {
    const conf = read('nginx/static.conf');
    it('listens on 8080, falls back to index.html, maps /remotes/<project>/ onto the root', () => {
      expect(conf).toMatch(new RegExp(`listen ${STATIC_CONTAINER_PORT};`));
      expect(conf).toMatch(/try_files \$uri \/index\.html;/);
      expect(conf).toMatch(/location ~ \^\/remotes\/\[\^\/\]\+\//);
    });
    it('never caches remoteEntry.js, remotes.json or HTML; hashed assets are immutable', () => {
      expect(conf).toMatch(/remoteEntry\\\.js\$\s+"no-cache"/);
      expect(conf).toMatch(/remotes\\\.json\$\s+"no-cache"/);
      expect(conf).toMatch(/default\s+"no-cache"/);
      expect(conf).toMatch(/max-age=31536000, immutable/);
    });
  });

  // ------------------------------------------------------------------------------------------------
  describe('security headers: every page carries PAGE_SECURITY_HEADERS of contracts, once, in every deployment', () => {
    const staticTree = parseNginx(read('nginx/static.conf'));
    const staticServer = staticTree.find((n) => n.name === 'server')!;
    const staticLocations = locationsOf(staticServer);
    const expected = Object.entries(PAGE_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value] as const);
    const securityNames = [...expected.map(([name]) => name), STRICT_TRANSPORT_SECURITY.name.toLowerCase()];
    // Pages (routes of the shell and the remotes), the remotes' entries, hashed assets, and a missing file.
    const pageUris = [
      '/',
      '/admin/login',
      '/booking/quote',
      '/airports/JFK',
      '/index.html',
      '/main.0123abcd.js',
      '/missing.0123abcd.js',
      ...REMOTES.flatMap((r) => [`${r.basePath}${REMOTE_ENTRY_FILE}`, `${r.basePath}static/js/123.abcdef12.js`]),
    ];

    /** The headers an nginx server block sends for a URI, checked against contracts; HSTS through its map. */
    function expectContractHeaders(
      tree: NginxNode[],
      server: NginxNode,
      loc: NginxLocation | undefined,
      hstsSource: string,
    ) {
      const headers = addedHeaders(server, loc);
      for (const [name, value] of expected) {
        // `always`: a 404 or 500 page is a page too.
        expect({ name, sent: headers.get(name) }).toEqual({ name, sent: [{ value, always: true }] });
      }
      const hsts = headers.get(STRICT_TRANSPORT_SECURITY.name.toLowerCase());
      expect(hsts).toHaveLength(1);
      expect(hsts![0].always).toBe(true);
      const map = nginxMap(tree, hsts![0].value);
      // Sent only for HTTPS (an empty value is not sent at all), with the value of contracts.
      expect(map).toEqual({ source: hstsSource, values: { https: STRICT_TRANSPORT_SECURITY.value, default: '' } });
    }

    it.each(pageUris)(
      'static.conf (the remote containers) sends them with %s; HSTS only after an HTTPS edge',
      (uri) => {
        const withoutPrefix = REMOTES.find((r) => uri.startsWith(r.basePath))
          ? uri.replace(/^\/remotes\/[^/]+/, '')
          : uri;
        for (const path of new Set([uri, withoutPrefix])) {
          expectContractHeaders(staticTree, staticServer, matchNginx(staticLocations, path), '$http_x_forwarded_proto');
        }
      },
    );

    it.each(pageUris)('gateway.conf passes %s to a static container and adds or hides none of them', (uri) => {
      expect(STATIC_APPS.map((a) => `${a}:${STATIC_CONTAINER_PORT}`)).toContain(gatewayTarget(uri));
      const loc = matchNginx(gatewayLocations, uri);
      const added = addedHeaders(gatewayServer!, loc);
      for (const name of securityNames) expect({ name, added: added.get(name) }).toEqual({ name, added: undefined });
      const hidden = [...(loc?.directives ?? []), ...(gatewayServer!.children ?? [])]
        .filter(
          (d) => d.name === 'proxy_hide_header' || d.name === 'more_clear_headers' || d.name === 'more_set_headers',
        )
        .flatMap((d) => d.args.map((a) => a.toLowerCase()));
      for (const name of securityNames) expect(hidden.some((a) => a.includes(name))).toBe(false);
    });

    it('gateway.conf sends them with /remotes.json, which it serves itself', () => {
      expectContractHeaders(
        gatewayTree,
        gatewayServer!,
        matchNginx(gatewayLocations, REMOTES_MANIFEST_PATH),
        '$scheme',
      );
    });

    it('the Ingress sends every page to a static container, and no annotation sets these headers differently', () => {
      // The back office's pages go to the gateway, which redirects them to the admin host (admin-origin.spec.ts).
      for (const uri of pageUris)
        expect(isAdminPage(uri) ? ['gateway:80'] : STATIC_APPS.map((a) => `${a}:80`)).toContain(ingressTarget(uri));
      for (const ingress of ingresses) {
        for (const [key, value] of Object.entries(
          (ingress.metadata as { annotations?: Record<string, string> }).annotations ?? {},
        )) {
          const text = String(value).toLowerCase();
          for (const [name, expectedValue] of [
            ...expected,
            [STRICT_TRANSPORT_SECURITY.name.toLowerCase(), STRICT_TRANSPORT_SECURITY.value] as const,
          ]) {
            if (!text.includes(name)) continue;
            // Only the very same value may be set here (a configuration-snippet with add_header or more_set_headers).
            expect({
              key,
              sets: text.includes(expectedValue.toLowerCase()),
              hides: /proxy_hide_header|more_clear_headers/.test(text),
            }).toEqual({ key, sets: true, hides: false });
          }
        }
      }
    });
  });

  // ------------------------------------------------------------------------------------------------
  describe('Kubernetes', () => {
    const namespace = find('Namespace', NAMESPACE);

    it('has a namespace; every namespaced object is in it; no Secret carries values here', () => {
      expect(namespace).toBeDefined();
      for (const o of k8s.filter((x) => x.kind !== 'Namespace')) expect(o.metadata.namespace).toBe(NAMESPACE);
      expect(k8s.filter((o) => o.kind === 'Secret')).toEqual([]);
    });

    it.each(DEPLOYABLES)('%s has a Deployment, a ClusterIP Service and its ConfigMap', (name) => {
      const deployment = find('Deployment', name);
      const service = find('Service', name);
      const config = find('ConfigMap', `${name}-config`);
      expect(deployment).toBeDefined();
      expect(service).toBeDefined();
      expect(config).toBeDefined();
      expect(service!.spec.type ?? 'ClusterIP').toBe('ClusterIP');
      // the Service selects the Deployment's pods
      const podLabels = deployment!.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(service!.spec.selector)) expect(podLabels[k]).toBe(v);
      for (const [k, v] of Object.entries(deployment!.spec.selector.matchLabels)) expect(podLabels[k]).toBe(v);

      const [container] = deployment!.spec.template.spec.containers;
      expect(container.envFrom).toContainEqual({ configMapRef: { name: `${name}-config` } });
      expect(container.resources.requests.cpu).toBeDefined();
      expect(container.resources.requests.memory).toBeDefined();
      expect(container.resources.limits.memory).toBeDefined();
      // same image repository as compose builds
      const composeImage: string = composeServices[name].image;
      expect(container.image.split(':')[0]).toBe(composeImage.split(':')[0]);
    });

    it.each([...SERVICES])('%s: port, probes, 2 replicas, config and secrets', (name) => {
      const port = SERVICE_PORTS[name];
      const deployment = find('Deployment', name)!;
      const [container] = deployment.spec.template.spec.containers;
      expect(deployment.spec.replicas).toBe(2);
      expect(container.ports.map((p: { containerPort: number }) => p.containerPort)).toEqual([port]);
      expect(containerPortBehind(name, port)).toBe(port);
      const probePort = (probe: { httpGet: { port: string | number } }) =>
        typeof probe.httpGet.port === 'number'
          ? probe.httpGet.port
          : container.ports.find((p: { name: string }) => p.name === probe.httpGet.port)?.containerPort;
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(probePort(container.livenessProbe)).toBe(port);
      expect(probePort(container.readinessProbe)).toBe(port);

      const config = find('ConfigMap', `${name}-config`)!.data;
      expect(config.PORT).toBe(String(port));
      expect(config.KAFKA_BROKERS).toBeTruthy();
      expect(config.TRUST_PROXY).toBe('true');
      expect(config.LOG_LEVEL).toBeTruthy();
      expect(config.DATABASE_URL).toBeUndefined(); // a secret, never in a ConfigMap
      const secretEnv = (key: string) =>
        container.env?.find((e: { name: string }) => e.name === key)?.valueFrom?.secretKeyRef;
      expect(secretEnv('DATABASE_URL')).toEqual({ name: `${name}-secrets`, key: 'DATABASE_URL' });
      if (name === 'svc-ops') {
        expect(secretEnv('ADMIN_PASSWORD')).toEqual({ name: `${name}-secrets`, key: 'ADMIN_PASSWORD' });
        expect(config.ADMIN_EMAIL).toBeTruthy();
        expect(config.COOKIE_SECURE).toBe('true');
      }
      if (name === 'svc-booking') {
        expect(config.CATALOG_URL).toBe(`http://svc-catalog:${SERVICE_PORTS['svc-catalog']}`);
        expect(config.OPS_URL).toBe(`http://svc-ops:${SERVICE_PORTS['svc-ops']}`);
      }
    });

    it('shell: its server on 8080 behind Service port 80, rendering with the gateway as its base', () => {
      const [container] = find('Deployment', 'shell')!.spec.template.spec.containers;
      expect(container.ports.map((p: { containerPort: number }) => p.containerPort)).toContain(STATIC_CONTAINER_PORT);
      expect(containerPortBehind('shell', 80)).toBe(STATIC_CONTAINER_PORT);
      const config = find('ConfigMap', 'shell-config')!.data;
      // The gateway Service's port 80: the API and the remotes' files, as a browser reaches them.
      expect(config.RENDER_BASE_URL).toBe('http://gateway');
      expect(containerPortBehind('gateway', 80)).toBe(GATEWAY_PORT);
      expect(container.envFrom).toContainEqual({ configMapRef: { name: 'shell-config' } });
    });

    it.each(REMOTE_APPS)('%s: nginx on 8080 behind Service port 80', (name) => {
      const [container] = find('Deployment', name)!.spec.template.spec.containers;
      expect(container.ports.map((p: { containerPort: number }) => p.containerPort)).toContain(STATIC_CONTAINER_PORT);
      expect(containerPortBehind(name, 80)).toBe(STATIC_CONTAINER_PORT);
    });

    it('the gateway Deployment listens on GATEWAY_PORT and mounts the remotes manifest where gateway.conf serves it', () => {
      const deployment = find('Deployment', 'gateway')!;
      const [container] = deployment.spec.template.spec.containers;
      expect(container.ports.map((p: { containerPort: number }) => p.containerPort)).toContain(GATEWAY_PORT);
      const root = directive(matchNginx(gatewayLocations, REMOTES_MANIFEST_PATH), 'root')!.args[0];
      const mount = container.volumeMounts.find(
        (m: { mountPath: string }) => m.mountPath === posix.join(root, 'remotes.json'),
      );
      const volume = deployment.spec.template.spec.volumes.find((v: { name: string }) => v.name === mount?.name);
      expect(volume?.configMap?.name).toBe('remotes');
    });

    it('the example secrets name every secret key the Deployments reference; three different databases', () => {
      const text = read('k8s/secrets.example.yaml');
      // the example is commented out so that `kubectl apply -f deploy/k8s/` never applies placeholders
      expect(parseAllDocuments(text).filter((d) => d.toJS() !== null)).toHaveLength(0);
      const uncommented = text
        .split('\n')
        .filter((l) => /^# ?( |apiVersion|kind|metadata|type|stringData|---)/.test(l))
        .map((l) => l.replace(/^# ?/, ''))
        .join('\n');
      const secrets = parseAllDocuments(uncommented).map((d) => d.toJS() as K8sObject);
      const refs = k8s
        .filter((o) => o.kind === 'Deployment')
        .flatMap((d) => d.spec.template.spec.containers.flatMap((c: { env?: unknown[] }) => c.env ?? []))
        .map((e: { valueFrom?: { secretKeyRef?: { name: string; key: string } } }) => e.valueFrom?.secretKeyRef)
        .filter(Boolean) as Array<{ name: string; key: string }>;
      expect(refs.length).toBeGreaterThanOrEqual(SERVICES.length + 1);
      for (const ref of refs) {
        const secret = secrets.find((s) => s.kind === 'Secret' && s.metadata.name === ref.name);
        expect(secret?.stringData?.[ref.key]).toBeTruthy();
      }
      const dbs = SERVICES.map((s) =>
        databaseOf(secrets.find((x) => x.metadata.name === `${s}-secrets`)!.stringData.DATABASE_URL),
      );
      expect(new Set(dbs).size).toBe(SERVICES.length);
    });

    describe('Ingress routing', () => {
      it('is one nginx-class Ingress', () => {
        expect(ingresses).toHaveLength(1);
        expect(ingresses[0].spec.ingressClassName).toBe('nginx');
      });

      it.each(API_ROUTES.map((r) => [r.prefix, r.service] as const))('%s -> %s', (prefix, service) => {
        const entry = ingressPaths.find((p) => p.path === prefix);
        expect(entry?.pathType).toBe('Prefix');
        for (const uri of samplesUnder(prefix)) {
          expect(ingressTarget(uri)).toBe(`${service}:${SERVICE_PORTS[service as ServiceName]}`);
        }
        expect(containerPortBehind(service, SERVICE_PORTS[service as ServiceName])).toBe(
          SERVICE_PORTS[service as ServiceName],
        );
      });

      it.each(REMOTES.map((r) => [r.basePath, r.project] as const))('%s -> %s Service', (basePath, project) => {
        const entry = ingressPaths.find((p) => p.path === basePath);
        expect(entry?.pathType).toBe('Prefix');
        expect(ingressTarget(`${basePath}${REMOTE_ENTRY_FILE}`)).toBe(`${project}:80`);
        expect(containerPortBehind(project, 80)).toBe(STATIC_CONTAINER_PORT);
      });

      it('everything else, /remotes.json included, goes to the shell, which mounts the remotes ConfigMap', () => {
        for (const uri of ['/', '/booking/quote', '/airports/JFK', '/administrator']) {
          expect(ingressTarget(uri)).toBe('shell:80');
        }
        expect(ingressTarget(REMOTES_MANIFEST_PATH)).toBe('shell:80');
        const shell = find('Deployment', 'shell')!;
        const [container] = shell.spec.template.spec.containers;
        const mount = container.volumeMounts.find(
          (m: { mountPath: string }) => m.mountPath === posix.join('/app/shell/dist', REMOTES_MANIFEST_PATH),
        );
        expect(mount?.subPath).toBe('remotes.json');
        const volume = shell.spec.template.spec.volumes.find((v: { name: string }) => v.name === mount.name);
        expect(volume.configMap.name).toBe('remotes');
      });

      it("sends the back office's pages to the gateway, which redirects them to the admin host, and that host's every path to the gateway", () => {
        for (const path of ADMIN_PAGE_PATHS)
          for (const uri of [path, `${path}/`, `${path}/x`]) expect(ingressTarget(uri)).toBe('gateway:80');
        expect(adminHostRules).toHaveLength(1);
        expect(adminHostRules[0].host).toMatch(/^admin\./);
        expect(adminHostRules[0].http.paths).toEqual([
          { path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { number: 80 } } } },
        ]);
        const opsConfig = find('ConfigMap', 'svc-ops-config')!;
        expect(opsConfig.data.ADMIN_ORIGIN).toBe(`https://${adminHostRules[0].host}`);
        expect(containerPortBehind('gateway', 80)).toBe(GATEWAY_PORT);
      });

      it('uses only Exact/Prefix paths that ingress-nginx strict path validation accepts, but for the literal OpenAPI documents', () => {
        const documents: string[] = OPENAPI_DOCUMENTS.map((d) => d.json);
        for (const p of ingressPaths) {
          if (p.pathType === 'ImplementationSpecific') {
            // Only the documents' own paths, literally (no regex: the Ingress has no use-regex annotation).
            expect(documents).toContain(p.path);
            continue;
          }
          expect(['Exact', 'Prefix']).toContain(p.pathType);
          expect(p.path).toMatch(/^\/[A-Za-z0-9_\-/]*$/);
        }
        expect(JSON.stringify(ingresses[0].metadata)).not.toContain('use-regex');
      });

      it.each(OPENAPI_DOCUMENTS.map((d) => [d.name, d.service] as const))(
        'the %s OpenAPI document and its page reach %s',
        (name, service) => {
          const doc = OPENAPI_DOCUMENTS.find((d) => d.name === name)!;
          const target = `${service}:${SERVICE_PORTS[service as ServiceName]}`;
          for (const uri of [doc.json, doc.page]) {
            expect(serviceForPath(uri)).toBe(service);
            expect(ingressTarget(uri)).toBe(target);
            expect(gatewayTarget(uri)).toBe(target);
          }
        },
      );

      it('an /api path no route owns does not reach a service', () => {
        const target = ingressTarget('/api/no-such-route');
        expect(SERVICES.some((s) => target?.startsWith(`${s}:`))).toBe(false);
      });
    });
  });

  // ------------------------------------------------------------------------------------------------
  describe('remotes manifest', () => {
    it('is valid against the contracts schema', () => {
      expect(() => remotesManifestSchema.parse(manifest)).not.toThrow();
    });

    it('lists exactly the three containers, each entry under its basePath ending in remoteEntry.js', () => {
      const names = manifest.remotes.map((r: { name: string }) => r.name).sort();
      expect(names).toEqual(REMOTES.map((r) => r.container).sort());
      for (const remote of REMOTES) {
        const entry = manifest.remotes.find((r: { name: string }) => r.name === remote.container);
        expect(entry.entry.startsWith(remote.basePath)).toBe(true);
        expect(entry.entry.endsWith(REMOTE_ENTRY_FILE)).toBe(true);
        // and the entry is routed to that remote by both the gateway and the Ingress
        expect(gatewayTarget(entry.entry)).toBe(`${remote.project}:${STATIC_CONTAINER_PORT}`);
        expect(ingressTarget(entry.entry)).toBe(`${remote.project}:80`);
      }
    });

    it('no route is owned by two remotes; the spec routes are all there', () => {
      const all: string[] = manifest.remotes.flatMap((r: { routes: string[] }) => r.routes);
      expect(new Set(all).size).toBe(all.length);
      for (const route of [
        '/',
        '/booking',
        '/checkout',
        '/manage-booking',
        '/airports/:code',
        '/vip-meet-and-greet/:slug',
        '/admin/login',
        '/chauffeur-booking',
      ]) {
        expect(all).toContain(route);
      }
    });

    it('the Kubernetes remotes ConfigMap holds the same JSON', () => {
      const cm = find('ConfigMap', 'remotes');
      expect(cm).toBeDefined();
      expect(JSON.parse(cm!.data['remotes.json'])).toEqual(manifest);
    });

    it('matches the manifest the shell ships for npm start, and its schema', () => {
      expect(JSON.parse(readFileSync(join(deployDir, '..', 'shell', 'public', 'remotes.json'), 'utf8'))).toEqual(
        manifest,
      );
      expect(remotesManifestSchema.safeParse(manifest).success).toBe(true);
    });
  });
});
