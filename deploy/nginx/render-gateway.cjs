#!/usr/bin/env node
// Renders the gateway's nginx config from deploy/nginx/gateway.conf.template and the platform's tables
// (@vip/contracts, built): each `# @name` line of the template becomes the lines its section makes. There is no
// gateway.conf to edit: the gateway image, the split run and the deploy tests all render it here.
// Usage: node deploy/nginx/render-gateway.cjs [out] (standard output without `out`).
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const {
  ADMIN_PAGE_PATHS,
  API_ROUTES,
  GATEWAY_PORT,
  PAGE_SECURITY_HEADERS,
  REMOTES,
  SERVICES,
  SERVICE_PORTS,
  STRICT_TRANSPORT_SECURITY,
} = require('@vip/contracts/platform');

const GATEWAY_TEMPLATE = join(__dirname, 'gateway.conf.template');
/** The port of every static container (the shell and each remote). */
const STATIC_CONTAINER_PORT = 8080;

const upstreamOf = (name) => name.replace(/-/g, '_');
const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const SECTIONS = {
  upstreams: () => [
    ...SERVICES.map((s) => `upstream ${upstreamOf(s)} { server ${s}:${SERVICE_PORTS[s]}; keepalive 16; }`),
    `upstream shell { server shell:${STATIC_CONTAINER_PORT}; }`,
    ...REMOTES.map((r) => `upstream ${upstreamOf(r.project)} { server ${r.project}:${STATIC_CONTAINER_PORT}; }`),
  ],
  listen: () => [`listen ${GATEWAY_PORT};`],
  hsts: () => [`https   ${quoted(STRICT_TRANSPORT_SECURITY.value)};`],
  'api-routes': () => API_ROUTES.map((r) => `location ${r.prefix} { proxy_pass http://${upstreamOf(r.service)}; }`),
  'remote-routes': () => REMOTES.map((r) => `location ${r.basePath} { proxy_pass http://${upstreamOf(r.project)}; }`),
  // Each path and what is under it (/admin and /admin/...), not /administrator.
  'admin-page-redirects': () =>
    ADMIN_PAGE_PATHS.flatMap((path) =>
      [`location = ${path}`, `location ${path}/`].flatMap((location) => [
        `${location} {`,
        '    if ($admin_host) {',
        '        return 308 $edge_scheme://$admin_host$request_uri;',
        '    }',
        '    proxy_pass http://shell;',
        '}',
      ]),
    ),
  'admin-pages': () =>
    ADMIN_PAGE_PATHS.flatMap((path) => [
      `location = ${path} { proxy_pass http://shell; }`,
      `location ${path}/ { proxy_pass http://shell; }`,
    ]),
  'page-security-headers': () => [
    ...Object.entries(PAGE_SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    `add_header ${STRICT_TRANSPORT_SECURITY.name} $strict_transport_security always;`,
  ],
};

/** gateway.conf as nginx reads it. */
function renderGatewayConf(template = readFileSync(GATEWAY_TEMPLATE, 'utf8')) {
  const used = new Set();
  const out = template.replace(/^([ \t]*)# @([a-z-]+)[ \t]*$/gm, (_line, indent, name) => {
    const section = SECTIONS[name];
    if (!section) throw new Error(`gateway.conf.template: no section named @${name}`);
    used.add(name);
    return section()
      .map((line) => indent + line)
      .join('\n');
  });
  const missing = Object.keys(SECTIONS).filter((name) => !used.has(name));
  if (missing.length > 0) throw new Error(`gateway.conf.template lacks ${missing.map((n) => `@${n}`).join(', ')}`);
  return out;
}

module.exports = { GATEWAY_TEMPLATE, STATIC_CONTAINER_PORT, renderGatewayConf };

if (require.main === module) {
  const conf = renderGatewayConf();
  if (process.argv[2]) writeFileSync(process.argv[2], conf);
  else process.stdout.write(conf);
}
