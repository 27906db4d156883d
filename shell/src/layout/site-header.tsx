import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { BRAND, HEADER_ICONS_BELOW_PX, BRAND_COLORS } from '@vip/contracts/brand';
import { REMOTES } from '@vip/contracts/platform';
import { ButtonLink, lazyPage, lazySection, LightButton, LightIcon, useT } from '@vip/ui';
import { RemoteSlot } from '../remotes/remote-slot';
import { HEADER_LINKS } from './header-links';
import { LanguageLinks, LanguageSwitcher } from './language-switcher';

const BOOKING_CONTAINER = REMOTES.find((r) => r.project === 'mfe-booking')!.container;

/**
 * CSS, not a JavaScript breakpoint: the server's HTML fits every width, so nothing moves on hydration. One 64 px
 * row from 320 px up: items move into the menu before they would wrap (the e2e width sweep holds this).
 */
const SITE_HEADER_STYLE = `
.site-header { background: ${VIP_THEME.navy}; padding: 0 24px; color: #fff; }
.site-header__row { display: flex; align-items: center; justify-content: space-between; gap: 16px; height: 64px; }
.site-header__row a { color: #fff; font-weight: 500; }
.site-header__brand { font-size: 20px; font-weight: 700 !important; white-space: nowrap; line-height: 1.2; flex: none; }
.site-header__brand-short { display: none; }
.site-header__nav, .site-header__actions { display: flex; align-items: center; gap: 20px; white-space: nowrap; }
.site-header__nav { gap: 8px; }
.site-header__nav a { display: inline-flex; align-items: center; min-height: 40px; padding: 0 8px; border-radius: ${VIP_THEME.borderRadiusSM}px; }
.site-header__nav a:hover, .site-header__nav a.active { background: rgba(255, 255, 255, 0.12); }
.site-header__quote { display: inline-flex; min-width: 124px; min-height: 32px; justify-content: flex-end; }
.site-header__menu { display: none; }
.site-header a:focus-visible, .site-header button:focus-visible { outline: 3px solid #f0c94d; outline-offset: 2px; }
@media (max-width: 1359.98px) {
  .site-header__phone-text { display: none; }
}
@media (max-width: 1199.98px) {
  .site-header__nav { display: none; }
  .site-header__menu { display: inline-flex; }
  .site-header__actions { gap: 8px; }
}
@media (max-width: 719.98px) {
  .site-header__book { display: none; }
}
@media (max-width: 439.98px) {
  .site-header { padding: 0 12px; }
  .site-header__row { gap: 8px; }
  .site-header__brand-full { display: none; }
  .site-header__brand-short { display: inline; }
}
/* Translations run longer than the spec's English (German's links take 474 px, its Book button 172, and the language
   and currency switchers sit beside them): a translated page moves each item into the menu one step earlier. */
@media (max-width: 1535.98px) {
  html:not(:lang(en)) .site-header__phone-text { display: none; }
}
@media (max-width: 1343.98px) {
  html:not(:lang(en)) .site-header__nav { display: none; }
  html:not(:lang(en)) .site-header__menu { display: inline-flex; }
  html:not(:lang(en)) .site-header__actions { gap: 8px; }
}
@media (max-width: 767.98px) {
  html:not(:lang(en)) .site-header__book { display: none; }
}
@media (max-width: ${HEADER_ICONS_BELOW_PX - 0.02}px) {
  .site-header__quote { min-width: 40px; }
}
`;

/**
 * In the server's HTML at once, its code (and hydration) once the page is up: a first visit's scripts carry none of
 * it. Until then the summary shows the currency and a click opens nothing.
 */
const CurrencySwitcher = lazySection(() =>
  import('./currency-switcher').then((m) => m.currencySwitcher({ useState, useSyncExternalStore })),
);

const SiteMenuContent = lazyPage(() => import('./site-menu').then((m) => m.SiteMenuContent));

/** When the menu's code cannot load: the links and the phone still work; the next tap tries again. */
function MenuUnavailable({ close }: { close: () => void }) {
  const t = useT();
  return (
    <nav aria-labelledby="site-menu-title">
      <h2 id="site-menu-title">{t('frame.menu.title')}</h2>
      <p role="status">{t('frame.menu.unavailable')}</p>
      {HEADER_LINKS.map((l) => (
        <p key={l.label}>
          <Link to={l.to} onClick={close}>
            {t(l.label)}
          </Link>
        </p>
      ))}
      <p>
        <a href={BRAND.supportPhoneHref}>{t('frame.callUs', { phone: BRAND.supportPhone })}</a>
      </p>
      <LanguageLinks />
      <LightButton onClick={close}>{t('frame.menu.close')}</LightButton>
    </nav>
  );
}

/** Keeps the quote button's room while the remote loads, so the nav does not shift. */
function HeaderQuote() {
  return (
    <span className="site-header__quote">
      <RemoteSlot
        remote={BOOKING_CONTAINER}
        exposed="header-quote"
        exportName="HeaderQuote"
        props={{ variant: 'header' }}
      />
    </span>
  );
}

/** A native modal dialog keeps focus inside and the page inert; no antd Drawer, as a first visit loads no antd. */
export function SiteHeader() {
  const t = useT();
  const menu = useRef<HTMLDialogElement>(null);
  // The menu's links exist only while it is open: one 'Book VIP now' link in the page, not two.
  const [panel, setPanel] = useState<'menu' | 'unavailable' | null>(null);
  const isOpen = panel !== null;
  useEffect(() => {
    if (isOpen && !menu.current?.open) menu.current?.showModal();
  }, [isOpen]);
  const open = () =>
    void SiteMenuContent.preload().then(
      () => setPanel('menu'),
      () => setPanel('unavailable'),
    );
  const close = () => menu.current?.close();

  return (
    <header className="site-header">
      <style>{SITE_HEADER_STYLE}</style>
      <div className="site-header__row">
        <Link to="/" className="site-header__brand" aria-label={t('frame.homeLabel', { product: BRAND.productName })}>
          <span className="site-header__brand-full">{BRAND.productName}</span>
          <span className="site-header__brand-short">{BRAND.shortMark}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('frame.nav.main')}>
          {HEADER_LINKS.map((l) =>
            l.marksCurrent ? (
              <NavLink key={l.label} to={l.to}>
                {t(l.label)}
              </NavLink>
            ) : (
              <Link key={l.label} to={l.to}>
                {t(l.label)}
              </Link>
            ),
          )}
          <a href={BRAND.supportPhoneHref} aria-label={t('frame.callUs', { phone: BRAND.supportPhone })}>
            <LightIcon icon={PhoneOutlined} />
            <span className="site-header__phone-text" dir="ltr">
              &nbsp;{BRAND.supportPhone}
            </span>
          </a>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <Suspense fallback={null}>
            <CurrencySwitcher />
          </Suspense>
          <HeaderQuote />
          <ButtonLink
            to="/booking"
            className="site-header__book"
            type="primary"
            style={{
              background: BRAND_COLORS.gold,
              borderColor: BRAND_COLORS.gold,
              color: BRAND_COLORS.navy,
              fontWeight: 600,
            }}
          >
            {t('frame.bookNow')}
          </ButtonLink>
          <LightButton
            className="site-header__menu"
            type="text"
            icon={<LightIcon icon={MenuOutlined} style={{ color: '#fff', fontSize: 20 }} />}
            aria-label={t('frame.menu.open')}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={open}
            style={{ width: 40, height: 40 }}
          />
        </div>
      </div>
      <dialog
        ref={menu}
        className="site-menu"
        aria-labelledby="site-menu-title"
        onClose={() => setPanel(null)}
        onClick={(e) => e.target === menu.current && close()}
      >
        {panel === 'menu' && <SiteMenuContent close={close} />}
        {panel === 'unavailable' && <MenuUnavailable close={close} />}
      </dialog>
    </header>
  );
}
