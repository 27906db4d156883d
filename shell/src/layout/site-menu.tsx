import { Link } from 'react-router';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { BRAND } from '@vip/contracts/brand';
import { ButtonLink, LightButton, LightIcon, useDisplayCurrency, useT } from '@vip/ui';
import { CurrencyOptions } from './currency-options';
import { HEADER_LINKS } from './header-links';
import { LanguageLinks } from './language-switcher';

export function SiteMenuContent({ close }: { close: () => void }) {
  const t = useT();
  const currency = useDisplayCurrency();
  return (
    <>
      <style>{SITE_MENU_STYLE}</style>
      <div className="site-menu__head">
        <h2 id="site-menu-title" className="site-menu__title">
          {t('frame.menu.title')}
        </h2>
        <LightButton
          type="text"
          icon={<LightIcon icon={CloseOutlined} />}
          aria-label={t('frame.menu.close')}
          onClick={close}
        />
      </div>
      <nav aria-label={t('frame.nav.mobile')} className="site-menu__links">
        <Link to="/" onClick={close}>
          {t('frame.nav.home')}
        </Link>
        {HEADER_LINKS.map((l) => (
          <Link key={l.label} to={l.to} onClick={close}>
            {t(l.label)}
          </Link>
        ))}
        <a href={BRAND.supportPhoneHref} aria-label={t('frame.callUs', { phone: BRAND.supportPhone })}>
          <LightIcon icon={PhoneOutlined} /> <span dir="ltr">{BRAND.supportPhone}</span>
        </a>
        <ButtonLink to="/booking" onClick={close} type="primary" block className="site-menu__book">
          {t('frame.bookNow')}
        </ButtonLink>
      </nav>
      {/* Below the full navigation the header has no room for the languages: they are here. */}
      <div className="site-menu__section">
        <h3 className="site-menu__subtitle">{t('frame.language.label')}</h3>
        <LanguageLinks className="site-menu__languages" />
      </div>
      <div className="site-menu__section">
        <h3 className="site-menu__subtitle">{t('frame.currency.label')}</h3>
        <CurrencyOptions className="site-menu__currencies" current={currency} />
      </div>
    </>
  );
}

/** Links are whole rows, 44 px tall: easy to hit with a thumb. */
const SITE_MENU_STYLE = `
.site-menu { position: fixed; inset-block: 0; inset-inline: auto 0; margin: 0; width: min(378px, 100vw); max-width: 100vw; height: 100%; max-height: 100vh; box-sizing: border-box; padding: 0; border: 0; background: #fff; color: ${VIP_THEME.colorText}; box-shadow: -6px 0 16px rgba(0, 0, 0, 0.08); }
.site-menu::backdrop { background: rgba(0, 0, 0, 0.45); }
.site-menu__head { display: flex; align-items: center; justify-content: space-between; padding: 16px 24px; border-bottom: 1px solid ${VIP_THEME.colorBorderSecondary}; }
.site-menu__title { margin: 0; font-size: ${VIP_THEME.fontSizeLG}px; font-weight: 600; }
.site-menu__links { display: flex; flex-direction: column; gap: 4px; padding: 24px; }
.site-menu__links > a { display: flex; align-items: center; gap: 8px; min-height: 44px; font-size: 16px; color: ${VIP_THEME.colorLink}; }
.site-menu__links > a.site-menu__book { margin-top: 12px; min-height: 44px; color: #fff; }
.site-menu__section { padding: 0 24px 24px; }
.site-menu__subtitle { margin: 0 0 8px; font-size: ${VIP_THEME.fontSize}px; font-weight: 600; }
.site-menu__languages { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4px 16px; margin: 0; padding: 0; list-style: none; }
.site-menu__languages a { display: flex; align-items: center; min-height: 44px; font-size: 16px; color: ${VIP_THEME.colorLink}; }
.site-menu__languages a[aria-current='true'] { font-weight: 600; color: ${VIP_THEME.navy}; }
`;
