// NODE_ENV must be production (the image sets it): React and antd render as in the browser build.
import { createServer } from 'node:http';
import { loadConfig } from './config';
import { createPageRenderer } from './page-renderer';
import { createShellApp } from './shell-app';

const config = loadConfig(process.env, process.argv[1] ?? '');
const renderer = createPageRenderer({
  shellDist: config.SHELL_DIST,
  baseUrl: config.RENDER_BASE_URL,
  pageTtlMs: config.PAGE_TTL_SECONDS * 1000,
});
const app = createShellApp({
  dist: config.SHELL_DIST,
  renderer,
  publicOrigin: config.PUBLIC_ORIGIN?.replace(/\/$/, ''),
  // The URL's path only: a query may carry what a visitor typed.
  onRenderError: (error, url) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'page render failed', path: url.split('?')[0], error: String(error) }),
    ),
});
const server = createServer(app.callback());
server.listen(config.PORT, () =>
  console.log(JSON.stringify({ level: 'info', msg: `shell listening on ${config.PORT}` })),
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
