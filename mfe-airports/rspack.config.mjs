import { createFrontendConfig, createServerContainerConfig } from '../tools/rspack/frontend-config.mjs';

// Exposes ./routes (one component per route pattern it owns), which the shell mounts, and ./catalog-admin, the
// catalog team's back office (antd, screens in chunks of their own), which the back office mounts at /admin/catalog:
// the public pages never load it. The server container (dist/server/remoteEntry.js, its ./routes) renders the
// public pages for the first HTML of a visit.
const client = createFrontendConfig({
  dir: import.meta.dirname,
  container: 'mfe_airports',
  exposes: { './routes': './src/routes.tsx', './catalog-admin': './src/catalog-admin/catalog-admin.tsx' },
  devPort: 3002,
});
const server = createServerContainerConfig({
  dir: import.meta.dirname,
  container: 'mfe_airports',
  entry: './src/server.ts',
});

export default (env, argv) => [client(env, argv), server(env, argv)];
