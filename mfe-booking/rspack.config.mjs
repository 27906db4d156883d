import { createFrontendConfig } from '../tools/rspack/frontend-config.mjs';

// Exposes ./routes (one component per route pattern it owns); the shell mounts them.
export default createFrontendConfig({
  dir: import.meta.dirname,
  container: 'mfe_booking',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3001,
});
