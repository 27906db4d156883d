// The embedded gateway: one HTTP server in front of everything, with the routing the production gateway has
// (deploy/nginx/render-gateway.cjs renders that one from the same tables): /api by prefix to its service,
// /remotes/<project>/ to a remote's build, /remotes.json, and the shell with SPA fallback.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import {
  API_CONTENT_SECURITY_POLICY,
  PAGE_SECURITY_HEADERS,
  REMOTES,
  STRICT_TRANSPORT_SECURITY,
  serviceForPath,
} from '@vip/contracts/platform';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The headers of everything the gateway serves itself (pages, scripts, assets and their errors), the
 * same as the static containers send in production. HSTS only over HTTPS: the embedded product listens
 * on plain HTTP, and X-Forwarded-Proto is believed only when a proxy we run is in front (trustProxy).
 */
function pageHeaders(req, trustProxy) {
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const secure = req.socket.encrypted === true || (trustProxy && forwardedProto === 'https');
  return secure
    ? { ...PAGE_SECURITY_HEADERS, [STRICT_TRANSPORT_SECURITY.name]: STRICT_TRANSPORT_SECURITY.value }
    : { ...PAGE_SECURITY_HEADERS };
}

/** The API's one error shape, for the /api answers the gateway makes itself, with the services' headers. */
function apiError(res, status, code, message, extraHeaders = {}) {
  const requestId = `gateway-${randomUUID()}`;
  res.writeHead(status, {
    ...extraHeaders,
    'X-Request-Id': requestId,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  });
  res.end(JSON.stringify({ error: { code, message, requestId } }));
}

function plain(res, headers, status, text) {
  res
    .writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(text);
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * The encodings a request's Accept-Encoding allows, as a test: a q of 0 refuses one, and `*` stands for any
 * encoding the header does not name.
 */
export function acceptsEncoding(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** The files the build writes beside each text file (tools/rspack/frontend-config.mjs), the smallest first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * What to send for a file: the build's Brotli or gzip copy when the browser takes it, as nginx's brotli_static
 * and gzip_static do in production, else the file itself. Nothing is compressed per request.
 */
function representationOf(req, file) {
  const accepts = acceptsEncoding(req.headers['accept-encoding']);
  const found = PRECOMPRESSED.find(({ encoding, suffix }) => accepts(encoding) && existsSync(file + suffix));
  return found ? { path: file + found.suffix, encoding: found.encoding } : { path: file, encoding: undefined };
}

/** Files whose name stays the same from build to build: asked again each time (an unchanged one is a 304). */
const REVALIDATED = new Set([
  'index.html',
  'remoteEntry.js',
  'remotes.json',
  'favicon.svg',
  'favicon.ico',
  'load-app.js',
  'og-image.png',
]);

function ifNoneMatch(req, etag) {
  const header = String(req.headers['if-none-match'] ?? '');
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

async function sendFile(req, res, headers, file) {
  const name = file.split(sep).pop();
  const revalidate = REVALIDATED.has(name);
  const sent = representationOf(req, file);
  const { mtimeMs, size } = statSync(sent.path);
  // Per representation, as nginx makes it from the file it sends: a Brotli copy is not the gzip copy's 304.
  const etag = `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
  const common = {
    ...headers,
    'Cache-Control': revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatch(req, etag)) return res.writeHead(304, common).end();
  res.writeHead(200, {
    ...common,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(sent.path));
}

/** The encoding to compress a rendered page with: Brotli, else gzip, as the browser takes them. */
function pageEncoding(req) {
  const accepts = acceptsEncoding(req.headers['accept-encoding']);
  return PRECOMPRESSED.find(({ encoding }) => accepts(encoding))?.encoding;
}

/** Rendered pages' compressed bodies by encoding and content, so a page served again is compressed once. */
const compressedPages = new Map();
const COMPRESSED_PAGES_KEPT = 200;

function sendPage(req, res, headers, page) {
  const encoding = pageEncoding(req);
  let body;
  if (encoding) {
    const key = `${encoding}:${createHash('sha1').update(page.html).digest('hex')}`;
    body = compressedPages.get(key);
    if (!body) {
      // Brotli at a middle quality: a page is compressed while its visitor waits.
      body =
        encoding === 'br'
          ? brotli(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(page.html, { level: 6 });
      compressedPages.set(key, body);
      if (compressedPages.size > COMPRESSED_PAGES_KEPT) compressedPages.delete(compressedPages.keys().next().value);
    }
  } else body = Promise.resolve(Buffer.from(page.html));
  return body.then((bytes) => {
    res.writeHead(page.status, {
      ...headers,
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  });
}

/** A page render that takes longer is given up (the browser renders the page) and its worker replaced. */
const RENDER_TIMEOUT_MS = 10_000;
/** After a worker died on its own, pages are left to the browser this long before another is started. */
const RESTART_AFTER_MS = 5_000;

/**
 * The shell's page renderer (its server build, dist/server/render.js) in a worker thread (page-worker.mjs),
 * started on the first page asked for, when the gateway knows its own address: remotes' server builds and
 * the API are reached through it, as the shell's server reaches them through the gateway in production.
 * A new shell build starts a new worker (the old one holds the old code). A worker that dies, or a render
 * that hangs, ends in index.html for the pages in hand; another worker is started a little later.
 */
function pageRendererFor(shellDist) {
  const bundle = join(shellDist, 'server', 'render.js');
  let worker;
  let workerBuild;
  let diedAt = 0;
  let nextId = 0;
  const waiting = new Map();
  const settleAll = (value) => {
    for (const done of waiting.values()) done.resolve(value);
    waiting.clear();
  };
  const start = (baseUrl, build) => {
    const started = new Worker(new URL('./page-worker.mjs', import.meta.url), {
      workerData: { bundle, shellDist, baseUrl },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    worker = started;
    workerBuild = build;
    started.unref();
    started.on('message', ({ id, page, error }) => {
      const done = waiting.get(id);
      waiting.delete(id);
      if (error) done?.reject(new Error(error));
      else done?.resolve(page);
    });
    started.on('error', () => {
      diedAt = Date.now();
    });
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      settleAll(undefined);
    });
  };
  const stop = () => {
    const old = worker;
    worker = undefined;
    settleAll(undefined);
    void old?.terminate();
  };
  const renderer = (req) => {
    if (!existsSync(bundle)) return undefined;
    const build = statSync(bundle).mtimeMs;
    if (worker && workerBuild !== build) stop();
    if (!worker) {
      if (Date.now() - diedAt < RESTART_AFTER_MS) return undefined;
      const address = req.socket.localAddress ?? '127.0.0.1';
      start(`http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`, build);
    }
    const current = worker;
    return {
      render: (url, origin) =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          const timer = setTimeout(() => {
            if (!waiting.has(id)) return;
            // A render that hangs (a page that never settles) takes its worker with it.
            waiting.delete(id);
            resolve(undefined);
            if (worker === current) {
              diedAt = Date.now();
              stop();
            }
          }, RENDER_TIMEOUT_MS);
          timer.unref();
          waiting.set(id, {
            resolve: (value) => (clearTimeout(timer), resolve(value)),
            reject: (error) => (clearTimeout(timer), reject(error)),
          });
          current.postMessage({ id, url, origin });
        }),
    };
  };
  renderer.close = () => stop();
  return renderer;
}

/** The decoded path, or undefined when it is not valid percent-encoding or holds a NUL. */
function decodePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  return decoded.includes('\0') ? undefined : decoded;
}

/** A file under root, or undefined; never a path outside root. `decoded` is already decoded. */
function resolveIn(root, decoded) {
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep) && file !== root) return undefined;
  return existsSync(file) && !file.endsWith(sep) && extname(file) ? file : undefined;
}

/**
 * @param {{
 *   root: string;
 *   services: Record<string, (req: any, res: any) => unknown>;
 *   trustProxy?: boolean;
 *   renderPages?: boolean;
 *   onError?: (error: unknown, req: any) => void;
 * }} options
 */
export function createGateway({ root, services, trustProxy = false, renderPages = true, onError = logError }) {
  const shellDist = join(root, 'shell', 'dist');
  const pageRenderer = renderPages ? pageRendererFor(shellDist) : Object.assign(() => undefined, { close() {} });
  const remoteDists = REMOTES.map((r) => ({ basePath: r.basePath, dist: join(root, r.project, 'dist') }));

  function route(req, res) {
    const rawUrl = req.url ?? '/';
    let path;
    try {
      path = new URL(rawUrl, 'http://gateway').pathname;
    } catch {
      // e.g. '//' or '//host:99999/': not a path the URL parser accepts.
      path = undefined;
    }
    const isApi = (path ?? rawUrl).startsWith('/api/');

    if (isApi) {
      // The services decode paths themselves; a path no one can decode is refused here, in their shape.
      if (path === undefined || decodePath(path) === undefined)
        return apiError(res, 400, 'BAD_REQUEST', 'The request path is not valid');
      const service = serviceForPath(path);
      if (!service) return apiError(res, 404, 'NOT_FOUND', `No service serves ${path}`);
      // The gateway listens before the services have started (they reach each other through it): a service still
      // starting is a moment's unavailability, not an unknown path (a page rendered then took an API 404 for
      // 'not found' and kept that answer for its cache's minute).
      if (!services[service])
        return apiError(res, 503, 'UPSTREAM_UNAVAILABLE', 'The service is starting. Please try again in a moment.', {
          'Retry-After': '1',
        });
      // A Koa callback answers its own errors; a rejection that still escapes is the gateway's 500.
      return services[service](req, res);
    }

    const headers = pageHeaders(req, trustProxy);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
      return res.end();
    }
    const decoded = path === undefined ? undefined : decodePath(path);
    if (decoded === undefined) return plain(res, headers, 400, 'Bad request');
    const remote = remoteDists.find((r) => decoded.startsWith(r.basePath));
    if (remote) {
      const file = resolveIn(remote.dist, decoded.slice(remote.basePath.length));
      return file ? sendFile(req, res, headers, file) : plain(res, headers, 404, 'Not found');
    }
    const file = resolveIn(shellDist, decoded);
    if (file) return sendFile(req, res, headers, file);
    // A missing asset is a 404; any other path is a page: rendered on the server when it can be, else the
    // shell's index.html, which renders it in the browser.
    if (extname(decoded)) return plain(res, headers, 404, 'Not found');
    return answerPage(req, res, headers, rawUrl);
  }

  async function answerPage(req, res, headers, rawUrl) {
    const renderer = pageRenderer(req);
    let page;
    if (renderer) {
      const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim();
      const proto = req.socket.encrypted === true || (trustProxy && forwardedProto === 'https') ? 'https' : 'http';
      try {
        page = await renderer.render(rawUrl, `${proto}://${req.headers.host ?? 'localhost'}`);
      } catch (error) {
        // The browser can still render the page: a failed server render is logged, never the visitor's problem.
        onError(error, req);
      }
    }
    return page ? sendPage(req, res, headers, page) : sendFile(req, res, headers, join(shellDist, 'index.html'));
  }

  /** Whatever went wrong, this request gets an answer and the process (all three services) keeps running. */
  function fail(req, res, error) {
    try {
      onError(error, req);
    } catch {
      // A broken logger must not be what ends the process either.
    }
    if (res.headersSent) return res.destroy();
    if ((req.url ?? '').startsWith('/api/'))
      return apiError(res, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    return plain(res, pageHeaders(req, trustProxy), 500, 'Internal server error');
  }

  const server = createServer((req, res) => {
    try {
      const answered = route(req, res);
      if (typeof answered?.then === 'function') answered.then(undefined, (error) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  });
  server.on('close', () => void pageRenderer.close());
  return server;
}

function logError(error, req) {
  console.error(`gateway: ${req.method} ${req.url} failed:`, error);
}
