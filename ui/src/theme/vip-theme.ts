import type { THEME } from '@vip/contracts/theme';

declare global {
  /**
   * contracts' THEME, for CSS strings: the builds put each `VIP_THEME.<name>` value in place (DefinePlugin), Jest
   * sets it as a global. Only `VIP_THEME.<name>` is replaced, never `VIP_THEME` alone.
   */
  const VIP_THEME: typeof THEME;
}

export type { ThemeToken } from '@vip/contracts/theme';
