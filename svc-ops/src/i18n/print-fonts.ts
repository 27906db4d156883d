import type { Locale } from '@vip/contracts/i18n';

/**
 * The CSS font stack of a printed document. Chromium takes each glyph from the first family that has it: Arabic and
 * Chinese pages name their script's family first (Debian's fonts-noto-core and fonts-noto-cjk, installed with Chromium
 * by tools/infra/chromium.sh and svc-ops' image); other pages keep their Latin families.
 */
export function printFontStack(locale: Locale, latin: string): string {
  if (locale === 'ar') return `'Noto Sans Arabic', ${latin}, sans-serif`;
  if (locale === 'zh-Hans') return `'Noto Sans CJK SC', ${latin}, sans-serif`;
  return `${latin}, 'Noto Sans CJK SC', sans-serif`;
}
