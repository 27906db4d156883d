import type { CSSProperties } from 'react';

/** Text at 4.5:1 or more on its background (WCAG AA); some of antd's presets fall under it. */
export const TAG_TONES = {
  grey: { color: VIP_THEME.colorText, background: VIP_THEME.colorFillAlter, borderColor: VIP_THEME.colorBorder },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  cyan: { color: '#00474f', background: '#e6fffb', borderColor: '#87e8de' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  purple: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const satisfies Record<string, CSSProperties>;

export type TagTone = keyof typeof TAG_TONES;
