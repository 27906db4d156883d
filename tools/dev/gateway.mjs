// The embedded gateway: one HTTP server in front of everything, with the routing the production
// gateway has (deploy/nginx/gateway.conf): /api by prefix to its service, /remotes/<project>/ to a
// remote's build, /remotes.json, and the shell with SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { REMOTES, serviceForPath } from '@vip/contracts';

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

function sendFile(req, res, file) {
  const name = file.split(sep).pop();
  const revalidate = name === 'index.html' || name === 'remoteEntry.js' || name === 'remotes.json';
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
}

/** A file under root, or undefined; never a path outside root. */
function resolveIn(root, urlPath) {
  const file = normalize(join(root, decodeURIComponent(urlPath)));
  if (!file.startsWith(root + sep) && file !== root) return undefined;
  return existsSync(file) && !file.endsWith(sep) && extname(file) ? file : undefined;
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/**
 * @param {{ root: string; services: Record<string, (req: any, res: any) => void> }} options
 */
export function createGateway({ root, services }) {
  const shellDist = join(root, 'shell', 'dist');
  const remoteDists = REMOTES.map((r) => ({ basePath: r.basePath, dist: join(root, r.project, 'dist') }));

  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;

    if (path.startsWith('/api/')) {
      const service = serviceForPath(path);
      if (service && services[service]) return services[service](req, res);
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: `No service serves ${path}`, requestId: 'gateway' } }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const remote = remoteDists.find((r) => path.startsWith(r.basePath));
    if (remote) {
      const file = resolveIn(remote.dist, path.slice(remote.basePath.length));
      return file ? sendFile(req, res, file) : notFound(res);
    }
    const file = resolveIn(shellDist, path);
    if (file) return sendFile(req, res, file);
    // A missing asset is a 404; any other path is a client-side route of the shell.
    if (extname(path)) return notFound(res);
    return sendFile(req, res, join(shellDist, 'index.html'));
  });
}
