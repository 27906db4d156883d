import { createFrontendConfig, createServerConfig } from '../tools/rspack/frontend-config.mjs';

// The host declares no remotes at build time: it reads /remotes.json at start (src/remotes). The server
// build renders the first HTML of a visit (src/server): dist/server/render.js is the renderer npm start's
// gateway loads, dist/server/serve.js the shell's container in production.
const client = createFrontendConfig({ dir: import.meta.dirname, container: 'shell', devPort: 3000, publicPath: '/' });
const server = createServerConfig({
  dir: import.meta.dirname,
  entry: { render: './src/server/index.ts', serve: './src/server/main.ts' },
});

export default (env, argv) => [client(env, argv), server(env, argv)];
