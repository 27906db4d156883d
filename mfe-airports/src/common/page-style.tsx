import { HoistedStyle } from '@vip/ui';

/**
 * The airports remote's page layout in plain CSS: its pages are built with the light components (no antd),
 * laid out as antd's Row/Col, Card and Typography laid them out before (24 px gutters, two columns
 * from 992 px: 14 and 10 of 24).
 */
export const AIRPORTS_PAGE_STYLE = `
.apt-page { max-width: 1200px; margin: 0 auto; padding: 32px 24px; box-sizing: border-box; }
.apt-columns { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
.apt-stack { display: flex; flex-direction: column; gap: 24px; }
.apt-list { list-style: none; padding: 0; margin: 0; }
.apt-check { display: flex; align-items: center; gap: 8px; padding: 4px 0; }
.apt-check .vip-icon { color: ${VIP_THEME.gold}; }
.apt-levels > li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 12px; padding: 10px 0; border-bottom: 1px solid ${VIP_THEME.colorBorderSecondary}; }
.apt-section-title { font-size: 18px; }
.apt-back { display: inline-flex; align-items: center; gap: 8px; }
[dir='rtl'] .apt-back .vip-icon { transform: scaleX(-1); }
.apt-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.apt-meta .vip-tag { margin: 0; }
.apt-filters { display: flex; flex-direction: column; gap: 16px; margin-bottom: 24px; }
.apt-filter-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.apt-filter-buttons .vip-btn { white-space: normal; height: auto; min-height: 32px; max-width: 100%; padding-block: 4px; text-align: center; }
.apt-search { position: relative; display: flex; align-items: center; }
.apt-search > .vip-icon { position: absolute; inset-inline-start: 12px; color: ${VIP_THEME.colorTextSecondary}; pointer-events: none; }
.apt-search > .vip-input { padding-inline-start: 36px; padding-inline-end: 40px; }
.apt-search__clear { position: absolute; inset-inline-end: 4px; width: 32px; height: 32px; display: inline-flex; align-items: center; justify-content: center; padding: 0; border: 0; border-radius: ${VIP_THEME.borderRadiusSM}px; background: transparent; color: ${VIP_THEME.colorTextPlaceholder}; font-size: 12px; cursor: pointer; }
.apt-search__clear:hover { color: ${VIP_THEME.colorText}; background: ${VIP_THEME.colorFillSecondary}; }
.apt-search__clear:focus-visible { outline: 3px solid #f0c94d; outline-offset: 0; }
.apt-hero { background: ${VIP_THEME.navy}; color: #fff; padding: 56px 24px; }
.apt-hero__inner { max-width: 1200px; margin: 0 auto; display: flex; flex-direction: column; gap: 12px; }
.apt-hero__eyebrow { color: ${VIP_THEME.gold}; font-weight: 600; letter-spacing: 1px; }
.apt-hero .vip-title { color: #fff; margin: 0; }
.apt-hero__lead { color: #dbe4ee; font-size: 18px; margin: 0; line-height: 1.5714; }
.apt-hero__actions { display: flex; flex-wrap: wrap; gap: 12px; }
.apt-hero .vip-btn--primary.apt-hero__cta { background: ${VIP_THEME.gold}; border-color: ${VIP_THEME.gold}; color: ${VIP_THEME.navy}; font-weight: 600; }
.apt-hero .vip-btn--primary.apt-hero__cta:hover { background: ${VIP_THEME.goldHover}; border-color: ${VIP_THEME.goldHover}; color: ${VIP_THEME.navy}; }
.apt-offers { list-style: none; padding: 0; margin: 0; display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
.apt-offer { height: 100%; box-sizing: border-box; display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
.apt-offer h3 { font-size: ${VIP_THEME.fontSizeLG}px; margin: 0; font-weight: 600; line-height: 1.4; }
.apt-offer strong { font-size: 16px; }
@media (min-width: 576px) { .apt-offers { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .apt-columns { grid-template-columns: minmax(0, 14fr) minmax(0, 10fr); } }
`;

/** The light components' rules and the remote's layout, once in the page. */
export function AirportsPageStyle() {
  return <HoistedStyle name="airports-page" css={AIRPORTS_PAGE_STYLE} />;
}
