// The production nginx configs run on this machine (the split stack, the benchmarks' production shape): the
// gateway's as deploy/nginx/render-gateway.cjs renders it, and an nginx.conf of their own around a server block.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Each [from, to] replaced everywhere; a `from` the config no longer has is an error, not a silent no-op. */
export function substitute(conf, replacements) {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx no longer has "${from}": update ${import.meta.filename}`);
    return text.split(from).join(to);
  }, conf);
}

/** The production gateway's nginx config, as deploy/nginx/render-gateway.cjs renders it from the platform's tables. */
export function renderedGatewayConf() {
  const run = spawnSync(process.execPath, [join(root, 'deploy', 'nginx', 'render-gateway.cjs')], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`deploy/nginx/render-gateway.cjs failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * An nginx of its own in `dir` around one server block: Debian's Brotli module and MIME types, no access log.
 * `workers`: 'auto' (one per core) is the nginx image's own setting. Returns the command and its arguments.
 */
export function nginxConfig({ dir, serverConf, errorLog, workers = 1 }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.conf'), serverConf);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join('\n    ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${join(dir, 'nginx.pid')};
worker_processes ${workers};
error_log ${errorLog} warn;
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${temp}
    include ${join(dir, 'server.conf')};
}
`,
  );
  return {
    command: NGINX,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'],
  };
}
