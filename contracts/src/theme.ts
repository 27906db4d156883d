import { BRAND_COLORS } from './brand';

/**
 * The one source of the look: AntdScope gives antd `ANTD_TOKENS`, and the light CSS (antd's look without antd) is
 * written with `VIP_THEME.<name>`, which the frontends' builds replace by these values (rspack's DefinePlugin, so
 * the minifier folds them into the CSS strings at no byte cost; Jest sets the global). Names follow antd's tokens.
 * Numbers are px. The brand's own colours are written in BRAND_COLORS, which servers read too.
 */
export const THEME = {
  ...BRAND_COLORS,
  navyHover: '#1a5287',
  // antd's default link, danger and success colours fail WCAG AA on white; these reach 4.5:1.
  colorLink: '#0958d9',
  colorLinkHover: '#1a6ee8',
  colorError: '#cf1322',
  colorErrorHover: '#e0282e',
  colorSuccess: '#237804',
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.4)',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorFillSecondary: 'rgba(0, 0, 0, 0.06)',
  colorFillTertiary: 'rgba(0, 0, 0, 0.04)',
  colorFillAlter: '#fafafa',
  borderRadius: 8,
  borderRadiusSM: 6,
  borderRadiusXS: 4,
  fontSize: 15,
  fontSizeLG: 17,
} as const;

export type ThemeToken = keyof typeof THEME;

/** What AntdScope gives antd; the rest antd derives (its derivations match the light CSS's greys and borders). */
export const ANTD_TOKENS = {
  colorPrimary: THEME.navy,
  colorLink: THEME.colorLink,
  colorError: THEME.colorError,
  colorSuccess: THEME.colorSuccess,
  colorTextSecondary: THEME.colorTextSecondary,
  colorTextDescription: THEME.colorTextSecondary,
  colorTextPlaceholder: THEME.colorTextPlaceholder,
  colorTextTertiary: THEME.colorTextTertiary,
  borderRadius: THEME.borderRadius,
  fontSize: THEME.fontSize,
};

/** `VIP_THEME.<name>` → its value as JavaScript source, for a bundler's define. */
export function themeDefines(): Record<string, string> {
  return Object.fromEntries(Object.entries(THEME).map(([name, value]) => [`VIP_THEME.${name}`, JSON.stringify(value)]));
}
