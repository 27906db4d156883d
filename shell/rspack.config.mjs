import { createFrontendConfig } from '../tools/rspack/frontend-config.mjs';

// The host declares no remotes at build time: it reads /remotes.json at start (src/remotes).
export default createFrontendConfig({ dir: import.meta.dirname, container: 'shell', devPort: 3000, publicPath: '/' });
