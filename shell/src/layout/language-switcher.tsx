import { useLocation } from 'react-router';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { LOCALE_NAMES, LOCALES, localeSegment, localisedPath, type Locale } from '@vip/contracts/i18n';
import { LightIcon, useLocale, useT } from '@vip/ui';
import { useDisclosure } from './disclosure';
import { rememberLanguageChoice } from './language-choice';

/**
 * A disclosure of plain links, not antd: the header is on every first visit, which loads no antd; links work
 * before hydration, a crawler follows them, and choosing one is not a change of context on a mere selection.
 * Compact (globe and code) and only beside the full navigation (as wide as the header's own rules): below it the
 * languages are in the menu, where a phone's header has no room for them (the e2e width sweep holds this).
 */
const LANGUAGE_SWITCHER_STYLE = `
.language-switcher { position: relative; }
.language-switcher > summary { list-style: none; display: inline-flex; align-items: center; gap: 6px; min-height: 40px; min-width: 40px; box-sizing: border-box; padding: 0 8px; border-radius: ${VIP_THEME.borderRadiusSM}px; cursor: pointer; color: #fff; font-weight: 500; white-space: nowrap; }
.language-switcher > summary::-webkit-details-marker { display: none; }
.language-switcher > summary:hover, .language-switcher[open] > summary { background: rgba(255, 255, 255, 0.12); }
.language-switcher > summary:focus-visible { outline: 3px solid #f0c94d; outline-offset: 2px; }
.language-switcher__list { position: absolute; inset-inline-end: 0; top: calc(100% + 4px); z-index: 1000; margin: 0; padding: 4px; list-style: none; min-width: 168px; background: #fff; border-radius: ${VIP_THEME.borderRadius}px; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.16); }
/* Said outright: a closed <details> keeps its content laid out in newer engines, where it overlapped the page. */
.language-switcher:not([open]) > .language-switcher__list { display: none; }
.site-header .language-switcher__list a { display: flex; align-items: center; min-height: 40px; padding: 0 12px; border-radius: ${VIP_THEME.borderRadiusSM}px; color: ${VIP_THEME.colorText}; font-weight: 400; }
.site-header .language-switcher__list a:hover { background: #f0f5ff; }
.site-header .language-switcher__list a[aria-current='true'] { font-weight: 600; color: ${VIP_THEME.navy}; }
.site-header .language-switcher__list a:focus-visible { outline: 3px solid ${VIP_THEME.colorLink}; outline-offset: -3px; }
@media (max-width: 1199.98px) {
  .site-header .language-switcher { display: none; }
}
@media (max-width: 1343.98px) {
  html:not(:lang(en)) .site-header .language-switcher { display: none; }
}
`;

/** The language's code as a reader knows it from elsewhere: EN, FR, DE, ES, AR, ZH. */
/** A globe in a few strokes: antd's GlobalOutlined path weighed half a KiB of a first visit's scripts. */
const GLOBE: IconDefinition = {
  name: 'globe',
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '0 0 24 24' },
    children: [
      {
        tag: 'g',
        attrs: { fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8' },
        children: [
          { tag: 'circle', attrs: { cx: '12', cy: '12', r: '10' } },
          { tag: 'ellipse', attrs: { cx: '12', cy: '12', rx: '4.5', ry: '10' } },
          { tag: 'path', attrs: { d: 'M2 12h20M4 7h16M4 17h16' } },
        ],
      },
    ],
  },
};

export function languageCode(locale: Locale): string {
  return localeSegment(locale).split('-')[0]!.toUpperCase();
}

/** Each language's link keeps the page and its query: `/airports/CDG` in German is `/de/airports/CDG`. */
export function LanguageLinks({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className={className} aria-label={t('frame.language.label')}>
      {LOCALES.map((to) => (
        <li key={to}>
          <a
            href={localisedPath(`${pathname}${search}${hash}`, to)}
            hrefLang={to}
            lang={to}
            aria-current={to === locale ? 'true' : undefined}
            onClick={() => rememberLanguageChoice(to)}
          >
            {LOCALE_NAMES[to]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const { details, onKeyDown } = useDisclosure();

  return (
    <details ref={details} className="language-switcher" onKeyDown={onKeyDown}>
      <style>{LANGUAGE_SWITCHER_STYLE}</style>
      {/* Focusable in every browser already; said so, for the engines that only honour it then (jsdom). */}
      <summary tabIndex={0}>
        <LightIcon icon={GLOBE} />
        {/* Read as 'Language: English EN': the language by name, and the code a voice user sees and says. */}
        <span className="visually-hidden">
          {t('frame.language.label')}: <span lang={locale}>{LOCALE_NAMES[locale]}</span>{' '}
        </span>
        <span dir="ltr">{languageCode(locale)}</span>
      </summary>
      <LanguageLinks className="language-switcher__list" />
    </details>
  );
}
