import { THEME } from '@vip/contracts/theme';

// The builds write the theme's values into the light CSS (tools/rspack/frontend-config.mjs); tests read the same
// values from a global before any module is loaded.
Object.assign(globalThis, { VIP_THEME: THEME });
