import { HoistedStyle } from '@vip/ui';

/**
 * The booking wizard's first screens (search, results, their cards and progress) in plain CSS: they are built
 * with the light components, not antd, in antd's look: Card with a cover, Tag, Checkbox, Divider,
 * Row/Col at antd's breakpoints (md 768, lg 992, xl 1200) and the small Steps with titles under their icons.
 */
export const WIZARD_STYLE = `
.wizard { max-width: 1200px; margin: 0 auto; padding: 32px 24px 48px; box-sizing: border-box; }
.wizard-progress { margin-bottom: 32px; }
.wizard-steps { list-style: none; margin: 0; padding: 0; display: flex; }
.wizard-steps__item { flex: 1; position: relative; display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 0; text-align: center; }
.wizard-steps__item:not(:last-child)::after { content: ''; position: absolute; top: 12px; inset-inline-start: calc(50% + 20px); inset-inline-end: calc(-50% + 20px); height: 1px; background: rgba(5, 5, 5, 0.06); }
.wizard-steps__item--done:not(:last-child)::after { background: ${VIP_THEME.navy}; }
.wizard-steps__icon { box-sizing: border-box; width: 24px; height: 24px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; font-size: 12px; line-height: 1; border: 1px solid rgba(0, 0, 0, 0.15); color: ${VIP_THEME.colorTextSecondary}; background: ${VIP_THEME.colorFillSecondary}; }
.wizard-steps__item--done .wizard-steps__icon { background: ${VIP_THEME.navyTint}; border-color: ${VIP_THEME.navyTint}; color: ${VIP_THEME.navy}; }
.wizard-steps__item--current .wizard-steps__icon { background: ${VIP_THEME.navy}; border-color: ${VIP_THEME.navy}; color: #fff; }
.wizard-steps__title { font-size: 14px; line-height: 1.5; color: ${VIP_THEME.colorTextSecondary}; overflow-wrap: anywhere; }
.wizard-steps__item--done .wizard-steps__title, .wizard-steps__item--current .wizard-steps__title { color: ${VIP_THEME.colorText}; }
.wizard-steps__item--current .wizard-steps__title { font-weight: 600; }
.results-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: 16px; margin-bottom: 16px; }
.results-head .vip-title { margin: 0; }
.results-groups { display: grid; gap: 32px 24px; grid-template-columns: minmax(0, 1fr); }
.results-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
.results-group-title { font-size: 20px; }
.service-card { height: 100%; display: flex; flex-direction: column; overflow: hidden; }
.service-card__cover { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 8px 8px 0 0; }
.service-card__body { display: flex; flex-direction: column; gap: 12px; flex: 1; }
.service-card__tags { display: flex; flex-wrap: wrap; gap: 6px; }
.service-card__tags .vip-tag { margin: 0; display: inline-flex; align-items: center; gap: 4px; }
.service-card__name { font-size: 18px; margin: 0; }
.service-card__included { margin: 0; padding-inline-start: 20px; }
[dir='rtl'] .wizard-back-icon { transform: scaleX(-1); }
.service-card__divider { margin: 4px 0; border: 0; border-top: 1px solid rgba(5, 5, 5, 0.06); }
.service-card__actions { display: flex; flex-direction: column; gap: 8px; margin-top: auto; }
.service-card__row { display: flex; flex-wrap: wrap; gap: 8px; }
.service-card__row > .vip-btn { flex: 1; }
.vip-check { display: inline-flex; align-items: center; gap: 8px; min-height: 24px; cursor: pointer; line-height: 1.5; }
.vip-check > input { width: 16px; height: 16px; margin: 0; accent-color: ${VIP_THEME.navy}; cursor: pointer; flex: none; }
.vip-check > input:focus-visible { outline: 3px solid #f0c94d; outline-offset: 2px; }
.price-breakdown { margin: 0; }
.price-breakdown > div { display: flex; justify-content: space-between; gap: 8px; }
.price-breakdown dt { font-weight: normal; }
.price-breakdown dd { margin: 0; }
.price-breakdown > .price-breakdown__total { font-weight: 600; margin-top: 4px; }
.round-trip { margin-bottom: 24px; }
.round-trip__lines { display: flex; flex-direction: column; gap: 4px; }
.round-trip__saving { color: ${VIP_THEME.colorSuccess}; font-weight: 600; }
@media (min-width: 768px) { .results-cards--spread { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .results-groups { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 1200px) { .results-cards--spread { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
`;

export function WizardStyle() {
  return <HoistedStyle name="wizard" css={WIZARD_STYLE} />;
}
