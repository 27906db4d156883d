import { HoistedStyle } from './hoisted-style';

/**
 * antd's look in plain CSS, so a first visit needs no antd. Each frontend brings its own copy, so a remote deploys
 * alone; :where() keeps specificity zero, so a page's own rules win and duplicates override nothing.
 */
export const UI_STYLE = `
:where(.vip-field) { margin-bottom: 24px; }
:where(.vip-field__label) { display: block; padding-bottom: 8px; font-size: ${VIP_THEME.fontSize}px; line-height: 1.5; color: ${VIP_THEME.colorText}; }
:where(.vip-field__extra) { font-size: ${VIP_THEME.fontSize}px; line-height: 1.5; color: ${VIP_THEME.colorTextSecondary}; }
:where(.vip-field__error) { font-size: ${VIP_THEME.fontSize}px; line-height: 1.5; color: ${VIP_THEME.colorError}; }
:where(.vip-input) { box-sizing: border-box; width: 100%; min-width: 0; height: 40px; padding: 7px 11px; font: inherit; font-size: ${VIP_THEME.fontSizeLG}px; line-height: 1.5; color: ${VIP_THEME.colorText}; background: #fff; border: 1px solid ${VIP_THEME.colorBorder}; border-radius: ${VIP_THEME.borderRadius}px; transition: border-color 0.2s, box-shadow 0.2s; }
:where(.vip-input)::placeholder { color: ${VIP_THEME.colorTextPlaceholder}; }
:where(.vip-input:hover) { border-color: ${VIP_THEME.navyHover}; }
:where(.vip-input:focus) { outline: none; border-color: ${VIP_THEME.navy}; box-shadow: 0 0 0 2px ${VIP_THEME.navyGlow}; }
:where(.vip-input[aria-invalid='true']) { border-color: ${VIP_THEME.colorError}; }
:where(.vip-input[aria-invalid='true']:focus) { box-shadow: 0 0 0 2px rgba(207, 19, 34, 0.15); }
:where(.vip-input[readonly]) { background: ${VIP_THEME.colorFillAlter}; }
:where(select.vip-input) { appearance: none; padding-inline-end: 32px; background: #fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%23595959' stroke-width='1.5'/%3E%3C/svg%3E") no-repeat right 12px center; }
:where([dir='rtl'] select.vip-input) { background-position: left 12px center; }
:where(.vip-stepper) { display: inline-flex; }
:where(.vip-stepper > .vip-input) { width: 64px; height: 32px; padding: 4px 11px; font-size: ${VIP_THEME.fontSize}px; text-align: center; border-radius: 0; margin: 0 -1px; position: relative; }
:where(.vip-stepper > .vip-input:focus) { z-index: 1; }
:where(.vip-card) { background: #fff; border: 1px solid ${VIP_THEME.colorBorderSecondary}; border-radius: ${VIP_THEME.borderRadius}px; }
:where(.vip-card__body) { padding: 24px; }
:where(.vip-card__head) { padding: 0 24px; min-height: 56px; display: flex; align-items: center; border-bottom: 1px solid ${VIP_THEME.colorBorderSecondary}; font-weight: 600; font-size: ${VIP_THEME.fontSizeLG}px; }
:where(.vip-card--small .vip-card__head) { padding: 0 12px; min-height: 38px; font-size: ${VIP_THEME.fontSize}px; }
:where(.vip-card--small .vip-card__body) { padding: 12px; }
:where(.vip-title) { margin: 0 0 0.5em; color: ${VIP_THEME.colorText}; font-weight: 600; line-height: 1.25; }
:where(h1.vip-title) { font-size: 38px; line-height: 1.21; }
:where(h2.vip-title) { font-size: 30px; line-height: 1.27; }
:where(h3.vip-title) { font-size: 24px; line-height: 1.33; }
:where(.vip-text) { margin: 0 0 1em; font-size: ${VIP_THEME.fontSize}px; line-height: 1.5714; color: ${VIP_THEME.colorText}; }
:where(.vip-text--secondary) { color: ${VIP_THEME.colorTextSecondary}; }
`;

export function UiStyle() {
  return <HoistedStyle name="ui" css={UI_STYLE} />;
}

/** What antd's App gave pages; link buttons restate colours antd's `a` reset outranks (else white on white). */
export const PAGE_BASE_STYLE = `
.vip-page { color: ${VIP_THEME.colorText}; font-size: ${VIP_THEME.fontSize}px; line-height: 1.5714; }
.vip-page a { color: ${VIP_THEME.colorLink}; text-decoration: none; }
.vip-page a:hover { color: ${VIP_THEME.colorLinkHover}; }
.vip-page a.vip-btn { color: ${VIP_THEME.colorText}; background-color: #fff; }
.vip-page a.vip-btn:hover { color: ${VIP_THEME.navy}; }
.vip-page a.vip-btn--text { background-color: transparent; }
.vip-page a.vip-btn--text:hover { background-color: ${VIP_THEME.colorFillSecondary}; }
.vip-page a.vip-btn--primary, .vip-page a.vip-btn--primary:hover { color: #fff; background-color: ${VIP_THEME.navy}; }
.vip-page a.vip-btn--primary:hover { background-color: ${VIP_THEME.navyHover}; }
`;
