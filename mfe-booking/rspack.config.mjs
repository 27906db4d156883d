import { createFrontendConfig, createServerContainerConfig } from '../tools/rspack/frontend-config.mjs';

// Exposes ./routes (one component per route pattern it owns), which the shell mounts, and
// ./header-quote, the quote button and sheet the shell's header shows. The server container
// (dist/server/remoteEntry.js, its ./routes) renders the public pages for the first HTML of a visit.
const client = createFrontendConfig({
  dir: import.meta.dirname,
  container: 'mfe_booking',
  exposes: { './routes': './src/routes.tsx', './header-quote': './src/quote/header-quote.tsx' },
  devPort: 3001,
});
const server = createServerContainerConfig({
  dir: import.meta.dirname,
  container: 'mfe_booking',
  entry: './src/server.ts',
});

export default (env, argv) => [client(env, argv), server(env, argv)];
