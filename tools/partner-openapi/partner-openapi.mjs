#!/usr/bin/env node
// The partner OpenAPI document: every /api/partner/v1 operation of the three services, merged from the documents
// they build of their mounted routes (each started in this process on an in-memory database, never listening), into
// contracts/openapi/partner-v1.json, which svc-catalog serves at /api/partner/v1/openapi.json. partner-openapi.spec.ts
// fails when the committed file differs from what the services mount, or an operation lacks an example.
//
//   npm run partner-openapi -w @vip/tools      (after building the services: npx nx run-many -t build)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BRAND } from '@vip/contracts/brand';
import { LocalEventBus } from '@vip/platform/bus';
import { documentsOf } from '@vip/platform/koa';
import { silentLogger } from '@vip/platform/logger';
import { startBookingService } from '@vip/svc-booking';
import { startCatalogService } from '@vip/svc-catalog';
import { startOpsService } from '@vip/svc-ops';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const PARTNER_DOCUMENT_FILE = join(ROOT, 'contracts', 'openapi', 'partner-v1.json');
export const PARTNER_PREFIX = '/api/partner/v1/';
/** The document's own address is not an operation of the API it describes. */
const NOT_OPERATIONS = new Set(['/api/partner/v1/openapi.json']);
const SERVICES = [
  { name: 'catalog', start: startCatalogService },
  { name: 'booking', start: startBookingService },
  { name: 'ops', start: startOpsService },
];

const INFO = {
  title: `${BRAND.productName} partner API`,
  version: '1.0.0',
  description: [
    'Book VIP airport assistance for your travellers: read airports and services, quote, book, retrieve, list, cancel, ask for changes, and read the web hooks we sent you.',
    '',
    '- **Keys**: send your API key in `X-API-Key`. A `vipk_live_…` key books for real; a `vipk_test_…` key books into the sandbox (marked, never sent to suppliers or invoiced, movable with `POST /api/partner/v1/bookings/{reference}/sandbox-status`). Each key has a per-minute limit: past it the answer is `429` with `Retry-After`.',
    '- **Idempotency**: `POST /api/partner/v1/bookings` needs an `Idempotency-Key` of yours; a retry with the same key and body gets the first answer (`Idempotent-Replayed: true`).',
    '- **Your bookings only**: a reference that is not one of yours is a `404`, as one that does not exist.',
    '- **Money** is in US dollars; flight dates and times are local to the airport.',
    '- **Web hooks** are signed as Standard Webhooks describe (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
    '',
    'Errors have one shape: `{ "error": { "code", "message", "details"?, "requestId" } }`.',
  ].join('\n'),
  contact: { email: BRAND.supportEmail },
};

/** Each service's public document (no /internal route), as it mounts its routers. */
export async function mountedDocuments() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-partner-openapi-'));
  const bus = new LocalEventBus({ logger: silentLogger() });
  const env = { PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  const started = [];
  const documents = [];
  try {
    for (const { name, start } of SERVICES) {
      const service = await start({ env, bus, inMemory: true, logger: silentLogger(), deferRelay: true });
      started.push(service);
      const mounted = documentsOf(service.app);
      if (!mounted) throw new Error(`svc-${name} mounted no documented routers`);
      documents.push({ name, document: mounted.public() });
    }
    return documents;
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    await bus.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const REF = '#/components/schemas/';
const JSON_WITHOUT_PROTO = 'JsonWithoutProto';

/**
 * Without the services' prototype-key guard on request bodies (`additionalProperties` of `JsonWithoutProto`,
 * `propertyNames` not `__proto__`): the servers still refuse such a key, but to a client generator every body would
 * be an open map, and the typed client's bodies unusable.
 */
function withoutPrototypeGuard(value) {
  if (Array.isArray(value)) return value.map(withoutPrototypeGuard);
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'additionalProperties' && v?.$ref === `${REF}${JSON_WITHOUT_PROTO}`) continue;
    if (k === 'propertyNames' && v?.not?.const === '__proto__') continue;
    out[k] = withoutPrototypeGuard(v);
  }
  return out;
}

/** The component names a value refers to, directly. */
function refsOf(value, found = new Set()) {
  if (Array.isArray(value)) for (const v of value) refsOf(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(REF)) found.add(v.slice(REF.length));
      else refsOf(v, found);
    }
  return found;
}

function renamed(value, names) {
  if (Array.isArray(value)) return value.map((v) => renamed(v, names));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      k === '$ref' && typeof v === 'string' && v.startsWith(REF)
        ? [k, `${REF}${names.get(v.slice(REF.length)) ?? v.slice(REF.length)}`]
        : [k, renamed(v, names)],
    ),
  );
}

/**
 * The partner operations of the services' documents in one document: their paths (sorted), the components they
 * use (a name two services give different schemas is suffixed with the service), the security schemes they name.
 */
export function mergePartnerDocuments(given) {
  const documents = given.map(({ name, document }) => ({ name, document: withoutPrototypeGuard(document) }));
  const paths = {};
  const schemas = {};
  const securitySchemes = {};
  const tags = new Set();
  for (const { name, document } of documents) {
    const own = Object.entries(document.paths ?? {}).filter(
      ([path]) => path.startsWith(PARTNER_PREFIX) && !NOT_OPERATIONS.has(path),
    );
    // Every component the operations reach, through other components too.
    const needed = new Set();
    const queue = [...refsOf(Object.fromEntries(own))].filter((n) => n !== JSON_WITHOUT_PROTO);
    while (queue.length) {
      const next = queue.pop();
      if (needed.has(next)) continue;
      needed.add(next);
      if (!document.components?.schemas?.[next]) throw new Error(`${name}: ${REF}${next} is not in its document`);
      queue.push(...refsOf(document.components.schemas[next]));
    }
    const names = new Map();
    for (const component of needed) {
      const text = JSON.stringify(document.components.schemas[component]);
      let finalName = component;
      if (schemas[finalName] && JSON.stringify(schemas[finalName].schema) !== text) {
        finalName = `${component}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      }
      names.set(component, finalName);
    }
    for (const component of needed) {
      const finalName = names.get(component);
      schemas[finalName] = { schema: renamed(document.components.schemas[component], names) };
    }
    for (const [path, item] of own) {
      if (paths[path]) throw new Error(`${path} is served by two services`);
      paths[path] = renamed(item, names);
      for (const operation of Object.values(item)) {
        for (const tag of operation.tags ?? []) tags.add(tag);
        for (const requirement of operation.security ?? [])
          for (const scheme of Object.keys(requirement)) {
            const definition = document.components?.securitySchemes?.[scheme];
            if (!definition) throw new Error(`${name}: security scheme ${scheme} is not in its document`);
            securitySchemes[scheme] = definition;
          }
      }
    }
  }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sorted(paths),
    components: {
      schemas: sorted(Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, v.schema]))),
      securitySchemes: sorted(securitySchemes),
    },
  };
}

/** The file's text: what the services mount, merged. */
export async function partnerDocumentText() {
  return `${JSON.stringify(mergePartnerDocuments(await mountedDocuments()), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await partnerDocumentText();
  // --print: what the services mount, for the test that compares it with the committed file.
  if (process.argv.includes('--print')) process.stdout.write(text);
  else {
    writeFileSync(PARTNER_DOCUMENT_FILE, text);
    const document = JSON.parse(text);
    process.stdout.write(
      `wrote ${PARTNER_DOCUMENT_FILE}: ${Object.keys(document.paths).length} paths, ${Object.keys(document.components.schemas).length} schemas\n`,
    );
  }
  process.exit(0);
}
