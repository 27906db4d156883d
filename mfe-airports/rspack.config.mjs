import { createFrontendConfig, createServerConfig } from '../tools/rspack/frontend-config.mjs';

// Exposes ./routes (one component per route pattern it owns); the shell mounts them. The server build
// (dist/server/routes.js) renders the same pages for the first HTML of a visit.
const client = createFrontendConfig({
  dir: import.meta.dirname,
  container: 'mfe_airports',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3002,
});
const server = createServerConfig({ dir: import.meta.dirname, entry: { routes: './src/server.ts' } });

export default (env, argv) => [client(env, argv), server(env, argv)];
