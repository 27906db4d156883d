import { createFrontendConfig } from '../tools/rspack/frontend-config.mjs';

// Exposes ./routes (one component per route pattern it owns), which the shell mounts, and
// ./header-quote, the quote button and sheet the shell's header shows.
export default createFrontendConfig({
  dir: import.meta.dirname,
  container: 'mfe_booking',
  exposes: { './routes': './src/routes.tsx', './header-quote': './src/quote/header-quote.tsx' },
  devPort: 3001,
});
